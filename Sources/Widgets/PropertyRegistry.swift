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
  /// Whether it runs the app's declarations (``PropertyRegistry/declare(_:)``).
  var isDeclared = false
  public var apply: Apply { didSet { storesValue = false } }
  /// Whether ``apply`` is the default one, which only stores the value under ``key`` in
  /// the context's store (prepared rules store it without the call).
  private(set) var storesValue: Bool

  public init(
    key: String, type: PropertyType, kinds: Set<WidgetKind>? = nil, perState: Bool = false,
    apply: Apply? = nil
  ) {
    self.key = key
    self.type = type
    self.kinds = kinds
    self.perState = perState
    self.storesValue = apply == nil
    self.apply =
      apply ?? { widget, value, context in
        widget.set(key, value, context)
      }
  }

  public func applies(to kind: WidgetKind) -> Bool { kinds?.contains(kind) ?? true }

  /// Whether it applies to a widget of `type`: its kind, or its own type name.
  public func applies(to type: WidgetType) -> Bool {
    // An empty set is not searched: a lookup hashes the name even when nothing is there.
    (!typeNames.isEmpty && typeNames.contains(type.name)) || applies(to: type.kind)
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
  public private(set) var appliers: [String: [PropertyApplier]] = [:] {
    didSet { edition = Edition() }
  }
  public private(set) var compounds: [CompoundApplier] = [] {
    didSet { edition = Edition() }
  }
  /// Every key some compound applier takes: preparing a rule asks for each declaration,
  /// and searching every compound's keys cost a third of styling a 2,500-widget tree.
  private(set) var compoundKeys: Set<String> = [] {
    didSet { edition = Edition() }
  }
  /// Other spellings of a key (`hidden` → `isHidden`).
  public private(set) var aliases: [String: String] = [:] {
    didSet { edition = Edition() }
  }
  /// Other names of a sub-object on some kinds only (a style property declared `on:`).
  public private(set) var kindAliases: [WidgetKind: [String: String]] = [:] {
    didSet { edition = Edition() }
  }
  /// The same for the app's own screen types, by type name.
  public private(set) var typeAliases: [String: [String: String]] = [:] {
    didSet { edition = Edition() }
  }
  /// Sub-objects a kind has, styled through key paths (`titleLabel.font`) or style values.
  public private(set) var subObjects: [WidgetKind: Set<String>] = [:] {
    didSet { edition = Edition() }
  }
  /// The property names and value types themes are loaded with (Themes' one table):
  /// custom properties declared here reach it too (``declare(_:)``).
  public internal(set) var catalog = PropertyCatalog() {
    didSet { edition = Edition() }
  }
  /// The app's declarations of each key, in the order declared (``declare(_:)``).
  private var declared: [String: [CustomProperty]] = [:] {
    didSet { edition = Edition() }
  }

  /// Renewed by every change to the registry (each stored property's `didSet`): rules
  /// prepared for one edition (`PreparedRules`, kept on a style sheet between cascades)
  /// are used only with that edition.
  final class Edition: Sendable {}
  private(set) var edition = Edition()

  /// An empty registry (see ``standard``).
  public init() {}

  /// Declares an app's own property once, for loading and for rendering: it joins
  /// ``catalog`` and gets an applier that sets each of its key paths through their own
  /// appliers (or, for a sub-object, styles that sub-object).
  ///
  /// A property declared `on` some classes applies to those kinds and their subclasses only
  /// (Motif's appliers registered on a class); elsewhere the name keeps its standard meaning.
  /// One name declared on a class and on its superclass runs both, the subclass's first, as
  /// Motif runs every applier it finds along the view's superclass chain
  /// (NSObject+ThemeClassAppliers.m `mtf_themeClassAppliers`, MTFThemeClass.m `applyTo:`).
  public mutating func declare(_ property: CustomProperty) {
    catalog.declare(property)
    let key = catalog.canonicalName(for: property.name)
    declared[key, default: []].append(property)
    if let subObject = property.subObject {
      // Names that are no UIKit class themeshot models are the app's own screen types.
      for name in Self.appTypeNames(property) { typeAliases[name, default: [:]][key] = subObject }
      guard property.kinds != nil else {
        alias(property.name, to: subObject)
        return
      }
    }
    updateKindAliases(key)
    let setting = declared[key, default: []].filter { $0.subObject == nil }
    guard !setting.isEmpty else { return }
    appliers[key]?.removeAll(where: \.isDeclared)
    register(Self.declaredApplier(key, setting, base: self))
  }

  /// Each kind's sub-object for `key`: the most specific declaration styling one wins (a
  /// class's own before its superclass's; the later of one class's); a more specific
  /// declaration that sets key paths keeps the key itself.
  private mutating func updateKindAliases(_ key: String) {
    let all = declared[key, default: []]
    guard all.contains(where: { $0.subObject != nil && $0.kinds != nil }) else { return }
    for kind in WidgetKind.allCases {
      let order = Self.motifOrder(all, for: WidgetType(kind))
      guard let first = order.first else {
        kindAliases[kind]?[key] = nil
        continue
      }
      let top = order.last { $0.depth == first.depth }!.property
      kindAliases[kind, default: [:]][key] = top.subObject ?? key
    }
  }

  /// One applier for every declaration of `key` that sets key paths: on a widget it runs
  /// the declarations found along the widget's class chain, its own class's first, each
  /// with the value read as its type.
  private static func declaredApplier(
    _ key: String, _ setting: [CustomProperty], base: PropertyRegistry
  ) -> PropertyApplier {
    let catalog = base.catalog
    let types = setting.map(\.type)
    let type = types.allSatisfy { $0 == types[0] } ? types[0] : .any
    let kinds: Set<WidgetKind>? =
      setting.contains { $0.kinds == nil }
      ? nil : Set(setting.flatMap { ($0.kinds ?? []).flatMap(WidgetKind.kinds(inheritingFrom:)) })
    let states = setting.allSatisfy { p in
      !p.sets.isEmpty && p.sets.allSatisfy { catalog.descriptor(for: $0)?.supportsStates ?? false }
    }
    var applier = PropertyApplier(key: key, type: type, kinds: kinds, perState: states) {
      widget, value, context in
      var accepted = false
      for entry in motifOrder(setting, for: widget.type) {
        guard let value = entry.property.type.coerce(value) else { continue }
        accepted = true
        for path in entry.property.sets {
          guard let applier = base.applier(for: path, on: widget.kind),
            let typed = applier.type.coerce(value)
          else { continue }
          try applier.apply(widget, typed, context)
        }
      }
      if !accepted {
        throw Diagnostic.warning(
          "property '\(key)' expects \(types.map { "\($0)" }.joined(separator: " or ")), got "
            + "\(value.summary) (ignored)")
      }
    }
    applier.isDeclared = true
    applier.sets = setting.flatMap(\.sets)
    applier.typeNames = Set(setting.flatMap(appTypeNames))
    return applier
  }

  /// The declarations that reach a widget of `type`, in the order Motif runs them: those on
  /// its own class first, then up the superclass chain (declarations without `on` last),
  /// each class's in the order declared.
  static func motifOrder(_ declarations: [CustomProperty], for type: WidgetType)
    -> [(property: CustomProperty, depth: Int)]
  {
    var chain = [type.kind.rawValue] + type.kind.ancestry
    if type.name != type.kind.rawValue { chain.insert(type.name, at: 0) }
    let ranked = declarations.enumerated().compactMap {
      (index, p) -> (property: CustomProperty, depth: Int, index: Int)? in
      guard let classes = p.kinds else { return (p, chain.count, index) }
      guard let depth = classes.compactMap({ chain.firstIndex(of: className($0)) }).min()
      else { return nil }
      return (p, depth, index)
    }
    return ranked.sorted { ($0.depth, $0.index) < ($1.depth, $1.index) }.map {
      ($0.property, $0.depth)
    }
  }

  /// The key paths the app's declarations of `key` set on `kind`, in the order they run.
  func declaredSets(_ key: String, on kind: WidgetKind) -> [String] {
    let all = declared[canonical(key, on: kind)] ?? []
    return Self.motifOrder(all.filter { $0.subObject == nil }, for: WidgetType(kind))
      .flatMap(\.property.sets)
  }

  /// A class named in `on:` in UIKit spelling (`Label` → `UILabel`), or the app's own
  /// type name as written.
  static func className(_ name: String) -> String {
    if let kind = WidgetKind(typeName: name) { return kind.rawValue }
    guard !WidgetKind.kinds(inheritingFrom: name).isEmpty else { return name }
    return name.hasPrefix("UI") ? name : "UI" + name
  }

  /// The app's own screen types among a declaration's classes (no UIKit class themeshot
  /// models).
  static func appTypeNames(_ property: CustomProperty) -> [String] {
    (property.kinds ?? []).filter { WidgetKind.kinds(inheritingFrom: $0).isEmpty }
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
    compoundKeys.formUnion(compound.keys)
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
