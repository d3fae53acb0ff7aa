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

/// An image mapped onto a device-pixel frame, sampled bilinearly at pixel centers with
/// edges clamped (Skia's `FilterMode.kLinear`). A template image keeps only its alpha,
/// filled with the tint.
final class ImageShader: Sendable {
  let pixels: [UInt32]
  let width: Int
  let height: Int
  let frame: PixelShape
  let tint: UInt32?

  init(_ bitmap: Bitmap, frame: PixelShape, tint: Color?) {
    width = bitmap.width
    height = bitmap.height
    pixels = bitmap.pixels.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
    self.frame = frame
    self.tint = tint.map { PremultipliedPixel($0).word }
  }

  /// `a` to `b` by w/256 per channel.
  @inline(__always) static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
    let iw = 256 &- w
    let rb = (((a & 0x00FF_00FF) &* iw &+ (b & 0x00FF_00FF) &* w) >> 8) & 0x00FF_00FF
    let ag = (((a >> 8) & 0x00FF_00FF) &* iw &+ ((b >> 8) & 0x00FF_00FF) &* w) & 0xFF00_FF00
    return rb | ag
  }

  func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    guard width > 0, height > 0 else {
      out.update(repeating: 0, count: count)
      return
    }
    let sx = Double(width) / (frame.x1 - frame.x0)
    let sy = Double(height) / (frame.y1 - frame.y0)
    let v = (Double(y) + 0.5 - frame.y0) * sy - 0.5
    let vf = v.rounded(.down)
    let wy = UInt32(min(max((v - vf) * 256, 0), 256))
    let vi = Int(min(max(vf, -1), Double(height)))
    let r0 = min(max(vi, 0), height - 1) * width
    let r1 = min(max(vi + 1, 0), height - 1) * width
    var u = (Double(x) + 0.5 - frame.x0) * sx - 0.5
    let tint = self.tint
    pixels.withUnsafeBufferPointer { p in
      for i in 0..<count {
        let uf = u.rounded(.down)
        let wx = UInt32(min(max((u - uf) * 256, 0), 256))
        let ui = Int(min(max(uf, -1), Double(width)))
        let c0 = min(max(ui, 0), width - 1)
        let c1 = min(max(ui + 1, 0), width - 1)
        let top = ImageShader.lerp(p[r0 + c0], p[r0 + c1], wx)
        let bottom = ImageShader.lerp(p[r1 + c0], p[r1 + c1], wx)
        let c = ImageShader.lerp(top, bottom, wy)
        if let tint {
          out[i] = Blend.scale(tint, c >> 24)
        } else {
          out[i] = c
        }
        u += sx
      }
    }
  }
}
