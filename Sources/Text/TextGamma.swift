import Foundation
import Primitives

/// Coverage correction tables for text, as Skia applies them to grayscale glyph masks
/// before blending ("mask gamma" with contrast): thin strokes of dark text on light
/// backgrounds are lightened and light text on dark backgrounds is thickened, so text
/// looks the same weight either way. Applying the table for the text color to a
/// ``GlyphMask``'s coverage before blending reproduces the Skia reference's text; the raw
/// coverage is exact geometric area.
///
/// The table for a luminance `src` (the text color's, quantised to 3 bits) maps coverage
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

  /// 3-bit luminance bucket of a color (Rec. 709 weights in linear light, back to sRGB).
  static func bucket(of color: Color) -> Int {
    let luma =
      0.2126 * toLinear(Double(color.red) / 255) + 0.7152 * toLinear(Double(color.green) / 255)
      + 0.0722 * toLinear(Double(color.blue) / 255)
    let value = Int((fromLinear(luma) * 255).rounded())
    return value >> 5
  }

  private static let contrast = 0.5

  private static let tables: [[UInt8]] = (0..<8).map { i in
    // Bucket i stands for the 8-bit luminance with i's three bits replicated.
    let level = (i << 5) | (i << 2) | (i >> 1)
    return correctingTable(source: Double(level) / 255)
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
