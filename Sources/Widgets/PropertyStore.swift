import Primitives
import Themes

/// Property values of one widget by key path (`backgroundColor`, `layer.cornerRadius`,
/// `titleLabel.font`), each with one value per control state.
///
/// A plain value is stored as the normal state's value: Overlay falls back to normal for a
/// state without a value, so a plain value shows in every state. Setting a plain value
/// replaces every state's value (a later declaration wins whole, as in CSS); setting one
/// state's value (`title:highlighted`) keeps the others.
public struct PropertyStore: Hashable, Sendable {
  /// One property's values and where each came from.
  public struct Entry: Hashable, Sendable {
    public var values: [ControlState: ThemeValue]
    public var locations: [ControlState: SourceLocation]
  }

  public private(set) var entries: [String: Entry] = [:]

  public init() {}

  public var isEmpty: Bool { entries.isEmpty }
  public var keys: [String] { entries.keys.sorted() }

  /// Sets `value` for `key`: in every state when `state` is nil, else in that state only.
  public mutating func set(
    _ key: String, _ value: ThemeValue, state: ControlState? = nil,
    at location: SourceLocation? = nil
  ) {
    if let state {
      var e = entries[key] ?? Entry(values: [:], locations: [:])
      e.values[state] = value
      e.locations[state] = location
      entries[key] = e
    } else {
      var e = Entry(values: [.normal: value], locations: [:])
      e.locations[.normal] = location
      entries[key] = e
    }
  }

  public mutating func remove(_ key: String) { entries[key] = nil }
  public mutating func removeAll() { entries.removeAll() }

  /// The value shown in `state`: that state's value, else the normal one.
  public func value(_ key: String, in state: ControlState = .normal) -> ThemeValue? {
    guard let e = entries[key] else { return nil }
    return e.values[state] ?? e.values[.normal]
  }

  /// Whether `key` has a value (in any state).
  public func contains(_ key: String) -> Bool { entries[key] != nil }

  /// Values in this store over `base`'s state by state, each state keeping `base`'s value
  /// where this store has none (the theme over a view's initial values).
  public func merging(over base: PropertyStore) -> PropertyStore {
    var out = base
    for (k, e) in entries {
      var b = out.entries[k] ?? Entry(values: [:], locations: [:])
      for (s, v) in e.values { b.values[s] = v }
      for (s, l) in e.locations { b.locations[s] = l }
      out.entries[k] = b
    }
    return out
  }

  /// Values in this store override `base`, state by state.
  public func overlaying(_ base: PropertyStore) -> PropertyStore {
    var out = base
    for (k, e) in entries {
      if var b = out.entries[k], e.values[.normal] == nil {
        for (s, v) in e.values { b.values[s] = v }
        for (s, l) in e.locations { b.locations[s] = l }
        out.entries[k] = b
      } else {
        out.entries[k] = e
      }
    }
    return out
  }
}
