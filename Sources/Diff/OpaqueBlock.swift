// pixelmatch's YIQ verdicts for opaque pixel pairs, many at once. Two tools:
// - `SIMD4<Double>` lanes (two SSE2 registers each) for 4 pixels (row tails): every lane runs
//   the scalar formula's operations in the scalar order, and IEEE lane arithmetic rounds as
//   scalar arithmetic does, so each delta is bit for bit the double `yiqDeltaOverWhite` /
//   `yiqDeltaOverCheckerboard` return.
// - a Float screen over 64 pixels (4 per register), which decides every pixel outside a proven
//   error margin around the threshold and hands the rest to the Double formula.

/// The channels of 4 pixel words, as doubles. Each byte goes into the low mantissa bits of
/// 2⁵², and subtracting 2⁵² leaves exactly the byte's value: lane-wise, where converting lane by
/// lane went through memory.
@inline(__always)
func channelLanes(_ w: SIMD4<UInt32>) -> (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>) {
  let wide = SIMD4<UInt64>(truncatingIfNeeded: w)
  let magic = SIMD4<UInt64>(repeating: 0x4330_0000_0000_0000)
  let bias = SIMD4<Double>(repeating: 4_503_599_627_370_496)
  @inline(__always) func lane(_ v: SIMD4<UInt64>) -> SIMD4<Double> {
    unsafeBitCast(v | magic, to: SIMD4<Double>.self) - bias
  }
  return (lane(wide & 0xFF), lane((wide &>> 8) & 0xFF), lane((wide &>> 16) & 0xFF))
}

/// The signed YIQ deltas (negative: the second pixel is darker) of 4 opaque pairs, white
/// background: pixelmatch ≤ 6's order (Y, I, Q per pixel, then differences).
@inline(__always)
func opaqueDeltasOverWhite(_ p: SIMD4<UInt32>, _ q: SIMD4<UInt32>) -> SIMD4<Double> {
  let (r1, g1, b1) = channelLanes(p)
  let (r2, g2, b2) = channelLanes(q)
  let y1 = r1 * 0.29889531 + g1 * 0.58662247 + b1 * 0.11448223
  let y2 = r2 * 0.29889531 + g2 * 0.58662247 + b2 * 0.11448223
  let y = y1 - y2
  let i =
    (r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189)
    - (r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189)
  let qq =
    (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694)
    - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694)
  let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * qq * qq
  return delta.replacing(with: -delta, where: y1 .> y2)
}

/// The same for the checkerboard background (pixelmatch 7: from the channel differences; an
/// opaque pair never touches the checkerboard).
@inline(__always)
func opaqueDeltasOverCheckerboard(_ p: SIMD4<UInt32>, _ q: SIMD4<UInt32>) -> SIMD4<Double> {
  let (r1, g1, b1) = channelLanes(p)
  let (r2, g2, b2) = channelLanes(q)
  // Integer differences are exact in doubles, so subtracting the doubles is the same.
  let dr = r1 - r2
  let dg = g1 - g2
  let db = b1 - b2
  let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
  let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
  let qq = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
  let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * qq * qq
  return delta.replacing(with: -delta, where: y .> 0)
}

/// The Float screen's error bound on a delta: the channel differences are exact in Float, the
/// 9 rounded coefficients and the products and sums each err by at most 2⁻²⁴ relatively, which
/// bounds |Y|, |I|, |Q| errors by about 7·10⁻⁵ and the delta's (at most 35215) by 0.05; pixelmatch's
/// doubles are within 10⁻¹⁰ of exact. Deltas within `deltaMargin` of the threshold, and
/// brightness differences within `brightnessMargin` of 0 (the sign: "darker"), are decided by
/// the exact Double formula instead.
let deltaMargin: Float = 0.5
let brightnessMargin: Float = 0.01

/// The channels of 4 pixel words as Floats (2²³ + byte, minus 2²³: exact).
@inline(__always)
func floatChannelLanes(_ w: SIMD4<UInt32>) -> (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>) {
  let magic = SIMD4<UInt32>(repeating: 0x4B00_0000)
  let bias = SIMD4<Float>(repeating: 8_388_608)
  @inline(__always) func lane(_ v: SIMD4<UInt32>) -> SIMD4<Float> {
    unsafeBitCast(v | magic, to: SIMD4<Float>.self) - bias
  }
  return (lane(w & 0xFF), lane((w &>> 8) & 0xFF), lane((w &>> 16) & 0xFF))
}

/// Which of 64 pixel pairs exceed `maxDelta` (bit k: pixel k) and which of those are darker,
/// or nil when a pixel of either row is not opaque. A Float screen over 4 pixels per register
/// decides nearly every pixel; those within its error margin are computed with pixelmatch's
/// Double formula, so every verdict is exactly the Double one. Branch-free over the 64 pixels:
/// on heavily changed images a branch per pixel or per block was unpredictable.
@inline(__always)
func opaqueChunkVerdicts(
  _ c: Comparator, _ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, maxDelta: Double
) -> (beyond: UInt64, darker: UInt64)? {
  var alpha = SIMD4<UInt32>(repeating: 0xFF00_0000)
  for g in 0..<16 {
    alpha &= UnsafeRawPointer(a + g &* 4).loadUnaligned(as: SIMD4<UInt32>.self)
    alpha &= UnsafeRawPointer(b + g &* 4).loadUnaligned(as: SIMD4<UInt32>.self)
  }
  guard alpha == SIMD4(repeating: 0xFF00_0000) else { return nil }
  let lanes = SIMD4<Int32>(1, 2, 4, 8)
  let zero = SIMD4<Int32>(repeating: 0)
  let limit = Float(maxDelta)
  // Float(maxDelta) is within 2⁻²⁴ relative of maxDelta (≤ 0.003 absolute): inside the margin.
  let sureAbove = SIMD4<Float>(repeating: limit + deltaMargin)
  let sureBelow = SIMD4<Float>(repeating: limit - deltaMargin)
  var beyond: UInt64 = 0
  var unsure: UInt64 = 0
  var darker: UInt64 = 0
  var signUnsure: UInt64 = 0
  for g in 0..<16 {
    let (r1, g1, b1) = floatChannelLanes(
      UnsafeRawPointer(a + g &* 4).loadUnaligned(as: SIMD4<UInt32>.self))
    let (r2, g2, b2) = floatChannelLanes(
      UnsafeRawPointer(b + g &* 4).loadUnaligned(as: SIMD4<UInt32>.self))
    let dr = r1 - r2
    let dg = g1 - g2
    let db = b1 - b2
    let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    let above = zero.replacing(with: lanes, where: delta .> sureAbove)
    let between = zero.replacing(with: lanes, where: (delta .>= sureBelow) .& (delta .<= sureAbove))
    let dark = zero.replacing(with: lanes, where: y .> brightnessMargin)
    let flat = zero.replacing(
      with: lanes, where: (y .>= -brightnessMargin) .& (y .<= brightnessMargin))
    let shift = UInt64(g &* 4)
    beyond |= UInt64(truncatingIfNeeded: above.wrappedSum()) << shift
    unsure |= UInt64(truncatingIfNeeded: between.wrappedSum()) << shift
    darker |= UInt64(truncatingIfNeeded: dark.wrappedSum()) << shift
    signUnsure |= UInt64(truncatingIfNeeded: flat.wrappedSum()) << shift
  }
  // The few the screen cannot decide: pixelmatch's doubles.
  var exact = unsure | (beyond & signUnsure)
  while exact != 0 {
    let k = exact.trailingZeroBitCount
    exact &= exact &- 1
    let delta = c.opaqueDelta(a[k], b[k])
    let bit: UInt64 = 1 << UInt64(k)
    if abs(delta) > maxDelta { beyond |= bit } else { beyond &= ~bit }
    if delta < 0 { darker |= bit } else { darker &= ~bit }
  }
  return (beyond, darker & beyond)
}
