import Primitives
import Testing
import Text
import Themes

@testable import Themeshot

/// `theme lint` checks font names against the fonts a render would use (issue 7).
@Suite struct ThemeFontCheckTests {
  static func theme(_ yaml: String) throws -> Theme {
    try ThemeLoader.load(sources: [ThemeSource(path: "fonts.yaml", text: yaml)])
  }

  @Test func unknownFontNamesAreLocatedWarningsWithASuggestion() throws {
    let theme = try Self.theme(
      """
      .Title:
        fontName: Helvetca Neue
        fontSize: 17
      .Body:
        fontName: HelveticaNeue-Bold
        fontSize: 15
      """)
    let found = ThemeFontCheck.diagnostics(for: theme, library: try FontLibrary())
    #expect(found.count == 1)
    let warning = try #require(found.first)
    #expect(warning.severity == .warning)
    #expect(warning.location?.line == 2)
    #expect(warning.message.contains("unknown font 'Helvetca Neue'"))
    #expect(warning.message.contains("did you mean 'Helvetica Neue'?"))
  }

  @Test func theExampleThemesNameOnlyKnownFonts() throws {
    let library = try FontLibrary()
    for files in [
      [
        "themes/motif/Colors.yaml", "themes/motif/DarkMappings.yaml",
        "themes/motif/Components.yaml",
      ],
      ["themes/giotto/theme_default.plist"], ["themes/styleinjection/StyleSheet.plist"],
      ["themes/pixelbits/stylesheet.yaml"],
    ] {
      let theme = try ThemeLoader.load(files: files.map { Self.repo + "/" + $0 })
      #expect(ThemeFontCheck.diagnostics(for: theme, library: library).isEmpty, "\(files)")
    }
  }

  static let repo = String(
    "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
      .joined(separator: "/"))
}
