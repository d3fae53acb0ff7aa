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

  /// A run of one translucent color.
  static func blendSolid(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32) {
    let inv = 255 &- (color >> 24)
    if inv == 0 { return fill(dst, count, color) }
    if color == 0 { return }
    for i in 0..<count { dst[i] = color &+ scale(dst[i], inv) }
  }

  /// One color through a coverage mask.
  static func blendMask(
    _ dst: UnsafeMutablePointer<UInt32>, _ mask: UnsafePointer<UInt8>, _ count: Int,
    _ color: UInt32
  ) {
    for i in 0..<count {
      let m = UInt32(mask[i])
      if m == 0 { continue }
      let s = m == 255 ? color : scale(color, m)
      dst[i] = over(s, dst[i])
    }
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
