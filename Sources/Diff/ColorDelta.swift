import Foundation

// Colour measures for one pair of pixels, in call order: straight channels, then pixelmatch's
// YIQ delta (two variants, by background), then CIE ΔE94. Pixels arrive as little-endian
// words (R in the low byte), as they lie in memory.

/// One pixel's straight (non-premultiplied) channels, as plain integers: cheaper here than
/// `SIMD4`, whose generic operators did not optimise away (measured: 3× slower AA checks).
struct Straight: Equatable {
  var r: Int
  var g: Int
  var b: Int
  var a: Int
}

/// The straight channels of a pixel word.
@inline(__always)
func straightChannels(_ word: UInt32, premultiplied: Bool) -> Straight {
  let a = Int(word >> 24)
  let r = Int(word & 0xFF)
  let g = Int((word >> 8) & 0xFF)
  let b = Int((word >> 16) & 0xFF)
  guard premultiplied, a != 255 else { return Straight(r: r, g: g, b: b, a: a) }
  guard a != 0 else { return Straight(r: 0, g: 0, b: 0, a: 0) }
  // The rounding of PremultipliedPixel.color, so the two never disagree.
  func div(_ v: Int) -> Int { min(255, (v * 255 + a / 2) / a) }
  return Straight(r: div(r), g: div(g), b: div(b), a: a)
}

/// pixelmatch's brightness (the Y of YIQ) of an RGB triple.
@inline(__always)
func yiqY(_ r: Double, _ g: Double, _ b: Double) -> Double {
  r * 0.29889531 + g * 0.58662247 + b * 0.11448223
}

@inline(__always)
func yiqI(_ r: Double, _ g: Double, _ b: Double) -> Double {
  r * 0.59597799 - g * 0.27417610 - b * 0.32180189
}

@inline(__always)
func yiqQ(_ r: Double, _ g: Double, _ b: Double) -> Double {
  r * 0.21147017 - g * 0.52261711 + b * 0.31114694
}

/// The squared YIQ distance, negative when the second pixel is darker: pixelmatch up to v6
/// (and pixelmatch 0.4.0 for Python), which blends each colour over white and then takes the
/// difference of their Y, I and Q. With `brightnessOnly`, the signed difference of Y.
/// The operations run in pixelmatch's order, so the doubles are bit for bit its doubles.
@inline(__always)
func yiqDeltaOverWhite(_ p: Straight, _ q: Straight, brightnessOnly: Bool) -> Double {
  if p == q { return 0 }
  var r1 = Double(p.r)
  var g1 = Double(p.g)
  var b1 = Double(p.b)
  var r2 = Double(q.r)
  var g2 = Double(q.g)
  var b2 = Double(q.b)
  if p.a < 255 {
    let a = Double(p.a) / 255
    r1 = 255 + (r1 - 255) * a
    g1 = 255 + (g1 - 255) * a
    b1 = 255 + (b1 - 255) * a
  }
  if q.a < 255 {
    let a = Double(q.a) / 255
    r2 = 255 + (r2 - 255) * a
    g2 = 255 + (g2 - 255) * a
    b2 = 255 + (b2 - 255) * a
  }
  let y1 = yiqY(r1, g1, b1)
  let y2 = yiqY(r2, g2, b2)
  let y = y1 - y2
  if brightnessOnly { return y }
  let i = yiqI(r1, g1, b1) - yiqI(r2, g2, b2)
  let qq = yiqQ(r1, g1, b1) - yiqQ(r2, g2, b2)
  let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * qq * qq
  return y1 > y2 ? -delta : delta
}

/// The blended brightness pixelmatch up to v6 takes the difference of: `yiqDeltaOverWhite(p, q,
/// brightnessOnly: true)` is exactly `whiteBrightness(p) − whiteBrightness(q)` for p ≠ q.
@inline(__always)
func whiteBrightness(_ p: Straight) -> Double {
  if p.a < 255 {
    let a = Double(p.a) / 255
    return yiqY(
      255 + (Double(p.r) - 255) * a, 255 + (Double(p.g) - 255) * a, 255 + (Double(p.b) - 255) * a)
  }
  return yiqY(Double(p.r), Double(p.g), Double(p.b))
}

/// The same measure as pixelmatch v7 computes it: from the channel differences, with
/// semi-transparent pixels composited over a pseudo checkerboard that depends on the byte
/// offset `offset` of the pixel (pixelmatch's `k`).
@inline(__always)
func yiqDeltaOverCheckerboard(
  _ p: Straight, _ q: Straight, offset: Int, brightnessOnly: Bool
) -> Double {
  if p == q { return 0 }
  var dr = Double(p.r - q.r)
  var dg = Double(p.g - q.g)
  var db = Double(p.b - q.b)
  if p.a < 255 || q.a < 255 {
    let da = Double(p.a - q.a)
    let a1 = Double(p.a)
    let a2 = Double(q.a)
    let rb = Double(48 + 159 * (offset % 2))
    let gb = Double(48 + 159 * (Int(Double(offset) / 1.618033988749895) % 2))
    let bb = Double(48 + 159 * (Int(Double(offset) / 2.618033988749895) % 2))
    dr = (Double(p.r) * a1 - Double(q.r) * a2 - rb * da) / 255
    dg = (Double(p.g) * a1 - Double(q.g) * a2 - gb * da) / 255
    db = (Double(p.b) * a1 - Double(q.b) * a2 - bb * da) / 255
  }
  let y = yiqY(dr, dg, db)
  if brightnessOnly { return y }
  let i = yiqI(dr, dg, db)
  let qq = yiqQ(dr, dg, db)
  let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * qq * qq
  return y > 0 ? -delta : delta
}

/// sRGB 8-bit → linear light.
private let linearTable: [Double] = (0..<256).map { v in
  let c = Double(v) / 255
  return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
}

/// CIE L*a*b* (D65) of a straight colour composited over white.
@inline(__always)
func cieLab(_ p: Straight) -> SIMD3<Double> {
  let a = Double(p.a) / 255
  func channel(_ v: Int) -> Double { linearTable[v] * a + (1 - a) }
  let r = channel(p.r)
  let g = channel(p.g)
  let b = channel(p.b)
  // sRGB → XYZ (D65), then normalised by the white point.
  let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
  let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
  let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
  func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
  let fx = f(x)
  let fy = f(y)
  let fz = f(z)
  return SIMD3(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
}

/// CIE ΔE 1994 (graphic arts weights: kL = 1, K1 = 0.045, K2 = 0.015), the first colour
/// being the reference. 0 for equal colours, about 100 for black against white.
@inline(__always)
func deltaE94(_ p: Straight, _ q: Straight) -> Double {
  if p == q { return 0 }
  let l1 = cieLab(p)
  let l2 = cieLab(q)
  let dL = l1.x - l2.x
  let c1 = (l1.y * l1.y + l1.z * l1.z).squareRoot()
  let c2 = (l2.y * l2.y + l2.z * l2.z).squareRoot()
  let dC = c1 - c2
  let da = l1.y - l2.y
  let db = l1.z - l2.z
  let dH2 = max(0, da * da + db * db - dC * dC)
  let sC = 1 + 0.045 * c1
  let sH = 1 + 0.015 * c1
  return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
}
