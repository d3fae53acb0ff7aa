import Primitives
import Testing

@testable import Themeshot

/// Issue 17: themeshot.yml reads through Documents' budgets like every other input.
@Suite struct ProjectFileBudgetTests {
  @Test func anAliasBombInThemeshotYmlIsALocatedError() {
    var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...9 {
      text +=
        "a\(level): &a\(level) ["
        + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
    }
    do {
      _ = try ProjectFile.parse(text, path: "themeshot.yml", root: ".")
      Issue.record("the bomb was read")
    } catch let error as DiagnosticError {
      #expect(error.diagnostics.first?.message.contains("expands to more than") == true)
      #expect(error.diagnostics.first?.location?.file == "themeshot.yml")
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}
