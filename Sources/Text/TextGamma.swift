import Foundation
import Primitives

/// Coverage correction tables for text, as Skia applies them to grayscale glyph masks
/// before blending ("mask gamma" with contrast): thin strokes of dark text on light
/// backgrounds are lightened and light text on dark backgrounds is thickened, so text
/// looks the same weight either way. Applying the table for the text color to a
/// ``GlyphMask``'s coverage before blending reproduces the Skia reference's text; the raw
/// coverage is exact geometric area.
///
/// The table for a luminance `src` (the text color's luma, quantised to 3 bits) maps coverage
/// `a` to the coverage that, blended linearly in sRGB over the assumed opposite background
/// `1 - src`, gives the color a linear-light blend would: contrast 0.5 first
/// (`a + (1 - a)·c·a`, c scaled by the background's luminance), sRGB transfer curves.
/// Measured against skia-python 144: identical to within one level over all 256 values
/// for black text (the remaining ±1 is Skia's blend rounding).
public enum TextGamma {
  /// The correction table for text drawn in `color` (alpha ignored).
  public static func table(for color: Color) -> [UInt8] {
    tables[bucket(of: color)]
  }

  /// 3-bit luminance bucket of a color, as Skia's A8 text derives it: each channel cut to
  /// 3 bits (and widened again by bit replication), then the integer luma of the result
  /// (weights 54, 183, 19 out of 256), top three bits. Fitted against skia-python 144 on
  /// gray, pink, blue and light green text.
  static func bucket(of color: Color) -> Int {
    func canonical(_ v: UInt8) -> Int { level(Int(v) >> 5) }
    let luma =
      (canonical(color.red) * 54 + canonical(color.green) * 183 + canonical(color.blue) * 19) >> 8
    return luma >> 5
  }

  /// The 8-bit value a 3-bit level stands for (bits replicated: 7 → 255).
  private static func level(_ i: Int) -> Int { (i << 5) | (i << 2) | (i >> 1) }

  private static let contrast = 0.5

  private static let tables: [[UInt8]] = (0..<8).map { i in
    correctingTable(source: Double(level(i)) / 255)
  }

  private static func correctingTable(source: Double) -> [UInt8] {
    let background = 1 - source
    let linearSource = toLinear(source)
    let linearBackground = toLinear(background)
    let adjustedContrast = contrast * linearBackground
    return (0..<256).map { i in
      let raw = Double(i) / 255
      let a = raw + (1 - raw) * adjustedContrast * raw
      if abs(source - background) < 1.0 / 256 { return UInt8((255 * a).rounded()) }
      let out = fromLinear(linearSource * a + (1 - a) * linearBackground)
      let result = (out - background) / (source - background)
      return UInt8(max(0, min(255, (255 * result).rounded())))
    }
  }

  static func toLinear(_ v: Double) -> Double {
    v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
  }

  static func fromLinear(_ v: Double) -> Double {
    v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
  }
}
