/// What one pixel pair came to.
enum PixelVerdict: UInt8 {
  case same
  /// Differs, but looks like anti-aliasing in one of the images: excused.
  case antialiased
  /// Differs, and the actual pixel is as bright or brighter.
  case changed
  /// Differs, and the actual pixel is darker (pixelmatch's negative delta).
  case changedDarker
}

/// The per-pixel judgement, shared by the fast scan and its plain twin.
struct Comparator: @unchecked Sendable {
  enum Measure {
    case yiq(maxDelta: Double)
    case deltaE(tolerance: Double)
    case exact
  }

  let expected: PixelPlane
  let actual: PixelPlane
  /// The compared area (the shared area when the sizes differ).
  let width: Int
  let height: Int
  let measure: Measure
  let background: AlphaBackground
  let includeAA: Bool
  /// Use only the plain, pixel-by-pixel helpers (the twin the fast ones are tested against).
  let plain: Bool

  init(
    expected: PixelPlane, actual: PixelPlane, width: Int, height: Int, options: DiffOptions,
    plain: Bool = false
  ) {
    self.plain = plain
    self.expected = expected
    self.actual = actual
    self.width = width
    self.height = height
    switch options.metric {
    case .yiq(let threshold):
      measure = .yiq(maxDelta: 35215 * threshold * threshold)
    case .deltaE94(let precision):
      measure = .deltaE(tolerance: (1 - precision) * 100)
    case .exact:
      measure = .exact
    }
    background = options.background
    includeAA = options.includeAA
  }

  @inline(__always)
  func verdict(_ x: Int, _ y: Int) -> PixelVerdict {
    let p = expected.word(x, y)
    let q = actual.word(x, y)
    if p == q { return .same }
    return verdictOfDiffering(x, y)
  }

  /// The colour maths, run only where the words differ. `cache` (the band's, white background
  /// only) serves the anti-aliasing check of interior pixels.
  func verdictOfDiffering(_ x: Int, _ y: Int, cache: BrightnessCache? = nil) -> PixelVerdict {
    let p = expected.channels(x, y)
    let q = actual.channels(x, y)
    let darker: Bool
    switch measure {
    case .yiq(let maxDelta):
      let delta =
        background == .white
        ? yiqDeltaOverWhite(p, q, brightnessOnly: false)
        : yiqDeltaOverCheckerboard(p, q, offset: (y &* width &+ x) &* 4, brightnessOnly: false)
      if abs(delta) <= maxDelta { return .same }
      darker = delta < 0
    case .deltaE(let tolerance):
      if deltaE94(p, q) <= tolerance { return .same }
      darker = yiqDeltaOverWhite(p, q, brightnessOnly: true) > 0
    case .exact:
      if p == q { return .same }
      darker = yiqDeltaOverWhite(p, q, brightnessOnly: true) > 0
    }
    if !includeAA && looksAntialiased(x, y, cache: cache) { return .antialiased }
    return darker ? .changedDarker : .changed
  }

  /// The YIQ threshold when 4 opaque pixels can be judged at once (`opaqueDeltas`), else nil.
  var laneMaxDelta: Double? {
    if plain { return nil }
    if case .yiq(let maxDelta) = measure { return maxDelta }
    return nil
  }

  /// The signed YIQ deltas of 4 opaque pixel pairs, as `verdictOfDiffering` computes them.
  @inline(__always)
  func opaqueDeltas(_ p: SIMD4<UInt32>, _ q: SIMD4<UInt32>) -> SIMD4<Double> {
    background == .white ? opaqueDeltasOverWhite(p, q) : opaqueDeltasOverCheckerboard(p, q)
  }

  /// The signed YIQ delta of one opaque pixel pair, as `verdictOfDiffering` computes it.
  @inline(__always)
  func opaqueDelta(_ p: UInt32, _ q: UInt32) -> Double {
    let sp = straightChannels(p, premultiplied: false)
    let sq = straightChannels(q, premultiplied: false)
    return background == .white
      ? yiqDeltaOverWhite(sp, sq, brightnessOnly: false)
      : yiqDeltaOverCheckerboard(sp, sq, offset: 0, brightnessOnly: false)
  }

  /// The verdict of a pixel whose YIQ delta (already computed) exceeds the threshold.
  @inline(__always)
  func verdictBeyondThreshold(_ x: Int, _ y: Int, darker: Bool, cache: BrightnessCache?)
    -> PixelVerdict
  {
    if !includeAA && looksAntialiased(x, y, cache: cache) { return .antialiased }
    return darker ? .changedDarker : .changed
  }

  @inline(__always)
  func looksAntialiased(_ x: Int, _ y: Int, cache: BrightnessCache?) -> Bool {
    if !plain && x > 0 && y > 0 && x < width - 1 && y < height - 1 {
      if let cache {
        cache.prepare(around: y, self)
        let e = cache.flatPointer(true, x, y)
        let a = cache.flatPointer(false, x, y)
        if background == .white {
          return isAntialiasedCached(cache.pointer(true, x, y), e, a, width: width)
            || isAntialiasedCached(cache.pointer(false, x, y), a, e, width: width)
        }
        return isAntialiasedOverCheckerboard(expected, actual, x: x, y: y, e, a, self)
          || isAntialiasedOverCheckerboard(actual, expected, x: x, y: y, a, e, self)
      }
      return isAntialiasedInterior(
        expected, actual, x: x, y: y, width: width, height: height, background: background)
        || isAntialiasedInterior(
          actual, expected, x: x, y: y, width: width, height: height, background: background)
    }
    return isAntialiased(
      expected, actual, x: x, y: y, width: width, height: height, background: background)
      || isAntialiased(
        actual, expected, x: x, y: y, width: width, height: height, background: background)
  }
}
