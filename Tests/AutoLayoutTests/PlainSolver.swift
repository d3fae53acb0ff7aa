@testable import AutoLayout

// The solver as it was before its walks in id order became scans (the twin that
// `SolverTwinTests` compares ``Solver`` with): every choice made by sorting rows and
// symbols, so any difference in pivots shows as a difference in values.
//
/// An incremental linear-constraint solver of the Cassowary family (Badros, Borning and
/// Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm", 2001), in the
/// tableau form kiwi uses: constraints are added and removed one at a time and edit
/// variables take new values by dual simplex, without solving again from scratch.
final class PlainSolver {
  enum Failure: Error, Equatable {
    /// A required constraint cannot hold together with the required ones before it.
    case unsatisfiable(String)
    case duplicate(String)
    case unknownConstraint(String)
    case unknownEditVariable(String)
    /// The objective has no lower bound (cannot happen with positive strengths).
    case unbounded
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
  private var rows: [Symbol: PlainRow] = [:]
  private var symbols: [Variable: Symbol] = [:]
  private var edits: [Variable: Edit] = [:]
  private var infeasible: [Symbol] = []
  private var objective = PlainRow()
  private var artificial: PlainRow?
  private var nextID = 0

  init() {}

  func contains(_ c: Constraint) -> Bool { constraints[c] != nil }

  // MARK: Constraints

  /// Adds `c` and re-solves. A required constraint that cannot hold throws
  /// ``Failure/unsatisfiable(_:)`` and leaves the solver as it was before the call.
  func add(_ c: Constraint) throws(Failure) {
    guard constraints[c] == nil else { throw .duplicate(c.label) }
    let saved = (rows, objective, symbols, infeasible)
    func restore() {
      (rows, objective, symbols, infeasible) = saved
      artificial = nil
    }
    var (row, tag) = makeRow(c)
    var subject = chooseSubject(row, tag)
    if subject == nil, row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
      guard PlainRow.nearZero(row.constant) else {
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

  func remove(_ c: Constraint) throws(Failure) {
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
  func addEditVariable(_ v: Variable, strength: Strength) throws(Failure) {
    guard edits[v] == nil else { throw .duplicate(v.name) }
    let s = strength.isRequired ? Strength.strong : strength
    let c = Constraint(v.expression, .equal, Expression(), strength: s, label: "edit " + v.name)
    try add(c)
    edits[v] = Edit(tag: constraints[c]!, constraint: c, constant: 0)
  }

  func removeEditVariable(_ v: Variable) throws(Failure) {
    guard let e = edits.removeValue(forKey: v) else { throw .unknownEditVariable(v.name) }
    try remove(e.constraint)
  }

  /// Asks for `v == value`, as strongly as its edit strength; re-solves incrementally.
  func suggest(_ v: Variable, _ value: Double) throws(Failure) {
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
      for s in rows.keys.sorted() {
        var row = rows[s]!
        let c = row.coefficient(e.tag.marker)
        guard c != 0 else { continue }
        row.constant += delta * c
        rows[s] = row
        if row.constant < 0, s.kind != .external { infeasible.append(s) }
      }
    }
    try dualOptimize()
  }

  /// Copies the solution into the variables' `value`s.
  func updateVariables() {
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
  private func makeRow(_ c: Constraint) -> (PlainRow, Tag) {
    var row = PlainRow(constant: c.expression.constant)
    for (v, k) in c.expression.terms where !PlainRow.nearZero(k) {
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

  private func chooseSubject(_ row: PlainRow, _ tag: Tag) -> Symbol? {
    if let s = row.symbols.first(where: { $0.kind == .external }) { return s }
    for s in [tag.marker, tag.other].compactMap({ $0 })
    where (s.kind == .slack || s.kind == .error) && row.coefficient(s) < 0 {
      return s
    }
    return nil
  }

  private func addWithArtificialVariable(_ row: PlainRow) throws(Failure) -> Bool {
    let art = symbol(.slack)
    rows[art] = row
    artificial = row
    try optimize(artificial: true)
    let success = PlainRow.nearZero(artificial?.constant ?? 0)
    artificial = nil
    if var r = rows.removeValue(forKey: art) {
      if r.cells.isEmpty { return success }
      guard let entering = r.symbols.first(where: { $0.kind == .slack || $0.kind == .error })
      else { return false }
      r.solve(art, for: entering)
      substitute(entering, r)
      rows[entering] = r
    }
    for s in rows.keys { rows[s]!.remove(art) }
    objective.remove(art)
    return success
  }

  private func substitute(_ s: Symbol, _ row: PlainRow) {
    for key in rows.keys.sorted() {
      rows[key]!.substitute(s, row)
      if key.kind != .external, rows[key]!.constant < 0 { infeasible.append(key) }
    }
    objective.substitute(s, row)
    artificial?.substitute(s, row)
  }

  /// Primal simplex on `objective` (or the artificial objective), entering the lowest-id
  /// symbol with a negative coefficient (Bland's rule: no cycling).
  private func optimize(artificial isArtificial: Bool = false) throws(Failure) {
    while true {
      let current = isArtificial ? (artificial ?? PlainRow()) : objective
      guard
        let entering = current.symbols.first(where: {
          $0.kind != .dummy && current.coefficient($0) < 0
        })
      else { break }
      var best: (Symbol, Double)?
      for s in rows.keys.sorted() where s.kind != .external {
        let c = rows[s]!.coefficient(entering)
        guard c < 0 else { continue }
        let ratio = -rows[s]!.constant / c
        if best == nil || ratio < best!.1 { best = (s, ratio) }
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
      guard var row = rows[leaving], !PlainRow.nearZero(row.constant), row.constant < 0 else {
        continue
      }
      var best: (Symbol, Double)?
      for s in row.symbols where s.kind != .dummy {
        let c = row.coefficient(s)
        guard c > 0 else { continue }
        let ratio = objective.coefficient(s) / c
        if best == nil || ratio < best!.1 { best = (s, ratio) }
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
    for s in rows.keys.sorted() {
      let c = rows[s]!.coefficient(marker)
      guard c != 0 else { continue }
      if s.kind == .external {
        third = third ?? s
      } else if c < 0 {
        let r = -rows[s]!.constant / c
        if first == nil || r < first!.1 { first = (s, r) }
      } else {
        let r = rows[s]!.constant / c
        if second == nil || r < second!.1 { second = (s, r) }
      }
    }
    return first?.0 ?? second?.0 ?? third
  }
}

/// One row of the simplex tableau: `basic = constant + Σ coefficient · symbol`.
struct PlainRow {
  var constant: Double
  var cells: [Symbol: Double] = [:]

  init(constant: Double = 0) { self.constant = constant }

  static let epsilon = 1e-8
  static func nearZero(_ v: Double) -> Bool { abs(v) < epsilon }

  /// The symbols in id order: every choice made by iterating a row is deterministic.
  var symbols: [Symbol] { cells.keys.sorted() }

  func coefficient(_ s: Symbol) -> Double { cells[s] ?? 0 }

  /// The lowest-id symbol whose cell passes `test`: what a walk of ``symbols`` in order
  /// finds first, without sorting the row.
  func firstSymbol(where test: (Symbol, Double) -> Bool) -> Symbol? {
    var best: Symbol?
    for (s, c) in cells where test(s, c) {
      if best.map({ s < $0 }) ?? true { best = s }
    }
    return best
  }

  mutating func insert(_ s: Symbol, _ c: Double = 1) {
    let v = (cells[s] ?? 0) + c
    cells[s] = Self.nearZero(v) ? nil : v
  }

  mutating func insert(_ row: PlainRow, _ c: Double = 1) {
    constant += row.constant * c
    for (s, v) in row.cells { insert(s, v * c) }
  }

  mutating func remove(_ s: Symbol) { cells[s] = nil }

  mutating func reverseSign() {
    constant = -constant
    for k in cells.keys { cells[k] = -cells[k]! }
  }

  /// Solves the row for `s`: `s = …`, removing it from the cells.
  mutating func solve(for s: Symbol) {
    let k = -1 / cells[s]!
    cells[s] = nil
    constant *= k
    for key in cells.keys { cells[key]! *= k }
  }

  /// Solves `lhs = row` for `rhs`.
  mutating func solve(_ lhs: Symbol, for rhs: Symbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `s` by `row`'s expression.
  mutating func substitute(_ s: Symbol, _ row: PlainRow) {
    if let c = cells.removeValue(forKey: s) { insert(row, c) }
  }
}
