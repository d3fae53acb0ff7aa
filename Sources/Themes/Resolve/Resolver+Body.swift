import Documents
import OrderedCollections
import Primitives

extension Resolver {
  /// Resolves a body's declarations into typed properties, in order; problems are reported
  /// and the offending declaration is skipped. Without `inheriting`, the body's superstyles
  /// are left to the caller (a named style's, applied before its body).
  mutating func resolveBody(
    _ body: Draft.Body, origin: String, dialect: Dialect, inheriting: Bool = true
  ) -> PropertySet {
    // Room for every declaration: the set is not regrown as it fills.
    var set = PropertySet(OrderedDictionary(minimumCapacity: body.declarations.count))
    // The line each key was last written on (all a repeated key's warning shows), by the
    // key's number; by the key itself in the plain twin.
    var written = WrittenKeys<Int>(capacity: remembers ? body.declarations.count : 0)
    var writtenByName = WrittenKeys<KeyNormalizer.Key>(
      capacity: remembers ? 0 : body.declarations.count)
    for parent in inheriting ? body.superstyles : [] {
      // Inline bodies may inherit too (a nested Giotto dictionary with `_superstyle`).
      guard styleDefinitions[parent.name] != nil else {
        unknownStyle(parent.name, dialect: dialect, at: parent.location)
        continue
      }
      if let p = resolveStyle(parent.name, from: parent.location) { set.apply(p) }
    }
    // By index: `for d in` copies each declaration (six retains) before it is read.
    for d in body.declarations.indices {
      let (keys, warnings) = normalizedKeys(
        body.declarations[d].key, pixelbits: dialect == .pixelbits, position: d)
      for w in warnings { diagnostics.append(.warning(w, at: body.declarations[d].location)) }
      for known in keys {
        let key = known.key
        let line = body.declarations[d].location.line
        let repeated =
          remembers ? written.update(known.id, line: line) : writtenByName.update(key, line: line)
        if let first = repeated {
          diagnostics.append(
            .warning(
              "'\(key.name)\(key.state.map { ":" + $0.rawValue } ?? "")' is set twice (first at line \(first)); the later value wins",
              at: body.declarations[d].location))
        }
        resolveDeclaration(known, body, d, origin: origin, dialect: dialect, into: &set)
      }
    }
    return set
  }

  /// The declaration at `d` in `body`, set into `set`. Its fields are read in place: a copy of
  /// the whole declaration cost six retains.
  private mutating func resolveDeclaration(
    _ known: KnownKey, _ body: Draft.Body, _ d: Int, origin: String, dialect: Dialect,
    into set: inout PropertySet
  ) {
    let location = body.declarations[d].location
    let key = known.key
    let descriptor = known.descriptor
    let types = known.types
    // A dotted key path the catalog does not know styles a child: `titleLabel.font`.
    if descriptor == nil, let dot = key.name.firstIndex(of: ".") {
      let head = String(key.name[..<dot])
      var rest = String(key.name[key.name.index(after: dot)...])
      if let state = key.state { rest += ":" + state.rawValue }
      var inner = body.declarations[d]
      inner.key = rest
      let child = resolveBody(Draft.Body(declarations: [inner]), origin: origin, dialect: dialect)
      mergeChild(head, child, at: location, origin: origin, into: &set)
      return
    }
    guard
      let (value, references) = resolveValue(
        body.declarations[d].value, at: location, property: key.name, types: types,
        rule: known.numberRule, dialect: dialect)
    else { return }
    if descriptor == nil {
      if case .style = value {
        // A child styled by name (a Giotto outlet, a Pixelbits @subview): no warning.
      } else {
        var message = "unknown property '\(key.name)'"
        if propertyHints == nil {
          propertyHints = Suggestion.Index(catalog.hintCandidates, budget: .max)
        }
        if let hint = propertyHints!.closest(to: key.name) {
          message += " (did you mean '\(hint)'?)"
        }
        diagnostics.append(.warning(message, at: location))
      }
    }
    var final = value
    if let state = key.state {
      if let descriptor, !descriptor.supportsStates {
        diagnostics.append(
          .warning(
            "'\(key.name)' has no per-state values; '\(state.rawValue)' is ignored",
            at: location))
        return
      }
      final = .states([state: value])
    }
    set.set(
      key.name,
      ResolvedProperty(
        value: final,
        provenance: Provenance(
          value: final, location: location, origin: origin, references: references)))
  }

  private func mergeChild(
    _ head: String, _ child: PropertySet, at location: SourceLocation, origin: String,
    into set: inout PropertySet
  ) {
    var value = StyleValue(name: nil, properties: child)
    if let existing = set.property(named: head), case .style(var old) = existing.value {
      old.properties.apply(child)
      value = old
    }
    let property = ResolvedProperty(
      value: .style(value),
      provenance: Provenance(value: .style(value), location: location, origin: origin))
    set.entries[head] = property
  }

  /// A declaration's value in the first of `types` it fits; the problems of the last try are
  /// reported. More than one type when a custom property limited to some view classes
  /// shares the name of a standard one (`text`: a string, or a style on UIButton).
  private mutating func resolveValue(
    _ value: Draft.Value, at location: SourceLocation, property: String, types: [PropertyType],
    rule: NumberLimits.Rule, dialect: Dialect
  ) -> (ThemeValue, [ReferenceStep])? {
    guard remembers, let key = WrittenValue(value, property: property, dialect: dialect)
    else {
      return resolveValueOnce(
        value, at: location, property: property, types: types, rule: rule, dialect: dialect)
    }
    if let known = writtenValues[key] { return known }
    let mark = diagnostics.count
    let found = resolveValueOnce(
      value, at: location, property: property, types: types, rule: rule, dialect: dialect)
    // Only an answer that warned nowhere is the same on every use (see WrittenValue).
    if let found, diagnostics.count == mark, !found.0.isStyle { writtenValues[key] = found }
    return found
  }

  private mutating func resolveValueOnce(
    _ value: Draft.Value, at location: SourceLocation, property: String, types: [PropertyType],
    rule: NumberLimits.Rule, dialect: Dialect
  ) -> (ThemeValue, [ReferenceStep])? {
    for (i, type) in types.enumerated() where i < types.count - 1 {
      let mark = diagnostics.count
      if let found = resolveValue(
        value, property: property, type: type, rule: rule, dialect: dialect, at: location)
      {
        return found
      }
      diagnostics.removeSubrange(mark...)
    }
    return resolveValue(
      value, property: property, type: types.last, rule: rule, dialect: dialect, at: location)
  }

  /// A declaration's value, typed by `type` (nil: unknown property, kept as written);
  /// `rule` is `property`'s number rule.
  mutating func resolveValue(
    _ value: Draft.Value, property: String, type: PropertyType?, rule: NumberLimits.Rule,
    dialect: Dialect, at location: SourceLocation
  ) -> (ThemeValue, [ReferenceStep])? {
    var node: DocumentNode
    switch value {
    case .typed(let v): return checked(v, property: property, type: type, at: location, [])
    case .body(let body):
      return childStyle(body, property: property, type: type, dialect: dialect, at: location)
    case .node(let n): node = n
    }
    var dialect = dialect
    var references: [ReferenceStep] = []
    var styleNames: [String]?
    // The constant the value names: its conversions are remembered by type.
    var constant: ConstantUse?
    var constantName: String?
    if case .string(let text) = node.kind, let ref = reference(in: text, dialect: dialect) {
      switch ref {
      case .styles(let names): styleNames = names
      case .constant(let name):
        guard let use = constantUse(name, dialect: dialect, at: node.location) else { return nil }
        constantName = name
        constant = use
        references = use.references
        styleNames = use.resolved.styleNames
        node = use.resolved.node
        dialect = use.resolved.dialect
        if let typed = use.resolved.typed {
          return checked(typed, property: property, type: type, at: node.location, references)
        }
      }
    }
    if let styleNames {
      guard type == nil || type == .style || type == .any else {
        diagnostics.append(
          .warning(
            "'\(property)' takes \(type!), but '\(styleNames.joined(separator: ","))' is a style",
            at: node.location))
        return nil
      }
      return (.style(styleValue(styleNames, dialect: dialect, at: node.location)), references)
    }
    if node.isEmptyPlainScalar, let type, type != .string, type != .any {
      diagnostics.append(
        .warning(
          "'\(property)' has an empty value (in YAML an unquoted '#' starts a comment: quote colors)",
          at: node.location))
      return nil
    }
    if case .dictionary(let entries) = node.kind, type == nil || type == .style {
      // A dictionary constant that names itself inside (directly or through others) would
      // be expanded for ever: it is reported where it is reached again, and skipped.
      if let name = constantName {
        guard !expandingConstants.contains(name) else {
          let s = sigil(dialect)
          let chain = (expandingConstants.drop { $0 != name } + [name]).map { s + $0 }
          diagnostics.append(
            .warning(
              "reference cycle: \(chain.joined(separator: " → ")) (a dictionary that contains itself)",
              at: location))
          return nil
        }
        expandingConstants.append(name)
      }
      defer { if constantName != nil { expandingConstants.removeLast() } }
      let body = Self.body(from: entries)
      return childStyle(body, property: property, type: type, dialect: dialect, at: location)
        .map { ($0.0, references) }
    }
    guard let type else { return (converter(dialect).untyped(node), references) }
    let result =
      constant.map { converted($0, to: type) }
      ?? converted(node, to: type, dialect: dialect)
    switch result {
    case .success(let v):
      if let problem = v.numberProblem(property: property, rule: rule) {
        diagnostics.append(.error("'\(property)' \(problem)", at: node.location))
        return nil
      }
      if let note = converter(dialect).note(for: node, to: type) {
        diagnostics.append(.warning("'\(property)': \(note)", at: node.location))
      }
      if let constant { noteUse(of: constant, as: type, dialect: dialect) }
      return (v, references)
    case .failure(let f):
      var message = "'\(property)' takes \(type); \(f.message)"
      if dialect == .giotto, case .string(let s) = node.kind, !s.contains(":") {
        if sortedConstantHints == nil {
          sortedConstantHints = Suggestion.Index(constants.keys.sorted())
        }
        if let hint = sortedConstantHints!.closest(to: s) {
          message += " (did you mean the constant '\(hint)'?)"
        }
      }
      diagnostics.append(.warning(message, at: node.location))
      return nil
    }
  }

  /// A value typed in Swift must still fit the property's catalog type.
  private mutating func checked(
    _ value: ThemeValue, property: String, type: PropertyType?, at location: SourceLocation,
    _ references: [ReferenceStep]
  ) -> (ThemeValue, [ReferenceStep])? {
    guard let type else { return (value, references) }
    let parts: [ThemeValue]
    if case .states(let map) = value { parts = Array(map.values) } else { parts = [value] }
    for part in parts where !ValueConverter.fits(part, type) {
      diagnostics.append(
        .warning(
          "'\(property)' takes \(type); \(ValueConverter.kindName(part)) does not fit", at: location
        ))
      return nil
    }
    return (value, references)
  }

  private mutating func childStyle(
    _ body: Draft.Body, property: String, type: PropertyType?, dialect: Dialect,
    at location: SourceLocation
  ) -> (ThemeValue, [ReferenceStep])? {
    guard type == nil || type == .style || type == .any else {
      diagnostics.append(.warning("'\(property)' takes \(type!), not a dictionary", at: location))
      return nil
    }
    let props = resolveBody(body, origin: "'\(property)' of \(location.keyPath)", dialect: dialect)
    return (.style(StyleValue(name: nil, properties: props)), [])
  }

  /// A nested dictionary as an inline body; `_superstyle`/`_superclass` name its parents.
  static func body(from entries: [DocumentNode.Entry]) -> Draft.Body {
    var body = Draft.Body()
    for e in entries {
      if e.key == "_superstyle" || e.key == "_superclass", case .string(let s) = e.value.kind {
        for name in s.split(separator: ",") {
          var n = name.trimmed()
          if n.hasPrefix(".") { n.removeFirst() }
          body.superstyles.append((n, e.value.location))
        }
        continue
      }
      body.declarations.append(
        Draft.Declaration(key: e.key, location: e.keyLocation, value: .node(e.value)))
    }
    return body
  }
}

/// The keys one body has written, with the line each was last written on. A body holds a
/// handful: searched in order, with no table to allocate and no key to hash.
struct WrittenKeys<Key: Hashable> {
  /// Keys with their lines in one list, made at the body's size: two lists grown from empty
  /// were eight allocations for a body of eight keys.
  private var written: [(key: Key, line: Int)] = []
  private var table: [Key: Int]?

  init(capacity: Int = 0) {
    written.reserveCapacity(min(capacity, 32))
  }

  /// Records `key` as written on `line`; returns the line it was written on before, if any.
  mutating func update(_ key: Key, line: Int) -> Int? {
    if table == nil, written.count < 32 {
      if let i = written.firstIndex(where: { $0.key == key }) {
        defer { written[i].line = line }
        return written[i].line
      }
      written.append((key, line))
      return nil
    }
    if table == nil {
      table = Dictionary(written.lazy.map { ($0.key, $0.line) }, uniquingKeysWith: { $1 })
    }
    return table!.updateValue(line, forKey: key)
  }
}
