/// The longest match at a position of ``ScreenDeflate``'s input: at a distance of one pixel,
/// of one row, or at the last position whose next 4 bytes hashed the same.
struct MatchFinder {
  let src: UnsafePointer<UInt8>
  let end: Int
  /// Bytes per pixel and per row (0 when a row is longer than the window).
  let near: Int
  let far: Int
  /// Last position of each hashed 4-byte string, −1 for none.
  let hash: UnsafeMutablePointer<Int32>

  /// The longest match at `i` (length 0 when none of 3 bytes or more; hash matches count
  /// from 4), and its distance; records `i` in the hash when the pixel and row distances
  /// find nothing long.
  @inline(__always) func longest(at i: Int) -> (length: Int, distance: Int) {
    let limit = min(258, end &- i)
    guard limit >= 3 else { return (0, 0) }
    var best = 0
    var distance = 0
    if i >= near {
      best = Self.matchLength(src + i, src + i - near, limit)
      distance = near
    }
    if far > 0 && best < limit && i >= far {
      let length = Self.matchLength(src + i, src + i - far, limit)
      if length > best {
        best = length
        distance = far
      }
    }
    if best < ScreenDeflate.goodLength && limit >= 4 {
      let word = UnsafeRawPointer(src + i).loadUnaligned(as: UInt32.self).littleEndian
      let h = Int((word &* 0x9E37_79B1) >> UInt32(32 - ScreenDeflate.hashBits))
      let candidate = Int(hash[h])
      hash[h] = Int32(truncatingIfNeeded: i)
      let back = i &- candidate
      if candidate >= 0 && back <= ScreenDeflate.window && back != near && back != far {
        let length = Self.matchLength(src + i, src + candidate, limit)
        if length >= 4 && length > best {
          best = length
          distance = back
        }
      }
    }
    return best >= 3 ? (best, distance) : (0, 0)
  }

  /// How many bytes at `a` equal those at `b`, up to `limit`; 8 at a time.
  @inline(__always)
  static func matchLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ limit: Int) -> Int
  {
    var n = 0
    while n &+ 8 <= limit {
      let x = UnsafeRawPointer(a + n).loadUnaligned(as: UInt64.self).littleEndian
      let y = UnsafeRawPointer(b + n).loadUnaligned(as: UInt64.self).littleEndian
      if x != y { return n &+ ((x ^ y).trailingZeroBitCount >> 3) }
      n &+= 8
    }
    while n < limit && a[n] == b[n] { n &+= 1 }
    return n
  }
}
