import Primitives
import Testing

@testable import Widgets

/// Issue 17: a screen file reads through Documents' budgets, so a YAML alias bomb is
/// refused before anything walks the expanded tree.
@Suite struct ScreenFileBudgetTests {
  @Test func anAliasBombInAScreenIsALocatedError() {
    var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...9 {
      text +=
        "a\(level): &a\(level) ["
        + Array(repeating: "*a\(level - 1)", count: 10)
        .joined(separator: ", ") + "]\n"
    }
    text += "root: {type: UIView}\n"
    do {
      _ = try ScreenFile.parse(text, file: "bomb.yml", name: "bomb")
      Issue.record("the bomb was read")
    } catch let error as DiagnosticError {
      #expect(error.diagnostics.first?.message.contains("expands to more than") == true)
      #expect(error.diagnostics.first?.location?.file == "bomb.yml")
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func aScreenMayStillShareAPropsBlockByAlias() throws {
    let text = """
      root:
        type: UIView
        children:
          - {type: UILabel, props: &p {text: Hi}}
          - {type: UILabel, props: *p}
      """
    let screen = try ScreenFile.parse(text, file: "s.yml", name: "s")
    #expect(screen.root.children.count == 2)
  }
}
