import Primitives
import Text

/// A display-list operation resolved to device pixels: radii clamped, paints premultiplied,
/// images decoded, text shaped into glyph masks, shadows blurred. Commands are immutable
/// and shared by every band.
enum Command: Sendable {
  /// A shape filled with a source.
  case fill(PixelShape, Source)
  /// Outer shape minus inner shape (a border), filled with a source.
  case ring(outer: PixelShape, inner: PixelShape, Source)
  /// A coverage mask placed at whole pixel (x, y), painted with a premultiplied color (a
  /// shadow), except inside `hole`: pixels the next op paints opaque anyway.
  case mask(AlphaMask, x: Int, y: Int, color: UInt32, hole: PixelBox)
  /// Glyph coverage masks placed on the pixel grid, painted with one premultiplied color.
  case glyphs(GlyphRun)
  case pushClip(PixelShape)
  case popClip
  /// Opacity 0...255; `bounds` holds every pixel the group's contents may touch.
  case beginGroup(opacity: UInt32, bounds: PixelBox)
  case endGroup
}

/// A command and the pixel box it may touch (bands skip commands outside them).
struct PreparedCommand: Sendable {
  var command: Command
  var box: PixelBox
  /// Clips and groups run in every band; draws only where their box is.
  var structural: Bool

  init(command: Command, box: PixelBox) {
    self.command = command
    self.box = box
    switch command {
    case .pushClip, .popClip, .beginGroup, .endGroup: structural = true
    default: structural = false
    }
  }
}

/// What a shape is painted with, in premultiplied words.
enum Source: Sendable {
  case solid(UInt32)
  case gradient(GradientShader)
  case image(ImageShader)
}

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

/// An 8-bit coverage mask (a blurred shadow), with each row's extent, so drawing skips its
/// empty margins and paints its full interior as one solid span.
final class AlphaMask: Sendable {
  let width: Int
  let height: Int
  /// `width × height` bytes, rows top to bottom.
  let bytes: [UInt8]
  /// Per row: non-zero columns `[start, end)`, and the longest run of one value inside.
  let spans: [MaskSpan]

  init(width: Int, height: Int, bytes: [UInt8]) {
    precondition(bytes.count == width * height)
    self.width = width
    self.height = height
    self.bytes = bytes
    spans = (0..<height).map { MaskSpan(bytes[($0 * width)..<(($0 + 1) * width)]) }
  }
}

/// The parts of one mask row (see ``AlphaMask/spans``), in mask columns: the non-zero
/// extent, and its longest run `[solidStart, solidEnd)` of one value `solidValue` (a blurred
/// edge is constant along its length, a blurred interior is 255), drawn as one solid span.
struct MaskSpan: Sendable, Equatable {
  var start: Int
  var end: Int
  var solidStart: Int
  var solidEnd: Int
  var solidValue: Int

  init(start: Int, end: Int, solidStart: Int, solidEnd: Int, solidValue: Int) {
    self.start = start
    self.end = end
    self.solidStart = solidStart
    self.solidEnd = solidEnd
    self.solidValue = solidValue
  }

  init(_ row: ArraySlice<UInt8>) {
    let base = row.startIndex
    guard let first = row.firstIndex(where: { $0 != 0 }),
      let last = row.lastIndex(where: { $0 != 0 })
    else {
      self.init(start: 0, end: 0, solidStart: 0, solidEnd: 0, solidValue: 0)
      return
    }
    var best = (start: first, end: first)
    var i = first
    while i <= last {
      var j = i + 1
      while j <= last && row[j] == row[i] { j += 1 }
      if j - i > best.end - best.start { best = (i, j) }
      i = j
    }
    // Short runs are cheaper as mask pixels.
    if best.end - best.start < 16 { best = (first, first) }
    self.init(
      start: first - base, end: last + 1 - base, solidStart: best.start - base,
      solidEnd: best.end - base, solidValue: Int(row[best.start]))
  }
}
