import Primitives
import Testing

@testable import Themes

/// A theme file that defines nothing loads (the libraries accept it and the app renders
/// unstyled) but is named once, since it is almost always the wrong file.
@Suite struct EmptyThemeTests {
  @Test(arguments: ["", "# only a comment\n", "{}"])
  func anEmptyThemeFileIsAWarning(_ text: String) throws {
    let theme = try load([("themes/Empty.yaml", text)])
    #expect(theme.diagnostics.count == 1)
    #expect(theme.diagnostics.first?.severity == .warning)
    #expect(theme.diagnostics.first?.message.contains("defines nothing") == true)
    #expect(theme.diagnostics.first?.location?.file == "themes/Empty.yaml")
  }

  @Test func strictMakesItAnError() {
    let found = diagnostics([("themes/Empty.yaml", "")], options: ThemeLoadOptions(strict: true))
    #expect(found.map(\.severity) == [.error])
  }

  @Test func aFileWithOnlyConstantsIsNotEmpty() throws {
    let theme = try load([("themes/Colors.yaml", "$Tint: '#007AFF'\n")])
    #expect(!theme.diagnostics.contains { $0.message.contains("defines nothing") })
  }
}
