import OrderedCollections
import Primitives

/// Where one value of a property came from: the declaration that wrote it, and the
/// references it went through (`$WarningColor → $RedDarkColor`).
public struct Provenance: Hashable, Sendable {
  /// One immutable record, shared: a provenance is copied into every style that inherits its
  /// property and into each later value's `overridden` list, and a copy of one reference
  /// costs less than copies of its four fields.
  private final class Record: Sendable {
    let value: ThemeValue
    let location: SourceLocation
    let origin: String
    let references: [ReferenceStep]

    init(
      _ value: ThemeValue, _ location: SourceLocation, _ origin: String,
      _ references: [ReferenceStep]
    ) {
      self.value = value
      self.location = location
      self.origin = origin
      self.references = references
    }
  }

  private var record: Record

  /// The value that declaration produced.
  public var value: ThemeValue {
    get { record.value }
    set { record = Record(newValue, location, origin, references) }
  }
  /// Where the property key was written.
  public var location: SourceLocation {
    get { record.location }
    set { record = Record(value, newValue, origin, references) }
  }
  /// What holds the declaration: `style 'Button'`, `rule '@UILabel'`, `inherited from 'Base'`.
  public var origin: String {
    get { record.origin }
    set { record = Record(value, location, newValue, references) }
  }
  /// The references followed to reach the literal, each with where it was defined.
  public var references: [ReferenceStep] {
    get { record.references }
    set { record = Record(value, location, origin, newValue) }
  }

  public init(
    value: ThemeValue, location: SourceLocation, origin: String, references: [ReferenceStep] = []
  ) {
    record = Record(value, location, origin, references)
  }

  public static func == (a: Provenance, b: Provenance) -> Bool {
    a.record === b.record
      || (a.value == b.value && a.location == b.location && a.origin == b.origin
        && a.references == b.references)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
    hasher.combine(location)
    hasher.combine(origin)
    hasher.combine(references)
  }
}

/// One step of a reference chain: the name written (with its sigil) and where its
/// definition is.
public struct ReferenceStep: Hashable, Sendable {
  public var name: String
  public var definition: SourceLocation
  public init(name: String, definition: SourceLocation) {
    self.name = name
    self.definition = definition
  }
}

/// A property's final value and its history, for `theme explain`.
public struct ResolvedProperty: Hashable, Sendable {
  /// The final value.
  public var value: ThemeValue
  /// The declaration that set the final value (for per-state values: the last one).
  public var provenance: Provenance
  /// Earlier values this one replaced, oldest first (inherited, or from earlier files/rules).
  public var overridden: [Provenance] {
    get { history.list }
    set { history = OverriddenHistory(newValue) }
  }
  /// ``overridden`` as stored: one or two values in place, without an array.
  var history: OverriddenHistory

  public init(value: ThemeValue, provenance: Provenance, overridden: [Provenance] = []) {
    self.value = value
    self.provenance = provenance
    self.history = OverriddenHistory(overridden)
  }

  /// Where the final value was set.
  public var location: SourceLocation { provenance.location }
}

/// Properties by canonical name (``PropertyCatalog``), in the order they were first set.
public struct PropertySet: Hashable, Sendable, Sequence {
  /// The properties, keyed by canonical name (`backgroundColor`, `layer.cornerRadius`).
  public var entries: OrderedDictionary<String, ResolvedProperty>

  public init(_ entries: OrderedDictionary<String, ResolvedProperty> = [:]) {
    self.entries = entries
  }

  /// The value of `name`, if set.
  public subscript(name: String) -> ThemeValue? { entries[name]?.value }

  /// The property `name` with its provenance, if set.
  public func property(named name: String) -> ResolvedProperty? { entries[name] }

  /// Canonical names in order.
  public var names: [String] { Array(entries.keys) }
  public var isEmpty: Bool { entries.isEmpty }
  public var count: Int { entries.count }

  public func makeIterator() -> OrderedDictionary<String, ResolvedProperty>.Iterator {
    entries.makeIterator()
  }

  /// Lays `other` over this set: each of its properties replaces this one's (remembering the
  /// replaced value), except per-state values, which merge state by state (a style that sets
  /// only `titleColor:highlighted` keeps the inherited normal title color), and child
  /// styles, which merge property by property.
  public mutating func apply(_ other: PropertySet) {
    // Onto nothing, setting each in order gives `other` itself: share its storage.
    if entries.isEmpty {
      entries = other.entries
      return
    }
    // A style over its parent mostly sets the parent's properties in the parent's order: the
    // key at the same position is tried first (one compare of one shared string), and only a
    // miss searches. Keys are unique, so a hit is the index a search would find.
    let keys = other.entries.keys
    for i in keys.indices {
      if i < entries.count, entries.keys[i] == keys[i] {
        lay(other.entries.values[i], over: entries.values[i], at: i)
      } else {
        set(keys[i], other.entries.values[i])
      }
    }
  }

  /// ``apply(_:)`` one ``set(_:_:)`` at a time: the plain twin of its by-position fast path.
  mutating func applyBySearch(_ other: PropertySet) {
    if entries.isEmpty {
      entries = other.entries
      return
    }
    for (name, property) in other.entries { set(name, property) }
  }

  /// Sets one property with the cascade's rules (see ``apply(_:)``).
  public mutating func set(_ name: String, _ property: ResolvedProperty) {
    // One lookup: a new name is appended (the hash table's append, not its insertion at a
    // position, which shifted nothing here but cost a generic insert into both lists), a
    // known one has `property` laid over its value in place. `setByInsertion` is the twin.
    var appended = false
    entries.updateValue(
      forKey: name,
      default: {
        appended = true
        return property
      }()
    ) { value in
      if !appended { value = Self.laid(property, over: value) }
    }
  }

  /// ``set(_:_:)`` by inserting at the end's position: the plain twin of its append.
  mutating func setByInsertion(_ name: String, _ property: ResolvedProperty) {
    // One lookup: insert, or learn the index of the value to lay `property` over.
    let (found, index) = entries.updateValue(property, forKey: name, insertingAt: entries.count)
    guard let old = found else { return }
    lay(property, over: old, at: index)
  }

  /// Stores `property` at `index`, laid over `old`, the value there before.
  private mutating func lay(_ property: ResolvedProperty, over old: ResolvedProperty, at index: Int)
  {
    entries.values[index] = Self.laid(property, over: old)
  }

  /// `property` laid over `old`: the replaced value remembered, states and child styles merged.
  private static func laid(_ property: ResolvedProperty, over old: ResolvedProperty)
    -> ResolvedProperty
  {
    var new = property
    new.history = old.history.appending(old.provenance, then: property.history)
    if case .states(let added) = property.value {
      var merged: [ControlState: ThemeValue]
      switch old.value {
      case .states(let map): merged = map
      default: merged = [.normal: old.value]
      }
      for (state, v) in added { merged[state] = v }
      new.value = .states(merged)
    }
    // Two styles for one child both apply, the later over the earlier, whatever the order
    // their keys were written in: `a.b.c` and `a: {…}` in one body keep both (Giotto's
    // `normalizeDictionary:` unions key paths into the child's dictionary).
    if case .style(let added) = property.value, case .style(var base) = old.value {
      base.properties.apply(added.properties)
      base.name = added.name ?? base.name
      new.value = .style(base)
    }
    return new
  }
}
