import Primitives
import Text

/// The glyphs of one text op, placed by the Text stage (x at quarter pixels, y whole).
final class GlyphRun: Sendable {
  let glyphs: [PlacedGlyph]
  let color: UInt32
  /// Coverage correction for this color (``TextGamma``), so glyph edges weigh as Skia's
  /// and Core Graphics' text does rather than as linear coverage.
  let gamma: [UInt8]
  /// Each glyph's rows `[top, bottom)`, so a band finds its glyphs without touching masks.
  let rows: [Range<Int>]

  init(glyphs: [PlacedGlyph], color: UInt32, gamma: [UInt8]) {
    precondition(gamma.count == 256, "a gamma table maps every coverage value")
    self.glyphs = glyphs
    self.color = color
    self.gamma = gamma
    rows = glyphs.map { $0.y..<($0.y + $0.mask.height) }
  }

  /// The pixels the glyphs cover.
  var box: PixelBox {
    glyphs.reduce(PixelBox.empty) {
      $0.union(PixelBox(x0: $1.x, y0: $1.y, x1: $1.x + $1.mask.width, y1: $1.y + $1.mask.height))
    }
  }
}
