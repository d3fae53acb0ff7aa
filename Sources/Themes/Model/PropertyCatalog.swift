import Primitives

/// The type a property's value is converted to. Theme text is converted by this type, never
/// guessed from what the text looks like.
public indirect enum PropertyType: Hashable, Sendable, CustomStringConvertible {
  case color
  case number
  case bool
  case string
  case font
  case point
  case size
  case rect
  case insets
  case image
  /// One of a fixed set of names (canonical spellings; dialect aliases map onto them).
  case keyword([String])
  /// A style applied to a sub-object (`titleLabel`, or a named child).
  case style
  /// A list of values of one type (`layer.maskedCorners`).
  case list(PropertyType)
  /// Anything: the value is kept as written (custom properties that want raw values).
  case any

  public var description: String {
    switch self {
    case .color: "a color"
    case .number: "a number"
    case .bool: "a boolean"
    case .string: "a string"
    case .font: "a font"
    case .point: "a point"
    case .size: "a size"
    case .rect: "a rect"
    case .insets: "edge insets"
    case .image: "an image"
    case .keyword(let names): "one of " + names.joined(separator: ", ")
    case .style: "a style"
    case .list(.string): "a list of strings"
    case .list(.keyword(let names)) where names == Keywords.corners:
      "a list of corners (topLeft, topRight, bottomLeft, bottomRight)"
    case .list(let t): "a list of \(t)"
    case .any: "any value"
    }
  }
}

/// One property the theme engine knows: its canonical name, value type and whether it
/// takes per-state values.
public struct PropertyDescriptor: Hashable, Sendable {
  /// The canonical name, UIKit's spelling (`backgroundColor`, `layer.cornerRadius`).
  public var name: String
  public var type: PropertyType
  /// True when a value may differ per ``ControlState`` (`titleColor:highlighted`).
  public var supportsStates: Bool

  public init(_ name: String, _ type: PropertyType, supportsStates: Bool = false) {
    self.name = name
    self.type = type
    self.supportsStates = supportsStates
  }
}

/// The properties themes may set, by canonical name, plus aliases from the dialects.
///
/// Every value is converted by its property's type. A key not in the catalog is kept
/// unconverted with an "unknown property" warning (or, when its value is a dictionary or a
/// style reference, it styles the child of that name). Users extend the catalog from Swift
/// with ``register(_:)`` (Giotto's customization protocol), and pass it to the loader.
public struct PropertyCatalog: Sendable {
  private var descriptors: [String: PropertyDescriptor] = [:]
  private var aliases: [String: String] = [:]
  /// Other types a name takes on some view classes only (a custom property declared with
  /// `on:`), tried after the descriptor's type: a theme class is read before it meets a
  /// view, so its value may be for either.
  private var limitedTypes: [String: [PropertyType]] = [:]

  /// An empty catalog: every property is unknown.
  public init() {}

  /// Adds or replaces a property.
  public mutating func register(_ descriptor: PropertyDescriptor) {
    descriptors[descriptor.name] = descriptor
  }

  /// Makes `alias` another spelling of the canonical `name`.
  public mutating func register(alias: String, for name: String) {
    aliases[alias] = name
  }

  /// The descriptor for a canonical name or alias.
  public func descriptor(for name: String) -> PropertyDescriptor? {
    if let d = descriptors[name] { return d }
    if let canonical = aliases[name] { return descriptors[canonical] }
    return nil
  }

  /// Every canonical name, sorted.
  public var names: [String] { descriptors.keys.sorted() }

  /// Every property, sorted by name.
  public var allDescriptors: [PropertyDescriptor] { names.map { descriptors[$0]! } }

  /// Other spellings → canonical names.
  public var aliasNames: [String: String] { aliases }

  /// Declares an app's own property once (themeshot.yml `properties`, Giotto's
  /// customisation protocol, Motif's appliers): a name with a type, or another name for a
  /// sub-object styled by a class.
  public mutating func declare(_ property: CustomProperty) {
    if property.kinds != nil {
      declareLimited(property)
      return
    }
    if let subObject = property.subObject {
      register(alias: property.name, for: subObject)
      if descriptor(for: subObject) == nil { register(PropertyDescriptor(subObject, .style)) }
    } else {
      let states =
        !property.sets.isEmpty
        && property.sets.allSatisfy { descriptor(for: $0)?.supportsStates ?? false }
      register(PropertyDescriptor(property.name, property.type, supportsStates: states))
    }
  }

  /// A property for some view classes only: the name keeps its standard meaning elsewhere,
  /// so the declared type joins it instead of replacing it.
  private mutating func declareLimited(_ property: CustomProperty) {
    let name = canonicalName(for: property.name)
    let states = property.sets.allSatisfy { descriptor(for: $0)?.supportsStates ?? false }
    guard let standard = descriptor(for: name) else {
      register(
        PropertyDescriptor(name, property.type, supportsStates: !property.sets.isEmpty && states))
      return
    }
    if standard.type != property.type, !(limitedTypes[name] ?? []).contains(property.type) {
      limitedTypes[name, default: []].append(property.type)
    }
  }

  /// The types a value of `name` may take, the standard one first: more than one when a
  /// custom property limited to some view classes shares the name.
  public func types(for name: String) -> [PropertyType] {
    guard let d = descriptor(for: name) else { return [] }
    return [d.type] + (limitedTypes[d.name] ?? [])
  }

  /// The canonical name closest to `name` (for "did you mean" hints), if any is close.
  public func suggestion(for name: String) -> String? {
    Suggestion.closest(to: name, in: hintCandidates)
  }

  /// The names ``suggestion(for:)`` chooses from, in its order (for a `Suggestion.Index`
  /// asked many names).
  var hintCandidates: [String] { descriptors.keys.sorted() + aliases.keys.sorted() }
}

extension PropertyCatalog {
  /// The standard catalog: the UIKit properties the widgets support, Motif's applier names
  /// from its README as aliases (`borderWidth`, `cornerRadius`, `borderColor`, `titleText`),
  /// and Motif's compound `fontName` + `fontSize`.
  public static let standard: PropertyCatalog = {
    var c = PropertyCatalog()
    let colors = [
      "backgroundColor", "tintColor", "layer.borderColor", "layer.shadowColor", "textColor",
      "placeholderColor", "onTintColor", "thumbTintColor", "progressTintColor",
      "trackTintColor", "selectedSegmentTintColor", "shadowColor", "highlightedTextColor",
    ]
    for name in colors { c.register(PropertyDescriptor(name, .color, supportsStates: true)) }
    let numbers = [
      "alpha", "layer.cornerRadius", "layer.borderWidth", "layer.shadowOpacity",
      "layer.shadowRadius", "numberOfLines", "spacing", "progress", "selectedSegmentIndex",
      "fontSize", "minimumScaleFactor", "width", "height", "layer.opacity", "value",
      "minimumValue", "maximumValue", "letterSpacing", "lineSpacing", "tag",
      // Giotto's UITextField+ThemeManager.m: a clear left view of this width.
      "leftMargin",
    ]
    for name in numbers { c.register(PropertyDescriptor(name, .number)) }
    let bools = [
      "isHidden", "clipsToBounds", "isOn", "isEnabled", "isSelected", "isHighlighted",
      "adjustsFontSizeToFitWidth", "isUserInteractionEnabled", "adjustsFontForContentSizeCategory",
      "isOpaque", "isSecureTextEntry",
    ]
    for name in bools { c.register(PropertyDescriptor(name, .bool)) }
    for name in ["text", "placeholder", "fontName", "styleIdentifier", "accessibilityLabel"] {
      c.register(PropertyDescriptor(name, .string))
    }
    c.register(PropertyDescriptor("title", .string, supportsStates: true))
    c.register(PropertyDescriptor("titleColor", .color, supportsStates: true))
    c.register(PropertyDescriptor("titleShadowColor", .color, supportsStates: true))
    c.register(PropertyDescriptor("backgroundImageWithColor", .color, supportsStates: true))
    c.register(PropertyDescriptor("image", .image, supportsStates: true))
    c.register(PropertyDescriptor("backgroundImage", .image, supportsStates: true))
    // `font` takes states for a segmented control's titles (Giotto's
    // UISegmentedControl+ThemeManager.m reads `selected:font`); other views ignore a state.
    for name in ["font", "placeholderFont", "titleFont"] {
      c.register(PropertyDescriptor(name, .font, supportsStates: name != "placeholderFont"))
    }
    c.register(PropertyDescriptor("layer.shadowOffset", .size))
    c.register(PropertyDescriptor("shadowOffset", .size))
    c.register(PropertyDescriptor("frame", .rect))
    c.register(PropertyDescriptor("bounds", .rect))
    c.register(PropertyDescriptor("center", .point))
    c.register(PropertyDescriptor("intrinsicContentSize", .size))
    c.register(PropertyDescriptor("contentOffset", .point))
    for name in [
      "layoutMargins", "contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets", "textInsets",
    ] {
      c.register(PropertyDescriptor(name, .insets))
    }
    c.register(PropertyDescriptor("layer.maskedCorners", .list(.keyword(Keywords.corners))))
    c.register(PropertyDescriptor("segments", .list(.string)))
    c.register(PropertyDescriptor("textAlignment", .keyword(Keywords.textAlignment)))
    c.register(PropertyDescriptor("lineBreakMode", .keyword(Keywords.lineBreakMode)))
    c.register(PropertyDescriptor("contentMode", .keyword(Keywords.contentMode)))
    c.register(PropertyDescriptor("axis", .keyword(["horizontal", "vertical"])))
    c.register(PropertyDescriptor("alignment", .keyword(Keywords.stackAlignment)))
    c.register(PropertyDescriptor("distribution", .keyword(Keywords.distribution)))
    c.register(
      PropertyDescriptor("contentHorizontalAlignment", .keyword(Keywords.horizontalAlignment)))
    c.register(
      PropertyDescriptor("contentVerticalAlignment", .keyword(Keywords.verticalAlignment)))
    c.register(
      PropertyDescriptor("borderStyle", .keyword(["none", "line", "bezel", "roundedRect"])))
    for name in [
      "titleLabel", "imageView", "textLabel", "detailTextLabel", "layer", "leftView", "rightView",
    ] {
      c.register(PropertyDescriptor(name, .style))
    }
    // Motif's README appliers.
    c.register(alias: "borderWidth", for: "layer.borderWidth")
    c.register(alias: "borderColor", for: "layer.borderColor")
    c.register(alias: "cornerRadius", for: "layer.cornerRadius")
    c.register(alias: "titleText", for: "titleLabel")
    // Other spellings seen in the seeds.
    c.register(alias: "hidden", for: "isHidden")
    c.register(alias: "userInteractionEnabled", for: "isUserInteractionEnabled")
    c.register(alias: "enabled", for: "isEnabled")
    c.register(alias: "masksToBounds", for: "clipsToBounds")
    c.register(alias: "layer.masksToBounds", for: "clipsToBounds")
    c.register(alias: "maskedCorners", for: "layer.maskedCorners")
    c.register(alias: "items", for: "segments")
    c.register(alias: "on", for: "isOn")
    c.registerUIKit()
    return c
  }()

  /// The canonical spelling of a name the catalog knows through an alias, or the name itself.
  public func canonicalName(for name: String) -> String {
    descriptor(for: name)?.name ?? name
  }
}

/// The keyword sets of the standard catalog (canonical, UIKit's case names).
public enum Keywords {
  public static let textAlignment = ["left", "center", "right", "justified", "natural"]
  public static let lineBreakMode = [
    "byWordWrapping", "byCharWrapping", "byClipping", "byTruncatingHead", "byTruncatingTail",
    "byTruncatingMiddle",
  ]
  public static let contentMode = [
    "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom",
    "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight",
  ]
  public static let stackAlignment = [
    "fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline",
  ]
  public static let distribution = [
    "fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering",
  ]
  public static let horizontalAlignment = [
    "center", "left", "right", "fill", "leading", "trailing",
  ]
  public static let verticalAlignment = ["center", "top", "bottom", "fill"]
  /// Corner names; CACornerMask's `layerMinXMinYCorner`… are read as these.
  public static let corners = ["topLeft", "topRight", "bottomLeft", "bottomRight"]
}
