/// An incremental linear-constraint solver of the Cassowary family (Badros, Borning and
/// Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm", 2001), in the
/// tableau form kiwi uses: constraints are added and removed one at a time and edit
/// variables take new values by dual simplex, without solving again from scratch.
///
/// Every choice among symbols or rows goes to the lowest id (Bland's rule, and
/// determinism), found by scanning rather than sorting: the same pivots as a solver that
/// walks its rows in id order (the plain twin in the tests), at a fraction of the cost.
public final class Solver {
  public enum Failure: Error, Equatable {
    /// A required constraint cannot hold together with the required ones before it.
    case unsatisfiable(String)
    case duplicate(String)
    case unknownConstraint(String)
    case unknownEditVariable(String)
    /// The objective has no lower bound (cannot happen with positive strengths).
    case unbounded
    /// The work done passed ``workLimit``; the solver's state is then unusable.
    case overBudget
  }

  struct Tag {
    var marker: Symbol
    var other: Symbol?
  }

  struct Edit {
    var tag: Tag
    var constraint: Constraint
    var constant: Double
  }

  private var constraints: [Constraint: Tag] = [:]
  private var rows: [Symbol: Row] = [:]
  private var symbols: [Variable: Symbol] = [:]
  private var edits: [Variable: Edit] = [:]
  private var infeasible: [Symbol] = []
  private var objective = Row()
  private var artificial: Row?
  private var nextID = 0

  /// Tableau cells walked by substitutions so far: the solver's cost, which a few dozen
  /// densely related constraints can drive up with the cube of their number.
  public private(set) var work = 0
  /// Past this much ``work``, every call throws ``Failure/overBudget``: a hostile file
  /// stops the solver instead of a CI run.
  public var workLimit = Int.max

  public var isOverBudget: Bool { work > workLimit }

  public init() {}

  public func contains(_ c: Constraint) -> Bool { constraints[c] != nil }

  // MARK: Constraints

  /// Adds `c` and re-solves. A required constraint that cannot hold throws
  /// ``Failure/unsatisfiable(_:)`` and leaves the solver as it was before the call.
  public func add(_ c: Constraint) throws(Failure) {
    guard !isOverBudget else { throw .overBudget }
    guard constraints[c] == nil else { throw .duplicate(c.label) }
    let saved = (rows, objective, symbols, infeasible)
    func restore() {
      (rows, objective, symbols, infeasible) = saved
      artificial = nil
    }
    var (row, tag) = makeRow(c)
    var subject = chooseSubject(row, tag)
    if subject == nil, row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
      guard Row.nearZero(row.constant) else {
        restore()
        throw .unsatisfiable(c.label)
      }
      subject = tag.marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, row)
      rows[subject] = row
    } else {
      let ok: Bool
      do { ok = try addWithArtificialVariable(row) } catch {
        restore()
        throw error
      }
      guard ok else {
        restore()
        throw .unsatisfiable(c.label)
      }
    }
    constraints[c] = tag
    try optimize()
  }

  public func remove(_ c: Constraint) throws(Failure) {
    guard let tag = constraints.removeValue(forKey: c) else { throw .unknownConstraint(c.label) }
    removeErrorEffects(tag, c.strength)
    if rows.removeValue(forKey: tag.marker) == nil {
      guard let leaving = markerLeavingRow(tag.marker), var row = rows.removeValue(forKey: leaving)
      else { throw .unknownConstraint(c.label) }
      row.solve(leaving, for: tag.marker)
      substitute(tag.marker, row)
    }
    try optimize()
  }

  // MARK: Edit variables

  /// Makes `v` an edit variable: ``suggest(_:_:)`` then asks for values, held with
  /// `strength` (which must not be required).
  public func addEditVariable(_ v: Variable, strength: Strength) throws(Failure) {
    guard edits[v] == nil else { throw .duplicate(v.name) }
    let s = strength.isRequired ? Strength.strong : strength
    let c = Constraint(v.expression, .equal, Expression(), strength: s, label: "edit " + v.name)
    try add(c)
    edits[v] = Edit(tag: constraints[c]!, constraint: c, constant: 0)
  }

  public func removeEditVariable(_ v: Variable) throws(Failure) {
    guard let e = edits.removeValue(forKey: v) else { throw .unknownEditVariable(v.name) }
    try remove(e.constraint)
  }

  /// Asks for `v == value`, as strongly as its edit strength; re-solves incrementally.
  public func suggest(_ v: Variable, _ value: Double) throws(Failure) {
    guard !isOverBudget else { throw .overBudget }
    guard var e = edits[v] else { throw .unknownEditVariable(v.name) }
    let delta = value - e.constant
    e.constant = value
    edits[v] = e
    if var row = rows[e.tag.marker] {
      row.constant -= delta
      rows[e.tag.marker] = row
      if row.constant < 0 { infeasible.append(e.tag.marker) }
    } else if let other = e.tag.other, var row = rows[other] {
      row.constant += delta
      rows[other] = row
      if row.constant < 0 { infeasible.append(other) }
    } else {
      var negative: [Symbol] = []
      for i in rows.indices {
        let c = rows.values[i].coefficient(e.tag.marker)
        guard c != 0 else { continue }
        rows.values[i].constant += delta * c
        let s = rows.keys[i]
        if rows.values[i].constant < 0, s.kind != .external { negative.append(s) }
      }
      infeasible += negative.sorted()
    }
    try dualOptimize()
  }

  /// Copies the solution into the variables' `value`s.
  public func updateVariables() {
    for (v, s) in symbols { v.value = rows[s]?.constant ?? 0 }
  }

  // MARK: Tableau

  private func symbol(_ kind: Symbol.Kind) -> Symbol {
    nextID += 1
    return Symbol(id: nextID, kind: kind)
  }

  private func symbol(for v: Variable) -> Symbol {
    if let s = symbols[v] { return s }
    let s = symbol(.external)
    symbols[v] = s
    return s
  }

  /// The constraint as a row over the tableau's parametric symbols, with its slack,
  /// error or dummy symbols; errors of optional constraints enter the objective.
  private func makeRow(_ c: Constraint) -> (Row, Tag) {
    var row = Row(constant: c.expression.constant)
    for (v, k) in c.expression.terms where !Row.nearZero(k) {
      let s = symbol(for: v)
      if let basic = rows[s] { row.insert(basic, k) } else { row.insert(s, k) }
    }
    var tag = Tag(marker: Symbol(id: 0, kind: .dummy))
    switch c.relation {
    case .lessOrEqual, .greaterOrEqual:
      let k = c.relation == .lessOrEqual ? 1.0 : -1.0
      let slack = symbol(.slack)
      tag.marker = slack
      row.insert(slack, k)
      if !c.strength.isRequired {
        let error = symbol(.error)
        tag.other = error
        row.insert(error, -k)
        objective.insert(error, c.strength.value)
      }
    case .equal:
      if c.strength.isRequired {
        let dummy = symbol(.dummy)
        tag.marker = dummy
        row.insert(dummy)
      } else {
        let plus = symbol(.error)
        let minus = symbol(.error)
        tag.marker = plus
        tag.other = minus
        row.insert(plus, -1)
        row.insert(minus, 1)
        objective.insert(plus, c.strength.value)
        objective.insert(minus, c.strength.value)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, tag)
  }

  private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
    if let s = row.firstSymbol(where: { s, _ in s.kind == .external }) { return s }
    for s in [tag.marker, tag.other].compactMap({ $0 })
    where (s.kind == .slack || s.kind == .error) && row.coefficient(s) < 0 {
      return s
    }
    return nil
  }

  private func addWithArtificialVariable(_ row: Row) throws(Failure) -> Bool {
    let art = symbol(.slack)
    rows[art] = row
    artificial = row
    try optimize(artificial: true)
    let success = Row.nearZero(artificial?.constant ?? 0)
    artificial = nil
    if var r = rows.removeValue(forKey: art) {
      if r.isEmpty { return success }
      guard
        let entering = r.firstSymbol(where: { s, _ in s.kind == .slack || s.kind == .error })
      else { return false }
      r.solve(art, for: entering)
      substitute(entering, r)
      rows[entering] = r
    }
    for i in rows.indices { rows.values[i].remove(art) }
    objective.remove(art)
    return success
  }

  /// Replaces `s` by `row` everywhere; rows left negative join `infeasible` in id order.
  private func substitute(_ s: Symbol, _ row: Row) {
    var negative: [Symbol] = []
    work += rows.count
    for i in rows.indices {
      work += rows.values[i].substitute(s, row)
      let key = rows.keys[i]
      if key.kind != .external, rows.values[i].constant < 0 { negative.append(key) }
    }
    infeasible += negative.sorted()
    objective.substitute(s, row)
    artificial?.substitute(s, row)
  }

  /// Primal simplex on `objective` (or the artificial objective), entering the lowest-id
  /// symbol with a negative coefficient (Bland's rule: no cycling).
  private func optimize(artificial isArtificial: Bool = false) throws(Failure) {
    while true {
      guard !isOverBudget else { throw .overBudget }
      let current = isArtificial ? (artificial ?? Row()) : objective
      guard let entering = current.firstSymbol(where: { s, c in s.kind != .dummy && c < 0 })
      else { break }
      var best: (Symbol, Double)?
      for (s, r) in rows where s.kind != .external {
        let c = r.coefficient(entering)
        guard c < 0 else { continue }
        best = Self.lower(best, (s, -r.constant / c))
      }
      guard let (leaving, _) = best, var row = rows.removeValue(forKey: leaving) else {
        throw .unbounded
      }
      row.solve(leaving, for: entering)
      substitute(entering, row)
      rows[entering] = row
    }
  }

  /// Dual simplex: restores feasibility after edits while keeping optimality.
  private func dualOptimize() throws(Failure) {
    while let leaving = infeasible.popLast() {
      guard !isOverBudget else { throw .overBudget }
      guard var row = rows[leaving], !Row.nearZero(row.constant), row.constant < 0 else {
        continue
      }
      var best: (Symbol, Double)?
      for cell in row.cells where cell.symbol.kind != .dummy && cell.value > 0 {
        best = Self.lower(best, (cell.symbol, objective.coefficient(cell.symbol) / cell.value))
      }
      guard let (entering, _) = best else { throw .unbounded }
      rows[leaving] = nil
      row.solve(leaving, for: entering)
      substitute(entering, row)
      rows[entering] = row
    }
  }

  private func removeErrorEffects(_ tag: Tag, _ strength: Strength) {
    for s in [tag.marker, tag.other].compactMap({ $0 }) where s.kind == .error {
      if let row = rows[s] {
        objective.insert(row, -strength.value)
      } else {
        objective.insert(s, -strength.value)
      }
    }
  }

  /// The row to pivot out when removing a constraint whose marker is not basic.
  private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
    var first: (Symbol, Double)?
    var second: (Symbol, Double)?
    var third: Symbol?
    for (s, row) in rows {
      let c = row.coefficient(marker)
      guard c != 0 else { continue }
      if s.kind == .external {
        if third.map({ s < $0 }) ?? true { third = s }
      } else if c < 0 {
        first = Self.lower(first, (s, -row.constant / c))
      } else {
        second = Self.lower(second, (s, row.constant / c))
      }
    }
    return first?.0 ?? second?.0 ?? third
  }

  /// The candidate with the smaller ratio, ties to the lower id: the first minimum of a
  /// walk in id order.
  private static func lower(_ a: (Symbol, Double)?, _ b: (Symbol, Double)) -> (Symbol, Double) {
    guard let a else { return b }
    if b.1 < a.1 || (b.1 == a.1 && b.0 < a.0) { return b }
    return a
  }
}
