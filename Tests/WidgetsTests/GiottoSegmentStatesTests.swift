import Primitives
import Testing
import Themes

@testable import Widgets

/// Giotto's UISegmentedControl+ThemeManager.m: a key may start with `normal:`,
/// `selected:`, `disabled:` or `highlighted:`, and `font` then sets that state's title
/// attributes (`setTitleTextAttributes:@{NSFontAttributeName: value} forState:`).
@Suite struct GiottoSegmentStatesTests {
  func sheet(_ styles: String) throws -> ThemeStyleSheet {
    ThemeStyleSheet(
      try ThemeLoader.load(
        sources: [
          ThemeSource(path: "t.json", text: #"{"formatVersion": 2, "Styles": {"# + styles + "}}")
        ]))
  }

  func segments() -> Widget {
    Widget.make(.segmentedControl).apply("S")
      .prop("segments", .array([.string("A"), .string("B")]))
      .prop("selectedSegmentIndex", .number(1))
  }

  @Test func selectedFontSetsTheSelectedTitlesFontOnly() throws {
    let s = try sheet(#""S": {"font": "font:Menlo,11", "selected:font": "font:Menlo,20"}"#)
    let seg = segments()
    let found = Cascade().apply(s, to: Widget.view { seg })
    #expect(found.isEmpty, "\(found)")
    #expect(
      seg.value("titleTextAttributes.font", in: .normal) == .font(FontSpec(name: "Menlo", size: 11))
    )
    #expect(
      seg.value("titleTextAttributes.font", in: .selected)
        == .font(FontSpec(name: "Menlo", size: 20)))
  }

  @Test(arguments: [
    ("normal", ControlState.normal), ("disabled", .disabled), ("highlighted", .highlighted),
  ])
  func eachPrefixNamesItsState(_ prefix: String, _ state: ControlState) throws {
    let s = try sheet(#""S": {"\#(prefix):font": "font:Menlo,19"}"#)
    let seg = segments()
    let found = Cascade().apply(s, to: Widget.view { seg })
    #expect(found.isEmpty, "\(found)")
    let entry = try #require(seg.styled.entries["titleTextAttributes.font"])
    #expect(entry.values == [state: .font(FontSpec(name: "Menlo", size: 19))])
  }
}
