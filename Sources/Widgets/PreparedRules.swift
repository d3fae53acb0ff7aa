import Primitives
import Themes

/// A theme rule's declarations made ready for widgets of one type: each declaration's
/// applier found, its value converted and its limits checked once per cascade, not once per
/// widget the rule matches (styling 10,000 widgets converted the same few values 10,000
/// times, and a number's limit check formats its bounds as text each time).
///
/// Only what ``PropertyRegistry/apply(_:to:target:state:prefix:diagnostics:)`` would do
/// directly is prepared: plain values for keys with an applier for the type, no comma
/// lists, no compound applier's keys, nothing that reports a problem. Any other rule is
/// applied by that plain path, which stays the reference: tests style the same trees both
/// ways and compare every value and diagnostic.
struct PreparedRule {
  struct Action {
    /// The applier's key path.
    let key: String
    let value: ThemeValue
    let location: SourceLocation?
    /// The applier's code; nil for one that only stores the value under its key (most),
    /// which is then stored without the call.
    let apply: PropertyApplier.Apply?
  }
  let actions: [Action]
}

extension PropertyRegistry {
  /// `declarations` prepared for a widget of `type` styled by the cascade (theme values,
  /// every state, no sub-object), or nil when the plain path must apply them.
  func prepare(_ declarations: [Declaration], for type: WidgetType) -> PreparedRule? {
    var actions: [PreparedRule.Action] = []
    actions.reserveCapacity(declarations.count)
    for d in declarations {
      guard case .value(let v) = d.value, !d.key.contains(Character(",")),
        !compounds.contains(where: { $0.keys.contains(d.key) }),
        let applier = appliers[d.key]?.first(where: { $0.applies(to: type) }),
        let typed = applier.type.coerce(v), typed.limitProblem(property: applier.key) == nil
      else { return nil }
      actions.append(
        PreparedRule.Action(
          key: applier.key, value: typed, location: d.location,
          apply: applier.storesValue ? nil : applier.apply))
    }
    return PreparedRule(actions: actions)
  }

  /// Applies a prepared rule to `widget`'s theme values, as the plain path would.
  func apply(_ rule: PreparedRule, to widget: Widget, diagnostics: inout [Diagnostic]) {
    for a in rule.actions {
      guard let apply = a.apply else {
        widget.styled.set(a.key, a.value, at: a.location)
        continue
      }
      do {
        try apply(widget, a.value, ApplyContext(location: a.location))
      } catch {
        diagnostics.append(Self.diagnostic(for: error, at: a.location))
      }
    }
  }
}

/// The rules of one sheet prepared during one cascade, by rank and widget type (a rule is
/// prepared the first time it matches a widget of a type).
struct PreparedRules {
  private enum State {
    case unknown
    case plain
    case prepared(PreparedRule)
  }
  private let registry: PropertyRegistry
  private let sheet: ThemeStyleSheet
  private var typeIDs: [WidgetType: Int] = [:]
  /// By type ID, then rank.
  private var states: [[State]] = []

  init(registry: PropertyRegistry, sheet: ThemeStyleSheet) {
    self.registry = registry
    self.sheet = sheet
  }

  /// A small number for `type`, to find its prepared rules without hashing again.
  mutating func typeID(_ type: WidgetType) -> Int {
    if let id = typeIDs[type] { return id }
    let id = states.count
    typeIDs[type] = id
    states.append(Array(repeating: .unknown, count: sheet.declarationsByRank.count))
    return id
  }

  /// Applies the rule of `rank` to `widget` (whose type has `typeID`).
  mutating func apply(
    rank: Int, to widget: Widget, typeID: Int, diagnostics: inout [Diagnostic]
  ) {
    switch states[typeID][rank] {
    case .prepared(let rule):
      registry.apply(rule, to: widget, diagnostics: &diagnostics)
    case .plain:
      registry.apply(sheet.declarationsByRank[rank], to: widget, diagnostics: &diagnostics)
    case .unknown:
      if let rule = registry.prepare(sheet.declarationsByRank[rank], for: widget.type) {
        states[typeID][rank] = .prepared(rule)
      } else {
        states[typeID][rank] = .plain
      }
      apply(rank: rank, to: widget, typeID: typeID, diagnostics: &diagnostics)
    }
  }
}
