import Primitives
import Testing
import Themes

@testable import Widgets

/// A `{customView: id}` item is UIKit's `UIBarButtonItem(customView:)`: it holds a view, so
/// an id naming no child of the bar is bad input, a located error like every other bad item
/// key (Widgets/Bars/BarButtonItem.swift), never a silently empty slot.
@Suite struct BarCustomViewIdTests {
  func screen(_ items: String, children: String = "") throws -> Screen {
    try ScreenFile.parse(
      """
      size: [320, 120]
      statusBar: false
      root:
        type: UIView
        children:
          - type: UIToolbar
            props: {toolbarItems: \(items)}
            children:
              - {type: UISwitch, id: status}
      \(children)
      """, file: "bar.yml", name: "bar")
  }

  @Test func anIdNamingNoChildIsALocatedErrorWithASuggestion() {
    let problem = #expect(throws: (any Error).self) {
      try screen("[Save, {customView: statsu}]")
    }
    let text = problem.map { "\($0)" } ?? ""
    #expect(text.contains("bar.yml:7:"), "\(text)")
    #expect(text.contains("item 2"), "\(text)")
    #expect(text.contains("names no child of the UIToolbar: 'statsu'"), "\(text)")
    #expect(text.contains("did you mean 'status'?"), "\(text)")
  }

  @Test func anIdNamingAChildLoads() throws {
    let s = try screen("[Save, {customView: status}]")
    #expect(s.diagnostics.filter { $0.severity == .error }.isEmpty)
  }
}
