import Primitives
import Testing
import Themes

@testable import Widgets

@Suite struct ControlStateTests {
  @Test func overlayPrecedenceForCombinedStates() {
    #expect(ControlState.effective([.selected, .highlighted], for: .button) == .highlighted)
    #expect(ControlState.effective([.disabled, .selected], for: .button) == .selected)
    #expect(ControlState.effective([.focused, .disabled], for: .button) == .disabled)
    #expect(ControlState.effective([.focused], for: .button) == .focused)
    #expect(ControlState.effective([], for: .button) == .normal)
  }

  @Test func unsupportedStatesAreIgnored() {
    // Overlay's table: labels cannot be selected, image views cannot be disabled.
    #expect(ControlState.effective([.selected], for: .label) == .normal)
    #expect(ControlState.effective([.selected, .disabled], for: .label) == .disabled)
    #expect(ControlState.effective([.disabled], for: .imageView) == .normal)
    #expect(ControlState.effective([.highlighted], for: .imageView) == .highlighted)
    #expect(ControlState.effective([.highlighted], for: .view) == .normal)
    #expect(ControlState.effective([.focused], for: .view) == .focused)
  }

  @Test func aStateWithoutValueFallsBackToNormal() {
    let b = Widget.button("Save").states(.highlighted, .selected)
    b.prop("titleColor", .color(.black))
    b.prop("titleColor", .color(.white), state: .selected)
    // Highlighted wins but has no value: Overlay uses normal, not the selected value.
    #expect(b.value("titleColor") == .color(.black))
    b.prop("titleColor", .color(.clear), state: .highlighted)
    #expect(b.value("titleColor") == .color(.clear))
  }

  @Test func plainValueReplacesEveryStateAndStateValueKeepsOthers() {
    var store = PropertyStore()
    store.set("title", .string("A"))
    store.set("title", .string("B"), state: .highlighted)
    #expect(store.value("title", in: .highlighted) == .string("B"))
    #expect(store.value("title", in: .normal) == .string("A"))
    store.set("title", .string("C"))
    #expect(store.value("title", in: .highlighted) == .string("C"))
  }

  @Test func highlightedLabelsUseHighlightedTextColor() {
    let l = Widget.label("x").prop("highlightedTextColor", .color(.white))
    l.prop("textColor", .color(.black))
    #expect(l.textColor == .black)
    l.states = [.highlighted]
    #expect(l.textColor == .white)
    l.states = [.selected]  // labels cannot be selected (Overlay): ignored
    #expect(l.textColor == .black)
  }

  @Test func pinnedStateValuesOverlayStyledOnes() {
    let b = Widget.button("x").states(.disabled)
    b.styled.set("backgroundColor", .color(.black))
    b.styled.set("backgroundColor", .color(.white), state: .disabled)
    b.pinned.set("backgroundColor", .color(.clear), state: .highlighted)
    #expect(b.value("backgroundColor") == .color(.white))
    b.states = [.highlighted]
    #expect(b.value("backgroundColor") == .color(.clear))
  }

  /// The theme sets values over the initial (`props`) ones state by state, as UIKit's
  /// `setTitleColor(_:for:)`: an initial highlighted value stays when the theme sets only
  /// the normal one.
  @Test func styledStateValuesOverlayInitialOnes() {
    let b = Widget.button("x").states(.highlighted)
    b.literal.set("backgroundColor", .color(.white))
    b.literal.set("backgroundColor", .color(.clear), state: .highlighted)
    b.styled.set("backgroundColor", .color(.black))
    #expect(b.value("backgroundColor") == .color(.clear))
    b.states = []
    #expect(b.value("backgroundColor") == .color(.black))
    b.states = [.highlighted]
    b.styled.set("backgroundColor", .color(.white), state: .highlighted)
    #expect(b.value("backgroundColor") == .color(.white))
  }
}
