import Primitives
import Testing
import Themes
import Widgets

@testable import Themeshot

/// Giotto applies the nil that `[UIFont fontWithName:size:]` returns for a name iOS lacks
/// (SDThemeManager.m `valueForConventionalString:`, then NSObject+ThemeManager.m
/// `setValue:forKeyPath:`): the label falls back to UIKit's default font, the system font at
/// 17 pt, not to the size the theme wrote.
@Suite struct GiottoUnknownFontTests {
  static let device = Device(name: "t", size: Size(width: 200, height: 60), scale: 1)

  /// The pixels of a label styled by a Giotto style whose font is `font`.
  func render(font: String, file: String = "g.json") throws -> (RenderOutput, Screen) {
    let theme = try ThemeLoader.load(
      sources: [
        ThemeSource(
          path: file,
          text: #"{"formatVersion": 2, "Styles": {"Title": {"font": "font:\#(font)"}}}"#)
      ])
    let screen = try ScreenFile.parse(
      "root: {type: UILabel, apply: Title, props: {text: Hello, frame: [0, 0, 200, 60]}}",
      file: "s.yml", name: "s")
    let renderer = try Renderer(threads: 1)
    return (try renderer.render(screen, sheet: ThemeStyleSheet(theme), device: Self.device), screen)
  }

  @Test func anUnknownFontIsTheSystemFontAt17NotTheWrittenSize() throws {
    let (unknown, screen) = try render(font: "NoSuchFace-Bold,30")
    let (system17, _) = try render(font: "system,17")
    let (system30, _) = try render(font: "system,30")
    #expect(unknown.bitmap == system17.bitmap)
    #expect(unknown.bitmap != system30.bitmap)
    #expect(screen.root.value("font") == .font(.system(size: 17)))
    let warning = try #require(
      unknown.diagnostics.first { $0.message.contains("unknown font 'NoSuchFace-Bold'") })
    #expect(warning.location?.file == "g.json")
    #expect(warning.message.contains("system font at 17 pt"))
  }

  @Test func aKnownFontKeepsItsSize() throws {
    let (known, screen) = try render(font: "HelveticaNeue,30")
    #expect(screen.root.value("font") == .font(FontSpec(name: "HelveticaNeue", size: 30)))
    #expect(!known.diagnostics.contains { $0.message.contains("unknown font") })
  }
}
