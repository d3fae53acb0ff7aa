import Primitives

/// CAGradientLayer's axial gradient in device pixels: colors at locations along the line
/// from `start` to `end` (unit coordinates of the filled rect), clamped before the first
/// location and after the last. Colors interpolate straight (unpremultiplied), as Core
/// Graphics and Skia do, then are premultiplied into a 1024-entry table.
final class GradientShader: Sendable {
  static let steps = 1024
  let table: [UInt32]
  let px: Double
  let py: Double
  /// Direction divided by its squared length, so t = (p − start) · dir.
  let dx: Double
  let dy: Double

  init(_ g: LinearGradient, in shape: PixelShape) {
    let w = shape.x1 - shape.x0
    let h = shape.y1 - shape.y0
    let sx = shape.x0 + g.start.x * w
    let sy = shape.y0 + g.start.y * h
    let ex = shape.x0 + g.end.x * w - sx
    let ey = shape.y0 + g.end.y * h - sy
    let len2 = ex * ex + ey * ey
    // A degenerate or non-finite axis: every pixel gets the first color.
    let ok = len2 > 0 && len2.isFinite && sx.isFinite && sy.isFinite
    px = ok ? sx : 0
    py = ok ? sy : 0
    dx = ok ? ex / len2 : 0
    dy = ok ? ey / len2 : 0
    table = GradientShader.table(g)
  }

  static func table(_ g: LinearGradient) -> [UInt32] {
    let colors = g.colors.isEmpty ? [Color.clear] : g.colors
    let n = colors.count
    var locations = (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
    if let given = g.locations, given.count == n {
      // Locations must not decrease (CAGradientLayer assumes it); enforce it.
      var last = -Double.infinity
      locations = given.map {
        last = max(last, $0)
        return last
      }
    }
    var out = [UInt32](repeating: 0, count: steps)
    var seg = 0
    for i in 0..<steps {
      let t = Double(i) / Double(steps - 1)
      while seg < n - 1 && locations[seg + 1] < t { seg += 1 }
      let c: Color
      if t <= locations[0] {
        c = colors[0]
      } else if seg >= n - 1 || t >= locations[n - 1] {
        c = colors[n - 1]
      } else {
        let a = locations[seg]
        let b = locations[seg + 1]
        let f = b > a ? (t - a) / (b - a) : 1
        c = mix(colors[seg], colors[seg + 1], f)
      }
      out[i] = PremultipliedPixel(c).word
    }
    return out
  }

  private static func mix(_ a: Color, _ b: Color, _ f: Double) -> Color {
    func m(_ x: UInt8, _ y: UInt8) -> UInt8 {
      UInt8((Double(x) + (Double(y) - Double(x)) * f).rounded())
    }
    return Color(
      red: m(a.red, b.red), green: m(a.green, b.green), blue: m(a.blue, b.blue),
      alpha: m(a.alpha, b.alpha))
  }

  /// Premultiplied colors of pixels `[x, x + count)` in row `y`.
  func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    let scaleT = Double(GradientShader.steps - 1)
    var t = ((Double(x) + 0.5 - px) * dx + (Double(y) + 0.5 - py) * dy) * scaleT
    let step = dx * scaleT
    let last = GradientShader.steps - 1
    table.withUnsafeBufferPointer { lut in
      for i in 0..<count {
        let idx = t > 0 ? Int(min(t, Double(last)) + 0.5) : 0
        out[i] = lut[idx]
        t += step
      }
    }
  }
}
