import Primitives

/// Draws the diff image: the expected image as faded gray, changes in colour. A pointer
/// wrapper over the output words; each band writes only its own rows.
struct DiffCanvas: @unchecked Sendable {
  let base: UnsafeMutablePointer<UInt32>
  let width: Int
  let style: DiffImageStyle
  let changedWord: UInt32
  let darkerWord: UInt32
  let antialiasedWord: UInt32
  /// `fade` in fixed point: × 2²⁴ / 255 for straight pixels, × 2¹⁶ for premultiplied ones.
  let fadeStraight: UInt32
  let fadePremultiplied: UInt32

  init(base: UnsafeMutablePointer<UInt32>, width: Int, style: DiffImageStyle) {
    self.base = base
    self.width = width
    self.style = style
    changedWord = PremultipliedPixel(style.changedColor.opaque).word
    darkerWord = PremultipliedPixel((style.darkerColor ?? style.changedColor).opaque).word
    antialiasedWord = PremultipliedPixel(style.antialiasedColor.opaque).word
    let fade = min(max(style.fade, 0), 1)
    fadeStraight = UInt32((fade * 16_777_216 / 255).rounded())
    fadePremultiplied = UInt32((fade * 65536).rounded())
  }

  /// Fills row `y` with the faded gray of the expected pixels (nothing in mask mode: the
  /// buffer starts transparent): pixelmatch's `255 + (Y − 255) × fade × a / 255`, truncated as
  /// it truncates, in 32-bit fixed point so that the plain loop vectorises (a Float version
  /// did not: its checked conversion back to an integer kept it scalar).
  @inline(__always)
  func drawGrayRow(_ y: Int, from plane: PixelPlane) {
    guard !style.isMask else { return }
    let source = plane.base + y &* plane.stride
    let target = base + y &* width
    if plane.premultiplied {
      for x in 0..<width { target[x] = grayWordPremultiplied(source[x]) }
    } else {
      for x in 0..<width { target[x] = grayWordStraight(source[x]) }
    }
  }

  /// Y × 2¹⁶, with weights that sum to exactly 2¹⁶ (so Y ≤ a for premultiplied pixels).
  @inline(__always)
  func brightness16(_ w: UInt32) -> UInt32 {
    (w & 0xFF) &* 19588 &+ ((w >> 8) & 0xFF) &* 38445 &+ ((w >> 16) & 0xFF) &* 7503
  }

  @inline(__always)
  func grayWordStraight(_ w: UInt32) -> UInt32 {
    // (255 − Y) × a × 2⁸, then × fade / 255 × 2²⁴; rounding the shade up truncates the gray.
    let u = ((((255 << 16) &- brightness16(w)) >> 8) &* (w >> 24)) >> 8
    let shade = (u &* fadeStraight &+ 0xFF_FFFF) >> 24
    let v = 255 &- shade
    return v | v << 8 | v << 16 | 0xFF00_0000
  }

  /// With premultiplied channels `Y × a / 255` is the Y of the stored values.
  @inline(__always)
  func grayWordPremultiplied(_ w: UInt32) -> UInt32 {
    // Channels above alpha (not premultiplied data at all) must not wrap into other bytes.
    let u = (((w >> 24) << 16) &- min(brightness16(w), (w >> 24) << 16)) >> 8
    let shade = (u &* fadePremultiplied &+ 0xFF_FFFF) >> 24
    let v = 255 &- shade
    return v | v << 8 | v << 16 | 0xFF00_0000
  }

  @inline(__always)
  func draw(_ verdict: PixelVerdict, _ x: Int, _ y: Int) {
    switch verdict {
    case .same: return
    case .antialiased:
      if !style.isMask { base[y &* width &+ x] = antialiasedWord }
    case .changed: base[y &* width &+ x] = changedWord
    case .changedDarker: base[y &* width &+ x] = darkerWord
    }
  }
}

extension Color {
  fileprivate var opaque: Color { Color(red: red, green: green, blue: blue) }
}
