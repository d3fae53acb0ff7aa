import Primitives
import Raster
import Testing
import Themes

@testable import Widgets

@Suite struct EmitTests {
  let measurer = ApproximateTextMeasurer()

  func ops(_ root: Widget, size: Size = Size(width: 100, height: 100)) -> [DisplayOp] {
    Layout(text: measurer).layout(root, in: size)
    return Emitter(text: measurer).displayList(root, size: size, scale: 1, background: nil).ops
  }

  @Test func drawsShadowBackgroundChildrenClippedThenBorderInAnAlphaGroup() {
    let child = Widget.view().frame(x: 5, y: 5, width: 10, height: 10)
      .prop("backgroundColor", .color(.black))
    let card = Widget.view { child }.frame(x: 10, y: 20, width: 50, height: 40)
    for (k, v): (String, ThemeValue) in [
      ("backgroundColor", .color(.white)), ("alpha", .number(0.5)),
      ("layer.cornerRadius", .number(8)), ("clipsToBounds", .bool(true)),
      ("layer.borderWidth", .number(1)), ("layer.borderColor", .color(.black)),
      ("layer.shadowColor", .color(.black)), ("layer.shadowOpacity", .number(0.5)),
      ("layer.shadowRadius", .number(6)), ("layer.shadowOffset", .size(Size(width: 0, height: 2))),
    ] {
      card.prop(k, v)
    }
    let frame = Rect(x: 10, y: 20, width: 50, height: 40)
    let r = CornerRadii(all: 8)
    #expect(
      ops(Widget.view { card }) == [
        .beginGroup(opacity: 0.5),
        .shadow(
          frame, r, color: Color(red: 0, green: 0, blue: 0, alpha: 128), blur: 6,
          offset: Point(x: 0, y: 2)),
        .fillRoundedRect(frame, r, .color(.white)),
        .pushClipRoundedRect(frame, r),
        .fillRect(Rect(x: 15, y: 25, width: 10, height: 10), .color(.black)),
        .popClip,
        .strokeRoundedRect(frame, r, width: 1, color: .black),
        .endGroup,
      ])
  }

  @Test func hiddenAndTransparentViewsDrawNothing() {
    let a = Widget.view().prop("backgroundColor", .color(.white)).prop("isHidden", .bool(true))
    let b = Widget.view().prop("backgroundColor", .color(.white)).prop("alpha", .number(0))
    #expect(
      ops(
        Widget.view {
          a
          b
        }
      ).isEmpty)
  }

  @Test func labelsEmitOneTextOpPerLine() {
    let label = Widget.label("aaa bbb ccc").frame(x: 0, y: 0, width: 40, height: 60)
    label.prop("numberOfLines", .number(0)).prop("textAlignment", .string("right"))
    let text = ops(Widget.view { label }).compactMap { op -> TextOp? in
      if case .text(let t) = op { return t }
      return nil
    }
    #expect(text.map(\.text) == ["aaa", "bbb", "ccc"])
    // Right-aligned in 40 pt; the three lines (63 pt) are centered vertically in 60 pt.
    #expect(text[0].origin.x == 40 - 3 * 17 * 0.55)
    #expect(text[0].origin.y == 15.5)
    #expect(text.allSatisfy { $0.color == .black && $0.size == 17 })
  }

  @Test func buttonShowsItsStateTitleAndColors() {
    let b = Widget.button("Save").states(.disabled).frame(x: 0, y: 0, width: 120, height: 40)
    b.prop("title", .string("Saving"), state: .disabled)
    b.prop("titleColor", .color(.white))
    b.prop("backgroundColor", .color(.black), state: .disabled)
    let o = ops(Widget.view { b })
    #expect(o.first == .fillRect(Rect(x: 0, y: 0, width: 120, height: 40), .color(.black)))
    guard case .text(let t)? = o.last else {
      Issue.record("no title")
      return
    }
    #expect(t.text == "Saving" && t.color == .white)
  }

  @Test func tintColorIsInheritedByProgressBars() {
    let p = Widget.progress(0.5).frame(x: 0, y: 0, width: 100, height: 4)
    let root = Widget.view { Widget.view { p } }
    root.prop("tintColor", .color(.black))
    let o = ops(root)
    #expect(
      o.last
        == .fillRoundedRect(
          Rect(x: 0, y: 0, width: 50, height: 4), CornerRadii(all: 2), .color(.black)))
  }
}
