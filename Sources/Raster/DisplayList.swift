import Primitives

/// The seam between "understand the theme" and "draw": an ordered list of drawing
/// operations in points, drawn at `scale` into a ``Bitmap``. It reads and writes the scene
/// format of `../shared/peers/SCENE.md` (see `SceneFile.swift`), so any render can be saved
/// and drawn again by themeshot or by the peers.
public struct DisplayList: Hashable, Sendable {
  /// Canvas size in points; pixels = points × scale, rounded.
  public var size: Size
  /// Device scale (1, 2, 3 in practice).
  public var scale: Double
  /// The canvas is cleared to this first; nil leaves it transparent.
  public var background: Color?
  /// Short names for fonts, used by ``TextOp/font``. A value is anything the Text stage
  /// resolves: a fontconfig pattern (`DejaVu Sans:bold`), a file path, or an iOS name.
  public var fonts: [String: String]
  public var ops: [DisplayOp]

  public init(
    size: Size, scale: Double = 1, background: Color? = nil, fonts: [String: String] = [:],
    ops: [DisplayOp] = []
  ) {
    self.size = size
    self.scale = scale
    self.background = background
    self.fonts = fonts
    self.ops = ops
  }

  /// The canvas size in device pixels.
  public var pixelSize: PixelSize {
    // Non-finite or negative sizes are 0 rather than a trap.
    func pixels(_ v: Double) -> Int { v.isFinite && v > 0 ? Int(min(v, 1e9).rounded()) : 0 }
    return PixelSize(width: pixels(size.width * scale), height: pixels(size.height * scale))
  }

  public mutating func append(_ op: DisplayOp) { ops.append(op) }
}

/// What a fill is painted with.
public enum Paint: Hashable, Sendable {
  case color(Color)
  case linearGradient(LinearGradient)
}

/// CAGradientLayer's linear gradient: colors at locations (0...1) along the line from
/// `start` to `end`, both in the unit square of the filled rect (0,0 top-left).
public struct LinearGradient: Hashable, Sendable {
  public var colors: [Color]
  /// One per color, increasing; nil spreads the colors evenly (CAGradientLayer's default).
  public var locations: [Double]?
  public var start: Point
  public var end: Point

  public init(
    colors: [Color], locations: [Double]? = nil, start: Point = Point(x: 0.5, y: 0),
    end: Point = Point(x: 0.5, y: 1)
  ) {
    self.colors = colors
    self.locations = locations
    self.start = start
    self.end = end
  }
}

/// One line of text, shaped by the Text stage with HarfBuzz's default features.
public struct TextOp: Hashable, Sendable {
  /// Left end of the baseline of the line, in points.
  public var origin: Point
  /// Font size in points.
  public var size: Double
  /// A key of ``DisplayList/fonts``.
  public var font: String
  public var color: Color
  public var text: String

  public init(origin: Point, size: Double, font: String, color: Color, text: String) {
    self.origin = origin
    self.size = size
    self.font = font
    self.color = color
    self.text = text
  }
}

/// UIKit's `UIView.ContentMode`, the ones image views use.
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
  case scaleToFill
  case scaleAspectFit
  case scaleAspectFill
  case center
  case top
  case bottom
  case left
  case right
  case topLeft
  case topRight
  case bottomLeft
  case bottomRight
}

/// Where an image's pixels come from.
public enum ImageSource: Hashable, Sendable {
  /// A PNG file; a relative path is relative to the scene file or project.
  case file(String)
  /// Pixels in memory.
  case bitmap(Bitmap)
}

/// An image drawn into a rect.
public struct ImageOp: Hashable, Sendable {
  public var rect: Rect
  public var source: ImageSource
  public var contentMode: ContentMode
  /// Template rendering: the image's alpha, filled with this color.
  public var tint: Color?

  public init(
    rect: Rect, source: ImageSource, contentMode: ContentMode = .scaleToFill, tint: Color? = nil
  ) {
    self.rect = rect
    self.source = source
    self.contentMode = contentMode
    self.tint = tint
  }
}

/// One drawing operation. Geometry is in points.
public enum DisplayOp: Hashable, Sendable {
  /// An anti-aliased fill of an axis-aligned rectangle.
  case fillRect(Rect, Paint)
  /// A fill with per-corner radii, clamped as CSS/UIKit clamp them.
  case fillRoundedRect(Rect, CornerRadii, Paint)
  /// A border of `width` drawn entirely inside the rect (CALayer), inner radius max(0, r − w).
  case strokeRoundedRect(Rect, CornerRadii, width: Double, color: Color)
  /// A Gaussian-blurred rounded-rect shadow (sigma = blur / 2), offset by `offset`.
  case shadow(Rect, CornerRadii, color: Color, blur: Double, offset: Point)
  case text(TextOp)
  case image(ImageOp)
  /// Intersects the clip with a rectangle until the matching ``popClip``.
  case pushClipRect(Rect)
  /// Intersects the clip with a rounded rectangle (anti-aliased) until ``popClip``.
  case pushClipRoundedRect(Rect, CornerRadii)
  case popClip
  /// Starts an opacity group: what follows until ``endGroup`` is composited as one layer
  /// with this opacity (a view's alpha over its whole subtree).
  case beginGroup(opacity: Double)
  case endGroup
  /// Blurs what is already drawn inside the rounded rect (a UIVisualEffectView's backdrop;
  /// pixels whose centres lie outside the corners keep their colour): three
  /// box blurs of `radius` points approximating a Gaussian with σ ≈ radius. Inside a clip
  /// or an opacity group it is skipped (the rasterizer blurs the whole canvas between
  /// bands).
  case backdropBlur(Rect, CornerRadii, radius: Double)
}
