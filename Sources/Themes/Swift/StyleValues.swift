import Documents
import Primitives

/// A value written in Swift, on its way into the theme model.
public struct StyleInput: Sendable {
  let value: Draft.Value
  init(_ value: Draft.Value) { self.value = value }
}

/// A value that can go to a color property: a ``Color``, a ``ColorGroup`` of per-state
/// colors, or a ``ThemeReference`` to a constant (Overlay's `ColorStyle`).
public protocol ColorStyle: Sendable {
  /// The value the theme model receives.
  var styleInput: StyleInput { get }
}

/// A value for a font property: a ``FontSpec``, a ``FontGroup`` or a ``ThemeReference``.
public protocol FontStyle: Sendable {
  var styleInput: StyleInput { get }
}

/// A value for a text property: a `String`, a ``TextGroup`` or a ``ThemeReference``.
public protocol TextStyle: Sendable {
  var styleInput: StyleInput { get }
}

/// A value for an image property: an ``ImageName``, an ``ImageGroup`` or a ``ThemeReference``.
public protocol ImageStyle: Sendable {
  var styleInput: StyleInput { get }
}

/// A value for a number property: a `Double` or a ``ThemeReference``.
public protocol NumberStyle: Sendable {
  var styleInput: StyleInput { get }
}

extension Color: ColorStyle {
  public var styleInput: StyleInput { StyleInput(.typed(.color(self))) }
}

extension FontSpec: FontStyle {
  public var styleInput: StyleInput { StyleInput(.typed(.font(self))) }
}

extension String: TextStyle {
  public var styleInput: StyleInput { StyleInput(.typed(.string(self))) }
}

extension Double: NumberStyle {
  public var styleInput: StyleInput { StyleInput(.typed(.number(self))) }
}

extension Int: NumberStyle {
  public var styleInput: StyleInput { StyleInput(.typed(.number(Double(self)))) }
}

/// An image by file name.
public struct ImageName: ImageStyle, Hashable {
  public var name: String
  public init(_ name: String) { self.name = name }
  public var styleInput: StyleInput { StyleInput(.typed(.image(name))) }
}

/// A reference to a constant of the theme (`ThemeReference("Brand")` is Motif's `$Brand`),
/// resolved and type-checked when the theme loads.
public struct ThemeReference: ColorStyle, FontStyle, TextStyle, ImageStyle, NumberStyle, Hashable {
  public var constant: String
  public init(_ constant: String) { self.constant = constant }
  public var styleInput: StyleInput {
    StyleInput(.node(DocumentNode(.string("$" + constant), at: SourceLocation(file: ""))))
  }
}

/// Per-state values; only `normal` is required (Overlay's `*Group`). A state without a value
/// falls back to `normal` when applied.
public struct StateGroup<Value: Sendable & Hashable>: Sendable, Hashable {
  public var normal: Value
  public var highlighted: Value?
  public var selected: Value?
  public var disabled: Value?
  public var focused: Value?

  public init(
    normal: Value, highlighted: Value? = nil, selected: Value? = nil, disabled: Value? = nil,
    focused: Value? = nil
  ) {
    self.normal = normal
    self.highlighted = highlighted
    self.selected = selected
    self.disabled = disabled
    self.focused = focused
  }

  func states(_ convert: (Value) -> ThemeValue) -> StyleInput {
    var map: [ControlState: ThemeValue] = [.normal: convert(normal)]
    if let highlighted { map[.highlighted] = convert(highlighted) }
    if let selected { map[.selected] = convert(selected) }
    if let disabled { map[.disabled] = convert(disabled) }
    if let focused { map[.focused] = convert(focused) }
    return StyleInput(.typed(.states(map)))
  }
}

/// Colors per state: `ColorGroup(normal: .white, disabled: .black)`.
public typealias ColorGroup = StateGroup<Color>
/// Fonts per state.
public typealias FontGroup = StateGroup<FontSpec>
/// Texts per state.
public typealias TextGroup = StateGroup<String>
/// Images per state.
public typealias ImageGroup = StateGroup<ImageName>

extension StateGroup: ColorStyle where Value == Color {
  public var styleInput: StyleInput { states { .color($0) } }
}

extension StateGroup: FontStyle where Value == FontSpec {
  public var styleInput: StyleInput { states { .font($0) } }
}

extension StateGroup: TextStyle where Value == String {
  public var styleInput: StyleInput { states { .string($0) } }
}

extension StateGroup: ImageStyle where Value == ImageName {
  public var styleInput: StyleInput { states { .image($0.name) } }
}
