import Foundation
import InterfaceBuilder
import Primitives
import Testing

@testable import Themeshot
@testable import ThemeshotCLI

/// Issue 17 for Interface Builder files: an entity bomb ("billion laughs") or an external
/// entity naming a file of the machine is refused quickly, with nothing of it rendered.
@Suite struct HostileXMLTests {
  static func xib(label: String, entities: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE document [\(entities)]>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
    toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
    <view contentMode="scaleToFill" id="v1">
    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
    <subviews>
    <label text="\(label)" id="l1"><rect key="frame" x="0" y="0" width="300" height="20"/></label>
    </subviews>
    </view>
    </objects>
    </document>
    """
  }

  static var bomb: String {
    var entities = "<!ENTITY a0 \"hahahahahahahahahaha\">"
    for i in 1..<10 {
      entities += "<!ENTITY a\(i) \"" + String(repeating: "&a\(i - 1);", count: 10) + "\">"
    }
    return xib(label: "&a9;", entities: entities)
  }

  static let external = xib(
    label: "&secret;", entities: "<!ENTITY secret SYSTEM \"file:///etc/hostname\">")

  /// What `theme lint`-style loading says about the file (the CLI prints the same).
  static func message(_ root: String) -> String {
    do {
      _ = try InterfaceBuilderScreens.load(root + "/screens/s.xib")
      return ""
    } catch {
      return "\(error)"
    }
  }

  @Test(arguments: ["bomb", "external"])
  func entityFileIsRefused(_ kind: String) async throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-xml-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/screens", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: root + "/themes", withIntermediateDirectories: true)
    try "UIView:\n  tintColor: '#FF0000'\n".write(
      toFile: root + "/themes/T.yaml", atomically: true, encoding: .utf8)
    try (kind == "bomb" ? Self.bomb : Self.external).write(
      toFile: root + "/screens/s.xib", atomically: true, encoding: .utf8)
    let status = await ThemeshotMain.run(["render", "--project", root, "--out", root + "/out"])
    #expect(status == .badInput)
    // Refused by name before the parser sees the entities.
    #expect(Self.message(root).contains("declares a DOCTYPE"))
    #expect(!FileManager.default.fileExists(atPath: root + "/out/T/s.png"))
  }

  // Found by the IB fuzz target (session 6): an attribute name that is not UTF-8 made
  // Foundation's XMLParser trap (SIGILL) inside its start-element callback.
  @Test func nameThatIsNotUTF8IsALocatedError() throws {
    var bytes = Array(Self.xib(label: "x", entities: "").utf8)
    let id = Array(" id=\"l1\"".utf8)
    let at = try #require(bytes.indices.first { bytes[$0...].starts(with: id) })
    bytes.replaceSubrange(at + 1..<at + 3, with: [0xFF, 0xFE])
    do {
      _ = try IBDocument(data: Data(bytes), file: "s.xib")
      Issue.record("parsed")
    } catch let error as DiagnosticError {
      let d = try #require(error.diagnostics.first)
      #expect(d.message == "the file is not UTF-8 text (Interface Builder writes UTF-8)")
      #expect(d.location?.file == "s.xib" && d.location?.line == 8)
    }
  }

  // Found by the hostile pass (session 6): a XIB of 3,000 views in a chain of constraints
  // (600 KB) did not finish in minutes; 250 took 26 s. Past the budget the scene keeps
  // IB's stored frames, with a warning.
  @Test func sceneWithTooManyConstrainedViewsKeepsItsStoredFrames() throws {
    let n = 600
    let views = (0..<n).map {
      "<view id=\"v\($0)\" translatesAutoresizingMaskIntoConstraints=\"NO\">"
        + "<rect key=\"frame\" x=\"0\" y=\"\($0)\" width=\"10\" height=\"1\"/></view>"
    }.joined()
    let constraints = (1..<n).map {
      "<constraint firstItem=\"v\($0)\" firstAttribute=\"top\" secondItem=\"v\($0 - 1)\" "
        + "secondAttribute=\"bottom\" constant=\"1\" id=\"c\($0)\"/>"
    }.joined()
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
      <objects><view id="root"><rect key="frame" x="0" y="0" width="200" height="200"/>
      <subviews>\(views)</subviews><constraints>\(constraints)</constraints></view></objects>
      </document>
      """
    let doc = try IBDocument(data: Data(text.utf8), file: "chain.xib")
    let screen = try doc.screen(try #require(doc.scenes.first))
    #expect(screen.constrain == nil)
    #expect(
      screen.diagnostics.contains {
        $0.message.hasPrefix("the scene has 601 views, more than the 500")
      })
  }
}
