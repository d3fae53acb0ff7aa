/// What one band's anti-aliasing checks read, for both images, computed once per row when
/// first needed: every pixel's `hasManySiblings` flag, and with the white background its
/// blended brightness (`whiteBrightness`).
///
/// With the white background an AA check only subtracts brightnesses, and on heavily changed
/// images the same pixel is a neighbour of up to 8 checked pixels: computing each once per row
/// (a plain loop the compiler vectorises) replaces most of the colour maths. The doubles are
/// the ones `whiteBrightness` returns, so decisions are bit for bit the same.
final class BrightnessCache {
  let width: Int
  /// The first cached row and how many there are (a band plus one row above and below).
  let firstRow: Int
  let rowCount: Int
  let expected: UnsafeMutablePointer<Double>
  let actual: UnsafeMutablePointer<Double>
  /// 1 where a pixel has 3 or more neighbours of its exact word (`hasManySiblings`), per image:
  /// the AA check asks this of its centre and of up to 2 neighbours in both images.
  let expectedFlat: UnsafeMutablePointer<UInt8>
  let actualFlat: UnsafeMutablePointer<UInt8>
  let height: Int
  private let ready: UnsafeMutablePointer<Bool>

  init(rows: Range<Int>, width: Int, height: Int) {
    self.width = width
    self.height = height
    firstRow = max(0, rows.lowerBound - 1)
    rowCount = min(height, rows.upperBound + 1) - firstRow
    expected = .allocate(capacity: rowCount * width)
    actual = .allocate(capacity: rowCount * width)
    expectedFlat = .allocate(capacity: rowCount * width)
    actualFlat = .allocate(capacity: rowCount * width)
    ready = .allocate(capacity: rowCount)
    ready.initialize(repeating: false, count: rowCount)
  }

  deinit {
    expected.deallocate()
    actual.deallocate()
    expectedFlat.deallocate()
    actualFlat.deallocate()
    ready.deallocate()
  }

  /// Makes rows `y − 1 ... y + 1` available (the caller passes interior rows only).
  @inline(__always)
  func prepare(around y: Int, _ c: Comparator) {
    for row in (y - 1)...(y + 1) where !ready[row - firstRow] {
      fill(row, c)
    }
  }

  private func fill(_ row: Int, _ c: Comparator) {
    let i = row - firstRow
    ready[i] = true
    // Brightness differences are cacheable over white only (v7's come from channel differences).
    if c.background == .white {
      fill(
        c.expected.base + row &* c.expected.stride, c.expected.premultiplied,
        expected + i &* width)
      fill(c.actual.base + row &* c.actual.stride, c.actual.premultiplied, actual + i &* width)
    }
    fillFlat(row, c.expected, expectedFlat + i &* width)
    fillFlat(row, c.actual, actualFlat + i &* width)
  }

  /// `hasManySiblings` for every pixel of `row`: interior pixels in a loop of word compares the
  /// compiler vectorises, the border ones (fewer neighbours) the plain way.
  private func fillFlat(_ row: Int, _ plane: PixelPlane, _ out: UnsafeMutablePointer<UInt8>) {
    let w = width
    guard row > 0, row < height - 1, w > 2 else {
      for x in 0..<w { out[x] = hasManySiblings(plane, x, row, width: w, height: height) ? 1 : 0 }
      return
    }
    let s = plane.stride
    let up = plane.base + (row - 1) &* s
    let mid = plane.base + row &* s
    let down = plane.base + (row + 1) &* s
    for x in 1..<(w - 1) {
      let v = mid[x]
      var n: UInt8 = 0
      n &+= up[x &- 1] == v ? 1 : 0
      n &+= up[x] == v ? 1 : 0
      n &+= up[x &+ 1] == v ? 1 : 0
      n &+= mid[x &- 1] == v ? 1 : 0
      n &+= mid[x &+ 1] == v ? 1 : 0
      n &+= down[x &- 1] == v ? 1 : 0
      n &+= down[x] == v ? 1 : 0
      n &+= down[x &+ 1] == v ? 1 : 0
      out[x] = n > 2 ? 1 : 0
    }
    out[0] = hasManySiblings(plane, 0, row, width: w, height: height) ? 1 : 0
    out[w - 1] = hasManySiblings(plane, w - 1, row, width: w, height: height) ? 1 : 0
  }

  private func fill(
    _ source: UnsafePointer<UInt32>, _ premultiplied: Bool, _ out: UnsafeMutablePointer<Double>
  ) {
    // Opaque rows (every screen render) need no blending: a branch-free loop over 2 pixels at
    // a time, the same operations as `whiteBrightness`.
    var opaque: UInt32 = 0xFF00_0000
    for x in 0..<width { opaque &= source[x] }
    if opaque == 0xFF00_0000 {
      var x = 0
      while x &+ 2 <= width {
        let w = UnsafeRawPointer(source + x).loadUnaligned(as: SIMD2<UInt32>.self)
        let r = SIMD2<Int32>(truncatingIfNeeded: w & 0xFF)
        let g = SIMD2<Int32>(truncatingIfNeeded: (w &>> 8) & 0xFF)
        let b = SIMD2<Int32>(truncatingIfNeeded: (w &>> 16) & 0xFF)
        let y =
          SIMD2(Double(r[0]), Double(r[1])) * 0.29889531 + SIMD2(Double(g[0]), Double(g[1]))
          * 0.58662247 + SIMD2(Double(b[0]), Double(b[1])) * 0.11448223
        UnsafeMutableRawPointer(out + x).storeBytes(of: y, as: SIMD2<Double>.self)
        x &+= 2
      }
      if x < width {
        out[x] = whiteBrightness(straightChannels(source[x], premultiplied: premultiplied))
      }
      return
    }
    for x in 0..<width {
      out[x] = whiteBrightness(straightChannels(source[x], premultiplied: premultiplied))
    }
  }

  /// A pointer to the brightness of pixel (x, y) of one image; rows are `width` apart.
  @inline(__always)
  func pointer(_ ofExpected: Bool, _ x: Int, _ y: Int) -> UnsafePointer<Double> {
    UnsafePointer((ofExpected ? expected : actual) + ((y - firstRow) &* width &+ x))
  }

  /// A pointer to the `hasManySiblings` flag of pixel (x, y) of one image.
  @inline(__always)
  func flatPointer(_ ofExpected: Bool, _ x: Int, _ y: Int) -> UnsafePointer<UInt8> {
    UnsafePointer((ofExpected ? expectedFlat : actualFlat) + ((y - firstRow) &* width &+ x))
  }
}

/// `isAntialiased` for an interior pixel with the white background, from cached brightness
/// and sibling flags: `b` points at the pixel's brightness in `image`, `flat` and `otherFlat`
/// at its `hasManySiblings` flags in `image` and the other image; rows `width` apart.
@inline(__always)
func isAntialiasedCached(
  _ b: UnsafePointer<Double>, _ flat: UnsafePointer<UInt8>, _ otherFlat: UnsafePointer<UInt8>,
  width: Int
) -> Bool {
  // 3 neighbours with the centre's exact word have delta 0: pixelmatch returns false then,
  // whatever the rest, before any double is read.
  if flat[0] != 0 { return false }
  let w = width
  let centre = b[0]
  // Neighbours in pixelmatch's order (columns left to right, rows top to bottom), as
  // (delta, offset). pixelmatch keeps the first strictly lowest and highest delta; a tree of
  // pairwise picks that prefers the left (earlier) one on ties keeps the same neighbour, with
  // 3 steps of latency instead of 8.
  @inline(__always) func at(_ offset: Int) -> (Double, Int) { (centre - b[offset], offset) }
  let d0 = at(-w &- 1)
  let d1 = at(-1)
  let d2 = at(w &- 1)
  let d3 = at(-w)
  let d4 = at(w)
  let d5 = at(-w &+ 1)
  let d6 = at(1)
  let d7 = at(w &+ 1)
  return antialiasVerdict(d0, d1, d2, d3, d4, d5, d6, d7, flat, otherFlat)
}

/// How many of the 8 neighbours of interior pixel (x, y) have its exact word.
@inline(__always)
func equalNeighbours(_ plane: PixelPlane, _ x: Int, _ y: Int) -> Int {
  let s = plane.stride
  let p = plane.base + (y &* s &+ x)
  let v = p.pointee
  var n = 0
  n &+= p[-s &- 1] == v ? 1 : 0
  n &+= p[-s] == v ? 1 : 0
  n &+= p[-s &+ 1] == v ? 1 : 0
  n &+= p[-1] == v ? 1 : 0
  n &+= p[1] == v ? 1 : 0
  n &+= p[s &- 1] == v ? 1 : 0
  n &+= p[s] == v ? 1 : 0
  n &+= p[s &+ 1] == v ? 1 : 0
  return n
}

/// pixelmatch's verdict from the 8 neighbour deltas `(delta, flag offset)` in its order
/// (columns left to right, rows top to bottom): more than 2 zero deltas, or no negative or
/// no positive one, is not anti-aliasing; otherwise the pixel is when the darkest or the
/// brightest neighbour has 3 or more equal neighbours in both images. The lowest and highest
/// are picked by a tree that prefers the left (earlier) one on ties, keeping pixelmatch's
/// first strict extreme with 3 steps of latency instead of 8.
@inline(__always)
func antialiasVerdict(
  _ d0: (Double, Int), _ d1: (Double, Int), _ d2: (Double, Int), _ d3: (Double, Int),
  _ d4: (Double, Int), _ d5: (Double, Int), _ d6: (Double, Int), _ d7: (Double, Int),
  _ flat: UnsafePointer<UInt8>, _ otherFlat: UnsafePointer<UInt8>
) -> Bool {
  @inline(__always) func lower(_ l: (Double, Int), _ r: (Double, Int)) -> (Double, Int) {
    r.0 < l.0 ? r : l
  }
  @inline(__always) func higher(_ l: (Double, Int), _ r: (Double, Int)) -> (Double, Int) {
    r.0 > l.0 ? r : l
  }
  var zeroes = d0.0 == 0 ? 1 : 0
  zeroes &+= d1.0 == 0 ? 1 : 0
  zeroes &+= d2.0 == 0 ? 1 : 0
  zeroes &+= d3.0 == 0 ? 1 : 0
  zeroes &+= d4.0 == 0 ? 1 : 0
  zeroes &+= d5.0 == 0 ? 1 : 0
  zeroes &+= d6.0 == 0 ? 1 : 0
  zeroes &+= d7.0 == 0 ? 1 : 0
  let low = lower(lower(lower(d0, d1), lower(d2, d3)), lower(lower(d4, d5), lower(d6, d7)))
  let high = higher(
    higher(higher(d0, d1), higher(d2, d3)), higher(higher(d4, d5), higher(d6, d7)))
  // No negative (positive) delta: pixelmatch's lowest (highest) stayed 0.
  if zeroes > 2 || !(low.0 < 0) || !(high.0 > 0) { return false }
  return (flat[low.1] & otherFlat[low.1]) | (flat[high.1] & otherFlat[high.1]) != 0
}
