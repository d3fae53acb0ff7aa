/// A UIKit control state that a per-state value can name.
///
/// Pixelbits also lists `application` and `reserved`; themeshot drops those with a
/// warning, as it does any unknown state (Pixelbits silently turned them into `normal`).
public enum ControlState: String, Hashable, Sendable, CaseIterable, Comparable {
  case normal
  case highlighted
  case selected
  case disabled
  case focused

  /// Reads a state name case-insensitively (`Normal`, `HIGHLIGHTED`).
  public init?(name: String) {
    self.init(rawValue: name.lowercased())
  }

  /// When several states hold at once, the first of these that has a value wins (Overlay's
  /// order): highlighted, selected, disabled, focused, then normal.
  public static let precedence: [ControlState] = [
    .highlighted, .selected, .disabled, .focused, .normal,
  ]

  public static func < (a: ControlState, b: ControlState) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}
