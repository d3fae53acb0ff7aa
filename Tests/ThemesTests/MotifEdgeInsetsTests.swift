import Primitives
import Testing

@testable import Themes

/// Motif's NSValueTransformer+MotifUIEdgeInsets.m: a number is every side; an array has two
/// (vertical, horizontal), three (top, right, bottom; left 0) or four (top, right, bottom,
/// left) numbers, and one or five is a transformation error, so the key is not applied.
@Suite struct MotifEdgeInsetsTests {
  func insets(_ written: String) throws -> (ThemeValue?, Int) {
    let theme = try ThemeLoader.load(
      sources: [ThemeSource(path: "m.json", text: #"{".B": {"contentEdgeInsets": \#(written)}}"#)])
    return (try theme.style(named: "B").properties["contentEdgeInsets"], theme.diagnostics.count)
  }

  @Test(arguments: [
    ("4", EdgeInsets(all: 4)), ("[1, 2]", EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)),
    ("[1, 2, 3]", EdgeInsets(top: 1, left: 0, bottom: 3, right: 2)),
    ("[1, 2, 3, 4]", EdgeInsets(top: 1, left: 4, bottom: 3, right: 2)),
    (#"{"top": 1, "right": 2}"#, EdgeInsets(top: 1, left: 0, bottom: 0, right: 2)),
  ])
  func validForms(_ written: String, _ expected: EdgeInsets) throws {
    let (value, problems) = try insets(written)
    #expect(value == .insets(expected))
    #expect(problems == 0)
  }

  @Test(arguments: ["[1]", "[1, 2, 3, 4, 5]"])
  func arraysOfOneOrFiveAreErrors(_ written: String) throws {
    let (value, problems) = try insets(written)
    #expect(value == nil)
    #expect(problems == 1)
  }
}
