import Foundation
import Primitives
import Testing
import Themes
import Widgets

@testable import Themeshot

@Suite struct InspectionTests {
  static let screen = """
    root:
      type: UIViewController
      class: VC
      apply: Screen
      children:
        - type: UIStackView
          props: {axis: vertical, layoutMargins: {top: 10, left: 20}}
          children:
            - {type: UILabel, id: title, props: {text: Hi}}
            - type: UIButton
              id: go
              states: [highlighted]
              frame: [0, 0, 100, 44]
              props:
                title: {states: {normal: Go, highlighted: Going}}
                layer.cornerRadius: 8
    """

  func inspected() throws -> JSONValue {
    let theme = try ThemeLoader.load(sources: [
      ThemeSource(
        path: "T.yaml", text: ".Screen:\n  textColor: \"#FF0000\"\n  tintColor: \"#00FF00\"\n")
    ])
    let screen = try ScreenFile.parse(Self.screen, file: "s.yml", name: "s")
    let renderer = try Renderer(threads: 1)
    let (_, diagnostics) = renderer.displayList(
      screen, sheet: ThemeStyleSheet(theme),
      device: Device(name: "t", size: Size(width: 200, height: 300), scale: 1))
    return Inspection.json(screen.root, diagnostics: diagnostics)
  }

  @Test func hasExactlyTheIssuesShape() throws {
    guard case .object(let top) = try inspected(), case .array(let widgets)? = top["widgets"]
    else {
      Issue.record("not an object with widgets")
      return
    }
    #expect(Set(top.keys) == ["widgets", "diagnostics"])
    #expect(widgets.count == 4)
    for w in widgets {
      guard case .object(let fields) = w else { continue }
      #expect(Set(fields.keys) == ["id", "type", "frame", "properties", "stateValues"])
    }
  }

  /// Issue 7: per text widget, the requested font, the file that stood in and whether
  /// anything was synthesised.
  @Test func textWidgetsShowTheirResolvedFont() throws {
    let theme = try ThemeLoader.load(sources: [
      ThemeSource(
        path: "T.yaml",
        text: ".Screen:\n  font: {name: \"HelveticaNeue-Bold\", size: 17}\n")
    ])
    let screen = try ScreenFile.parse(Self.screen, file: "s.yml", name: "s")
    let renderer = try Renderer(threads: 1)
    let (_, diagnostics) = renderer.displayList(
      screen, sheet: ThemeStyleSheet(theme),
      device: Device(name: "t", size: Size(width: 200, height: 300), scale: 1))
    let json = Inspection.json(screen.root, diagnostics: diagnostics, fonts: renderer.fonts)
    guard case .object(let top) = json, case .array(let widgets)? = top["widgets"],
      case .object(let label) = widgets[2], case .object(let font)? = label["resolvedFont"]
    else {
      Issue.record("no resolvedFont on the label: \(json.text)")
      return
    }
    #expect(font["requested"] == .string("HelveticaNeue-Bold"))
    #expect(font["file"] == .string("fonts-liberation2/LiberationSans-Bold.ttf"))
    #expect(font["syntheticBold"] == .bool(false))
    guard case .object(let stack) = widgets[1] else { return }
    #expect(stack["resolvedFont"] == nil)
  }

  @Test func widgetsInTreeOrderWithScreenFramesAndEffectiveValues() throws {
    let text = try inspected().text
    let data = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    let widgets = data["widgets"] as! [[String: Any]]
    #expect(
      widgets.map { $0["type"] as! String } == [
        "UIViewController", "UIStackView", "UILabel", "UIButton",
      ])
    let label = widgets[2]
    #expect(label["id"] as? String == "title")
    let frame = label["frame"] as! [String: Double]
    #expect(frame["x"] == 20 && frame["y"] == 10)
    let props = label["properties"] as! [String: Any]
    #expect(props["textColor"] as? String == "#FF0000FF")
    #expect((props["font"] as? [String: Any])?["size"] as? Double == 17)
    let button = widgets[3]
    let bprops = button["properties"] as! [String: Any]
    #expect(bprops["title"] as? String == "Going")
    #expect(bprops["layer.cornerRadius"] as? Double == 8)
    #expect(bprops["tintColor"] as? String == "#00FF00FF")
    let states = (button["stateValues"] as! [String: Any])["title"] as! [String: String]
    #expect(states["normal"] == "Go" && states["highlighted"] == "Going")
    #expect(states["disabled"] == "Go")
    #expect(widgets[0]["id"] is NSNull)
  }

  @Test func outputIsDeterministic() throws {
    #expect(try inspected().text == inspected().text)
  }
}

@Suite struct RendererTests {
  static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  @Test func rendersAScreenFileWithThemeFilesInOneCall() throws {
    let motif = Self.repo + "/themes/motif/"
    var device = Device.default
    device.scale = 1
    let out = try Renderer(threads: 1).render(
      screenAt: Self.repo + "/screens/sign-in.yml",
      themeFiles: [motif + "Colors.yaml", motif + "DarkMappings.yaml", motif + "Components.yaml"],
      device: device)
    #expect(out.bitmap.width == 393 && out.bitmap.height == 852)
    // The Dark theme's background (black) fills the top-left corner under the status bar.
    #expect(out.bitmap[1, 1].color == Color.black)
    #expect(out.fonts.contains { $0.requestedName == "SFProDisplay-Bold" })
  }

  @Test func stylingErrorsAreThrown() throws {
    let dir = NSTemporaryDirectory() + "themeshot-renderer-\(getpid())"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Data("root: {type: UIView, apply: Nope}\n".utf8).write(
      to: URL(fileURLWithPath: dir + "/s.yml"))
    try Data(".Card:\n  alpha: 0.5\n".utf8).write(to: URL(fileURLWithPath: dir + "/t.yaml"))
    // Issue 11: a style the theme lacks is skipped with a warning, as Giotto logs "Style
    // not found"; `strict` makes the warning an error.
    let out = try Renderer(threads: 1).render(
      screenAt: dir + "/s.yml", themeFiles: [dir + "/t.yaml"])
    #expect(out.diagnostics.contains { $0.severity == .warning && $0.message.contains("Nope") })
    #expect(throws: DiagnosticError.self) {
      try Renderer(threads: 1).render(
        screenAt: dir + "/s.yml", themeFiles: [dir + "/t.yaml"], strict: true)
    }
  }
}
