import Primitives
import Testing
import Themes

@testable import Widgets

/// Overlay README "Supporting States" and Sources/StyleProtocols/ViewState.swift: which view
/// types take which state of a style group (`ColorGroup(normal:selected:…)`); a state the
/// type lacks is ignored, and a state without a value shows the normal one
/// (`selectedColor(from:)`, ColorStyle.swift).
@Suite struct OverlayStatesTests {
  /// `extension UITableViewCell: ViewSelectable, ViewHighlightable {}`: a selected cell
  /// shows the group's selected colour, a highlighted one its highlighted colour.
  @Test func tableCellsAreSelectableAndHighlightable() {
    let cell = Widget.make(.tableViewCell)
    cell.prop("backgroundColor", .color(.white))
    cell.prop("backgroundColor", .color(.black), state: .selected)
    cell.prop("backgroundColor", .color(.clear), state: .highlighted)
    cell.states = [.selected]
    #expect(cell.value("backgroundColor") == .color(.black))
    cell.states = [.selected, .highlighted]
    #expect(cell.value("backgroundColor") == .color(.clear))
    // A cell is no ViewDisable: disabled is ignored.
    cell.states = [.disabled]
    #expect(cell.value("backgroundColor") == .color(.white))
  }

  /// ViewState.swift: UIControl is disable-, select- and highlightable, UILabel disable- and
  /// highlightable, UIImageView highlightable, every UIView focusable.
  @Test(arguments: [
    (WidgetKind.segmentedControl, ControlState.selected, true), (.label, .disabled, true),
    (.label, .selected, false), (.imageView, .highlighted, true), (.imageView, .selected, false),
    (.view, .focused, true), (.view, .highlighted, false), (.switch, .disabled, true),
  ])
  func stateTable(_ kind: WidgetKind, _ state: ControlState, _ supported: Bool) {
    #expect(kind.supportedStates.contains(state) == supported)
  }
}
