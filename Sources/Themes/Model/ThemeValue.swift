import Primitives

/// A resolved, typed value: what a property receives after references are replaced and the
/// text was converted by the property's type (see ``PropertyCatalog``). It is the one value
/// model of themeshot: themes resolve to it, screens and Interface Builder documents produce
/// it, and widgets store it (`style` and `states` are taken apart by the cascade first).
///
/// Only the cases wider than two words are boxed (`indirect`): a colour, a number or a
/// string is stored in place, so making one allocates nothing and copying one retains at
/// most its text (a wholly `indirect` enum allocated a box per value and retained it on
/// every copy).
public enum ThemeValue: Hashable, Sendable {
  case color(Color)
  case number(Double)
  case bool(Bool)
  case string(String)
  /// An explicit `null`/`nil`: the property is set to nothing.
  case null
  indirect case font(FontSpec)
  case point(Point)
  case size(Size)
  indirect case rect(Rect)
  indirect case insets(EdgeInsets)
  /// An image by file name or path, as written (`image(logo.png)`, `IMG(logo)`).
  case image(String)
  case array([ThemeValue])
  /// A style applied to a sub-object (Motif's `.Class` value, Giotto's `style:` or nested
  /// dictionary, Pixelbits' `@subview`): a named style and/or inline properties, resolved.
  indirect case style(StyleValue)
  /// Values per control state; a state without a value falls back to `normal`.
  case states([ControlState: ThemeValue])

  /// The value for `state`, falling back to `normal` (UIKit's rule); plain values apply to
  /// every state.
  public func value(for state: ControlState) -> ThemeValue? {
    guard case .states(let map) = self else { return self }
    return map[state] ?? map[.normal]
  }

  /// The color when this is one.
  public var color: Color? {
    if case .color(let c) = self { return c }
    return nil
  }

  /// The number when this is one.
  public var number: Double? {
    if case .number(let n) = self { return n }
    return nil
  }

  /// The string when this is one.
  public var string: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  /// The bool when this is one.
  public var bool: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }

  /// The font when this is one.
  public var font: FontSpec? {
    if case .font(let f) = self { return f }
    return nil
  }

  /// The insets when this is one.
  public var insets: EdgeInsets? {
    if case .insets(let i) = self { return i }
    return nil
  }

  /// The size when this is one.
  public var size: Size? {
    if case .size(let s) = self { return s }
    return nil
  }

  /// The image file when this is one.
  public var image: String? {
    if case .image(let s) = self { return s }
    return nil
  }

  /// True for a style applied to a sub-object.
  var isStyle: Bool {
    if case .style = self { return true }
    return false
  }

  /// The items when this is a list.
  public var array: [ThemeValue]? {
    if case .array(let items) = self { return items }
    return nil
  }

  /// The kind of value for messages (`a color`, `edge insets`, `per-state values`): what a
  /// property found where it expected another type.
  public var kindName: String {
    switch self {
    case .color: "a color"
    case .number: "a number"
    case .bool: "a boolean"
    case .string: "a string"
    case .null: "null"
    case .font: "a font"
    case .point: "a point"
    case .size: "a size"
    case .rect: "a rect"
    case .insets: "edge insets"
    case .image: "an image"
    case .array: "an array"
    case .style: "a style"
    case .states: "per-state values"
    }
  }

  /// A short description for messages: the kind and, where it is short, the value.
  public var summary: String {
    switch self {
    case .color(let c): "\(kindName) '\(c.hexString)'"
    case .number(let n): "the number \(n)"
    case .bool(let b): "the boolean \(b)"
    case .string(let s): "the string '\(s)'"
    case .font(let f): "\(kindName) '\(f.name)' \(f.size)"
    case .image(let p): "\(kindName) '\(p)'"
    case .style(let s): s.name.map { "the style '\($0)'" } ?? kindName
    default: kindName
    }
  }
}

/// A style applied to a sub-object: `{style: name?, properties}` in JSON output.
public struct StyleValue: Hashable, Sendable {
  /// The named style this refers to, without its sigil (`ButtonText`), or nil when inline.
  public var name: String?
  /// The fully resolved properties (the named style's, then inline ones on top).
  public var properties: PropertySet

  public init(name: String?, properties: PropertySet) {
    self.name = name
    self.properties = properties
  }
}
