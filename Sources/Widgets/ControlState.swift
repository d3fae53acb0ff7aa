import Themes

// Control states are the Themes stage's `ControlState` (normal, highlighted, selected,
// disabled, focused), so theme values and widgets speak one type.

extension ControlState {
  /// The state a widget in `states` shows, after dropping states its kind does not support
  /// (Overlay ignores them): the first of highlighted, selected, disabled, focused it is
  /// in, else normal. When that state has no value the normal value shows (Overlay's
  /// `selectedColor(from:)`), which ``Widget/value(_:in:)`` does.
  public static func effective(_ states: Set<ControlState>, for kind: WidgetKind) -> ControlState {
    if states.isEmpty { return .normal }
    let supported = kind.supportedStates
    for s in precedence where s != .normal && states.contains(s) && supported.contains(s) {
      return s
    }
    return .normal
  }
}

extension WidgetKind {
  /// Overlay's table of which states each view type has (its `ViewStateTest`, ViewState.swift):
  /// controls have every state; labels can be disabled and highlighted; table cells selected
  /// and highlighted; image views highlighted; every view can be focused.
  public var supportedStates: Set<ControlState> {
    if isControl { return Set(ControlState.allCases) }
    switch self {
    case .label: return [.normal, .disabled, .highlighted, .focused]
    case .tableViewCell: return [.normal, .selected, .highlighted, .focused]
    case .imageView: return [.normal, .highlighted, .focused]
    default: return [.normal, .focused]
    }
  }
}
