import Primitives

/// Premultiplied source-over, the one compositing formula: per channel
/// `d = s + d × (255 − sₐ) / 255`, rounded to nearest. Pixels are little-endian words
/// `R | G << 8 | B << 16 | A << 24`, as they lie in ``Bitmap/pixels``; two channels are
/// multiplied at once in the 16-bit lanes of a 32-bit word.
enum Blend {
  /// `c × a / 255` per channel, rounded (a in 0...255).
  @inline(__always) static func scale(_ c: UInt32, _ a: UInt32) -> UInt32 {
    var rb = (c & 0x00FF_00FF) &* a &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ag = ((c >> 8) & 0x00FF_00FF) &* a &+ 0x0080_0080
    ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return rb | ag
  }

  /// Source-over of one premultiplied pixel.
  @inline(__always) static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
    s &+ scale(d, 255 &- (s >> 24))
  }

  /// An opaque run: plain 32-bit stores.
  @inline(__always)
  static func fill(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32) {
    dst.update(repeating: color, count: count)
  }

  /// A run of one translucent color, four pixels per step in 16-bit lanes.
  static func blendSolid(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32) {
    let inv = 255 &- (color >> 24)
    if inv == 0 { return fill(dst, count, color) }
    if color == 0 { return }
    let raw = UnsafeMutableRawPointer(dst)
    let c = Lanes(
      truncatingIfNeeded: unsafeBitCast(SIMD4<UInt32>(repeating: color), to: Bytes.self))
    let iv = Lanes(repeating: UInt16(inv))
    var i = 0
    while i + 4 <= count {
      let d = Lanes(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: i * 4, as: Bytes.self))
      let r = c &+ div255(d &* iv)
      raw.storeBytes(of: Bytes(truncatingIfNeeded: r), toByteOffset: i * 4, as: Bytes.self)
      i += 4
    }
    while i < count {
      dst[i] = color &+ scale(dst[i], inv)
      i += 1
    }
  }

  /// One color through a coverage mask, four pixels per step; empty and full quads of an
  /// opaque color skip the arithmetic.
  static func blendMask(
    _ dst: UnsafeMutablePointer<UInt32>, _ mask: UnsafePointer<UInt8>, _ count: Int,
    _ color: UInt32
  ) {
    let raw = UnsafeMutableRawPointer(dst)
    let mraw = UnsafeRawPointer(mask)
    let c = Lanes(
      truncatingIfNeeded: unsafeBitCast(SIMD4<UInt32>(repeating: color), to: Bytes.self))
    let ca = Lanes(repeating: UInt16(color >> 24))
    let opaque = color >> 24 == 255
    var i = 0
    while i + 4 <= count {
      let m4 = mraw.loadUnaligned(fromByteOffset: i, as: UInt32.self)
      if m4 == 0 {
        i += 4
        continue
      }
      if m4 == 0xFFFF_FFFF && opaque {
        fill(dst + i, 4, color)
        i += 4
        continue
      }
      let m0 = UInt16(m4 & 0xFF)
      let m1 = UInt16((m4 >> 8) & 0xFF)
      let m2 = UInt16((m4 >> 16) & 0xFF)
      let m3 = UInt16(m4 >> 24)
      let m = Lanes(m0, m0, m0, m0, m1, m1, m1, m1, m2, m2, m2, m2, m3, m3, m3, m3)
      let src = div255(c &* m)
      let iv = Lanes(repeating: 255) &- div255(ca &* m)
      let d = Lanes(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: i * 4, as: Bytes.self))
      let r = src &+ div255(d &* iv)
      raw.storeBytes(of: Bytes(truncatingIfNeeded: r), toByteOffset: i * 4, as: Bytes.self)
      i += 4
    }
    while i < count {
      let m = UInt32(mask[i])
      if m != 0 { dst[i] = over(m == 255 ? color : scale(color, m), dst[i]) }
      i += 1
    }
  }

  typealias Lanes = SIMD16<UInt16>
  typealias Bytes = SIMD16<UInt8>

  /// Rounded x / 255 per lane, for x ≤ 255 × 255.
  @inline(__always) static func div255(_ x: Lanes) -> Lanes {
    let y = x &+ 128
    return (y &+ (y &>> 8)) &>> 8
  }

  /// Per-pixel sources scaled by one coverage value (0...255).
  static func blendPixels(
    _ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ count: Int,
    coverage: UInt32
  ) {
    if coverage == 0 { return }
    if coverage == 255 {
      for i in 0..<count { dst[i] = over(src[i], dst[i]) }
    } else {
      for i in 0..<count { dst[i] = over(scale(src[i], coverage), dst[i]) }
    }
  }

  /// Per-pixel sources through a coverage mask.
  static func blendPixels(
    _ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>,
    _ mask: UnsafePointer<UInt8>, _ count: Int
  ) {
    for i in 0..<count {
      let m = UInt32(mask[i])
      if m == 0 { continue }
      dst[i] = over(m == 255 ? src[i] : scale(src[i], m), dst[i])
    }
  }
}

extension PremultipliedPixel {
  /// The pixel from its word form (see ``PremultipliedPixel/word``).
  init(word w: UInt32) {
    self.init(
      r: UInt8(w & 0xFF), g: UInt8((w >> 8) & 0xFF), b: UInt8((w >> 16) & 0xFF), a: UInt8(w >> 24))
  }
}
