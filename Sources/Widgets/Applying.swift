import Primitives
import Themes

extension PropertyRegistry {
  /// Applies declarations to `widget` in order, through the registered appliers.
  ///
  /// Compound appliers run first when all their keys are present (Motif). Unknown
  /// properties and a theme's values of the wrong type are located warnings appended to
  /// `diagnostics` (`--strict` makes them errors); the remaining declarations still apply,
  /// as Giotto, A_StyleInjection and Pixelbits skip a key they cannot set. A screen's own
  /// value of the wrong type is an error.
  public func apply(
    _ declarations: [Declaration], to widget: Widget, target: ApplyContext.Target = .styled,
    state: ControlState? = nil, prefix: String = "", diagnostics: inout [Diagnostic]
  ) {
    // Character searches, not Foundation's `contains(_: StringProtocol)`, which bridges to
    // NSString on Linux (a tenth of styling a 10,000-label screen); a byte search first,
    // since breaking a key into characters costs more than the rest of a lookup.
    var remaining =
      declarations.contains {
        $0.key.utf8.contains(UInt8(ascii: ",")) && $0.key.contains(Character(","))
      }
      ? declarations.flatMap(Self.splitCommaKeys) : declarations
    if target == .literal, widget.literal.isEmpty {
      widget.literal.reserve(remaining.count)
    }
    for compound in compounds where compound.kinds?.contains(widget.kind) ?? true {
      var values: [String: ThemeValue] = [:]
      var location: SourceLocation?
      for (key, type) in zip(compound.keys, compound.types) {
        guard let d = remaining.last(where: { $0.key == key }), case .value(let v) = d.value,
          let typed = type.coerce(v)
        else { break }
        if let problem = typed.limitProblem(property: key) {
          diagnostics.append(.error("property '\(key)' \(problem)", at: d.location))
          break
        }
        values[key] = typed
        location = location ?? d.location
      }
      guard values.count == compound.keys.count else { continue }
      remaining.removeAll { compound.keys.contains($0.key) }
      do {
        var context = ApplyContext(state: state, location: location, target: target)
        context.prefix = prefix
        try compound.apply(widget, values, context)
      } catch {
        diagnostics.append(Self.diagnostic(for: error, at: location))
      }
    }
    for d in remaining {
      applyOne(d, to: widget, target: target, state: state, prefix: prefix, &diagnostics)
    }
  }

  private func applyOne(
    _ d: Declaration, to widget: Widget, target: ApplyContext.Target, state: ControlState?,
    prefix: String, _ diagnostics: inout [Diagnostic]
  ) {
    // Fast path: a plain value for a canonical key the widget has (most declarations).
    if prefix.isEmpty, case .value(let v) = d.value,
      let a = appliers[d.key]?.first(where: { $0.applies(to: widget.type) })
    {
      let context = ApplyContext(state: state, location: d.location, target: target)
      set(d.key, v, d, widget, context, &diagnostics, applier: a)
      return
    }
    var (key, keyState) = Self.splitState(d.key)
    key = canonical(key, for: widget.type)
    if let s = Self.stateKeyAlias(key) {
      key = s.key
      keyState = s.state
    }
    if keyState == nil, d.key.contains(Character(":")) {
      diagnostics.append(
        .warning("unknown control state in '\(d.key)' (ignored)", at: d.location))
      return
    }
    let state = keyState ?? state
    // A key path whose head is a child (Giotto's nested dictionaries, `@subview` keys).
    let head = key.split(separator: ".", maxSplits: 1).first.map(String.init) ?? key
    let fullKey = prefix.isEmpty ? key : prefix + "." + key
    let rest = key.count > head.count ? String(key.dropFirst(head.count + 1)) : ""
    // `view.x` on a view controller sets `x` on its root view, which the controller widget
    // is (Giotto applies styles through KVC key paths: SDThemeManager.m `applyValue:`).
    if prefix.isEmpty, head == "view", widget.kind == .viewController,
      applier(for: key, on: widget.type) == nil
    {
      // A storyboard controller keeps its view as a child keyed `view`.
      let widget = widget.child(forKey: "view") ?? widget
      if !rest.isEmpty {
        apply(
          [Declaration(rest, d.value, at: d.location)], to: widget, target: target, state: state,
          diagnostics: &diagnostics)
        return
      }
      if case .style(_, let decls) = d.value {
        apply(decls, to: widget, target: target, state: state, diagnostics: &diagnostics)
        return
      }
    }
    if prefix.isEmpty, !isSubObject(head, of: widget.kind),
      applier(for: key, on: widget.type) == nil
    {
      // An outlet may sit at any depth, and an outlet collection styles every member
      // (Giotto README "Keys of a style"; `applyDictionary:` iterates an NSArray).
      let members = widget.outlets(forKey: head.hasPrefix("@") ? String(head.dropFirst()) : head)
      if !members.isEmpty, !rest.isEmpty || d.value.isStyle {
        for child in members {
          if rest.isEmpty, case .style(_, let decls) = d.value {
            apply(decls, to: child, target: target, state: state, diagnostics: &diagnostics)
          } else {
            apply(
              [Declaration(rest, d.value, at: d.location)], to: child, target: target,
              state: state, diagnostics: &diagnostics)
          }
        }
        return
      }
    }
    switch d.value {
    case .style(_, let decls):
      let name = head.hasPrefix("@") ? String(head.dropFirst()) : key
      let canonicalName = canonical(name, for: widget.type)
      guard isSubObject(canonicalName, of: widget.kind) else {
        diagnostics.append(
          .warning(
            "\(widget.type.name) has no sub-object or child '\(name)' to style", at: d.location))
        return
      }
      apply(
        decls, to: widget, target: target, state: state,
        prefix: prefix.isEmpty ? canonicalName : prefix + "." + canonicalName,
        diagnostics: &diagnostics)
    case .value(let v):
      let context = ApplyContext(state: state, location: d.location, target: target)
      if let declared = declaredOnSubObject(key, prefix: prefix, of: widget) {
        for path in declared {
          set(prefix + "." + path, v, d, widget, context, &diagnostics)
        }
        return
      }
      set(fullKey, v, d, widget, context, &diagnostics)
    case .states(let values):
      for (s, v) in values.sorted(by: { $0.key < $1.key }) {
        set(
          fullKey, v, d, widget, ApplyContext(state: s, location: d.location, target: target),
          &diagnostics)
      }
    }
  }

  private func set(
    _ key: String, _ value: ThemeValue, _ d: Declaration, _ widget: Widget,
    _ context: ApplyContext, _ diagnostics: inout [Diagnostic],
    applier known: PropertyApplier? = nil
  ) {
    guard let applier = known ?? applier(for: key, on: widget.type) else {
      let known = appliers[canonical(key)] != nil
      diagnostics.append(
        .warning(
          known
            ? "\(widget.type.name) has no property '\(key)' (ignored)"
            : "unknown property '\(key)' (ignored)", at: d.location))
      return
    }
    guard let typed = applier.type.coerce(value) else {
      // A theme's value is skipped as each library skips a value it cannot convert; a
      // screen's own value (`props`, `pin`) is themeshot input, an error.
      let message = "property '\(key)' expects \(applier.type), got \(value.summary)"
      diagnostics.append(
        context.target == .styled
          ? .warning(message + " (ignored)", at: d.location) : .error(message, at: d.location))
      return
    }
    if let problem = typed.limitProblem(property: applier.key) {
      diagnostics.append(.error("property '\(key)' \(problem)", at: d.location))
      return
    }
    if context.state.map({ $0 != .normal }) == true, !applier.perState {
      diagnostics.append(
        .warning("property '\(key)' has no per-state values (state ignored)", at: d.location))
      return
    }
    do {
      try applier.apply(widget, typed, context)
    } catch {
      diagnostics.append(Self.diagnostic(for: error, at: d.location))
    }
  }

  /// A declared property of the sub-object `prefix` names (a UILabel's own `color`, in a
  /// class applied to a button's `titleLabel`), when the widget has no applier of its own.
  private func declaredOnSubObject(_ key: String, prefix: String, of widget: Widget)
    -> [String]?
  {
    guard !prefix.isEmpty, let kind = Self.subObjectKinds[prefix],
      applier(for: prefix + "." + key, on: widget.type) == nil
    else { return nil }
    let sets = declaredSets(key, on: kind)
    return sets.isEmpty ? nil : sets
  }

  static func diagnostic(for error: Error, at location: SourceLocation?) -> Diagnostic {
    if var d = error as? Diagnostic {
      d.location = d.location ?? location
      return d
    }
    return .error("\(error)", at: location)
  }

  /// `a,b: v` is `a: v` and `b: v` (Giotto's comma key lists).
  static func splitCommaKeys(_ d: Declaration) -> [Declaration] {
    guard d.key.contains(Character(",")) else { return [d] }
    return d.key.split(separator: ",").map {
      Declaration(String($0).trimmingSpaces, d.value, at: d.location)
    }
  }

  /// `title:normal` (Pixelbits) and `selected:titleColor` (Giotto) name a state.
  static func splitState(_ key: String) -> (String, ControlState?) {
    guard key.contains(Character(":")) else { return (key, nil) }
    let parts = key.split(separator: ":", maxSplits: 1).map { String($0).trimmingSpaces }
    guard parts.count == 2 else { return (key, nil) }
    if let s = ControlState(rawValue: parts[1].lowercased()) { return (parts[0], s) }
    if let s = ControlState(rawValue: parts[0].lowercased()) { return (parts[1], s) }
    return (parts[0], nil)
  }

  /// A_StyleInjection's per-state button keys: `highlightedTitleColor`, `normalTitle`.
  static func stateKeyAlias(_ key: String) -> (key: String, state: ControlState)? {
    guard let first = key.first, "nhsdf".contains(first) else { return nil }
    for s in ControlState.allCases where key.hasPrefix(s.rawValue) {
      let rest = key.dropFirst(s.rawValue.count)
      guard let first = rest.first, first.isUppercase else { continue }
      let base = first.lowercased() + rest.dropFirst()
      if ["title", "titleColor", "image", "backgroundImage", "backgroundColor"].contains(base) {
        return (base, s)
      }
    }
    return nil
  }
}

extension Declaration.Value {
  /// Whether this styles a sub-object or child.
  var isStyle: Bool {
    if case .style = self { return true }
    return false
  }
}
