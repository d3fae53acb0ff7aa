import Documents
import Primitives

/// What the resolver remembers so each piece of work is done once per theme, not once per
/// use: 5,000 constants used by 2,000 styles were converted and normalised on every use.
/// Every answer here is what the plain computation gives (the draft, the catalog and the
/// colour environment do not change while a theme resolves); with ``remembers`` off the
/// resolver is that plain twin, which `ResolverMemoTests` compares with.
extension Resolver {
  /// A constant as values use it: the reference chain from it (its own step first) and what
  /// its literal converted to, by property type. A class: looked up on every use, it is
  /// shared rather than copied field by field.
  final class ConstantUse {
    /// The last definition of the constant named (the first step's), in `draft.constants`.
    let index: Int
    let references: [ReferenceStep]
    let resolved: ResolvedConstant
    /// The first conversion in place (most constants are used as one type: a list of one was
    /// an allocation a constant), then any others.
    private var first: Conversion?
    private var others: [Conversion] = []

    init(index: Int, references: [ReferenceStep], resolved: ResolvedConstant) {
      self.index = index
      self.references = references
      self.resolved = resolved
    }

    /// The conversion to `type`, if made.
    func conversion(to type: PropertyType) -> Result<ThemeValue, ValueConverter.Failure>? {
      if let first, first.type == type { return first.result }
      return others.first(where: { $0.type == type })?.result
    }

    func record(_ conversion: Conversion) {
      if first == nil { first = conversion } else { others.append(conversion) }
    }

    /// Marks the conversion to `type` noted; false when it was noted already or not made.
    func markNoted(_ type: PropertyType) -> Bool {
      if first?.type == type {
        guard !first!.noted else { return false }
        first!.noted = true
        return true
      }
      guard let i = others.firstIndex(where: { $0.type == type }), !others[i].noted else {
        return false
      }
      others[i].noted = true
      return true
    }
  }

  /// One conversion of a constant's literal; `noted` once its chain's first-use types are set.
  struct Conversion {
    var type: PropertyType
    var result: Result<ThemeValue, ValueConverter.Failure>
    var noted = false
  }

  /// The constant `name` followed to its end, from a value written in `dialect`; nil when it
  /// is unknown (reported at `location`, on each use) or fails (reported once).
  mutating func constantUse(_ name: String, dialect: Dialect, at location: SourceLocation)
    -> ConstantUse?
  {
    guard let i = constants[name] else {
      unknownConstant(name, dialect: dialect, at: location)
      return nil
    }
    if remembers, let use = constantUses[i] { return use }
    guard let resolved = resolveConstant(name, at: i) else { return nil }
    let step = ReferenceStep(
      name: sigil(draft.constants[i].dialect) + name, definition: draft.constants[i].location)
    // One list made at its size (`[step] + …` made two).
    var references: [ReferenceStep] = []
    references.reserveCapacity(1 + resolved.references.count)
    references.append(step)
    references += resolved.references
    let use = ConstantUse(index: i, references: references, resolved: resolved)
    if remembers { constantUses[i] = use }
    return use
  }

  /// The literal a constant ends at (see ``constantUse``) converted to `type`.
  func converted(_ use: ConstantUse, to type: PropertyType) -> Result<
    ThemeValue, ValueConverter.Failure
  > {
    guard remembers else {
      return converter(use.resolved.dialect).convert(use.resolved.node, to: type)
    }
    // Types are few per constant and compare by identity first (the catalog's own arrays).
    if let known = use.conversion(to: type) { return known }
    let result = converter(use.resolved.dialect).convert(use.resolved.node, to: type)
    use.record(Conversion(type: type, result: result))
    return result
  }

  /// A text written as a value, converted to `type` in `dialect`: the same literal
  /// (`"{8, 16, 8, 16}"`, `"center"`) written in many styles is parsed once per type.
  /// Pixelbits' images are read relative to their file, so its literals are not shared.
  mutating func converted(_ node: DocumentNode, to type: PropertyType, dialect: Dialect) -> Result<
    ThemeValue, ValueConverter.Failure
  > {
    guard remembers, dialect != .pixelbits, case .string(let text) = node.kind else {
      return converter(dialect).convert(node, to: type)
    }
    let key = Literal(text: text, dialect: dialect)
    if let c = literals[key]?.first(where: { $0.type == type }) { return c.result }
    let result = converter(dialect).convert(node, to: type)
    literals[key, default: []].append(Conversion(type: type, result: result))
    return result
  }

  struct Literal: Hashable {
    var text: String
    var dialect: Dialect
  }

  /// A declaration's text value as one property reads it: 2,000 styles writing
  /// `"alpha": "$Half"` resolve it once. An answer is kept only when resolving it warned
  /// nowhere and it is not a style, so what a use does besides answering happens on the first
  /// use only: recording a constant's first-use type (later uses change nothing) and
  /// resolving styles (which warn per use) are then not skipped. The answer depends on the
  /// text, the property (its types and number limits) and the dialect alone; Pixelbits'
  /// images are read relative to their file and YAML's empty plain scalars warn, so neither
  /// is kept.
  struct WrittenValue: Hashable {
    var property: String
    var text: String
    var dialect: Dialect

    init?(_ value: Draft.Value, property: String, dialect: Dialect) {
      guard dialect != .pixelbits, case .node(let node) = value,
        case .string(let text) = node.kind, !node.isEmptyPlainScalar,
        !Resolver.namesConstant(text, dialect: dialect)
      else { return nil }
      self.property = property
      self.text = text
      self.dialect = dialect
    }
  }

  /// True for a Motif reference to a constant (`$Name`): its use (``constantUse``) and
  /// conversions are remembered per constant already, and most such texts are written once
  /// per property, so a table of them by text was two hashes a declaration that rarely paid.
  static func namesConstant(_ text: String, dialect: Dialect) -> Bool {
    guard dialect == .motif || dialect == .swift else { return false }
    var bytes = text.utf8.makeIterator()
    return bytes.next() == UInt8(ascii: "$") && bytes.next() != nil
  }

  /// Records `type` as the first-use type of each constant on the chain that has none
  /// (see ``usedTypes``); once per constant and type, as later calls would change nothing.
  mutating func noteUse(of use: ConstantUse, as type: PropertyType, dialect: Dialect) {
    guard remembers else {
      let dropped = sigil(dialect).count
      for step in use.references {
        let name = String(step.name.dropFirst(dropped))
        if usedTypes[name] == nil { usedTypes[name] = type }
      }
      return
    }
    guard use.markNoted(type) else { return }
    // The steps are the constants `nextConstant` chains from the one named. A step's name
    // less the value's sigil is that constant's own name when both sigils are one string and
    // the name starts with an ASCII byte (or is empty): then no name is made or hashed.
    let sigil = sigil(dialect)
    var at = use.index
    for k in use.references.indices {
      let step = at
      at = step >= 0 ? nextConstant[step] : -1
      if step >= 0, sigil == self.sigil(draft.constants[step].dialect),
        Self.stripsCleanly(sigil, draft.constants[step].name)
      {
        if usedTypeAt[step] == nil { usedTypeAt[step] = type }
        continue
      }
      let name = String(use.references[k].name.dropFirst(sigil.count))
      if let j = constants[name], usedTypeAt[j] == nil { usedTypeAt[j] = type }
    }
  }

  /// True when `sigil` then `name`, less the sigil's characters, is `name`: an ASCII sigil
  /// not ending in CR before an ASCII first byte (or no name, or no sigil) joins no
  /// character across the two.
  static func stripsCleanly(_ sigil: String, _ name: String) -> Bool {
    guard let last = sigil.utf8.last else { return true }
    guard let first = name.utf8.first else { return true }
    return first < 0x80 && last != 0x0D && sigil.utf8.allSatisfy { $0 < 0x80 }
  }

  /// A normalised key with its property's catalog entry (see ``property(_:)``).
  struct KnownKey {
    var key: KeyNormalizer.Key
    /// `key`'s number in this theme (equal keys, equal numbers): a body's repeated keys are
    /// found by comparing numbers, not names. -1 in the plain twin.
    var id: Int
    var descriptor: PropertyDescriptor?
    var types: [PropertyType]
    /// The range a number must be in for this property (``NumberLimits/rule(for:)``).
    var numberRule: NumberLimits.Rule
  }

  /// ``KeyNormalizer/keys(_:catalog:unknownStateIsNormal:)`` of a written key with each
  /// key's catalog entry, once per written key. `position` is the declaration's place in its
  /// body: bodies mostly write the same keys in the same order, so the key last normalised
  /// at that place is compared first (one compare of a shared or small string, where the
  /// table hashed the key on every declaration).
  mutating func normalizedKeys(_ written: String, pixelbits: Bool, position: Int = 0) -> (
    keys: [KnownKey], warnings: [String]
  ) {
    let slot = position & (Self.recentSlots - 1)
    if remembers, let recent = recentKeys[slot], recent.pixelbits == pixelbits,
      recent.written == written
    {
      return recent.found
    }
    if remembers, let known = normalized[pixelbits ? 1 : 0][written] {
      recentKeys[slot] = RecentKey(written: written, pixelbits: pixelbits, found: known)
      return known
    }
    let (keys, warnings) = KeyNormalizer.keys(
      written, catalog: catalog, unknownStateIsNormal: pixelbits)
    var found: (keys: [KnownKey], warnings: [String]) = ([], warnings)
    for key in keys {
      let (descriptor, types) = property(key.name)
      var id = -1
      if remembers {
        id = keyIDs[key] ?? keyIDs.count
        keyIDs[key] = id
      }
      found.keys.append(
        KnownKey(
          key: key, id: id, descriptor: descriptor, types: types,
          numberRule: NumberLimits.rule(for: key.name)))
    }
    if remembers {
      normalized[pixelbits ? 1 : 0][written] = found
      recentKeys[slot] = RecentKey(written: written, pixelbits: pixelbits, found: found)
    }
    return found
  }

  /// Places in a body whose last normalised key is kept (see ``normalizedKeys``).
  static let recentSlots = 16

  /// A written key normalised at one place in a body, and the answer.
  struct RecentKey {
    var written: String
    var pixelbits: Bool
    var found: (keys: [KnownKey], warnings: [String])
  }

  /// The catalog's descriptor and types of a canonical property name, once per name.
  mutating func property(_ name: String) -> (
    descriptor: PropertyDescriptor?, types: [PropertyType]
  ) {
    if remembers, let known = properties[name] { return known }
    let found = (catalog.descriptor(for: name), catalog.types(for: name))
    if remembers { properties[name] = found }
    return found
  }
}
