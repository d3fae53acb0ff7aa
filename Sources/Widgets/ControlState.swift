/// A control state (UIKit's `UIControl.State`), one value per state as Overlay's state
/// groups hold them.
public enum ControlState: String, Hashable, Sendable, CaseIterable, Comparable {
  case normal
  case highlighted
  case selected
  case disabled
  case focused

  /// Overlay's precedence for combined states: the first of these a widget is in decides
  /// which value it shows (`selectedColor(from:)`: highlighted, then selected, then
  /// disabled, then focused).
  public static let precedence: [ControlState] = [.highlighted, .selected, .disabled, .focused]

  public static func < (a: ControlState, b: ControlState) -> Bool {
    a.order < b.order
  }

  private var order: Int {
    switch self {
    case .normal: 0
    case .highlighted: 1
    case .selected: 2
    case .disabled: 3
    case .focused: 4
    }
  }

  /// The state a widget in `states` shows, after dropping states its kind does not support
  /// (Overlay ignores them): the first of ``precedence`` it is in, else normal.
  public static func effective(_ states: Set<ControlState>, for kind: WidgetKind) -> ControlState {
    let supported = kind.supportedStates
    for s in precedence where states.contains(s) && supported.contains(s) { return s }
    return .normal
  }
}

extension WidgetKind {
  /// Overlay's table of which states each view type has (its `ViewStateTest`): controls
  /// have every state; labels can be disabled and highlighted; image views highlighted;
  /// every view can be focused.
  public var supportedStates: Set<ControlState> {
    if isControl { return Set(ControlState.allCases) }
    switch self {
    case .label: return [.normal, .disabled, .highlighted, .focused]
    case .imageView: return [.normal, .highlighted, .focused]
    default: return [.normal, .focused]
    }
  }
}
