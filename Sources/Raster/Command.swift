import Primitives
import Text

/// A display-list operation resolved to device pixels: radii clamped, paints premultiplied,
/// images decoded, text shaped into glyph masks, shadows blurred. Commands are immutable
/// and shared by every band.
enum Command: Sendable {
  /// A shape filled with a source.
  case fill(PixelShape, Source)
  /// Outer shape minus inner shape (a border), filled with a source. Boxed: its two shapes
  /// made every command almost twice a fill's size, and matching a command copies it whole
  /// (a `memcpy` call per draw per band, 2.5–2.9 % of `stress`; inline moves now).
  indirect case ring(outer: PixelShape, inner: PixelShape, Source)
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
  /// A backdrop blur: a barrier the Rasterizer runs on the whole canvas between bands.
  case backdropBlur(PixelShape, radius: Int)
}

/// A command and the pixel box it may touch (bands skip commands outside them).
struct PreparedCommand: Sendable {
  var command: Command
  var box: PixelBox
  /// Clips and groups run in every band; draws only where their box is.
  var structural: Bool
  /// Pixels this command sets to one opaque color whatever lies under them (an opaque
  /// solid fill's fully covered pixels, outside any clip or group); empty for others.
  /// Draws before it that touch only these pixels are skipped (``BandRenderer/occlude``).
  var cover = PixelBox.empty

  init(command: Command, box: PixelBox) {
    self.command = command
    self.box = box
    structural = command.isStructural
  }
}

extension Command {
  /// Clips, groups and backdrop blurs: they shape what later draws do, so they run in every
  /// band and are never culled.
  var isStructural: Bool {
    switch self {
    case .pushClip, .popClip, .beginGroup, .endGroup, .backdropBlur: true
    default: false
    }
  }
}

/// What a shape is painted with, in premultiplied words.
enum Source: Sendable {
  case solid(UInt32)
  case gradient(GradientShader)
  case image(ImageShader)
}
