import Primitives
import Text

/// A tiny stand-in for the Raster stage's text drawing, for goldens of the Text stage
/// alone: blends placed glyph masks of one color into a bitmap (source-over, premultiplied,
/// rounding to nearest).
enum GlyphCompositor {
  static func draw(_ glyphs: [PlacedGlyph], color: Color, into bitmap: inout Bitmap) {
    let source = PremultipliedPixel(color)
    let gamma = TextGamma.table(for: color)
    for glyph in glyphs {
      let mask = glyph.mask
      for row in 0..<mask.height {
        let y = glyph.y + row
        guard y >= 0 && y < bitmap.height else { continue }
        for column in 0..<mask.width {
          let x = glyph.x + column
          guard x >= 0 && x < bitmap.width else { continue }
          let coverage = UInt32(gamma[Int(mask.coverage[row * mask.width + column])])
          guard coverage > 0 else { continue }
          let i = (y * bitmap.width + x) * 4
          let alpha = (UInt32(source.a) * coverage + 127) / 255
          let channels = [source.r, source.g, source.b, source.a]
          for c in 0..<4 {
            let s = (UInt32(channels[c]) * coverage + 127) / 255
            let d = UInt32(bitmap.pixels[i + c])
            bitmap.pixels[i + c] = UInt8(min(255, s + (d * (255 - alpha) + 127) / 255))
          }
        }
      }
    }
  }

  /// One line of `text` on an opaque background, `size` points at `scale`.
  static func label(
    _ text: String, font: ResolvedFont, library: FontLibrary, width: Double, height: Double,
    scale: Double, origin: Point, color: Color = Color(red: 0, green: 0, blue: 0),
    background: Color = Color(red: 255, green: 255, blue: 255)
  ) -> Bitmap {
    var bitmap = Bitmap(
      width: Int((width * scale).rounded()), height: Int((height * scale).rounded()),
      fill: background)
    draw(
      library.placeGlyphs(text, font: font, origin: origin, scale: scale), color: color,
      into: &bitmap)
    return bitmap
  }
}
