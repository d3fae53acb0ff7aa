/// One glyph of a shaped line.
public struct ShapedGlyph: Hashable, Sendable {
  /// Glyph index in its run's face.
  public var id: UInt32
  /// Where the glyph's origin goes, in points from the line's baseline origin (x right,
  /// y down; y is non-zero only for marks and other vertically offset glyphs).
  public var x: Double
  /// See ``x``: points below the baseline (negative above).
  public var y: Double
  /// Horizontal advance in points.
  public var advance: Double
  /// UTF-8 offset in the line's text of the first character this glyph shows.
  public var cluster: Int
}

/// Glyphs from one face in one direction. Runs are in visual order, left to right.
public struct ShapedRun: Hashable, Sendable {
  /// The face the glyphs come from: the requested font, or a fallback face at the same
  /// size for characters it lacks.
  public var font: ResolvedFont
  /// In visual order (left to right on screen), also for right-to-left runs.
  public var glyphs: [ShapedGlyph]
  /// Shaped right to left (its glyphs are still listed left to right).
  public var isRightToLeft: Bool
  /// The UTF-8 range of the line's text this run shows.
  public var range: Range<Int>
}

/// One line of text shaped by HarfBuzz (default features: kerning, standard ligatures,
/// marks), positioned in points relative to the start of its baseline.
public struct ShapedLine: Hashable, Sendable {
  /// The text shaped.
  public var text: String
  /// Runs in visual order, left to right.
  public var runs: [ShapedRun]
  /// Total advance width in points.
  public var advance: Double
  /// Whether the paragraph direction (from the first strong character) is right-to-left.
  public var isRightToLeft: Bool

  /// Every glyph with its run's font, in visual order.
  public var glyphs: [(font: ResolvedFont, glyph: ShapedGlyph)] {
    runs.flatMap { run in run.glyphs.map { (run.font, $0) } }
  }
}
