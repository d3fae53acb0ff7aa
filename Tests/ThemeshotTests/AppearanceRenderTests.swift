import Foundation
import PNG
import Primitives
import Testing
import Themes
import Widgets

@testable import Themeshot

/// A theme that mixes its own colours with iOS's dynamic system colours renders the dark
/// values under a dark theme (Apple HIG "Color": systemBackground is white in light mode and
/// black in dark mode; label black/white; systemBlue #007AFF/#0A84FF, #0040DD with
/// increased contrast), while its own colours stay as written.
@Suite struct AppearanceRenderTests {
  static let theme = """
    .Screen:
      backgroundColor: systemBackground
    .Card:
      backgroundColor: "#FF8800"
    .Tint:
      backgroundColor: UIColor.systemBlueColor
    .Title:
      textColor: label
    """

  static let screen = """
    size: [80, 40]
    scale: 1
    statusBar: false
    root:
      type: UIView
      apply: Screen
      children:
        - {type: UIView, id: card, apply: Card, frame: [0, 0, 20, 20]}
        - {type: UIView, id: tint, apply: Tint, frame: [20, 0, 20, 20]}
        - {type: UIView, id: grouped, frame: [40, 0, 20, 20], props: {backgroundColor: systemGray6}}
        - {type: UIView, id: named, frame: [60, 0, 20, 20], props: {backgroundColor: secondaryLabel}}
    """

  /// A project folder with the theme twice: `Day` (light) and `Night` (interfaceStyle dark).
  static func project() throws -> String {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-appearance-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: root + "/screens", withIntermediateDirectories: true)
    try theme.write(toFile: root + "/app.yaml", atomically: true, encoding: .utf8)
    try screen.write(toFile: root + "/screens/home.yml", atomically: true, encoding: .utf8)
    try """
    themes:
      Day: [app.yaml]
      Night: {files: [app.yaml], interfaceStyle: dark}
    """.write(toFile: root + "/themeshot.yml", atomically: true, encoding: .utf8)
    return root
  }

  static func render(
    _ theme: String, style: Appearance.Style? = nil, contrast: Appearance.Contrast? = nil
  ) throws -> Bitmap {
    let root = try project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let p = try Project.load(root: root)
    let run = try RenderRun(
      project: p, themes: [theme], output: root + "/out", style: style, contrast: contrast)
    _ = try run.run(renderer: try Renderer(threads: 1)) { entry in
      ThemeStyleSheet(try ThemeLoader.load(files: entry.files))
    }
    return try ImageDecoder.decode(contentsOf: run.items[0].output)
  }

  static func rgb(_ v: UInt32) -> Color {
    Color(red: UInt8(v >> 16), green: UInt8((v >> 8) & 0xFF), blue: UInt8(v & 0xFF))
  }

  @Test func darkThemeResolvesSystemColoursDarkAndKeepsItsOwn() throws {
    let day = try Self.render("Day")
    let night = try Self.render("Night")
    // The theme's own colour does not change with the appearance.
    #expect(day[10, 10].color == Self.rgb(0xFF8800))
    #expect(night[10, 10].color == Self.rgb(0xFF8800))
    // systemBlue: #007AFF light, #0A84FF dark.
    #expect(day[30, 10].color == Self.rgb(0x007AFF))
    #expect(night[30, 10].color == Self.rgb(0x0A84FF))
    // systemGray6 named in the screen's props: #F2F2F7 light, #1C1C1E dark.
    #expect(day[50, 10].color == Self.rgb(0xF2F2F7))
    #expect(night[50, 10].color == Self.rgb(0x1C1C1E))
    // systemBackground behind everything: white, then black.
    #expect(day[40, 30].color == .white)
    #expect(night[40, 30].color == .black)
    // secondaryLabel is translucent: #3C3C43 at 60% over white, #EBEBF5 at 60% over black.
    let light = day[70, 10].color
    let dark = night[70, 10].color
    #expect(light.red > 100 && light.red < 150 && light.blue > light.red)
    #expect(dark.red > 130 && dark.red < 150 && dark.blue > dark.red)
  }

  @Test func appearanceOptionOverridesTheTheme() throws {
    let forced = try Self.render("Day", style: .dark)
    #expect(forced[30, 10].color == Self.rgb(0x0A84FF))
    #expect(forced[40, 30].color == .black)
  }

  @Test func highContrastPicksTheIncreasedContrastVariant() throws {
    let high = try Self.render("Day", contrast: .high)
    #expect(high[30, 10].color == Self.rgb(0x0040DD))
    let darkHigh = try Self.render("Night", contrast: .high)
    #expect(darkHigh[30, 10].color == Self.rgb(0x409CFF))
  }

  @Test func interfaceStyleInThemeshotYmlIsRead() throws {
    let p = try ProjectFile.parse(
      "themes:\n  A: {files: [a.json], interfaceStyle: dark, contrast: high}\n  B: b.json\n",
      path: "themeshot.yml", root: ".")
    #expect(p.themes[0].appearance == Appearance(style: .dark, contrast: .high))
    #expect(p.themes[1].appearance == .light)
  }

  @Test func badInterfaceStyleIsALocatedError() {
    #expect {
      _ = try ProjectFile.parse(
        "themes:\n  A: {files: [a.json], interfaceStyle: dusk}\n", path: "themeshot.yml",
        root: ".")
    } throws: { error in
      guard let d = (error as? DiagnosticError)?.diagnostics.first else { return false }
      return d.location?.line == 2 && d.message.contains("expected light or dark")
        && d.location?.keyPath == "themes.A.interfaceStyle"
    }
  }
}
