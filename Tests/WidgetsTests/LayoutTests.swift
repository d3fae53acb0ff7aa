import Primitives
import Testing

@testable import Widgets

@Suite struct LayoutTests {
  let layout = Layout(text: ApproximateTextMeasurer())

  @Test func givenFramesStayAndRootFillsScreen() {
    let root = Widget.view {
      Widget.view().frame(x: 10, y: 20, width: 30, height: 40)
    }
    layout.layout(root, in: Size(width: 100, height: 200))
    #expect(root.layoutFrame == Rect(x: 0, y: 0, width: 100, height: 200))
    #expect(root.children[0].layoutFrame == Rect(x: 10, y: 20, width: 30, height: 40))
    #expect(root.children[0].screenFrame == Rect(x: 10, y: 20, width: 30, height: 40))
  }

  @Test func aFramePropertyFromAThemeIsAGivenFrame() {
    let child = Widget.view()
    child.styled.set("frame", .rect(Rect(x: 5, y: 6, width: 7, height: 8)))
    layout.layout(Widget.view { child }, in: Size(width: 100, height: 100))
    #expect(child.layoutFrame == Rect(x: 5, y: 6, width: 7, height: 8))
  }

  @Test func verticalStackPlacesChildrenWithSpacingAndMargins() {
    let stack = Widget.stack(.vertical, spacing: 10) {
      Widget.view().frame(x: 0, y: 0, width: 0, height: 44)
      Widget.label("Hello")
    }
    stack.prop("layoutMargins", .insets(EdgeInsets(all: 16)))
    let root = Widget.view { stack }
    layout.layout(root, in: Size(width: 200, height: 400))
    #expect(stack.layoutFrame == Rect(x: 0, y: 0, width: 200, height: 16 + 44 + 10 + 21 + 16))
    #expect(stack.children[0].layoutFrame == Rect(x: 16, y: 16, width: 168, height: 44))
    #expect(stack.children[1].layoutFrame == Rect(x: 16, y: 70, width: 168, height: 21))
  }

  @Test func horizontalFillGivesExtraToLowestHuggingChild() {
    let row = Widget.stack(.horizontal, spacing: 8) {
      Widget.label("Wi-Fi")
      Widget.toggle(isOn: true)
    }
    row.frame = Rect(x: 0, y: 0, width: 300, height: 44)
    row.prop("alignment", .string("center"))
    let root = Widget.view { row }
    layout.layout(root, in: Size(width: 300, height: 44))
    #expect(row.children[0].layoutFrame.width == 300 - 8 - 51)
    #expect(row.children[1].layoutFrame == Rect(x: 249, y: 6.5.rounded(), width: 51, height: 31))
  }

  @Test func fillEquallySplitsTheAxis() {
    let row = Widget.stack(.horizontal, spacing: 10) {
      Widget.button("A")
      Widget.button("Longer title")
    }
    row.prop("distribution", .string("fillEqually"))
    row.frame = Rect(x: 0, y: 0, width: 210, height: 40)
    layout.layout(Widget.view { row }, in: Size(width: 210, height: 40))
    #expect(row.children.map(\.layoutFrame.width) == [100, 100])
    #expect(row.children[1].layoutFrame.x == 110)
  }

  @Test func equalSpacingSpreadsTheGaps() {
    let row = Widget.stack(.horizontal) {
      Widget.view().frame(x: 0, y: 0, width: 10, height: 10)
      Widget.view().frame(x: 0, y: 0, width: 10, height: 10)
      Widget.view().frame(x: 0, y: 0, width: 10, height: 10)
    }
    row.prop("distribution", .string("equalSpacing"))
    row.frame = Rect(x: 0, y: 0, width: 100, height: 10)
    layout.layout(Widget.view { row }, in: Size(width: 100, height: 10))
    #expect(row.children.map(\.layoutFrame.x) == [0, 45, 90])
  }

  @Test func equalCenteringSpacesTheCenters() {
    let row = Widget.stack(.horizontal) {
      Widget.view().frame(x: 0, y: 0, width: 10, height: 10)
      Widget.view().frame(x: 0, y: 0, width: 30, height: 10)
      Widget.view().frame(x: 0, y: 0, width: 20, height: 10)
    }
    row.prop("distribution", .string("equalCentering"))
    row.frame = Rect(x: 0, y: 0, width: 105, height: 10)
    layout.layout(Widget.view { row }, in: Size(width: 105, height: 10))
    // Centers at 5, 50, 95: the first starts at 0, the last ends at 105.
    #expect(row.children.map(\.layoutFrame.midX) == [5, 50, 95])
  }

  @Test func alignmentCenterAndTrailing() {
    let stack = Widget.stack(.vertical) {
      Widget.view().frame(x: 0, y: 0, width: 20, height: 10)
    }
    stack.frame = Rect(x: 0, y: 0, width: 100, height: 10)
    stack.prop("alignment", .string("center"))
    layout.layout(Widget.view { stack }, in: Size(width: 100, height: 10))
    #expect(stack.children[0].layoutFrame.x == 40)
    stack.prop("alignment", .string("trailing"))
    layout.layout(Widget.view { stack }, in: Size(width: 100, height: 10))
    #expect(stack.children[0].layoutFrame.x == 80)
  }

  @Test func labelsWrapToTheirWidthAndTruncateAtTheirLineCount() {
    let label = Widget.label("one two three four five six seven eight")
    label.prop("numberOfLines", .number(0))
    let stack = Widget.stack(.vertical) { label }
    stack.frame = Rect(x: 0, y: 0, width: 60, height: 0)
    layout.layout(Widget.view { stack }, in: Size(width: 60, height: 500))
    // 0.55 em × 17 pt ≈ 9.35 pt per character: a 60 pt line holds six characters.
    let lines = ApproximateTextMeasurer().layout(
      label.text, font: label.font, maxWidth: 60, maxLines: 0, lineBreak: .byWordWrapping
    ).lines
    #expect(lines.count == 8)
    #expect(label.layoutFrame.height == 8 * 21)
    label.prop("numberOfLines", .number(2))
    layout.layout(Widget.view { stack }, in: Size(width: 60, height: 500))
    #expect(label.layoutFrame.height == 2 * 21)
    let truncated = ApproximateTextMeasurer().layout(
      label.text, font: label.font, maxWidth: 60, maxLines: 2, lineBreak: .byTruncatingTail)
    #expect(truncated.lines.last?.text.hasSuffix("…") == true)
  }

  @Test func buttonsSizeFromTitleAndInsets() {
    let b = Widget.button("Go")
    b.prop("contentEdgeInsets", .insets(EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)))
    let s = layout.fittingSize(b, width: nil)
    // A button's title is the system font at 15 pt (UIKit's default): 18 pt lines here.
    #expect(s == Size(width: (2 * 15 * 0.55 + 40).rounded(.up), height: 38))
  }

  @Test func hiddenChildrenTakeNoSpace() {
    let stack = Widget.stack(.vertical, spacing: 10) {
      Widget.view().frame(x: 0, y: 0, width: 0, height: 10)
      Widget.view().frame(x: 0, y: 0, width: 0, height: 10).prop("isHidden", .bool(true))
      Widget.view().frame(x: 0, y: 0, width: 0, height: 10)
    }
    layout.layout(Widget.view { stack }, in: Size(width: 50, height: 100))
    #expect(stack.layoutFrame.height == 30)
    #expect(stack.children[2].layoutFrame.y == 20)
  }
}
