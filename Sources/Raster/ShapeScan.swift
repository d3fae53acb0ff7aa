import Foundation

/// Exact area coverage of a ``PixelShape``, one pixel row at a time.
///
/// Straight edges are computed in closed form. Rows that meet a rounded corner use
/// signed-area accumulation (the font-rs scheme): the left side of the shape is a chain of
/// line segments going down (+), the right side one going down that is subtracted (−); each
/// segment adds, to the cells it crosses, the area to its right within the row, and a
/// running sum across the row is then the coverage. Only the cells near the two edges are
/// touched: the interior between them is emitted as one solid piece.
///
/// Arcs are flattened finely enough (and with vertices pushed outwards to balance the error
/// of the chords) that every pixel's coverage is within 1/255 of the exact area; the tests
/// check this against a closed-form integral.
///
/// A scanner belongs to one band renderer (one thread) and never calls out while it reads
/// or writes its state, so its properties skip Swift's run-time exclusivity checks (2 % of
/// `stress` went to them, on every row).
final class ShapeScan {
  @exclusivity(unchecked) private(set) var shape = PixelShape(x0: 0, y0: 0, x1: 0, y1: 0)
  @exclusivity(unchecked) private var left = Chain()
  @exclusivity(unchecked) private var right = Chain()
  @exclusivity(unchecked) private var leftCursor = 0
  @exclusivity(unchecked) private var rightCursor = 0
  /// Whether each side's y never decreases; then a side's cursor moves on to the last
  /// segment a row used (see ``accumulate``).
  @exclusivity(unchecked) private var leftMonotonic = true
  @exclusivity(unchecked) private var rightMonotonic = true
  /// Off only in tests: cursors stay at the first segment of the last row (the plain twin).
  var advancesCursors = true
  /// Rows `[straightTop, straightBottom)` in pixels are fully inside the straight part.
  @exclusivity(unchecked) private var straightTop = 0.0
  @exclusivity(unchecked) private var straightBottom = 0.0

  init() {}

  deinit {
    left.deallocate()
    right.deallocate()
  }

  /// Starts scanning `shape`; rows must then be asked for top to bottom.
  func reset(_ shape: PixelShape) {
    reset(shape, rows: -Double.infinity, Double.infinity)
  }

  /// Starts scanning `shape` for rows within `[top, bottom)` only: a chain keeps just the
  /// vertices of segments that reach those rows, so a band below a shape's top corners
  /// does not flatten them (a shape is drawn once per band it meets; flattening every arc
  /// in each was 5.5 % of `stress`). The vertices kept are computed as ``reset(_:)``
  /// computes them, so the rows are the same bytes.
  func reset(_ shape: PixelShape, rows: Range<Int>) {
    reset(shape, rows: Double(rows.lowerBound), Double(rows.upperBound))
  }

  private func reset(_ shape: PixelShape, rows top: Double, _ bottom: Double) {
    self.shape = shape
    leftCursor = 0
    rightCursor = 0
    left.count = 0
    right.count = 0
    straightTop = shape.y0 + max(shape.tl, shape.tr)
    straightBottom = shape.y1 - max(shape.bl, shape.br)
    guard !shape.isRect else { return }
    let s = shape
    // Each side top to bottom: its top arc, the straight edge, its bottom arc. Within an
    // arc y only grows; where the arcs meet it may step back by a rounding error (radii
    // clamped to fill a side), and then the side keeps every vertex.
    leftMonotonic = s.y1 - s.bl >= s.y0 + s.tl
    rightMonotonic = s.y1 - s.br >= s.y0 + s.tr
    var l = Window(top: top, bottom: bottom, whole: !leftMonotonic)
    ShapeScan.arc(
      into: &left, &l, cx: s.x0 + s.tl, cy: s.y0 + s.tl, r: s.tl, sx: -1, sy: -1, down: true)
    ShapeScan.arc(
      into: &left, &l, cx: s.x0 + s.bl, cy: s.y1 - s.bl, r: s.bl, sx: -1, sy: 1, down: false)
    l.finish(&left)
    var r = Window(top: top, bottom: bottom, whole: !rightMonotonic)
    ShapeScan.arc(
      into: &right, &r, cx: s.x1 - s.tr, cy: s.y0 + s.tr, r: s.tr, sx: 1, sy: -1, down: true)
    ShapeScan.arc(
      into: &right, &r, cx: s.x1 - s.br, cy: s.y1 - s.br, r: s.br, sx: 1, sy: 1, down: false)
    r.finish(&right)
  }

  /// Which vertices of a chain (y non-decreasing) rows `[top, bottom)` need: the last at
  /// or above `top`, every one after it, up to the first at or below `bottom`. Segments
  /// before or after those end above the rows or start below them.
  private struct Window {
    let top: Double
    let bottom: Double
    /// The last vertex at or above `top`, not yet appended.
    var pending: (x: Double, y: Double)?
    /// A vertex below `top` is in: every vertex after it is.
    var started = false
    /// A vertex at or below `bottom` is in: the rest of the chain is not needed.
    var done = false

    init(top: Double, bottom: Double, whole: Bool) {
      self.top = whole ? -Double.infinity : top
      self.bottom = whole ? Double.infinity : bottom
    }

    @inline(__always) mutating func put(_ x: Double, _ y: Double, into chain: inout Chain) {
      if !started {
        if y <= top {
          pending = (x, y)
          return
        }
        started = true
        finish(&chain)
      }
      chain.append(x, y)
      done = y >= bottom
    }

    /// Appends the vertex held back, if any.
    mutating func finish(_ chain: inout Chain) {
      if let p = pending {
        chain.append(p.x, p.y)
        pending = nil
      }
    }
  }

  /// Segments per quarter circle so the chord error stays below 0.003 px.
  static func segments(radius r: Double) -> Int {
    max(1, min(1024, Int((10 * r.squareRoot()).rounded(.up))))
  }

  /// Appends a quarter arc of the corner at (cx, cy) with radius r, going down the side
  /// (`sx` −1 left, +1 right; `sy` −1 top corner, +1 bottom corner). `down`: the top corner
  /// runs from the top edge to the side; a bottom corner from the side to the bottom edge.
  private static func arc(
    into chain: inout Chain, _ window: inout Window, cx: Double, cy: Double, r: Double,
    sx: Double, sy: Double, down: Bool
  ) {
    if window.done { return }
    if r <= 0 {
      window.put(cx, cy, into: &chain)
      return
    }
    // Every vertex of a top corner lies at or above cy, of a bottom corner at or below: a
    // corner wholly outside the rows adds only its end vertex next to them, whose
    // coordinates are constants (no rotation leads to it).
    if down ? cy <= window.top : cy >= window.bottom {
      let (u, v) = (0.0, 1.0)  // the top corner's last vertex, the bottom corner's first
      window.put(cx + sx * r * v, cy + sy * r * u, into: &chain)
      return
    }
    let n = segments(radius: r)
    let t = ArcSteps.of(n)
    // Interior vertices sit on a slightly larger circle, so chords err equally in and out.
    let rm = 2 * r / (1 + t.halfCos)
    // Unit vectors by rotation (no sin/cos per vertex); θ runs from the vertical axis
    // through the center toward the side, upward for a bottom corner.
    let (cs, sn) = (t.cos, t.sin)
    var (u, v) = down ? (1.0, 0.0) : (0.0, 1.0)  // (cos θ, sin θ)
    let turn = down ? sn : -sn
    for k in 0...n {
      if k == n { (u, v) = down ? (0, 1) : (1, 0) }
      let rad = (k == 0 || k == n) ? r : rm
      window.put(cx + sx * rad * v, cy + sy * rad * u, into: &chain)
      if window.done { return }
      (u, v) = (u * cs - v * turn, v * cs + u * turn)
    }
  }

  /// The height of row `y` inside the shape when ``row(_:into:acc:)`` writes it as a
  /// rectangle's row (``rectRow(x0:x1:h:into:)``), else nil (a corner row, or no row).
  @inline(__always) func straightHeight(_ y: Int) -> Double? {
    let s = shape
    let ta = max(Double(y), s.y0)
    let tb = min(Double(y + 1), s.y1)
    guard tb > ta, s.isRect || (ta >= straightTop && tb <= straightBottom) else { return nil }
    return tb - ta
  }

  /// Writes row `y` of the shape's coverage into `out`; `acc` is a zeroed scratch of
  /// `out.width + 2` cells and is left zeroed.
  func row(_ y: Int, into out: inout CoverageRow, acc: UnsafeMutablePointer<Double>) {
    out.removeAll()
    let s = shape
    let ta = max(Double(y), s.y0)
    let tb = min(Double(y + 1), s.y1)
    guard tb > ta else { return }
    if s.isRect || (ta >= straightTop && tb <= straightBottom) {
      ShapeScan.rectRow(x0: s.x0, x1: s.x1, h: tb - ta, into: &out)
      return
    }
    let width = out.width
    // The cursors in locals for the row (registers, not the object).
    var (lc, rc) = (leftCursor, rightCursor)
    defer { (leftCursor, rightCursor) = (lc, rc) }
    var lmin = Double.infinity
    var lmax = -Double.infinity
    var rmin = Double.infinity
    var rmax = -Double.infinity
    ShapeScan.accumulate(
      chain: left, cursor: &lc, advance: advancesCursors && leftMonotonic, ta: ta, tb: tb,
      sign: 1, acc: acc, width: width, lo: &lmin, hi: &lmax)
    ShapeScan.accumulate(
      chain: right, cursor: &rc, advance: advancesCursors && rightMonotonic, ta: ta, tb: tb,
      sign: -1, acc: acc, width: width, lo: &rmin, hi: &rmax)
    guard lmin <= lmax, rmin <= rmax else { return }
    let l0 = floorInt(lmin)
    let l1 = floorInt(lmax) + 2
    let r0 = floorInt(rmin)
    let r1 = floorInt(rmax) + 2
    if l1 > 0 && l1 < r0 {
      var sum = 0.0
      ShapeScan.emit(from: l0, to: l1, sum: &sum, acc: acc, into: &out)
      out.addSolid(l1, r0, byte(sum))
      ShapeScan.emit(from: r0, to: r1, sum: &sum, acc: acc, into: &out)
    } else {
      var sum = 0.0
      ShapeScan.emit(from: l0, to: max(l1, r1), sum: &sum, acc: acc, into: &out)
    }
    // Cells clamped to either end may not have been read (shape off the canvas).
    acc[0] = 0
    acc[width] = 0
    acc[width + 1] = 0
  }

  /// A row of a rectangle with edges x0, x1 and vertical coverage h.
  static func rectRow(x0: Double, x1: Double, h: Double, into out: inout CoverageRow) {
    let il = floorInt(x0)
    let ir = floorInt(x1)
    if il == ir {
      out.addSolid(il, il + 1, byte((x1 - x0) * h))
      return
    }
    out.addSolid(il, il + 1, byte((Double(il + 1) - x0) * h))
    out.addSolid(il + 1, ir, byte(h))
    out.addSolid(ir, ir + 1, byte((x1 - Double(ir)) * h))
  }

  /// Running sum over cells `[from, to)` into a mask piece, zeroing the cells.
  private static func emit(
    from: Int, to: Int, sum: inout Double, acc: UnsafeMutablePointer<Double>,
    into out: inout CoverageRow
  ) {
    // Cells left of the canvas were folded into cell 0 when accumulated.
    let s = max(from, 0)
    let e = min(to, out.width)
    guard s < e else { return }
    let m = out.mask
    for x in s..<e {
      sum += acc[x]
      acc[x] = 0
      m[x] = UInt8(byte(sum))
    }
    out.addMask(s, e)
  }

  /// Adds the signed area of the chain's part within rows [ta, tb] to `acc`.
  ///
  /// The first segment used is the first that ends below ta. On a chain whose y never
  /// decreases that segment is the same whatever the cursor starts from (the walk back
  /// stops at or before it, and the skip stops at it), so with `advance` the cursor is left
  /// at the last segment this row used: the next row then skips none, where it skipped
  /// every segment of this row again (6 % of the row's time on `stress`).
  private static func accumulate(
    chain: Chain, cursor: inout Int, advance: Bool, ta: Double, tb: Double,
    sign: Double, acc: UnsafeMutablePointer<Double>, width: Int, lo: inout Double,
    hi: inout Double
  ) {
    let n = chain.count / 2
    let c = chain.points
    var k = cursor
    // Rows may be asked out of order (a clip serves several draws): walk back if needed.
    while k > 0 && c[2 * k + 1] > ta { k -= 1 }
    // Skip segments that end above this row.
    while k + 1 < n && c[2 * k + 3] <= ta { k += 1 }
    cursor = k
    while k + 1 < n {
      let xa = c[2 * k]
      let ya = c[2 * k + 1]
      let xb = c[2 * k + 2]
      let yb = c[2 * k + 3]
      if ya >= tb { break }
      k += 1
      if yb <= ya { continue }
      // Clip the segment to the row.
      let t0 = max(ya, ta)
      let t1 = min(yb, tb)
      if t1 <= t0 { continue }
      let slope = (xb - xa) / (yb - ya)
      let x0 = xa + (t0 - ya) * slope
      let x1 = xa + (t1 - ya) * slope
      lo = min(lo, min(x0, x1))
      hi = max(hi, max(x0, x1))
      line(x0: x0, x1: x1, dy: (t1 - t0) * sign, acc: acc, width: width)
    }
    if advance { cursor = max(cursor, k - 1) }
  }

  /// One segment within one row: for every cell it crosses, the area between the segment
  /// and the cell's right side goes to the cell, the rest of its height to the next cell.
  @inline(__always)
  private static func line(
    x0: Double, x1: Double, dy: Double, acc: UnsafeMutablePointer<Double>, width: Int
  ) {
    let xl = min(x0, x1)
    let xr = max(x0, x1)
    let il = floorInt(xl)
    let ir = floorInt(xr)
    if il == ir || xr - xl < 1e-12 {
      let area = dy * (Double(il + 1) - (xl + xr) / 2)
      acc[clamp(il, width)] += area
      acc[clamp(il + 1, width)] += dy - area
      return
    }
    let perX = dy / (xr - xl)
    var i = il
    if il >= 0 && ir < width {
      // Every cell on the canvas (most segments): the same sums with no clamping.
      while i <= ir {
        let a = max(xl, Double(i))
        let b = min(xr, Double(i + 1))
        if b > a {
          let part = perX * (b - a)
          let area = part * (Double(i + 1) - (a + b) / 2)
          acc[i] += area
          acc[i + 1] += part - area
        }
        i += 1
      }
      return
    }
    while i <= ir {
      let a = max(xl, Double(i))
      let b = min(xr, Double(i + 1))
      if b > a {
        let part = perX * (b - a)
        let area = part * (Double(i + 1) - (a + b) / 2)
        acc[clamp(i, width)] += area
        acc[clamp(i + 1, width)] += part - area
      }
      i += 1
    }
  }

  @inline(__always) private static func clamp(_ i: Int, _ width: Int) -> Int {
    min(max(i, 0), width)
  }
}

/// `Int(x.rounded(.down))` without a call to libm's `floor` (baseline x86-64 has no
/// rounding instruction): truncate, then step down for a negative fraction. Exact for every
/// x an `Int` holds; `floorIntMatchesFloor` compares the two.
@inline(__always) func floorInt(_ x: Double) -> Int {
  let t = Int(x)
  return Double(t) > x ? t - 1 : t
}

/// Rotation steps for quarter arcs of n segments: cos and sin of π/2/n, and cos of half of
/// it, computed once per n (each libm call gives the same value every time, so the table
/// changes nothing but the time).
struct ArcSteps: Sendable {
  let cos: Double
  let sin: Double
  let halfCos: Double

  init(_ n: Int) {
    let step = Double.pi / 2 / Double(n)
    cos = Foundation.cos(step)
    sin = Foundation.sin(step)
    halfCos = Foundation.cos(step / 2)
  }

  /// Every n `ShapeScan.segments` gives (1...1024).
  private static let table: [ArcSteps] = (0...1024).map { ArcSteps(max(1, $0)) }

  static func of(_ n: Int) -> ArcSteps { table[min(max(n, 1), 1024)] }
}

/// Coverage 0...1 to 0...255, rounded; out-of-range sums (float noise) are clamped.
@inline(__always) func byte(_ v: Double) -> Int {
  let c = Int(v * 255 + 0.5)
  return min(max(c, 0), 255)
}
