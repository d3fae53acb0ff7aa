import Primitives
import Themes

/// Where a property is applied from: a rule of a theme, a named style, or the screen.
public struct ApplyContext: Sendable {
  /// The state the value is for; nil for every state.
  public var state: ControlState?
  public var location: SourceLocation?
  /// Which of the widget's stores receives the value.
  public var target: Target
  /// The sub-object being styled (`titleLabel`), empty for the widget itself.
  public var prefix: String = ""

  /// The stores of a widget: initial values (`props`, as a storyboard sets them), theme
  /// values, and values pinned above the theme (`pin`).
  public enum Target: Sendable {
    case styled
    case literal
    case pinned
    /// Initial values (a storyboard's), below the theme.
    case initial
  }

  public init(
    state: ControlState? = nil, location: SourceLocation? = nil, target: Target = .styled
  ) {
    self.state = state
    self.location = location
    self.target = target
  }
}

extension Widget {
  /// Stores `value` for `key` in the store `context` names, in its state.
  public func set(_ key: String, _ value: ThemeValue, _ context: ApplyContext) {
    switch context.target {
    case .styled: styled.set(key, value, state: context.state, at: context.location)
    case .literal: literal.set(key, value, state: context.state, at: context.location)
    case .pinned: pinned.set(key, value, state: context.state, at: context.location)
    case .initial: literal.set(key, value, state: context.state, at: context.location)
    }
  }
}

/// How a property reaches a widget: its value type, the kinds it applies to, and the code
/// that stores it. The standard properties store the converted value under their key path;
/// custom appliers (Giotto's customization protocol, Motif's appliers) may do anything.
public struct PropertyApplier: Sendable {
  public typealias Apply =
    @Sendable (_ widget: Widget, _ value: ThemeValue, _ context: ApplyContext) throws ->
    Void

  /// The key path the property is set by (`layer.borderWidth`).
  public var key: String
  public var type: PropertyType
  /// Kinds the property applies to; nil for every kind.
  public var kinds: Set<WidgetKind>?
  /// The app's own screen types it applies to as well, by name (`on: [StyleGuideView]`).
  public var typeNames: Set<String> = []
  /// Whether a value may differ per control state.
  public var perState: Bool
  /// The key paths a declared property sets (``PropertyRegistry/declare(_:)``), so a class
  /// applied to a sub-object can set them there (`titleLabel.textColor`).
  public var sets: [String] = []
  public var apply: Apply

  public init(
    key: String, type: PropertyType, kinds: Set<WidgetKind>? = nil, perState: Bool = false,
    apply: Apply? = nil
  ) {
    self.key = key
    self.type = type
    self.kinds = kinds
    self.perState = perState
    self.apply =
      apply ?? { widget, value, context in
        widget.set(key, value, context)
      }
  }

  public func applies(to kind: WidgetKind) -> Bool { kinds?.contains(kind) ?? true }

  /// Whether it applies to a widget of `type`: its kind, or its own type name.
  public func applies(to type: WidgetType) -> Bool {
    typeNames.contains(type.name) || applies(to: type.kind)
  }
}

/// An applier that needs several properties at once (Motif's `fontName` + `fontSize`). It
/// runs only when every one of its keys is present, and consumes them.
public struct CompoundApplier: Sendable {
  public typealias Apply =
    @Sendable (_ widget: Widget, _ values: [String: ThemeValue], _ context: ApplyContext)
    throws -> Void

  public var keys: [String]
  public var types: [PropertyType]
  public var kinds: Set<WidgetKind>?
  public var apply: Apply

  public init(
    keys: [String], types: [PropertyType], kinds: Set<WidgetKind>? = nil, apply: @escaping Apply
  ) {
    self.keys = keys
    self.types = types
    self.kinds = kinds
    self.apply = apply
  }
}

/// Every property a widget understands, registered in one place: the standard UIKit
/// properties, aliases from the seed dialects, compound appliers and custom ones from Swift.
public struct PropertyRegistry: Sendable {
  public private(set) var appliers: [String: [PropertyApplier]] = [:]
  public private(set) var compounds: [CompoundApplier] = []
  /// Other spellings of a key (`hidden` → `isHidden`).
  public private(set) var aliases: [String: String] = [:]
  /// Other names of a sub-object on some kinds only (a style property declared `on:`).
  public private(set) var kindAliases: [WidgetKind: [String: String]] = [:]
  /// The same for the app's own screen types, by type name.
  public private(set) var typeAliases: [String: [String: String]] = [:]
  /// Sub-objects a kind has, styled through key paths (`titleLabel.font`) or style values.
  public private(set) var subObjects: [WidgetKind: Set<String>] = [:]
  /// The property names and value types themes are loaded with (Themes' one table):
  /// custom properties declared here reach it too (``declare(_:)``).
  public internal(set) var catalog = PropertyCatalog()

  /// An empty registry (see ``standard``).
  public init() {}

  /// Declares an app's own property once, for loading and for rendering: it joins
  /// ``catalog`` and gets an applier that sets each of its key paths through their own
  /// appliers (or, for a sub-object, styles that sub-object).
  ///
  /// A property declared `on` some classes applies to those kinds and their subclasses only
  /// (Motif's appliers registered on a class); elsewhere the name keeps its standard meaning.
  public mutating func declare(_ property: CustomProperty) {
    catalog.declare(property)
    let kinds = property.kinds.map { Set($0.flatMap(WidgetKind.kinds(inheritingFrom:))) }
    // Names that are no UIKit class themeshot models are the app's own screen types.
    let typeNames = Set(
      (property.kinds ?? []).filter { WidgetKind.kinds(inheritingFrom: $0).isEmpty })
    let key = catalog.canonicalName(for: property.name)
    if let subObject = property.subObject {
      for name in typeNames { typeAliases[name, default: [:]][key] = subObject }
      if let kinds {
        for k in kinds {
          kindAliases[k, default: [:]][catalog.canonicalName(for: property.name)] = subObject
        }
      } else {
        alias(property.name, to: subObject)
      }
      return
    }
    let base = self
    let targets = property.sets
    let states = property.sets.allSatisfy {
      catalog.descriptor(for: $0)?.supportsStates ?? false
    }
    register(
      PropertyApplier(
        key: catalog.canonicalName(for: property.name), type: property.type,
        kinds: kinds, perState: !targets.isEmpty && states
      ) { widget, value, context in
        for key in targets {
          guard let applier = base.applier(for: key, on: widget.kind),
            let typed = applier.type.coerce(value)
          else { continue }
          try applier.apply(widget, typed, context)
        }
      })
    appliers[key]?[0].sets = targets
    appliers[key]?[0].typeNames = typeNames
  }

  /// The kind of a sub-object styled through a key path: a class applied to it meets that
  /// kind's appliers, as Motif applies a class to `button.titleLabel`, a UILabel.
  static let subObjectKinds: [String: WidgetKind] = [
    "titleLabel": .label, "textLabel": .label, "detailTextLabel": .label,
    "imageView": .imageView,
    // Text attributes take a label's text keys (Motif's DynamicThemingExample builds them
    // from a class's `fontName`, `fontSize` and `color`).
    "titleTextAttributes": .label, "largeTitleTextAttributes": .label,
  ]

  /// Registers `applier`; a later registration for the same key and kinds wins.
  public mutating func register(_ applier: PropertyApplier) {
    appliers[applier.key, default: []].insert(applier, at: 0)
  }

  public mutating func register(_ compound: CompoundApplier) {
    compounds.append(compound)
  }

  public mutating func alias(_ name: String, to key: String) { aliases[name] = key }

  public mutating func registerSubObject(_ name: String, on kinds: [WidgetKind]) {
    for k in kinds { subObjects[k, default: []].insert(name) }
  }

  /// The canonical key for `key` (aliases and dash-case resolved), on `kind` when given.
  public func canonical(_ key: String, on kind: WidgetKind? = nil) -> String {
    if let kind, let a = kindAliases[kind]?[key] { return a }
    if let a = aliases[key] { return a }
    if key.contains(Character("-")) {
      let camel = Self.camelCase(key)
      return aliases[camel] ?? camel
    }
    return key
  }

  /// The canonical key for `key` on a widget of `type` (its own type's names first).
  public func canonical(_ key: String, for type: WidgetType) -> String {
    if let a = typeAliases[type.name]?[key] { return a }
    return canonical(key, on: type.kind)
  }

  /// The applier for `key` on a widget of `type`, if any.
  public func applier(for key: String, on type: WidgetType) -> PropertyApplier? {
    appliers[canonical(key, for: type)]?.first { $0.applies(to: type) }
  }

  /// The applier for `key` on `kind`, if any.
  public func applier(for key: String, on kind: WidgetKind) -> PropertyApplier? {
    appliers[canonical(key, on: kind)]?.first { $0.applies(to: kind) }
  }

  /// Whether `name` is a sub-object of `kind` (`layer`, `titleLabel`).
  public func isSubObject(_ name: String, of kind: WidgetKind) -> Bool {
    name == "layer" || subObjects[kind]?.contains(name) == true
  }

  /// `background-color` → `backgroundColor`, as Pixelbits reads its keys.
  static func camelCase(_ key: String) -> String {
    var out = ""
    var upper = false
    for ch in key {
      if ch == "-" {
        upper = true
      } else {
        out += upper ? ch.uppercased() : String(ch)
        upper = false
      }
    }
    return out
  }
}

extension WidgetKind {
  /// The kinds that are `className` or inherit from it (`UIControl`: buttons, switches, …),
  /// in UIKit or short spelling; empty for a class themeshot does not model.
  public static func kinds(inheritingFrom className: String) -> [WidgetKind] {
    let name = WidgetKind(typeName: className)?.rawValue ?? className
    let full = name.hasPrefix("UI") ? name : "UI" + name
    return allCases.filter { $0.rawValue == full || $0.ancestry.contains(full) }
  }
}
