import Foundation

// Colour measures for one pair of pixels, in call order: straight channels, then pixelmatch's
// YIQ delta (two variants, by background), then CIE ΔE94. Pixels arrive as little-endian
// words (R in the low byte), as they lie in memory.

/// The straight (non-premultiplied) channels of a pixel word.
@inline(__always)
func straightChannels(_ word: UInt32, premultiplied: Bool) -> SIMD4<Int32> {
  let c = SIMD4<Int32>(
    Int32(word & 0xFF), Int32((word >> 8) & 0xFF), Int32((word >> 16) & 0xFF), Int32(word >> 24))
  guard premultiplied, c.w != 255 else { return c }
  guard c.w != 0 else { return .zero }
  // The rounding of PremultipliedPixel.color, so the two never disagree.
  let a = c.w
  let rgb = (SIMD4<Int32>(c.x, c.y, c.z, 0) &* 255 &+ a / 2) / a
  return SIMD4(min(rgb.x, 255), min(rgb.y, 255), min(rgb.z, 255), a)
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
func yiqDeltaOverWhite(_ p: SIMD4<Int32>, _ q: SIMD4<Int32>, brightnessOnly: Bool) -> Double {
  if p == q { return 0 }
  var r1 = Double(p.x)
  var g1 = Double(p.y)
  var b1 = Double(p.z)
  var r2 = Double(q.x)
  var g2 = Double(q.y)
  var b2 = Double(q.z)
  if p.w < 255 {
    let a = Double(p.w) / 255
    r1 = 255 + (r1 - 255) * a
    g1 = 255 + (g1 - 255) * a
    b1 = 255 + (b1 - 255) * a
  }
  if q.w < 255 {
    let a = Double(q.w) / 255
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

/// The same measure as pixelmatch v7 computes it: from the channel differences, with
/// semi-transparent pixels composited over a pseudo checkerboard that depends on the byte
/// offset `offset` of the pixel (pixelmatch's `k`).
@inline(__always)
func yiqDeltaOverCheckerboard(
  _ p: SIMD4<Int32>, _ q: SIMD4<Int32>, offset: Int, brightnessOnly: Bool
) -> Double {
  let d = p &- q
  if d == .zero { return 0 }
  var dr = Double(d.x)
  var dg = Double(d.y)
  var db = Double(d.z)
  if p.w < 255 || q.w < 255 {
    let da = Double(d.w)
    let a1 = Double(p.w)
    let a2 = Double(q.w)
    let rb = Double(48 + 159 * (offset % 2))
    let gb = Double(48 + 159 * (Int(Double(offset) / 1.618033988749895) % 2))
    let bb = Double(48 + 159 * (Int(Double(offset) / 2.618033988749895) % 2))
    dr = (Double(p.x) * a1 - Double(q.x) * a2 - rb * da) / 255
    dg = (Double(p.y) * a1 - Double(q.y) * a2 - gb * da) / 255
    db = (Double(p.z) * a1 - Double(q.z) * a2 - bb * da) / 255
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
func cieLab(_ p: SIMD4<Int32>) -> SIMD3<Double> {
  let a = Double(p.w) / 255
  func channel(_ v: Int32) -> Double { linearTable[Int(v)] * a + (1 - a) }
  let r = channel(p.x)
  let g = channel(p.y)
  let b = channel(p.z)
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
func deltaE94(_ p: SIMD4<Int32>, _ q: SIMD4<Int32>) -> Double {
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
