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

  /// Templates nested `levels` deep, each with `rows` rows: rows^levels labels.
  static func nestedTemplates(levels: Int, rows: Int) -> String {
    let data = "[" + Array(repeating: "{t: a}", count: rows).joined(separator: ", ") + "]"
    var node = "{type: UILabel, props: {text: '{{t}}'}}"
    for _ in 0..<levels { node = "{type: UIView, template: \(node), data: \(data)}" }
    return "root: {type: UIView, children: [\(node)]}\n"
  }

  // Found by the hostile pass (session 6): each level's rows copy the level below, so four
  // levels of 200 rows asked for 1.6 billion widgets from a 4 KB screen and ran until
  // memory ran out. The rows × template size of all templates is now budgeted.
  @Test func nestedTemplatesCannotMultiplyWithoutBound() {
    do {
      _ = try ScreenFile.parse(Self.nestedTemplates(levels: 4, rows: 200), file: "t.yml", name: "t")
      Issue.record("the nested templates were expanded")
    } catch let error as DiagnosticError {
      let first = error.diagnostics.first
      #expect(first?.message.contains("more than 250000 nodes") == true)
      #expect(first?.location?.file == "t.yml" && first?.location?.line == 1)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func templatesWithinTheBudgetStillExpand() throws {
    let screen = try ScreenFile.parse(
      Self.nestedTemplates(levels: 2, rows: 30), file: "t.yml", name: "t")
    #expect(screen.root.children[0].children.count == 30)
    #expect(screen.root.children[0].children[29].children.count == 30)
  }

  // Found by the hostile pass: 100,000 placeholders in one string, filled with a 10 KB
  // value, made a 1 GB string per row.
  @Test func filledTemplateStringIsBounded() {
    let text =
      "root: {type: UIView, template: {type: UILabel, props: {text: '"
      + String(repeating: "{{v}}", count: 1_000) + "'}}, data: [{v: "
      + String(repeating: "x", count: 1_000) + "}]}\n"
    do {
      _ = try ScreenFile.parse(text, file: "t.yml", name: "t")
      Issue.record("the string was filled in")
    } catch let error as DiagnosticError {
      #expect(
        error.diagnostics.first?.message
          == "a filled-in template string is longer than \(Limits.textBytes) bytes")
      #expect(error.diagnostics.first?.location?.keyPath == "root.data[0]")
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}
