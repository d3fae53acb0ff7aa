/// A UIKit control state that a per-state value can name.
///
/// `application` and `reserved` are the two remaining states Pixelbits' README lists
/// (`UIControlState.Application`, `.Reserved`); any other name is dropped with a warning
/// (Pixelbits silently turned it into `normal`).
public enum ControlState: String, Hashable, Sendable, CaseIterable, Comparable {
  case normal
  case highlighted
  case selected
  case disabled
  case focused
  case application
  case reserved

  /// Reads a state name case-insensitively (`Normal`, `HIGHLIGHTED`).
  public init?(name: String) {
    self.init(rawValue: name.lowercased())
  }

  /// When several states hold at once, the first of these the view is in decides, and a
  /// group without a value for it shows its normal value (Overlay's `selectedColor(from:)`,
  /// ColorStyle.swift: `highlighted() ?? normal()`, not the next state's): highlighted,
  /// selected, disabled, focused, then the app's own states, then normal.
  public static let precedence: [ControlState] = [
    .highlighted, .selected, .disabled, .focused, .application, .reserved, .normal,
  ]

  public static func < (a: ControlState, b: ControlState) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}
