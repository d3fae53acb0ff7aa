import CRasterKernels
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

  // Four pixels per step: a SIMD4<UInt32> of pixels is split into its R/B and G/A halves
  // (`& 0x00FF00FF`), each reinterpreted as eight 16-bit lanes, so one 16-bit multiply
  // (pmullw, plain SSE2) handles two channels of four pixels. The scalar loops below each
  // kernel are its plain twin for the last pixels; the tests compare both with the
  // per-channel definition.
  typealias Quad = SIMD4<UInt32>
  typealias Lanes = SIMD8<UInt16>

  @inline(__always) static func lanes(_ q: Quad) -> Lanes { unsafeBitCast(q, to: Lanes.self) }
  @inline(__always) static func quad(_ l: Lanes) -> Quad { unsafeBitCast(l, to: Quad.self) }

  /// Rounded x / 255 per 16-bit lane, for x ≤ 255 × 255: with y = x + 128,
  /// ⌊257·y / 65536⌋ = ⌊(y + ⌊y / 256⌋) / 256⌋ (the fraction dropped inside cannot carry
  /// past a multiple of 256), the high half of a 16-bit multiply. LLVM emits one
  /// `pmulhuw` for the widened product (plain SSE2), where the shift-and-add form took
  /// four instructions; ``div255Plain(_:)`` is its twin.
  @inline(__always) static func div255(_ x: Lanes) -> Lanes {
    let y = SIMD8<UInt32>(truncatingIfNeeded: x &+ 128) &* 257
    return Lanes(truncatingIfNeeded: y &>> 16)
  }

  /// The shift-and-add form of ``div255(_:)``.
  @inline(__always) static func div255Plain(_ x: Lanes) -> Lanes {
    let y = x &+ 128
    return (y &+ (y &>> 8)) &>> 8
  }

  /// Each channel of four pixels × `m` (a value per 16-bit lane, 0...255) / 255.
  @inline(__always) static func scale(_ p: Quad, _ m: Lanes) -> Quad {
    let rb = div255(lanes(p & 0x00FF_00FF) &* m)
    let ag = div255(lanes((p &>> 8) & 0x00FF_00FF) &* m)
    return quad(rb) | (quad(ag) &<< 8)
  }

  /// Four premultiplied sources over four destination pixels.
  @inline(__always) static func over(_ s: Quad, _ d: Quad) -> Quad {
    let a = s &>> 24
    let inv = Lanes(repeating: 255) &- lanes(a | (a &<< 16))
    return s &+ scale(d, inv)
  }

  /// A 16-bit lane pair per pixel holding its mask value.
  @inline(__always) static func maskLanes(_ m4: UInt32) -> Lanes {
    let m = Quad(m4 & 0xFF, (m4 >> 8) & 0xFF, (m4 >> 16) & 0xFF, m4 >> 24)
    return lanes(m | (m &<< 16))
  }

  @inline(__always) static func load(_ p: UnsafeMutablePointer<UInt32>) -> Quad {
    UnsafeRawPointer(p).loadUnaligned(as: Quad.self)
  }

  @inline(__always) static func load(_ p: UnsafePointer<UInt32>) -> Quad {
    UnsafeRawPointer(p).loadUnaligned(as: Quad.self)
  }

  @inline(__always) static func store(_ q: Quad, _ p: UnsafeMutablePointer<UInt32>) {
    UnsafeMutableRawPointer(p).storeBytes(of: q, as: Quad.self)
  }

  /// Whether runs of eight pixels or more go to the AVX2 kernels (`CRasterKernels`, chosen
  /// once per process from the CPU). They compute the same bytes as ``blendSolidSSE2(_:_:_:)``
  /// and ``blendMaskSSE2(_:_:_:_:)``, their twins and the fallback (BlendTests compares them).
  static let avx2 = ts_raster_has_avx2() != 0

  /// A run of one translucent color.
  @inline(__always)
  static func blendSolid(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32) {
    if color >> 24 == 255 { return fill(dst, count, color) }
    if color == 0 { return }
    if count >= 8 && avx2 { return ts_raster_blend_solid(dst, count, color) }
    blendSolidSSE2(dst, count, color)
  }

  /// The AVX2 kernels themselves, whatever the length (only where ``avx2`` is true; off
  /// x86-64 they are the C kernels' scalar bodies).
  static func blendSolidAVX2(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32) {
    ts_raster_blend_solid(dst, count, color)
  }

  static func blendMaskAVX2(
    _ dst: UnsafeMutablePointer<UInt32>, _ mask: UnsafePointer<UInt8>, _ count: Int,
    _ color: UInt32
  ) {
    ts_raster_blend_mask(dst, mask, count, color)
  }

  /// A run of one translucent color, four pixels a step in SSE2 (the twin of the AVX2 kernel).
  static func blendSolidSSE2(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32) {
    let inv = 255 &- (color >> 24)
    if inv == 0 { return fill(dst, count, color) }
    if color == 0 { return }
    let c = Quad(repeating: color)
    let iv = Lanes(repeating: UInt16(inv))
    var p = dst
    let end = dst + count
    // Two quads a step: the loop's own count and branch were a fifth of the instructions.
    while end - p >= 8 {
      let a = load(p)
      let b = load(p + 4)
      store(c &+ scale(a, iv), p)
      store(c &+ scale(b, iv), p + 4)
      p += 8
    }
    if end - p >= 4 {
      store(c &+ scale(load(p), iv), p)
      p += 4
    }
    while p < end {
      p.pointee = color &+ scale(p.pointee, inv)
      p += 1
    }
  }

  /// One color through a coverage mask.
  @inline(__always)
  static func blendMask(
    _ dst: UnsafeMutablePointer<UInt32>, _ mask: UnsafePointer<UInt8>, _ count: Int,
    _ color: UInt32
  ) {
    if count >= 8 && avx2 { return ts_raster_blend_mask(dst, mask, count, color) }
    blendMaskSSE2(dst, mask, count, color)
  }

  /// One color through a coverage mask, four pixels a step in SSE2 (the twin of the AVX2
  /// kernel); empty quads and full quads of an opaque color skip the arithmetic.
  static func blendMaskSSE2(
    _ dst: UnsafeMutablePointer<UInt32>, _ mask: UnsafePointer<UInt8>, _ count: Int,
    _ color: UInt32
  ) {
    let c = Quad(repeating: color)
    let opaque = color >> 24 == 255
    var p = dst
    var m = mask
    let end = dst + count
    while end - p >= 4 {
      let m4 = UnsafeRawPointer(m).loadUnaligned(as: UInt32.self)
      if m4 == 0xFFFF_FFFF && opaque {
        store(c, p)
      } else if m4 != 0 {
        store(over(scale(c, maskLanes(m4)), load(p)), p)
      }
      p += 4
      m += 4
    }
    while p < end {
      let v = UInt32(m.pointee)
      if v != 0 { p.pointee = over(v == 255 ? color : scale(color, v), p.pointee) }
      p += 1
      m += 1
    }
  }

  /// Per-pixel sources scaled by one coverage value (0...255).
  static func blendPixels(
    _ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ count: Int,
    coverage: UInt32
  ) {
    if coverage == 0 { return }
    let cov = Lanes(repeating: UInt16(coverage))
    var p = dst
    var s = src
    let end = dst + count
    while end - p >= 4 {
      let q = load(s)
      store(over(coverage == 255 ? q : scale(q, cov), load(p)), p)
      p += 4
      s += 4
    }
    while p < end {
      p.pointee = over(coverage == 255 ? s.pointee : scale(s.pointee, coverage), p.pointee)
      p += 1
      s += 1
    }
  }

  /// Per-pixel sources through a coverage mask.
  static func blendPixels(
    _ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>,
    _ mask: UnsafePointer<UInt8>, _ count: Int
  ) {
    var p = dst
    var s = src
    var m = mask
    let end = dst + count
    while end - p >= 4 {
      let m4 = UnsafeRawPointer(m).loadUnaligned(as: UInt32.self)
      if m4 != 0 {
        let q = load(s)
        store(over(m4 == 0xFFFF_FFFF ? q : scale(q, maskLanes(m4)), load(p)), p)
      }
      p += 4
      s += 4
      m += 4
    }
    while p < end {
      let v = UInt32(m.pointee)
      if v != 0 { p.pointee = over(v == 255 ? s.pointee : scale(s.pointee, v), p.pointee) }
      p += 1
      s += 1
      m += 1
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
