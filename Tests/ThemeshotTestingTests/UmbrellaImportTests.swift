import Foundation
import Testing
import ThemeshotTesting

/// `import ThemeshotTesting` alone is enough to build a screen in Swift, style it with theme
/// files and render it: no other themeshot module is imported in this file.
@Suite struct UmbrellaImportTests {
  static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  @Test func screenBuiltInSwiftRendersWithOneImport() throws {
    let root = Widget.viewController("WelcomeViewController") {
      Widget.stack(.vertical, spacing: 8) {
        Widget.label("Hello").apply("Title")
        Widget.button("Continue").apply("PrimaryButton")
      }
      .prop("layoutMargins", .insets(EdgeInsets(top: 40, left: 16, bottom: 16, right: 16)))
    }
    .apply("Screen")
    let screen = Screen(name: "welcome", root: root)
    let theme = try ThemeLoader.load(
      files: ["Colors", "LightMappings", "Components"].map {
        Self.repo + "/themes/motif/\($0).yaml"
      })
    let device = Device(name: "small", size: Size(width: 160, height: 120), scale: 1)
    let out = try Renderer(threads: 1).render(
      screen, sheet: ThemeStyleSheet(theme), device: device)
    #expect(out.bitmap.width == 160)
    // The theme's grouped background (#F2F2F7), not the unstyled white.
    #expect(out.bitmap[2, 110].color == Color(red: 242, green: 242, blue: 247))
  }
}
