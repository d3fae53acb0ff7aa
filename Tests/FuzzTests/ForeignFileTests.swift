import Foundation
import Primitives
import Testing
import Themes

@testable import ThemeshotCLI

/// A file that is not a theme is not quoted (issue 17: `theme lint` of a password file
/// printed its hashes into the CI log).
@Suite struct ForeignFileTests {
  static let shadow = """
    root:$6$abcdefgh$SECRETHASHSECRETHASH:19000:0:99999:7:::
    bob:$6$zzzz$OTHERSECRET:19000:0:99999:7:::

    """

  @Test func passwordFileErrorsQuoteNothing() throws {
    let theme = try ThemeLoader.load(
      sources: [ThemeSource(path: "shadow", text: Self.shadow)],
      options: ThemeLoadOptions(keepGoing: true))
    #expect(theme.hasErrors)
    let text = theme.diagnostics.map(\.formatted).joined(separator: "\n")
    #expect(!text.contains("SECRET"), "\(text)")
    #expect(!text.contains("bob"))
    #expect(text.contains("not a theme"))
  }

  @Test func themeWithOneGoodEntryKeepsItsMessages() throws {
    // Only files with nothing theme-like are hidden: a real theme's typo is still quoted.
    let theme = try ThemeLoader.load(
      sources: [ThemeSource(path: "t.yaml", text: "Label:\n  textColor: '#ff0000'\n  alpha: x\n")],
      options: ThemeLoadOptions(keepGoing: true))
    #expect(theme.diagnostics.contains { $0.message.contains("'x'") })
  }

  @Test func lintOfAPasswordFileExitsTwo() async throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-shadow-\(UUID().uuidString)").path
    try Self.shadow.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(await ThemeshotMain.run(["theme", "lint", path]) == .badInput)
  }

  @Test func deviceFileAsThemeIsRefusedWithoutReading() throws {
    #expect(throws: Diagnostic.self) { try ThemeSource.read("/dev/zero") }
  }
}
