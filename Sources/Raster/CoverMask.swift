/// Which pixels of a band later opaque fills set outright, a bit per pixel: what
/// ``BandRenderer/occlude(_:)`` fills walking the band's commands from the last. A struct
/// over a raw buffer (no reference counting per row); whoever makes one calls
/// ``deallocate()``.
struct CoverMask {
  let width: Int
  /// 64-bit words per row.
  let words: Int
  private var bits: UnsafeMutablePointer<UInt64>
  private var capacity: Int
  private(set) var y0 = 0
  private(set) var rows = 0
  /// Pixels of the band not yet covered.
  private(set) var left = 0

  init(width: Int) {
    self.width = width
    words = max(1, (width + 63) / 64)
    capacity = 64 * words
    bits = .allocate(capacity: capacity)
  }

  func deallocate() { bits.deallocate() }

  var isFull: Bool { left == 0 }

  /// Starts band `y0 ..< y0 + rows` with nothing covered.
  mutating func reset(y0: Int, rows: Int) {
    if rows * words > capacity {
      bits.deallocate()
      capacity = rows * words
      bits = .allocate(capacity: capacity)
    }
    self.y0 = y0
    self.rows = rows
    left = width * rows
    bits.update(repeating: 0, count: rows * words)
  }

  /// The words of `[s, e)` (s < e, within the row): first, last, and their masks.
  @inline(__always)
  private func span(_ s: Int, _ e: Int) -> (Int, Int, UInt64, UInt64) {
    let first = s >> 6
    let last = (e - 1) >> 6
    let head = ~UInt64(0) << UInt64(s & 63)
    let tail = ~UInt64(0) >> UInt64(63 - ((e - 1) & 63))
    return first == last ? (first, last, head & tail, head & tail) : (first, last, head, tail)
  }

  /// Marks `box` (clipped to the band) covered.
  mutating func add(_ box: PixelBox) {
    let s = max(box.x0, 0)
    let e = min(box.x1, width)
    let r0 = max(box.y0, y0)
    let r1 = min(box.y1, y0 + rows)
    guard s < e, r0 < r1 else { return }
    let (first, last, head, tail) = span(s, e)
    for y in r0..<r1 {
      let row = bits + (y - y0) * words
      var newly = 0
      for w in first...last {
        let m = w == first ? head : (w == last ? tail : ~UInt64(0))
        newly += (m & ~row[w]).nonzeroBitCount
        row[w] |= m
      }
      left -= newly
    }
  }

  /// Whether every pixel of `box` (within the band) is covered.
  func covers(_ box: PixelBox) -> Bool {
    let s = max(box.x0, 0)
    let e = min(box.x1, width)
    let r0 = max(box.y0, y0)
    let r1 = min(box.y1, y0 + rows)
    guard s < e, r0 < r1 else { return true }
    let (first, last, head, tail) = span(s, e)
    for y in r0..<r1 {
      let row = bits + (y - y0) * words
      for w in first...last {
        let m = w == first ? head : (w == last ? tail : ~UInt64(0))
        if row[w] & m != m { return false }
      }
    }
    return true
  }
}
