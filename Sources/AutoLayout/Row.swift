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
///
/// The cells are kept sorted by symbol id in one array, as kiwi keeps them: most rows hold
/// a handful of symbols, where a search of a short array beats hashing, and adding one row
/// to another is a merge of two sorted lists. The arithmetic is the same as a dictionary
/// row's (each symbol's coefficient is computed once per operation), so the solver's
/// values do not depend on the container.
struct Row {
  struct Cell {
    var symbol: Symbol
    var value: Double
  }

  var constant: Double
  /// Sorted by symbol id, no zero coefficients.
  private(set) var cells: [Cell] = []

  init(constant: Double = 0) { self.constant = constant }

  static let epsilon = 1e-8
  static func nearZero(_ v: Double) -> Bool { abs(v) < epsilon }

  var isEmpty: Bool { cells.isEmpty }

  /// The symbols in id order: every choice made by iterating a row is deterministic.
  var symbols: [Symbol] { cells.map(\.symbol) }

  /// Where `s` is, or where it would go.
  private func index(of s: Symbol) -> (Int, found: Bool) {
    var low = 0
    var high = cells.count
    while low < high {
      let mid = (low + high) / 2
      if cells[mid].symbol.id < s.id { low = mid + 1 } else { high = mid }
    }
    return (low, low < cells.count && cells[low].symbol.id == s.id)
  }

  func coefficient(_ s: Symbol) -> Double {
    let (i, found) = index(of: s)
    return found ? cells[i].value : 0
  }

  /// The lowest-id symbol whose cell passes `test`: what a walk of ``symbols`` in order
  /// finds first.
  func firstSymbol(where test: (Symbol, Double) -> Bool) -> Symbol? {
    cells.first { test($0.symbol, $0.value) }?.symbol
  }

  mutating func insert(_ s: Symbol, _ c: Double = 1) {
    let (i, found) = index(of: s)
    if found {
      let v = cells[i].value + c
      if Self.nearZero(v) { cells.remove(at: i) } else { cells[i].value = v }
    } else if !Self.nearZero(c) {
      cells.insert(Cell(symbol: s, value: c), at: i)
    }
  }

  /// Adds `c` times `row`: a merge of the two sorted lists.
  mutating func insert(_ row: Row, _ c: Double = 1) {
    constant += row.constant * c
    guard !row.cells.isEmpty else { return }
    var merged: [Cell] = []
    merged.reserveCapacity(cells.count + row.cells.count)
    var i = 0
    var j = 0
    while i < cells.count || j < row.cells.count {
      if j == row.cells.count || (i < cells.count && cells[i].symbol.id < row.cells[j].symbol.id) {
        merged.append(cells[i])
        i += 1
      } else if i == cells.count || row.cells[j].symbol.id < cells[i].symbol.id {
        let v = row.cells[j].value * c
        if !Self.nearZero(v) { merged.append(Cell(symbol: row.cells[j].symbol, value: v)) }
        j += 1
      } else {
        let v = cells[i].value + row.cells[j].value * c
        if !Self.nearZero(v) { merged.append(Cell(symbol: cells[i].symbol, value: v)) }
        i += 1
        j += 1
      }
    }
    cells = merged
  }

  mutating func remove(_ s: Symbol) {
    let (i, found) = index(of: s)
    if found { cells.remove(at: i) }
  }

  mutating func reverseSign() {
    constant = -constant
    for i in cells.indices { cells[i].value = -cells[i].value }
  }

  /// Solves the row for `s`: `s = …`, removing it from the cells.
  mutating func solve(for s: Symbol) {
    let (i, _) = index(of: s)
    let k = -1 / cells[i].value
    cells.remove(at: i)
    constant *= k
    for i in cells.indices { cells[i].value *= k }
  }

  /// Solves `lhs = row` for `rhs`.
  mutating func solve(_ lhs: Symbol, for rhs: Symbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `s` by `row`'s expression; returns the cells the merge walked (the solver's
  /// unit of work), 0 when `s` is not in the row.
  @discardableResult
  mutating func substitute(_ s: Symbol, _ row: Row) -> Int {
    let (i, found) = index(of: s)
    guard found else { return 0 }
    let c = cells[i].value
    cells.remove(at: i)
    let walked = cells.count + row.cells.count
    insert(row, c)
    return walked
  }
}
