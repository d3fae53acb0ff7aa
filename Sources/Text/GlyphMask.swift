/// An 8-bit coverage mask of one glyph, rendered unhinted with grayscale anti-aliasing.
///
/// Row 0 is the top row. The mask's top-left pixel lies `left` pixels right of the pen's
/// whole-pixel x and `top` pixels above the baseline row (FreeType's `bitmap_left` and
/// `bitmap_top`): draw coverage row `r` at device row `baselineY - top + r`.
public struct GlyphMask: Hashable, Sendable {
  /// Columns of coverage.
  public let width: Int
  /// Rows of coverage.
  public let height: Int
  /// Pixels from the pen's whole-pixel x to the mask's left column.
  public let left: Int
  /// Pixels from the baseline up to the mask's top row.
  public let top: Int
  /// `width × height` coverage values, 0 (outside) … 255 (inside), rows top to bottom.
  public let coverage: [UInt8]

  /// A mask from its parts; `coverage` must hold `width × height` values.
  public init(width: Int, height: Int, left: Int, top: Int, coverage: [UInt8]) {
    precondition(coverage.count == width * height, "coverage size does not match")
    self.width = width
    self.height = height
    self.left = left
    self.top = top
    self.coverage = coverage
  }

  /// The mask of a glyph with no outline (a space).
  public static let empty = GlyphMask(width: 0, height: 0, left: 0, top: 0, coverage: [])

  /// No pixels (nothing to draw).
  public var isEmpty: Bool { width == 0 || height == 0 }
}

/// A glyph mask placed on the device pixel grid: its top-left pixel is at (`x`, `y`).
public struct PlacedGlyph: Hashable, Sendable {
  /// The coverage to blend.
  public var mask: GlyphMask
  /// Device pixel column of the mask's left edge.
  public var x: Int
  /// Device pixel row of the mask's top edge.
  public var y: Int

  /// A mask whose top-left pixel goes at device pixel (`x`, `y`).
  public init(mask: GlyphMask, x: Int, y: Int) {
    self.mask = mask
    self.x = x
    self.y = y
  }
}

/// Subpixel positioning as Skia does it for horizontal text: x is quantised to a quarter
/// pixel (rounding by 1/8 first), y to a whole pixel.
enum SubpixelGrid {
  /// Quarter pixels: 4 phases per pixel.
  static let phases = 4

  /// The whole pixel and the quarter-pixel phase (0…3) for a device x.
  static func split(_ x: Double) -> (pixel: Int, phase: Int) {
    let biased = x + 0.5 / Double(phases)
    let pixel = biased.rounded(.down)
    let phase = Int(((biased - pixel) * Double(phases)).rounded(.down))
    return (Int(pixel), min(phase, phases - 1))
  }
}
