import Foundation
import Primitives
import Testing

@testable import Widgets

/// The example app's screens (`screens/` at the repository root) read without problems.
@Suite struct ExampleScreensTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static var screenFiles: [String] {
    let dir = root.appendingPathComponent("screens")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter { $0.hasSuffix(".yml") || $0.hasSuffix(".json") }.sorted().map {
      dir.appendingPathComponent($0).path
    }
  }

  @Test func thereAreAtLeastFourScreens() {
    #expect(Self.screenFiles.count >= 4)
  }

  @Test(arguments: screenFiles) func screenLoadsCleanly(_ path: String) throws {
    let screen = try ScreenFile.load(path)
    #expect(screen.diagnostics.isEmpty, "\(screen.diagnostics.map(\.formatted))")
    let layout = Layout(text: ApproximateTextMeasurer())
    layout.layout(screen.root, in: Device.default.size)
    for w in screen.root.subtree where !w.isHidden {
      #expect(w.screenFrame.width >= 0 && w.screenFrame.height >= 0)
    }
  }
}
