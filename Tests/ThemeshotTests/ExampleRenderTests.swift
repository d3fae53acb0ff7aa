import Foundation
import PNG
import Primitives
import TestSupport
import Testing
import Themes
import Widgets

@testable import Themeshot

/// Every example screen in the Light and Dark themes, rendered at 1× on an iPhone 15 and
/// compared pixel for pixel with `__Goldens__/example/<Theme>/<screen>.png`.
/// Re-record: `THEMESHOT_RECORD=failed swift test --filter ExampleRender`, then open them.
@Suite struct ExampleRenderTests {
  static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
  static let project = Result { try Project.load(root: repo) }
  static let renderer = Result { try Renderer(threads: 2) }

  static var cases: [String] {
    guard let p = try? project.get() else { return [] }
    return p.themes.filter { ["Light", "Dark"].contains($0.name) }.flatMap { t in
      p.screens.map { t.name + "/" + RenderRun.screenName($0) }
    }
  }

  @Test func everyScreenInTwoThemes() {
    #expect(Self.cases.count >= 8)
  }

  @Test(arguments: cases) func matchesGolden(_ name: String) throws {
    let p = try Self.project.get()
    let parts = name.split(separator: "/").map(String.init)
    let entry = try #require(p.theme(named: parts[0]))
    let path = try #require(p.screens.first { RenderRun.screenName($0) == parts[1] })
    let theme = try ThemeLoader.load(files: entry.files)
    let screen = try ScreenFile.load(path)
    var device = Device.default
    device.scale = 1
    let out = try Self.renderer.get().render(screen, sheet: ThemeStyleSheet(theme), device: device)
    #expect(out.diagnostics.isEmpty, "\(out.diagnostics.map(\.formatted))")
    expectGolden(out.bitmap, named: "example/" + name)
  }
}
