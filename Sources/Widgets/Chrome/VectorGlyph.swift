import Foundation
import Primitives
import Synchronization

/// System chrome drawn as vector shapes (SF Symbols are Apple's and are not shipped):
/// chevrons, the checkmark, the info button, plus and minus, activity-indicator spokes.
///
/// A glyph is round-capped strokes, rings and discs in points. It is rasterized at the
/// device scale into an alpha mask (coverage from the exact distance to each shape, one
/// pixel of anti-aliasing), drawn 1:1 on the pixel grid and tinted, so it is as crisp as a
/// symbol image at every scale.
struct VectorGlyph: Hashable {
  struct Stroke: Hashable {
    var points: [Point]
    var width: Double
    var opacity: Double = 1
  }

  struct Ring: Hashable {
    var center: Point
    var radius: Double
    var width: Double
  }

  struct Disc: Hashable {
    var center: Point
    var radius: Double
  }

  var size: Size
  var strokes: [Stroke] = []
  var rings: [Ring] = []
  var discs: [Disc] = []

  /// The glyph's coverage at `scale` pixels per point: premultiplied white. Kept for the
  /// process (`GlyphBitmaps`): a settings screen draws the same chevron in every row, and
  /// working out each pixel's distance to the strokes anew cost a check 0.1 ms.
  func bitmap(scale: Double) -> Bitmap {
    GlyphBitmaps.shared.bitmap(self, scale: scale)
  }

  /// ``bitmap(scale:)`` worked out afresh (the twin the kept bitmaps are compared with).
  func plainBitmap(scale: Double) -> Bitmap {
    let w = max(1, Int((size.width * scale).rounded(.up)))
    let h = max(1, Int((size.height * scale).rounded(.up)))
    var pixels = [UInt8](repeating: 0, count: w * h * 4)
    for y in 0..<h {
      for x in 0..<w {
        let p = Point(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale)
        let c = coverage(at: p, scale: scale)
        guard c > 0 else { continue }
        let v = UInt8((min(c, 1) * 255).rounded())
        let i = (y * w + x) * 4
        pixels[i] = v
        pixels[i + 1] = v
        pixels[i + 2] = v
        pixels[i + 3] = v
      }
    }
    return Bitmap(width: w, height: h, pixels: pixels)
  }

  /// Coverage of the pixel centred at `p` (points): the largest over the shapes, each from
  /// its signed distance in pixels.
  func coverage(at p: Point, scale: Double) -> Double {
    func clamp(_ v: Double) -> Double { min(1, max(0, v)) }
    var best = 0.0
    for s in strokes {
      var d = Double.infinity
      if s.points.count == 1 { d = distance(p, s.points[0]) }
      for (a, b) in zip(s.points, s.points.dropFirst()) { d = min(d, segmentDistance(p, a, b)) }
      best = max(best, clamp((s.width / 2 - d) * scale + 0.5) * s.opacity)
    }
    for r in rings {
      let d = abs(distance(p, r.center) - r.radius)
      best = max(best, clamp((r.width / 2 - d) * scale + 0.5))
    }
    for disc in discs {
      best = max(best, clamp((disc.radius - distance(p, disc.center)) * scale + 0.5))
    }
    return best
  }

  private func distance(_ a: Point, _ b: Point) -> Double {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
  }

  private func segmentDistance(_ p: Point, _ a: Point, _ b: Point) -> Double {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let len2 = dx * dx + dy * dy
    guard len2 > 0 else { return distance(p, a) }
    let t = min(1, max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2))
    return distance(p, Point(x: a.x + t * dx, y: a.y + t * dy))
  }
}

extension VectorGlyph {
  static func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

  /// A table cell's disclosure indicator (`chevron.right`, semibold), 8 × 13 pt.
  static let disclosure = VectorGlyph(
    size: Size(width: 8, height: 13),
    strokes: [Stroke(points: [pt(1.5, 1.5), pt(6.5, 6.5), pt(1.5, 11.5)], width: 2.2)])

  /// A navigation bar's back chevron (`chevron.backward` at 17 pt semibold), 12 × 21 pt.
  static let back = VectorGlyph(
    size: Size(width: 12, height: 21),
    strokes: [Stroke(points: [pt(10.2, 1.8), pt(1.8, 10.5), pt(10.2, 19.2)], width: 3)])

  /// A table cell's checkmark accessory, 14 × 13 pt.
  static let checkmark = VectorGlyph(
    size: Size(width: 14, height: 13),
    strokes: [Stroke(points: [pt(1.5, 7.2), pt(5.2, 11.2), pt(12.5, 1.6)], width: 2.2)])

  /// The detail (info) button: a ring with an "i", 22 × 22 pt.
  static let info = VectorGlyph(
    size: Size(width: 22, height: 22),
    strokes: [Stroke(points: [pt(11, 10), pt(11, 16)], width: 2)],
    rings: [Ring(center: pt(11, 11), radius: 10, width: 1.5)],
    discs: [Disc(center: pt(11, 6.6), radius: 1.3)])

  /// A stepper's minus and plus (`minus` / `plus` at 17 pt regular), 16 × 16 pt.
  static let minus = VectorGlyph(
    size: Size(width: 16, height: 16), strokes: [Stroke(points: [pt(1, 8), pt(15, 8)], width: 2)])
  static let plus = VectorGlyph(
    size: Size(width: 16, height: 16),
    strokes: [
      Stroke(points: [pt(1, 8), pt(15, 8)], width: 2),
      Stroke(points: [pt(8, 1), pt(8, 15)], width: 2),
    ])

  /// UIActivityIndicatorView's eight spokes, the top one darkest, fading clockwise as in a
  /// frozen frame of the animation (deterministic).
  static func spokes(diameter: Double) -> VectorGlyph {
    let c = diameter / 2
    let width = diameter * 0.12
    var strokes: [Stroke] = []
    for i in 0..<8 {
      let angle = Double(i) * .pi / 4 - .pi / 2
      let inner = c * 0.45
      let outer = c - width / 2
      strokes.append(
        Stroke(
          points: [
            pt(c + cos(angle) * inner, c + sin(angle) * inner),
            pt(c + cos(angle) * outer, c + sin(angle) * outer),
          ], width: width, opacity: 1 - Double(i) * 0.1))
    }
    return VectorGlyph(size: Size(width: diameter, height: diameter), strokes: strokes)
  }

  /// Glyphs for `systemName` images themeshot draws itself; nil for other names (they
  /// draw the placeholder).
  static func symbol(_ name: String) -> VectorGlyph? {
    switch name {
    case "chevron.right", "chevron.forward": disclosure
    case "chevron.left", "chevron.backward": back
    case "checkmark": checkmark
    case "info.circle": info
    case "plus": plus
    case "minus": minus
    default: nil
    }
  }
}

/// Bitmaps of vector glyphs already drawn, by glyph and scale. A short list searched in
/// order, not a dictionary: screens draw a handful of glyphs, and a new hashed type's first
/// use costs a runtime conformance search longer than the drawing it saves. Emptied when
/// full (activity indicators make a glyph per diameter), which changes speed, never pixels.
final class GlyphBitmaps: Sendable {
  static let shared = GlyphBitmaps()
  static let capacity = 32

  private let kept = Mutex<[(glyph: VectorGlyph, scale: Double, bitmap: Bitmap)]>([])

  func bitmap(_ glyph: VectorGlyph, scale: Double) -> Bitmap {
    let hit = kept.withLock { kept in
      kept.first { $0.scale.bitPattern == scale.bitPattern && $0.glyph == glyph }?.bitmap
    }
    if let hit { return hit }
    let made = glyph.plainBitmap(scale: scale)
    kept.withLock { kept in
      if kept.count >= Self.capacity { kept.removeAll(keepingCapacity: true) }
      kept.append((glyph, scale, made))
    }
    return made
  }
}
