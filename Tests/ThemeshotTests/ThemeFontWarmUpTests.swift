import Foundation
import PNG
import Primitives
import Testing
import Text
import Themes
import Widgets

@testable import Themeshot

/// The theme's fonts readied on the second core (`Renderer.readyThemeFonts`, run here on
/// the test's own thread before the render) leave the render as it is without them: the
/// same PNG bytes, display list and diagnostics, a font that warns included (it is left to
/// the render, which reports it).
@Suite struct ThemeFontWarmUpTests {
  static let device = Device(name: "t", size: Size(width: 240, height: 120), scale: 2)

  static let themes: [(String, ThemeSource, ThemeLoadOptions)] = [
    (
      "unknown", ThemeSource(path: "StyleSheet.plist", text: plist(#"$"No Such Font-Bold":30"#)),
      ThemeLoadOptions()
    ),
    (
      "known", ThemeSource(path: "StyleSheet.plist", text: plist(#"$"HelveticaNeue-Bold":22"#)),
      ThemeLoadOptions()
    ),
    (
      "pixelbits", ThemeSource(path: "p.yaml", text: "UILabel:\n  font: \"Menlo, 19\"\n"),
      ThemeLoadOptions(dialect: .pixelbits)
    ),
  ]

  static func plist(_ font: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>@UILabel</key>
    \t<dict>
    \t\t<key>font</key>
    \t\t<string>\(font)</string>
    \t</dict>
    </dict>
    </plist>
    """
  }

  static let screen = """
    root:
      type: UIView
      children:
        - {type: UILabel, props: {text: Hello, frame: [0, 0, 240, 40]}}
        - {type: UILabel, props: {text: Again and again, frame: [0, 40, 240, 40]}}
        - {type: UILabel, props: {text: Plain, frame: [0, 80, 240, 40], font: {font: Menlo, size: 13}}}
    """

  func render(_ sheet: ThemeStyleSheet, warm: Bool) throws -> (RenderOutput, [UInt8], Bool?) {
    let renderer = try Renderer(threads: 1)
    var kept: Bool?
    if warm {
      let fonts = Renderer.themeFonts(["t": SheetBox(sheet: sheet)])
      #expect(!fonts.isEmpty)
      Renderer.readyThemeFonts(fonts, renderer.measurer)
      kept = fonts.allSatisfy { renderer.measurer.ready($0) }
      #expect(renderer.measurer.diagnostics.isEmpty)
    }
    let screen = try ScreenFile.parse(Self.screen, file: "s.yml", name: "s")
    let out = try renderer.render(screen, sheet: sheet, device: Self.device, record: false)
    return (out, try PNGEncoder().encode(out.bitmap), kept)
  }

  @Test(arguments: themes.indices)
  func readiedFontsChangeNoRender(_ index: Int) throws {
    let (name, source, options) = Self.themes[index]
    let sheet = ThemeStyleSheet(try ThemeLoader.load(sources: [source], options: options))
    let (cold, coldPNG, _) = try render(sheet, warm: false)
    let (warmed, warmedPNG, kept) = try render(sheet, warm: true)
    #expect(warmed.diagnostics == cold.diagnostics, "\(name)")
    #expect(warmedPNG == coldPNG, "\(name)")
    #expect(warmed.displayList == cold.displayList, "\(name)")
    let warns = cold.diagnostics.contains { $0.message.contains("unknown font") }
    #expect(warns == (name == "unknown"), "\(cold.diagnostics)")
    // A font that warns is not kept: the render met its warning itself.
    #expect(kept == !warns, "\(name)")
  }

  @Test func declaredFontsAreEachFontOnce() throws {
    let theme = try ThemeLoader.load(
      sources: [
        ThemeSource(
          path: "p.yaml",
          text: "UILabel:\n  font: \"Menlo, 19\"\nUIButton:\n  font: \"Menlo, 19\"\n"
        )
      ], options: ThemeLoadOptions(dialect: .pixelbits))
    let sheet = ThemeStyleSheet(theme)
    #expect(sheet.declaredFonts.count == 1, "\(sheet.declaredFonts)")
    #expect(
      Renderer.themeFonts(["a": SheetBox(sheet: sheet), "b": SheetBox(sheet: sheet)])
        == sheet.declaredFonts)
  }
}
