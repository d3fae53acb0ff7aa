import Primitives

/// A rounded rectangle in device pixels (y down), radii already clamped. Every fill, border,
/// clip and shadow is one of these (a border is two: outer minus inner).
struct PixelShape: Hashable, Sendable {
  var x0: Double
  var y0: Double
  var x1: Double
  var y1: Double
  /// Radii in pixels: top-left, top-right, bottom-right, bottom-left.
  var tl: Double
  var tr: Double
  var br: Double
  var bl: Double

  init(
    x0: Double, y0: Double, x1: Double, y1: Double,
    tl: Double = 0, tr: Double = 0, br: Double = 0, bl: Double = 0
  ) {
    // Non-finite geometry draws nothing; coordinates are kept within ±limit pixels so no
    // later conversion to Int can trap (far beyond any canvas, so nothing visible changes).
    guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else {
      (self.x0, self.y0, self.x1, self.y1) = (0, 0, 0, 0)
      (self.tl, self.tr, self.br, self.bl) = (0, 0, 0, 0)
      return
    }
    let limit = PixelShape.limit
    self.x0 = min(max(x0, -limit), limit)
    self.y0 = min(max(y0, -limit), limit)
    self.x1 = max(self.x0, min(max(x1, -limit), limit))
    self.y1 = max(self.y0, min(max(y1, -limit), limit))
    (self.tl, self.tr, self.br, self.bl) = PixelShape.clamped(
      width: self.x1 - self.x0, height: self.y1 - self.y0, tl, tr, br, bl)
  }

  /// The largest coordinate kept, in pixels.
  static let limit = 1e7

  /// `rect` (points) with `radii` (points) at `scale`, radii clamped.
  init(_ rect: Rect, _ radii: CornerRadii = .zero, scale: Double) {
    self.init(
      x0: rect.minX * scale, y0: rect.minY * scale, x1: rect.maxX * scale,
      y1: rect.maxY * scale, tl: radii.topLeft * scale, tr: radii.topRight * scale,
      br: radii.bottomRight * scale, bl: radii.bottomLeft * scale)
  }

  /// CSS Backgrounds 3 §5.5 (what UIKit and Skia's SkRRect do too): when two adjacent radii
  /// add up to more than their side, all radii shrink by the same factor. Negative or NaN
  /// radii count as zero.
  static func clamped(
    width: Double, height: Double, _ tl: Double, _ tr: Double, _ br: Double, _ bl: Double
  ) -> (Double, Double, Double, Double) {
    func clean(_ r: Double) -> Double { r.isFinite && r > 0 ? r : 0 }
    let (a, b, c, d) = (clean(tl), clean(tr), clean(br), clean(bl))
    if width <= 0 || height <= 0 { return (0, 0, 0, 0) }
    var f = 1.0
    if a + b > width { f = min(f, width / (a + b)) }
    if d + c > width { f = min(f, width / (d + c)) }
    if a + d > height { f = min(f, height / (a + d)) }
    if b + c > height { f = min(f, height / (b + c)) }
    return (a * f, b * f, c * f, d * f)
  }

  var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
  var isRect: Bool { tl == 0 && tr == 0 && br == 0 && bl == 0 }
  /// True when the shape covers whole pixels only (a rect on the pixel grid).
  var isPixelAligned: Bool {
    isRect && x0 == x0.rounded(.down) && x1 == x1.rounded(.down) && y0 == y0.rounded(.down)
      && y1 == y1.rounded(.down)
  }

  /// Rows touched: `[top, bottom)` in whole pixels.
  var rowRange: Range<Int> {
    guard !isEmpty else { return 0..<0 }
    return Int(y0.rounded(.down))..<Int(y1.rounded(.up))
  }
  /// Columns touched: `[left, right)` in whole pixels.
  var columnRange: Range<Int> {
    guard !isEmpty else { return 0..<0 }
    return Int(x0.rounded(.down))..<Int(x1.rounded(.up))
  }

  /// Pixels whose coverage is exactly 255: columns strictly between the edge pixels, rows
  /// of the straight part that lie wholly inside (where ``ShapeScan`` writes a rectangle
  /// row of height 1). Drawing there through this shape as a clip changes nothing.
  var fullyCovered: PixelBox {
    guard !isEmpty else { return .empty }
    let box = PixelBox(
      x0: Int(x0.rounded(.down)) + 1, y0: Int((y0 + max(tl, tr)).rounded(.up)),
      x1: Int(x1.rounded(.down)), y1: Int((y1 - max(bl, br)).rounded(.down)))
    return box.isEmpty ? .empty : box
  }

  /// Pixels a fill of this shape covers exactly 255: for a rectangle every whole pixel
  /// inside it (``BandRenderer/fillRect`` gives its edge pixels 255 when the edge lies on
  /// the pixel grid), otherwise ``fullyCovered``.
  var opaquePixels: PixelBox {
    guard isRect else { return fullyCovered }
    guard !isEmpty else { return .empty }
    let box = PixelBox(
      x0: Int(x0.rounded(.up)), y0: Int(y0.rounded(.up)), x1: Int(x1.rounded(.down)),
      y1: Int(y1.rounded(.down)))
    return box.isEmpty ? .empty : box
  }

  /// The inside edge of a border of `width` pixels: CALayer draws borders inside the bounds,
  /// with inner radius max(0, r − width), concentric with the outer corner.
  func inset(by width: Double) -> PixelShape {
    PixelShape(
      x0: x0 + width, y0: y0 + width, x1: x1 - width, y1: y1 - width,
      tl: max(0, tl - width), tr: max(0, tr - width), br: max(0, br - width),
      bl: max(0, bl - width))
  }

  func offsetBy(dx: Double, dy: Double) -> PixelShape {
    var s = self
    s.x0 += dx
    s.x1 += dx
    s.y0 += dy
    s.y1 += dy
    return s
  }
}
