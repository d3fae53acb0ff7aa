/// How the encoder cuts a PNG's rows into the pieces of its zlib stream: long runs of rows
/// that repeat the row above become ``RepeatedRowsBlock``s; the rows between go to libdeflate
/// in pieces of at least ``pieceBytes`` (or what is left), cut on row boundaries. It
/// depends on the rows alone, never on the thread count, so the bytes do not either.
struct EncodePlan: Equatable {
  /// The stream's pieces in order, and the rows each holds.
  var pieces: [ParallelDeflate.Piece] = []
  var rows: [Range<Int>] = []

  /// Runs of at least this many repeated rows get a block of their own. Shorter runs stay
  /// with libdeflate: each cut starts a new libdeflate stream with an empty window and a
  /// new header. On `settings.png`, level 4: runs of 4, 8, 16 and 32 rows gave 142,948,
  /// 142,807, 142,594 and 144,572 bytes.
  static let repeatRun = 16
  /// Pieces given to libdeflate are at least this size (below twice it): more pieces keep
  /// two threads evenly busy, fewer compress a little better (docs/performance.md, 5b).
  static let pieceBytes = 1 << 19

  init(repeats: [Bool], rowBytes: Int) {
    var y = 0
    var literalStart = 0
    while y < repeats.count {
      guard repeats[y] else {
        y += 1
        continue
      }
      var end = y
      while end < repeats.count && repeats[end] { end += 1 }
      if end - y >= Self.repeatRun {
        addLiteral(literalStart..<y, rowBytes: rowBytes)
        pieces.append(.repeatedRows(rows: end - y, rowBytes: rowBytes))
        rows.append(y..<end)
        literalStart = end
      }
      y = end
    }
    addLiteral(literalStart..<repeats.count, rowBytes: rowBytes)
  }

  /// `range`'s rows as libdeflate pieces of equal row counts (give or take one).
  private mutating func addLiteral(_ range: Range<Int>, rowBytes: Int) {
    guard !range.isEmpty else { return }
    let count = max(1, min(range.count, (range.count * rowBytes) / Self.pieceBytes))
    for p in 0..<count {
      let start = range.lowerBound + range.count * p / count
      let end = range.lowerBound + range.count * (p + 1) / count
      pieces.append(.bytes(count: (end - start) * rowBytes))
      rows.append(start..<end)
    }
  }
}
