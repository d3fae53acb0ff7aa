/// The blended brightness (`whiteBrightness`) of every pixel in the rows one band's
/// anti-aliasing checks read, for both images, computed once per row when first needed.
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
  private let ready: UnsafeMutablePointer<Bool>

  init(rows: Range<Int>, width: Int, height: Int) {
    self.width = width
    firstRow = max(0, rows.lowerBound - 1)
    rowCount = min(height, rows.upperBound + 1) - firstRow
    expected = .allocate(capacity: rowCount * width)
    actual = .allocate(capacity: rowCount * width)
    ready = .allocate(capacity: rowCount)
    ready.initialize(repeating: false, count: rowCount)
  }

  deinit {
    expected.deallocate()
    actual.deallocate()
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
    fill(
      c.expected.base + row &* c.expected.stride, c.expected.premultiplied, expected + i &* width)
    fill(c.actual.base + row &* c.actual.stride, c.actual.premultiplied, actual + i &* width)
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
}

/// `isAntialiased` for an interior pixel with the white background, from cached brightness:
/// `b` points at the pixel's brightness in `image`, rows `width` apart.
@inline(__always)
func isAntialiasedCached(
  _ b: UnsafePointer<Double>, _ image: PixelPlane, _ other: PixelPlane, x: Int, y: Int,
  width: Int, height: Int
) -> Bool {
  // 3 neighbours with the centre's exact word have delta 0: pixelmatch returns false then,
  // whatever the rest. Integer compares decide most checks on flat areas before any double.
  if equalNeighbours(image, x, y) > 2 { return false }
  let w = width
  let centre = b[0]
  // Neighbours in pixelmatch's order: columns left to right, rows top to bottom.
  let deltas: (Double, Double, Double, Double, Double, Double, Double, Double) = (
    centre - b[-w &- 1], centre - b[-1], centre - b[w &- 1], centre - b[-w], centre - b[w],
    centre - b[-w &+ 1], centre - b[1], centre - b[w &+ 1]
  )
  var zeroes = 0
  var lowest = 0.0
  var highest = 0.0
  var lowestIndex = 0
  var highestIndex = 0
  withUnsafeBytes(of: deltas) { raw in
    let d = raw.bindMemory(to: Double.self)
    for k in 0..<8 {
      let delta = d[k]
      zeroes &+= delta == 0 ? 1 : 0
      let isLower = delta < lowest
      lowest = isLower ? delta : lowest
      lowestIndex = isLower ? k : lowestIndex
      let isHigher = delta > highest
      highest = isHigher ? delta : highest
      highestIndex = isHigher ? k : highestIndex
    }
  }
  if zeroes > 2 || lowest == 0 || highest == 0 { return false }
  let low = neighbour(lowestIndex)
  let high = neighbour(highestIndex)
  return
    (siblings(image, x &+ low.0, y &+ low.1, width: width, height: height)
    && siblings(other, x &+ low.0, y &+ low.1, width: width, height: height))
    || (siblings(image, x &+ high.0, y &+ high.1, width: width, height: height)
      && siblings(other, x &+ high.0, y &+ high.1, width: width, height: height))
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
