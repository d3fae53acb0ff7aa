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
  /// A coverage mask placed at whole pixel (x, y), painted with a premultiplied color
  /// (shadows, glyphs).
  case mask(AlphaMask, x: Int, y: Int, color: UInt32)
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

  init(glyphs: [PlacedGlyph], color: UInt32) {
    self.glyphs = glyphs
    self.color = color
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
  /// Per row: non-zero columns `[start, end)`, and `[solidStart, solidEnd)` all 255 inside.
  let spans: [MaskSpan]

  init(width: Int, height: Int, bytes: [UInt8]) {
    precondition(bytes.count == width * height)
    self.width = width
    self.height = height
    self.bytes = bytes
    spans = (0..<height).map { MaskSpan(bytes[($0 * width)..<(($0 + 1) * width)]) }
  }
}

/// The parts of one mask row (see ``AlphaMask/spans``), in mask columns.
struct MaskSpan: Sendable, Equatable {
  var start: Int
  var end: Int
  var solidStart: Int
  var solidEnd: Int

  init(start: Int, end: Int, solidStart: Int, solidEnd: Int) {
    self.start = start
    self.end = end
    self.solidStart = solidStart
    self.solidEnd = solidEnd
  }

  init(_ row: ArraySlice<UInt8>) {
    let base = row.startIndex
    guard let first = row.firstIndex(where: { $0 != 0 }),
      let last = row.lastIndex(where: { $0 != 0 })
    else {
      self.init(start: 0, end: 0, solidStart: 0, solidEnd: 0)
      return
    }
    var a = first
    var b = first
    if let f = row.firstIndex(of: 255), let l = row.lastIndex(of: 255),
      row[f...l].allSatisfy({ $0 == 255 })
    {
      a = f
      b = l + 1
    }
    self.init(start: first - base, end: last + 1 - base, solidStart: a - base, solidEnd: b - base)
  }
}
