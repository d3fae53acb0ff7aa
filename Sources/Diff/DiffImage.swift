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
  /// `fade` as Float, and over 255 for straight pixels.
  let fade: Float
  let fadePerAlpha: Float

  init(base: UnsafeMutablePointer<UInt32>, width: Int, style: DiffImageStyle) {
    self.base = base
    self.width = width
    self.style = style
    changedWord = PremultipliedPixel(style.changedColor.opaque).word
    darkerWord = PremultipliedPixel((style.darkerColor ?? style.changedColor).opaque).word
    antialiasedWord = PremultipliedPixel(style.antialiasedColor.opaque).word
    fade = Float(min(max(style.fade, 0), 1))
    fadePerAlpha = fade / 255
  }

  /// Fills row `y` with the faded gray of the expected pixels (nothing in mask mode: the
  /// buffer starts transparent). pixelmatch's formula, `255 + (Y − 255) × fade × a / 255`, in
  /// Float; written as one plain loop over words so the compiler vectorises it.
  @inline(__always)
  func drawGrayRow(_ y: Int, from plane: PixelPlane) {
    guard !style.isMask else { return }
    let source = plane.base + y &* plane.stride
    let target = base + y &* width
    if plane.premultiplied {
      for x in 0..<width {
        target[x] = grayWordPremultiplied(source[x])
      }
    } else {
      for x in 0..<width {
        target[x] = grayWordStraight(source[x])
      }
    }
  }

  @inline(__always)
  func grayWordStraight(_ w: UInt32) -> UInt32 {
    let y =
      Float(w & 0xFF) * 0.29889531 + Float((w >> 8) & 0xFF) * 0.58662247
      + Float((w >> 16) & 0xFF) * 0.11448223
    let v = UInt32(255 + (y - 255) * fadePerAlpha * Float(w >> 24))
    return v | v << 8 | v << 16 | 0xFF00_0000
  }

  /// With premultiplied channels `Y × a / 255` is the Y of the stored values.
  @inline(__always)
  func grayWordPremultiplied(_ w: UInt32) -> UInt32 {
    let y =
      Float(w & 0xFF) * 0.29889531 + Float((w >> 8) & 0xFF) * 0.58662247
      + Float((w >> 16) & 0xFF) * 0.11448223
    let v = UInt32(max(0, 255 + (y - Float(w >> 24)) * fade))
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
