import Foundation
import PNG
import Primitives
import Testing
import Themes
import Widgets

@testable import Themeshot

/// A screen file that names its own appearance renders in it: its colours and the theme's
/// resolve there, over the theme's appearance; `--appearance`/`--contrast` win over both
/// (issue 11). On the device a view controller's `overrideUserInterfaceStyle` beats the
/// window's style, and dynamic colours resolve in the view's trait collection. Values: Apple
/// HIG "Color" (systemBlue #007AFF light, #0A84FF dark, #0040DD light increased contrast;
/// systemGray6 #F2F2F7 light, #1C1C1E dark).
@Suite struct ScreenAppearanceTests {
  static let theme = """
    .Tint:
      backgroundColor: systemBlue
    """

  static func screen(_ header: String) -> String {
    """
    size: [40, 20]
    scale: 1
    statusBar: false
    \(header)
    root:
      type: UIView
      children:
        - {type: UIView, apply: Tint, frame: [0, 0, 20, 20]}
        - {type: UIView, frame: [20, 0, 20, 20], props: {backgroundColor: systemGray6}}
    """
  }

  /// Renders `screen` under `theme` (Day: light, Night: dark) and returns the PNG.
  static func render(
    _ screen: String, theme: String, style: Appearance.Style? = nil,
    contrast: Appearance.Contrast? = nil
  ) throws -> Bitmap {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-screen-appearance-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/screens", withIntermediateDirectories: true)
    try Self.theme.write(toFile: root + "/app.yaml", atomically: true, encoding: .utf8)
    try screen.write(toFile: root + "/screens/s.yml", atomically: true, encoding: .utf8)
    try """
    themes:
      Day: [app.yaml]
      Night: {files: [app.yaml], interfaceStyle: dark}
    """.write(toFile: root + "/themeshot.yml", atomically: true, encoding: .utf8)
    let run = try RenderRun(
      project: try Project.load(root: root), themes: [theme], output: root + "/out",
      style: style, contrast: contrast)
    _ = try run.run(renderer: try Renderer(threads: 1)) { entry in
      ThemeStyleSheet(try ThemeLoader.load(files: entry.files))
    }
    return try ImageDecoder.decode(contentsOf: run.items[0].output)
  }

  static func rgb(_ v: UInt32) -> Color {
    Color(red: UInt8(v >> 16), green: UInt8((v >> 8) & 0xFF), blue: UInt8(v & 0xFF))
  }

  @Test func screenStyleWinsOverTheThemes() throws {
    let dark = try Self.render(Self.screen("appearance: dark"), theme: "Day")
    #expect(dark[10, 10].color == Self.rgb(0x0A84FF))  // the theme's colour
    #expect(dark[30, 10].color == Self.rgb(0x1C1C1E))  // the screen's own colour
    let light = try Self.render(Self.screen("appearance: light"), theme: "Night")
    #expect(light[10, 10].color == Self.rgb(0x007AFF))
    #expect(light[30, 10].color == Self.rgb(0xF2F2F7))
    // `unspecified` follows the theme, as UIKit's .unspecified inherits.
    let inherited = try Self.render(Self.screen("appearance: unspecified"), theme: "Night")
    #expect(inherited[10, 10].color == Self.rgb(0x0A84FF))
  }

  @Test func screenContrastWinsOverTheThemes() throws {
    let high = try Self.render(Self.screen("contrast: high"), theme: "Day")
    #expect(high[10, 10].color == Self.rgb(0x0040DD))
  }

  @Test func commandLineWinsOverTheScreen() throws {
    let forced = try Self.render(Self.screen("appearance: dark"), theme: "Night", style: .light)
    #expect(forced[10, 10].color == Self.rgb(0x007AFF))
    #expect(forced[30, 10].color == Self.rgb(0xF2F2F7))
    // The command line names only the contrast: the screen's style still holds.
    let mixed = try Self.render(Self.screen("appearance: dark"), theme: "Day", contrast: .high)
    #expect(mixed[10, 10].color == Self.rgb(0x409CFF))
  }

  /// A theme read in two appearances (one screen names its own) is read twice, and says
  /// so the second time, so its load warnings are printed once.
  @Test func aThemeReadAgainInAnotherAppearanceIsMarked() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-screen-reload-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/screens", withIntermediateDirectories: true)
    try Self.theme.write(toFile: root + "/app.yaml", atomically: true, encoding: .utf8)
    try Self.screen("").write(toFile: root + "/screens/a.yml", atomically: true, encoding: .utf8)
    try Self.screen("appearance: dark").write(
      toFile: root + "/screens/b.yml", atomically: true, encoding: .utf8)
    try "themes:\n  Day: [app.yaml]\n".write(
      toFile: root + "/themeshot.yml", atomically: true, encoding: .utf8)
    let run = try RenderRun(project: try Project.load(root: root), themes: ["Day"])
    var reloads: [Bool] = []
    let sheets = try run.loadSheets(
      { entry in
        reloads.append(RenderRun.isReloadingTheme)
        return ThemeStyleSheet(try ThemeLoader.load(files: entry.files))
      }, assets: AssetLibrary(paths: []))
    #expect(sheets.count == 2)
    #expect(reloads == [false, true])
    #expect(run.items.map(\.appearance.style) == [.light, .dark])
  }

  /// The one-call render (what `assertSnapshot(ofScreen:)` uses) takes its appearance as
  /// the theme's: the screen file's own wins.
  @Test func oneCallRenderHonoursTheScreensAppearance() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-screen-one-call-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    try Self.theme.write(toFile: root + "/app.yaml", atomically: true, encoding: .utf8)
    try Self.screen("appearance: dark").write(
      toFile: root + "/dark.yml", atomically: true, encoding: .utf8)
    try Self.screen("").write(toFile: root + "/plain.yml", atomically: true, encoding: .utf8)
    let renderer = try Renderer(threads: 1)
    let dark = try renderer.render(screenAt: root + "/dark.yml", themeFiles: [root + "/app.yaml"])
    #expect(dark.bitmap[10, 10].color == Self.rgb(0x0A84FF))
    #expect(dark.bitmap[30, 10].color == Self.rgb(0x1C1C1E))
    let plain = try renderer.render(
      screenAt: root + "/plain.yml", themeFiles: [root + "/app.yaml"], appearance: .dark)
    #expect(plain.bitmap[10, 10].color == Self.rgb(0x0A84FF))
    let light = try renderer.render(screenAt: root + "/plain.yml", themeFiles: [root + "/app.yaml"])
    #expect(light.bitmap[10, 10].color == Self.rgb(0x007AFF))
  }

  /// `inspect` reads the screen in the same appearance `render` draws it in.
  @Test func inspectResolvesTheScreensColoursInItsAppearance() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-screen-inspect-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    try Self.theme.write(toFile: root + "/app.yaml", atomically: true, encoding: .utf8)
    try Self.screen("appearance: dark").write(
      toFile: root + "/s.yml", atomically: true, encoding: .utf8)
    func inspect(_ style: Appearance.Style?) throws -> String {
      try InspectTask.run(
        screen: root + "/s.yml",
        request: ThemeRequest(files: [root + "/app.yaml"], strict: false, project: root),
        theme: nil, project: root, device: nil, style: style, onLoadError: { _ in }
      ).json.text
    }
    #expect(try inspect(nil).contains("#1C1C1E"))
    #expect(try inspect(.light).contains("#F2F2F7"))
  }

  @Test func badScreenAppearanceIsALocatedError() {
    #expect {
      _ = try ScreenFile.parse(
        "contrast: extreme\nroot: {type: UIView}\n", file: "s.yml", name: "s")
    } throws: { error in
      guard let d = (error as? DiagnosticError)?.diagnostics.first else { return false }
      return d.location?.line == 1 && d.message.contains("'contrast' must be normal or high")
    }
  }
}
