/// A symbol of the tableau: a user variable, or one the solver makes for a constraint.
struct Symbol: Hashable, Comparable {
  enum Kind: Hashable { case external, slack, error, dummy }
  let id: Int
  let kind: Kind

  static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }

  /// Ids are unique, so the id alone is hashed (half the hashing of every row lookup).
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// One row of the simplex tableau: `basic = constant + Σ coefficient · symbol`.
struct Row {
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

  mutating func insert(_ row: Row, _ c: Double = 1) {
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
  mutating func substitute(_ s: Symbol, _ row: Row) {
    if let c = cells.removeValue(forKey: s) { insert(row, c) }
  }
}
