import Primitives

/// A typed property value as a widget stores it, after conversion by the property's
/// applier. The cases mirror the value kinds of `theme resolve --json`.
public enum PropertyValue: Hashable, Sendable {
  case color(Color)
  case number(Double)
  case bool(Bool)
  case string(String)
  case font(FontSpec)
  case point(Point)
  case size(Size)
  case rect(Rect)
  case insets(EdgeInsets)
  /// An image file, relative to the project (or absolute).
  case image(String)
  case list([PropertyValue])
  /// Explicitly nothing (`null` in a theme): the property is reset to its default.
  case null

  public var color: Color? {
    if case .color(let c) = self { return c }
    return nil
  }
  public var number: Double? {
    if case .number(let n) = self { return n }
    return nil
  }
  public var bool: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }
  public var string: String? {
    if case .string(let s) = self { return s }
    return nil
  }
  public var font: FontSpec? {
    if case .font(let f) = self { return f }
    return nil
  }
  public var insets: EdgeInsets? {
    if case .insets(let i) = self { return i }
    return nil
  }
  public var size: Size? {
    if case .size(let s) = self { return s }
    return nil
  }
  public var image: String? {
    if case .image(let s) = self { return s }
    return nil
  }
  public var list: [PropertyValue]? {
    if case .list(let l) = self { return l }
    return nil
  }
}
