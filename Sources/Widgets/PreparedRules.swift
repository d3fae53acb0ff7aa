import Primitives
import Synchronization
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
struct PreparedRule: Sendable {
  /// A class, so that walking a rule's actions for each widget retains one reference per
  /// action, not its key, value, location and code one by one.
  final class Action: Sendable {
    /// The applier's key path.
    let key: String
    let value: ThemeValue
    let location: SourceLocation?
    /// The applier's code; nil for one that only stores the value under its key (most),
    /// which is then stored without the call.
    let apply: PropertyApplier.Apply?

    init(key: String, value: ThemeValue, location: SourceLocation?, apply: PropertyApplier.Apply?) {
      self.key = key
      self.value = value
      self.location = location
      self.apply = apply
    }
  }
  let actions: [Action]
  /// Whether every action only stores its value (no applier code runs).
  let storesOnly: Bool

  init(actions: [Action]) {
    self.actions = actions
    storesOnly = actions.allSatisfy { $0.apply == nil }
  }
}

extension PropertyRegistry {
  /// `declarations` prepared for a widget of `type` styled by the cascade (theme values,
  /// every state, no sub-object), or nil when the plain path must apply them.
  func prepare(_ declarations: [Declaration], for type: WidgetType) -> PreparedRule? {
    var actions: [PreparedRule.Action] = []
    actions.reserveCapacity(declarations.count)
    for d in declarations {
      // Any byte of a comma sends the rule to the plain path (which also takes every comma
      // the character search found); the set stands for searching each compound's keys.
      guard case .value(let v) = d.value, !d.key.utf8.contains(UInt8(ascii: ",")),
        !compoundKeys.contains(d.key),
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
    if rule.storesOnly { return Self.store(rule.actions, in: &widget.styled) }
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

extension PropertyRegistry {
  /// Stores the actions' values in one access to the widget's store, not one (and a
  /// revision bump) per value.
  fileprivate static func store(_ actions: [PreparedRule.Action], in store: inout PropertyStore) {
    for a in actions { store.set(a.key, a.value, at: a.location) }
  }
}

/// The rules of one sheet prepared during one cascade, by rank and widget type (a rule is
/// prepared the first time it matches a widget of a type).
struct PreparedRules {
  fileprivate enum State: Sendable {
    case unknown
    case plain
    case prepared(PreparedRule)
  }
  /// What one cascade prepared, by type: kept on the sheet for the next cascade with the
  /// same registry edition (`PreparedRulesCache`), so a sheet styling many screens, or a
  /// tree styled again, prepares each rule once per type, not once per cascade.
  struct Prepared: Sendable {
    /// The types met so far, in the order met (a type's ID is its index): a tree holds few
    /// types, and comparing the kind and then the name costs less than hashing the name.
    fileprivate var types: [WidgetType] = []
    /// The same by type, once there are more than ``searched``.
    fileprivate var typeIDs: [WidgetType: Int] = [:]
    /// By type ID, then rank.
    fileprivate var states: [[State]] = []
  }
  private let registry: PropertyRegistry
  private let sheet: ThemeStyleSheet
  private(set) var prepared: Prepared
  private static let searched = 16
  /// The path of the widget being styled, and the ranks of the rules matching it (kept
  /// from widget to widget for their storage).
  private var path = SelectorPathStack()
  private var ranks: [Int] = []

  /// `prepared`: what an earlier cascade with the same registry edition and sheet kept.
  init(registry: PropertyRegistry, sheet: ThemeStyleSheet, prepared: Prepared? = nil) {
    self.registry = registry
    self.sheet = sheet
    self.prepared = prepared ?? Prepared()
  }

  /// A small number for `type`, to find its prepared rules without hashing again.
  mutating func typeID(_ type: WidgetType) -> Int {
    for (id, t) in prepared.types.prefix(Self.searched).enumerated()
    where t.kind == type.kind && t.name == type.name {
      return id
    }
    if prepared.types.count > Self.searched, let id = prepared.typeIDs[type] { return id }
    let id = prepared.types.count
    prepared.types.append(type)
    if id >= Self.searched { prepared.typeIDs[type] = id }
    prepared.states.append(Array(repeating: .unknown, count: sheet.declarationsByRank.count))
    return id
  }

  /// Styles `widget`, the next widget in tree order, with the sheet's rules that match it,
  /// in cascade order.
  mutating func style(_ widget: Widget, diagnostics: inout [Diagnostic]) {
    path.enter(widget)
    sheet.matchingRanks(for: widget, path: path.subjects, into: &ranks)
    guard !ranks.isEmpty else { return }
    let type = typeID(widget.type)
    for i in ranks.indices {
      apply(rank: ranks[i], to: widget, typeID: type, diagnostics: &diagnostics)
    }
  }

  /// Applies the rule of `rank` to `widget` (whose type has `typeID`).
  mutating func apply(
    rank: Int, to widget: Widget, typeID: Int, diagnostics: inout [Diagnostic]
  ) {
    switch prepared.states[typeID][rank] {
    case .prepared(let rule):
      registry.apply(rule, to: widget, diagnostics: &diagnostics)
    case .plain:
      registry.apply(sheet.declarationsByRank[rank], to: widget, diagnostics: &diagnostics)
    case .unknown:
      if let rule = registry.prepare(sheet.declarationsByRank[rank], for: widget.type) {
        prepared.states[typeID][rank] = .prepared(rule)
      } else {
        prepared.states[typeID][rank] = .plain
      }
      apply(rank: rank, to: widget, typeID: typeID, diagnostics: &diagnostics)
    }
  }
}

/// The rules a sheet's cascades prepared, for the registry edition they were prepared with.
/// A cascade takes them (another cascade running meanwhile on the same sheet starts afresh)
/// and puts back what it has at the end; preparing depends on the rule, the type and the
/// registry alone, so styling is the same whichever cascade kept what.
final class PreparedRulesCache: Sendable {
  private let kept = Mutex<(edition: PropertyRegistry.Edition, prepared: PreparedRules.Prepared)?>(
    nil)

  func take(for registry: PropertyRegistry) -> PreparedRules.Prepared? {
    kept.withLock { kept in
      guard let k = kept, k.edition === registry.edition else { return nil }
      kept = nil
      return k.prepared
    }
  }

  func put(_ prepared: PreparedRules.Prepared, for registry: PropertyRegistry) {
    kept.withLock { $0 = (registry.edition, prepared) }
  }
}
