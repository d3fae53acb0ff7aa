import Primitives
import Themes

/// One `key: value` pair to apply to a widget, from a theme rule, a named style or a
/// screen's `props`, with where it was written.
public struct Declaration: Hashable, Sendable {
  /// The key as written: a property, a key path (`layer.borderWidth`), a comma list
  /// (`textColor,tintColor`), with an optional state (`title:highlighted`).
  public var key: String
  public var value: Value
  public var location: SourceLocation?

  /// What a declaration sets.
  public indirect enum Value: Hashable, Sendable {
    /// One value for every state.
    case value(ThemeValue)
    /// One value per control state (Overlay's state groups, `{"states": {…}}`).
    case states([ControlState: ThemeValue])
    /// A style applied to the sub-object or child named by the key (`@titleLabel`,
    /// Motif's class-valued properties, Giotto's nested dictionaries and `style:`).
    case style(name: String?, [Declaration])
  }

  public init(_ key: String, _ value: Value, at location: SourceLocation? = nil) {
    self.key = key
    self.value = value
    self.location = location
  }

  /// A declaration of a theme value: per-state maps and sub-object styles become their own
  /// kinds of declaration, so the cascade handles them before a widget stores a value.
  public init(_ key: String, _ value: ThemeValue, at location: SourceLocation? = nil) {
    switch value {
    case .style(let s):
      self.init(key, .style(name: s.name, ThemeStyleSheet.declarations(s.properties)), at: location)
    case .states(let map): self.init(key, Value.states(map), at: location)
    default: self.init(key, .value(value), at: location)
    }
  }
}
