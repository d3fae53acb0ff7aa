import Primitives

/// A property an app handles with its own code (Motif's custom appliers, Giotto's
/// `ThemeManagerCustomizationProtocol`), declared once in themeshot.yml so theme files that
/// use it load unchanged and render as the app would.
///
/// It either sets one or more standard key paths to its value (`sets`), or names a
/// sub-object that a class-valued value styles (`subObject`, like Motif's `titleText`).
public struct CustomProperty: Hashable, Sendable {
  public var name: String
  /// The value type (`style` when ``subObject`` is set).
  public var type: PropertyType
  /// Standard key paths the value is set on, in order.
  public var sets: [String]
  /// The sub-object a style value styles (`titleLabel`).
  public var subObject: String?
  /// The view classes it applies to, with their subclasses (`on: [UIButton]`); nil for
  /// every class. Motif registers an applier on a class (`+mtf_registerThemeProperty:` in a
  /// category) and looks appliers up along the view's superclass chain
  /// (NSObject+ThemeClassAppliers.m `mtf_themeClassAppliers`), so one key can be the app's
  /// on some classes and UIKit's own on the others. A name that is no UIKit class names one
  /// of the app's own screen types (`type: StyleGuideView`).
  public var kinds: [String]?
  /// Where it was declared.
  public var location: SourceLocation?

  public init(
    name: String, type: PropertyType, sets: [String] = [], subObject: String? = nil,
    on kinds: [String]? = nil, location: SourceLocation? = nil
  ) {
    self.name = name
    self.type = subObject == nil ? type : .style
    self.sets = sets
    self.subObject = subObject
    self.kinds = kinds
    self.location = location
  }

  /// The type named in themeshot.yml: `color`, `number`, `bool`, `string`, `font`,
  /// `point`, `size`, `rect`, `insets`, `image`, `style`, `any`.
  public static func type(named name: String) -> PropertyType? {
    switch name.lowercased() {
    case "color": .color
    case "number": .number
    case "bool", "boolean": .bool
    case "string", "text": .string
    case "font": .font
    case "point": .point
    case "size": .size
    case "rect": .rect
    case "insets", "edgeinsets": .insets
    case "image": .image
    case "style": .style
    case "any": .any
    default: nil
    }
  }

  /// The type names ``type(named:)`` reads, for messages.
  public static let typeNames = [
    "color", "number", "bool", "string", "font", "point", "size", "rect", "insets", "image",
    "style", "any",
  ]
}
