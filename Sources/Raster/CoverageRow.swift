/// One piece of a coverage row: pixels `[start, end)` with one coverage `value` (0...255),
/// or, when `value` is ``CoveragePiece/maskValue``, per-pixel coverage in the row's mask.
struct CoveragePiece: Sendable {
  var start: Int
  var end: Int
  var value: Int

  static let maskValue = -1
  var isMask: Bool { value < 0 }
}

/// The coverage of one pixel row, sparse: sorted, disjoint pieces. A large shape's row is
/// three pieces (edge mask, solid interior, edge mask), so its interior costs one store run.
/// Buffers are allocated once per band and reused for every row (no allocation per pixel).
/// A struct over raw buffers, so the per-row loops do no reference counting; whoever makes
/// one calls ``deallocate()``.
struct CoverageRow {
  /// Canvas width: pieces always lie in `[0, width)`.
  let width: Int
  /// Per-pixel coverage, indexed by x; valid inside mask pieces only.
  let mask: UnsafeMutablePointer<UInt8>
  private(set) var pieces: UnsafeMutablePointer<CoveragePiece>
  private(set) var count = 0
  private var capacity = 16

  init(width: Int) {
    self.width = width
    mask = .allocate(capacity: width + 1)
    mask.initialize(repeating: 0, count: width + 1)
    pieces = .allocate(capacity: capacity)
  }

  func deallocate() {
    mask.deallocate()
    pieces.deallocate()
  }

  var isEmpty: Bool { count == 0 }

  mutating func removeAll() { count = 0 }

  /// Adds a run of constant coverage (clipped to the canvas; zero coverage is dropped).
  @inline(__always) mutating func addSolid(_ start: Int, _ end: Int, _ value: Int) {
    let s = max(start, 0)
    let e = min(end, width)
    guard s < e, value > 0 else { return }
    append(CoveragePiece(start: s, end: e, value: min(value, 255)))
  }

  /// Adds a mask run; the caller has written `mask[start..<end]` (clipped to the canvas).
  @inline(__always) mutating func addMask(_ start: Int, _ end: Int) {
    let s = max(start, 0)
    let e = min(end, width)
    guard s < e else { return }
    append(CoveragePiece(start: s, end: e, value: CoveragePiece.maskValue))
  }

  @inline(__always) private mutating func append(_ p: CoveragePiece) {
    if count == capacity { grow() }
    pieces[count] = p
    count += 1
  }

  private mutating func grow() {
    let bigger = UnsafeMutablePointer<CoveragePiece>.allocate(capacity: capacity * 2)
    bigger.moveInitialize(from: pieces, count: count)
    pieces.deallocate()
    pieces = bigger
    capacity *= 2
  }

  /// Coverage at x inside piece `p` (plain lookup, used by the combiners and tests).
  @inline(__always) func value(_ p: CoveragePiece, _ x: Int) -> Int {
    p.isMask ? Int(mask[x]) : p.value
  }

  /// The whole row as one dense array (the plain twin the tests compare against).
  func dense() -> [UInt8] {
    var out = [UInt8](repeating: 0, count: width)
    for i in 0..<count {
      let p = pieces[i]
      for x in p.start..<p.end { out[x] = UInt8(value(p, x)) }
    }
    return out
  }

  /// `out = a × b` per pixel (clip intersection).
  static func intersect(_ a: CoverageRow, _ b: CoverageRow, into out: inout CoverageRow) {
    out.removeAll()
    var i = 0
    var j = 0
    while i < a.count && j < b.count {
      let pa = a.pieces[i]
      let pb = b.pieces[j]
      let s = max(pa.start, pb.start)
      let e = min(pa.end, pb.end)
      if s < e {
        if !pa.isMask && !pb.isMask {
          out.addSolid(s, e, mul255(pa.value, pb.value))
        } else {
          for x in s..<e { out.mask[x] = UInt8(mul255(a.value(pa, x), b.value(pb, x))) }
          out.addMask(s, e)
        }
      }
      if pa.end <= pb.end { i += 1 } else { j += 1 }
    }
  }

  /// `out = max(0, a − b)` per pixel (a border: outer shape minus inner shape).
  static func subtract(_ a: CoverageRow, _ b: CoverageRow, into out: inout CoverageRow) {
    out.removeAll()
    var j = 0
    for i in 0..<a.count {
      let pa = a.pieces[i]
      var x = pa.start
      while j < b.count && b.pieces[j].end <= x { j += 1 }
      var k = j
      while x < pa.end {
        guard k < b.count, b.pieces[k].start < pa.end else {
          out.copy(from: a, pa, x, pa.end)
          break
        }
        let pb = b.pieces[k]
        if pb.start > x {
          out.copy(from: a, pa, x, pb.start)
          x = pb.start
        }
        let e = min(pa.end, pb.end)
        if !pa.isMask && !pb.isMask {
          out.addSolid(x, e, pa.value - pb.value)
        } else {
          for p in x..<e { out.mask[p] = UInt8(max(0, a.value(pa, p) - b.value(pb, p))) }
          out.addMask(x, e)
        }
        x = e
        if pb.end <= e { k += 1 }
      }
    }
  }

  private mutating func copy(from a: CoverageRow, _ pa: CoveragePiece, _ s: Int, _ e: Int) {
    guard s < e else { return }
    if pa.isMask {
      (mask + s).update(from: a.mask + s, count: e - s)
      addMask(s, e)
    } else {
      addSolid(s, e, pa.value)
    }
  }
}

/// a × b / 255, rounded to nearest, for a, b in 0...255 (exact for every pair).
@inline(__always) func mul255(_ a: Int, _ b: Int) -> Int {
  let x = a * b + 128
  return (x + (x >> 8)) >> 8
}
