import Primitives
import Raster
import Testing
import Themes

@testable import Widgets

/// Fixed spaces and custom views among a bar's items (issue 10): UIKit's
/// `UIBarButtonItem.fixedSpace(_:)` keeps its `width` between its neighbours, and an item
/// made with `customView` shows that view where the item goes (docs/render.md, "Bar button
/// items", for the 16 pt gap and the margins).
@Suite struct BarItemSpacesTests {
  let measurer = ApproximateTextMeasurer()
  static let size = Size(width: 320, height: 120)

  func screen(_ body: String) throws -> Screen {
    try ScreenFile.parse(
      "size: [320, 120]\nstatusBar: false\nroot:\n  type: UIView\n  children:\n" + body,
      file: "bar.yml", name: "bar")
  }

  /// Lays `screen` out and returns its text ops by text.
  func texts(_ screen: Screen) -> [String: TextOp] {
    Layout(text: measurer).layout(screen.root, in: Self.size, safeArea: .zero)
    let list = Emitter(text: measurer, appearance: .light).displayList(
      screen.root, size: Self.size, scale: 1, background: nil)
    var out: [String: TextOp] = [:]
    for case .text(let t) in list.ops { out[t.text] = t }
    return out
  }

  func width(_ text: String) -> Double {
    measurer.layout(
      text, font: .system(size: 17), maxWidth: nil, maxLines: 1, lineBreak: .byClipping
    ).size.width
  }

  /// `[Save, fixedSpace(40), Undo]`: Undo starts 40 pt after Save ends, where two items
  /// side by side are 16 pt apart.
  @Test func aFixedSpaceReplacesTheGapWithItsWidth() throws {
    let spaced = try texts(
      screen(
        """
            - type: UIToolbar
              props: {toolbarItems: [Save, {fixedSpace: 40}, Undo, Redo]}
        """))
    let save = try #require(spaced["Save"])
    let undo = try #require(spaced["Undo"])
    let redo = try #require(spaced["Redo"])
    #expect(abs(undo.origin.x - (save.origin.x + width("Save") + 40)) < 0.01)
    #expect(abs(redo.origin.x - (undo.origin.x + width("Undo") + 16)) < 0.01)
    // The long spelling is the same item.
    let long = try texts(
      screen(
        """
            - type: UIToolbar
              props: {toolbarItems: [Save, {systemItem: fixedSpace, width: 40}, Undo, Redo]}
        """))
    #expect(long["Undo"]?.origin == undo.origin)
  }

  /// A space before the first item adds to the margin (16 pt on a 320 pt bar).
  @Test func aLeadingFixedSpaceAddsToTheMargin() throws {
    let t = try texts(
      screen(
        """
            - type: UIToolbar
              props: {toolbarItems: [{fixedSpace: 30}, Save]}
        """))
    #expect(abs((t["Save"]?.origin.x ?? 0) - (16 + 30)) < 0.01)
  }

  /// A custom view goes where its item goes: rightmost in `rightBarButtonItems`, centred in
  /// the 44 pt row, and the next item keeps the 16 pt gap to its left.
  @Test func aCustomViewIsPlacedAsItsItem() throws {
    let s = try screen(
      """
          - type: UINavigationController
            children:
              - type: UINavigationBar
                props: {title: Inbox, rightBarButtonItems: [{customView: toggle}, Edit]}
                children:
                  - {type: UISwitch, id: toggle, frame: [0, 0, 51, 31]}
      """)
    let t = texts(s)
    let bar = try #require(s.root.children.first?.children.first)
    let toggle = try #require(bar.children.first)
    #expect(toggle.layoutFrame == Rect(x: 320 - 16 - 51, y: (44 - 31) / 2, width: 51, height: 31))
    let edit = try #require(t["Edit"])
    #expect(abs(edit.origin.x - (toggle.layoutFrame.x - 16 - width("Edit"))) < 0.01)
  }

  /// Flexible spaces on both sides centre a toolbar's custom view.
  @Test func flexibleSpacesCentreACustomView() throws {
    let s = try screen(
      """
          - type: UIToolbar
            props: {toolbarItems: [flexibleSpace, {customView: seg}, flexibleSpace]}
            children:
              - {type: UISegmentedControl, id: seg, frame: [0, 0, 120, 32], props: {segments: [A, B]}}
      """)
    _ = texts(s)
    let seg = try #require(s.root.children.first?.children.first)
    #expect(seg.layoutFrame.midX == 160)
  }

  /// Widths are points on screen: a negative, infinite or absurd width is a located error
  /// naming the item, and so is a key a space does not take.
  @Test(arguments: [
    "{fixedSpace: -4}", "{fixedSpace: .inf}", "{systemItem: fixedSpace, width: 1e9}",
    "{fixedSpace: 8, title: X}", "{systemItem: tab}", "{width: 8}", "{customView: ''}",
  ])
  func badSpacesAreLocatedErrors(_ item: String) {
    let problem = #expect(throws: (any Error).self) {
      try screen(
        """
            - type: UIToolbar
              props: {toolbarItems: [Save, \(item)]}
        """)
    }
    let text = problem.map { "\($0)" } ?? ""
    #expect(text.contains("item 2"), "\(text)")
    #expect(text.contains("bar.yml:"), "\(text)")
  }
}
