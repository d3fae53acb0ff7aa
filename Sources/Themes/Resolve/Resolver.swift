import Documents
import OrderedCollections
import Primitives

/// Turns a ``Draft`` into a ``Theme``: follows references (detecting cycles), applies
/// inheritance in order, normalises keys and converts every value by its property's type.
/// Errors are collected, never thrown one by one, so a user sees all of them at once.
struct Resolver {
  let catalog: PropertyCatalog
  let strict: Bool
  private(set) var draft: Draft
  var diagnostics: [Diagnostic] = []

  /// Each constant's index in `draft.constants` (the last definition of its name): entries
  /// are read in place there, as a copy of one costs seven retains.
  private(set) var constants: [String: Int] = [:]
  /// Each constant name's first definition, by index in `draft.constants`, in that order
  /// (the order of `Theme.constants`).
  private var constantOrder: [Int] = []
  /// True when some constant name is defined twice (its first definition is then not its last).
  private var constantRedefined = false
  /// Each style name's last definition, by index in `draft.styles` (read in place there).
  private(set) var styleDefinitions: [String: Int] = [:]
  /// For each definition in `draft.styles`, the one of the same name before it (Giotto's
  /// `_inherit` lays a definition over it).
  private var earlierDefinition: [Int?] = []
  /// Each style name's first definition, by index in `draft.styles`, in that order.
  private var styleOrder: [Int] = []
  /// True when some style name is defined twice.
  private var styleRedefined = false
  /// "Did you mean" hints for unknown constant and style names, made at the first unknown
  /// name: a file of thousands of unknown names against thousands of definitions asked the
  /// plain rule once each (8,000 against 8,000: 40 s).
  private var constantHints: Suggestion.Index?
  private var styleHints: Suggestion.Index?
  /// The same, over constant names sorted (Giotto's "did you mean the constant" hint).
  var sortedConstantHints: Suggestion.Index?
  /// Hints for unknown property names: the catalog's names, lowercased once (20,000
  /// unknown keys sorted and lowercased the catalog 20,000 times: 5.5 s). The catalog's
  /// size is fixed, so there is no budget: each name costs the same.
  var propertyHints: Suggestion.Index?

  /// A constant followed to its end: a literal, or a style reference.
  struct ResolvedConstant {
    var node: DocumentNode
    var dialect: Dialect
    var references: [ReferenceStep]
    var styleNames: [String]?
    var typed: ThemeValue?
  }

  /// Longer reference chains and deeper inheritance are errors, so hostile input cannot
  /// exhaust the stack (real themes stay far below).
  static let maximumChain = 100

  private enum Memo<T> {
    case resolving
    case done(T)
    case failed(Diagnostic?)
  }

  /// By the index of each name's last definition (the one `constants` names): an array read
  /// in place, not a table hashed by name three times a constant.
  private var constantMemo: [Memo<ResolvedConstant>?] = []
  private var constantStack: [String] = []
  /// By the index of each name's last definition (the one `styleDefinitions` names).
  private var styleMemo: [Memo<PropertySet>?] = []
  private var styleStack: [String] = []
  /// By the index of each name's last definition; nil until the style is resolved.
  private var styleDepth: [Int?] = []
  /// Dictionary constants being expanded as child styles, outermost first (cycle check).
  var expandingConstants: [String] = []
  private(set) var unusableStyles: [String: Diagnostic] = [:]
  /// The type of the first property that used each constant: constants are shown converted
  /// to it (a Motif `"#f93d38"` used as a color is a color), never guessed from their text.
  /// By name in the plain twin (``remembers`` off); see `usedTypeAt`.
  var usedTypes: [String: PropertyType] = [:]
  /// ``usedTypes`` by the index of each name's last definition (as `constantMemo`): set for
  /// every step of a chain on a constant's first use, where a name cost a string and two hashes.
  var usedTypeAt: [PropertyType?] = []
  /// For each constant's last definition, the last definition of the constant it names
  /// (-1: none): the chain of a ``ConstantUse``'s reference steps, by index.
  var nextConstant: [Int] = []

  /// Remember work done once per theme (Resolver+Memo.swift); off: the plain twin.
  var remembers = true
  // Remembered work.
  /// By the index of each name's last definition, as `constantMemo`.
  var constantUses: [ConstantUse?] = []
  /// Normalised keys by written key: [0] as most dialects read them, [1] as Pixelbits does.
  var normalized: [[String: (keys: [KnownKey], warnings: [String])]] = [[:], [:]]
  /// The key last normalised at each place in a body (``normalizedKeys``).
  var recentKeys = [RecentKey?](repeating: nil, count: Resolver.recentSlots)
  /// Each normalised key's number (``KnownKey/id``), in the order first met.
  var keyIDs: [KeyNormalizer.Key: Int] = [:]
  var properties: [String: (descriptor: PropertyDescriptor?, types: [PropertyType])] = [:]
  var literals: [Literal: [Conversion]] = [:]
  var writtenValues: [WrittenValue: (ThemeValue, [ReferenceStep])] = [:]
  /// The draft's sigils, read on every reference step: a switch, not a hashed lookup.
  private let sigils: Sigils
  /// Font parts may name constants; they are read without following further references.
  private var lookup: (String) -> DocumentNode? = { _ in nil }

  init(draft: Draft, catalog: PropertyCatalog, strict: Bool) {
    self.draft = draft
    sigils = Sigils(draft.constantSigil)
    self.catalog = catalog
    self.strict = strict
    diagnostics = draft.diagnostics
    index()
    let constants = self.constants
    let definitions = draft.constants
    lookup = { name in constants[name].map { definitions[$0].value } }
  }

  func sigil(_ dialect: Dialect) -> String {
    sigils.sigil(dialect)
  }

  /// Indexes definitions; a name defined twice warns (an error when strict) and the later wins.
  private mutating func index() {
    // Every table holds about one entry a definition: made that size, never regrown.
    constants.reserveCapacity(draft.constants.count)
    constantOrder.reserveCapacity(draft.constants.count)
    constantMemo = Array(repeating: nil, count: draft.constants.count)
    styleDefinitions.reserveCapacity(draft.styles.count)
    styleOrder.reserveCapacity(draft.styles.count)
    styleMemo = Array(repeating: nil, count: draft.styles.count)
    styleDepth = Array(repeating: nil, count: draft.styles.count)
    constantUses = Array(repeating: nil, count: draft.constants.count)
    usedTypeAt = Array(repeating: nil, count: draft.constants.count)
    nextConstant = Array(repeating: -1, count: draft.constants.count)
    for i in draft.constants.indices {
      // One lookup: the earlier definition, if any, comes back as the later one is stored.
      guard let old = constants.updateValue(i, forKey: draft.constants[i].name) else {
        constantOrder.append(i)
        continue
      }
      constantRedefined = true
      if !draft.constants[i].replacesQuietly {
        duplicate(
          "constant '\(sigil(draft.constants[i].dialect))\(draft.constants[i].name)'",
          draft.constants[old].location, draft.constants[i].location)
      }
    }
    earlierDefinition.reserveCapacity(draft.styles.count)
    for i in draft.styles.indices {
      let name = draft.styles[i].name
      // One lookup: the earlier definition comes back as the later one is stored.
      let old = styleDefinitions.updateValue(i, forKey: name)
      if let old, !draft.styles[i].replacesQuietly, !draft.styles[i].extendsPrevious {
        let shown = draft.styles[i].dialect == .motif ? "." + name : name
        duplicate("style '\(shown)'", draft.styles[old].location, draft.styles[i].location)
      }
      earlierDefinition.append(old)
      if old == nil { styleOrder.append(i) } else { styleRedefined = true }
    }
  }

  private mutating func duplicate(_ what: String, _ old: SourceLocation, _ new: SourceLocation) {
    let message = "duplicate \(what), first defined at \(old.description)"
    if strict {
      diagnostics.append(.error(message + " (not allowed in strict mode)", at: new))
    } else {
      diagnostics.append(.warning(message + "; the later definition wins", at: new))
    }
  }

  // MARK: The whole theme

  mutating func resolve() -> Theme {
    var theme = Theme()
    // Names and values in order, made a table at once (see `ordered`).
    var styleNames: [String] = []
    var styles: [ThemeStyle] = []
    styleNames.reserveCapacity(styleOrder.count)
    styles.reserveCapacity(styleOrder.count)
    for first in styleOrder {
      let name = draft.styles[first].name
      let i = styleRedefined ? styleDefinitions[name]! : first
      guard let props = resolveStyle(name, at: i, from: nil) else { continue }
      var supers = draft.styles[i].body.superstyles.map(\.name)
      if draft.styles[i].extendsPrevious { supers.insert(name, at: 0) }
      styleNames.append(name)
      styles.append(
        ThemeStyle(
          name: name, properties: props, superstyles: supers, location: draft.styles[i].location,
          dialect: draft.styles[i].dialect))
    }
    theme.styles = ordered(styleNames, styles)
    for (i, rule) in draft.rules.enumerated() {
      let props = resolveBody(rule.body, origin: "rule '\(rule.selector)'", dialect: rule.dialect)
      theme.rules.append(
        ThemeRule(
          selector: rule.selector, properties: props, location: rule.location,
          specificity: Specificity(components: rule.components, order: i), dialect: rule.dialect))
    }
    var constantNames: [String] = []
    var constantValues: [ThemeConstant] = []
    constantNames.reserveCapacity(constantOrder.count)
    constantValues.reserveCapacity(constantOrder.count)
    for first in constantOrder {
      let name = draft.constants[first].name
      let i = constantRedefined ? constants[name]! : first
      guard let rc = resolveConstant(name, at: i) else { continue }
      let value: ThemeValue
      if let names = rc.styleNames {
        value = .style(
          styleValue(names, dialect: rc.dialect, at: draft.constants[i].value.location))
      } else {
        value = typedConstant(name, at: i, rc)
      }
      let literal: ThemeValue =
        if rc.styleNames != nil { value } else {
          rc.typed ?? converter(rc.dialect).untyped(rc.node)
        }
      constantNames.append(name)
      constantValues.append(
        ThemeConstant(
          name: name, value: value, literal: literal, location: draft.constants[i].location,
          references: rc.references, dialect: draft.constants[i].dialect))
    }
    theme.constants = ordered(constantNames, constantValues)
    theme.unusableStyles = unusableStyles
    theme.diagnostics = Self.sorted(diagnostics)
    return theme
  }

  /// `keys` with `values`, in order. The keys are unique by construction (each name's first
  /// definition, once), so the table is made in one pass without looking each key up first
  /// (a debug build still checks); the plain twin sets them one by one.
  private func ordered<Value>(_ keys: [String], _ values: [Value]) -> OrderedDictionary<
    String, Value
  > {
    if remembers { return OrderedDictionary(uncheckedUniqueKeys: keys, values: values) }
    var table = OrderedDictionary<String, Value>()
    table.reserveCapacity(keys.count)
    for (key, value) in zip(keys, values) { table[key] = value }
    return table
  }

  /// A constant's literal converted to the type of its first use, or as written.
  private mutating func typedConstant(_ name: String, at index: Int, _ rc: ResolvedConstant)
    -> ThemeValue
  {
    if let typed = rc.typed { return typed }
    let c = converter(rc.dialect)
    if let type = remembers ? usedTypeAt[index] : usedTypes[name] {
      // A constant values named directly was converted to this type already.
      let result =
        if let use = constantUses[index] { converted(use, to: type) } else {
          c.convert(rc.node, to: type)
        }
      if case .success(let v) = result { return v }
    }
    return c.untyped(rc.node)
  }

  /// Diagnostics in file, line, column order (stable for equal positions).
  static func sorted(_ list: [Diagnostic]) -> [Diagnostic] {
    var seen: Set<Diagnostic> = []
    let unique = list.filter { seen.insert($0).inserted }
    return unique.enumerated().sorted { a, b in
      let la = a.element.location ?? SourceLocation(file: "")
      let lb = b.element.location ?? SourceLocation(file: "")
      if (la.file, la.line, la.column) != (lb.file, lb.line, lb.column) {
        return (la.file, la.line, la.column) < (lb.file, lb.line, lb.column)
      }
      return a.offset < b.offset
    }.map(\.element)
  }

  func converter(_ dialect: Dialect) -> ValueConverter {
    ValueConverter(dialect: dialect, lookup: lookup)
  }

  // MARK: References

  enum Reference {
    case constant(String)
    case styles([String])
  }

  func reference(in text: String, dialect: Dialect) -> Reference? {
    switch dialect {
    case .motif, .swift:
      if remembers, let sigilled = Self.asciiSigil(text) {
        guard let sigil = sigilled else { break }
        let name = MotifReader.afterFirstByte(text)
        return sigil == UInt8(ascii: "$") ? .constant(name) : .styles([name])
      }
      // More than the sigil: one character past the first, not a count of them all.
      guard let first = text.first, text.index(after: text.startIndex) != text.endIndex else {
        break
      }
      if first == "$" { return .constant(String(text.dropFirst())) }
      if first == "." { return .styles([String(text.dropFirst())]) }
    case .pixelbits:
      // Variable names are letters, digits, `-` and `_`; `"$face, $size"` is a font text.
      let name = text.dropFirst()
      if text.hasPrefix("$"), !name.isEmpty,
        name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
      {
        return .constant(String(name))
      }
    case .giotto:
      if let names = GiottoConventions.styleNames(text) { return .styles(names) }
      if constants[text] != nil { return .constant(text) }
    case .styleInjection:
      break
    }
    return nil
  }

  /// A Motif value's sigil decided from its bytes (the plain twin reads characters): `$` or
  /// `.` when the text is that byte and more, nil inside when it is no reference, nil when
  /// the bytes cannot decide (a second byte past ASCII may join the first character).
  static func asciiSigil(_ text: String) -> UInt8?? {
    var bytes = text.utf8.makeIterator()
    guard let first = bytes.next() else { return .some(nil) }
    guard first == UInt8(ascii: "$") || first == UInt8(ascii: ".") else { return .some(nil) }
    // One byte: no name after the sigil. An ASCII byte after it starts a second character
    // (of ASCII pairs only CR LF is one character, and the first is `$` or `.`).
    guard let second = bytes.next() else { return .some(nil) }
    return second < 0x80 ? .some(first) : nil
  }

  /// Follows the constant whose last definition is at `index` to its literal; nil when it
  /// fails (the error is already reported).
  mutating func resolveConstant(_ name: String, at index: Int) -> ResolvedConstant? {
    switch constantMemo[index] {
    case .done(let r): return r
    case .failed: return nil
    case .resolving:
      let s = sigil(draft.constants[index].dialect)
      let members = Self.cycle(closedBy: name, in: constantStack)
      let chain = (members + [name]).map { s + $0 }.joined(separator: " → ")
      let diagnostic = Diagnostic.warning(
        "reference cycle: \(chain)",
        at: constants[members.last!].map { draft.constants[$0].value.location })
      diagnostics.append(diagnostic)
      for m in members { constantMemo[constants[m]!] = .failed(diagnostic) }
      return nil
    case nil: break
    }
    // The definition's fields are read in place (a copy of it cost seven retains).
    guard constantStack.count < Self.maximumChain else {
      diagnostics.append(
        .warning(
          "reference chain is longer than \(Self.maximumChain) steps",
          at: draft.constants[index].value.location))
      constantMemo[index] = .failed(nil)
      return nil
    }
    constantMemo[index] = .resolving
    constantStack.append(name)
    defer { constantStack.removeLast() }
    var result = ResolvedConstant(
      node: draft.constants[index].value, dialect: draft.constants[index].dialect, references: [],
      typed: draft.constants[index].typed)
    let dialect = result.dialect
    if case .string(let text) = result.node.kind, let ref = reference(in: text, dialect: dialect) {
      switch ref {
      case .styles(let names):
        result.styleNames = names
      case .constant(let target):
        guard let targetIndex = constants[target] else {
          unknownConstant(target, dialect: dialect, at: result.node.location)
          if case .resolving? = constantMemo[index] { constantMemo[index] = .failed(nil) }
          return nil
        }
        guard let inner = resolveConstant(target, at: targetIndex) else {
          if case .resolving? = constantMemo[index] { constantMemo[index] = .failed(nil) }
          return nil
        }
        guard inner.references.count < Self.maximumChain else {
          diagnostics.append(
            .warning(
              "reference chain is longer than \(Self.maximumChain) steps",
              at: draft.constants[index].value.location))
          constantMemo[index] = .failed(nil)
          return nil
        }
        result = inner
        nextConstant[index] = targetIndex
        result.references.insert(
          ReferenceStep(
            name: sigil(draft.constants[targetIndex].dialect) + target,
            definition: draft.constants[targetIndex].location), at: 0)
      }
    }
    if case .failed? = constantMemo[index] { return nil }
    constantMemo[index] = .done(result)
    return result
  }

  /// The names on `stack` from the first `name` on: the members of the cycle that reaching
  /// `name` again closes.
  private static func cycle(closedBy name: String, in stack: [String]) -> [String] {
    Array(stack[(stack.firstIndex(of: name) ?? 0)...])
  }

  mutating func unknownConstant(_ name: String, dialect: Dialect, at location: SourceLocation) {
    let s = sigil(dialect)
    var message = "unknown constant '\(s)\(name)'"
    if constantHints == nil {
      constantHints = Suggestion.Index(constantOrder.map { draft.constants[$0].name })
    }
    if let hint = constantHints!.closest(to: name) {
      message += " (did you mean '\(s)\(hint)'?)"
    }
    diagnostics.append(.warning(message, at: location))
  }

  // MARK: Styles

  /// A named style with inheritance applied; nil when it fails (reported once).
  mutating func resolveStyle(_ name: String, from reference: SourceLocation?) -> PropertySet? {
    guard let last = styleDefinitions[name] else { return nil }
    return resolveStyle(name, at: last, from: reference)
  }

  /// ``resolveStyle(_:from:)`` of the style whose last definition is at `last`.
  mutating func resolveStyle(_ name: String, at last: Int, from reference: SourceLocation?)
    -> PropertySet?
  {
    switch styleMemo[last] {
    case .done(let p): return p
    case .failed: return nil
    case .resolving:
      let members = Self.cycle(closedBy: name, in: styleStack)
      let shown = (members + [name]).joined(separator: " → ")
      let diagnostic = Diagnostic.warning(
        "inheritance cycle: \(shown) (members: \(members.sorted().joined(separator: ", ")))",
        at: reference ?? draft.styles[last].location)
      diagnostics.append(diagnostic)
      for m in members { styleMemo[styleDefinitions[m]!] = .failed(diagnostic) }
      for m in members { unusableStyles[m] = diagnostic }
      return nil
    case nil: break
    }
    guard styleStack.count < Self.maximumChain else {
      let diagnostic = Diagnostic.warning(
        "inheritance is deeper than \(Self.maximumChain) styles", at: draft.styles[last].location)
      diagnostics.append(diagnostic)
      styleMemo[last] = .failed(diagnostic)
      unusableStyles[name] = diagnostic
      return nil
    }
    styleMemo[last] = .resolving
    styleStack.append(name)
    defer { styleStack.removeLast() }
    let props = resolveDefinition(last)
    if case .failed? = styleMemo[last] { return nil }
    var deepestParent = 0
    for parent in draft.styles[last].body.superstyles {
      let depth = styleDefinitions[parent.name].flatMap { styleDepth[$0] } ?? 0
      deepestParent = max(deepestParent, depth)
    }
    let depth = 1 + deepestParent
    styleDepth[last] = depth
    if depth > Self.maximumChain {
      let diagnostic = Diagnostic.warning(
        "inheritance is deeper than \(Self.maximumChain) styles", at: draft.styles[last].location)
      diagnostics.append(diagnostic)
      styleMemo[last] = .failed(diagnostic)
      unusableStyles[name] = diagnostic
      return nil
    }
    guard let props else {
      styleMemo[last] = .failed(nil)
      unusableStyles[name] = .warning(
        "style '\(name)' depends on a style that failed to resolve", at: draft.styles[last].location
      )
      return nil
    }
    styleMemo[last] = .done(props)
    return props
  }

  /// The definition at `index` in `draft.styles`, laid over the earlier one it extends.
  private mutating func resolveDefinition(_ index: Int) -> PropertySet? {
    // The definition's fields are read in place (a copy of it cost seven retains).
    let dialect = draft.styles[index].dialect
    var set = PropertySet()
    if draft.styles[index].extendsPrevious, let earlier = earlierDefinition[index] {
      guard let base = resolveDefinition(earlier) else { return nil }
      set = base
    }
    // A parent that is unknown or broken is skipped: as Giotto applies a missing style as
    // nothing, the rest of the style still applies (cycle members stop in resolveStyle).
    for i in draft.styles[index].body.superstyles.indices {
      let parent = draft.styles[index].body.superstyles[i]
      guard let definition = styleDefinitions[parent.name] else {
        unknownStyle(parent.name, dialect: dialect, at: parent.location)
        continue
      }
      guard let p = resolveStyle(parent.name, at: definition, from: parent.location) else {
        continue
      }
      set.apply(p)
    }
    let own = resolveBody(
      draft.styles[index].body, origin: "style '\(draft.styles[index].name)'", dialect: dialect,
      inheriting: false)
    set.apply(own)
    return set
  }

  mutating func unknownStyle(_ name: String, dialect: Dialect, at location: SourceLocation) {
    let s = dialect == .motif ? "." : ""
    var message = "unknown style '\(s)\(name)'"
    if styleHints == nil { styleHints = Suggestion.Index(styleOrder.map { draft.styles[$0].name }) }
    if let hint = styleHints!.closest(to: name) {
      message += " (did you mean '\(s)\(hint)'?)"
    }
    diagnostics.append(.warning(message, at: location))
  }

  /// Named styles merged in order, as a style value (Giotto's `style:A,B`, Motif's `.A`).
  mutating func styleValue(_ names: [String], dialect: Dialect, at location: SourceLocation)
    -> StyleValue
  {
    var set = PropertySet()
    for name in names {
      guard styleDefinitions[name] != nil else {
        unknownStyle(name, dialect: dialect, at: location)
        continue
      }
      if let p = resolveStyle(name, from: location) { set.apply(p) }
    }
    return StyleValue(name: names.joined(separator: ","), properties: set)
  }
}

/// ``Draft/constantSigil`` by dialect, one stored string each.
private struct Sigils {
  let motif, giotto, styleInjection, pixelbits, swift: String

  init(_ table: [Dialect: String]) {
    motif = table[.motif] ?? ""
    giotto = table[.giotto] ?? ""
    styleInjection = table[.styleInjection] ?? ""
    pixelbits = table[.pixelbits] ?? ""
    swift = table[.swift] ?? ""
  }

  func sigil(_ dialect: Dialect) -> String {
    switch dialect {
    case .motif: motif
    case .giotto: giotto
    case .styleInjection: styleInjection
    case .pixelbits: pixelbits
    case .swift: swift
    }
  }
}
