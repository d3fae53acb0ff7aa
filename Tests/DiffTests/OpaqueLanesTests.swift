import Primitives
import Testing

@testable import Diff

/// The lane (SIMD) YIQ deltas of opaque pixels against the scalar formula, bit for bit, and
/// the 64-pixel chunk verdicts at and around the threshold.
@Suite struct OpaqueLanesTests {
  static func randomWords(_ count: Int, seed: UInt64) -> [UInt32] {
    var rng = SeededRandom(seed: seed)
    return (0..<count).map { _ in UInt32(truncatingIfNeeded: rng.next()) | 0xFF00_0000 }
  }

  /// Pairs close in colour (small channel steps), where deltas sit near typical thresholds.
  static func nearWords(_ words: [UInt32], seed: UInt64) -> [UInt32] {
    var rng = SeededRandom(seed: seed)
    return words.map { w in
      let shift = UInt32(8 * Int.random(in: 0..<3, using: &rng))
      let c = (w >> shift) & 0xFF
      let n = UInt32(max(0, min(255, Int(c) + Int.random(in: -6...6, using: &rng))))
      return (w & ~(0xFF << shift)) | n << shift
    }
  }

  @Test(arguments: [AlphaBackground.white, .checkerboard])
  func laneDeltasAreTheScalarDoubles(background: AlphaBackground) {
    let a = Self.randomWords(40_000, seed: 7)
    for b in [Self.randomWords(40_000, seed: 8), Self.nearWords(a, seed: 9)] {
      var mismatches = 0
      for i in stride(from: 0, to: a.count, by: 4) {
        let p = SIMD4(a[i], a[i + 1], a[i + 2], a[i + 3])
        let q = SIMD4(b[i], b[i + 1], b[i + 2], b[i + 3])
        let lanes =
          background == .white ? opaqueDeltasOverWhite(p, q) : opaqueDeltasOverCheckerboard(p, q)
        for k in 0..<4 {
          let sp = straightChannels(p[k], premultiplied: true)
          let sq = straightChannels(q[k], premultiplied: true)
          let scalar =
            background == .white
            ? yiqDeltaOverWhite(sp, sq, brightnessOnly: false)
            : yiqDeltaOverCheckerboard(sp, sq, offset: i * 4, brightnessOnly: false)
          // Equal words: the scalar returns +0, the lanes may give −0; both are "same".
          if sp == sq { continue }
          if lanes[k].bitPattern != scalar.bitPattern { mismatches += 1 }
        }
      }
      #expect(mismatches == 0)
    }
  }

  /// With the threshold exactly at a pixel's delta (and one ulp either side), the chunk says
  /// what `abs(delta) <= maxDelta` says.
  @Test func chunkVerdictsAtTheThreshold() {
    let a = Self.randomWords(64, seed: 11)
    let b = Self.nearWords(a, seed: 12)
    let plane = PixelPlane(base: UnsafePointer(bitPattern: 64)!, stride: 64, premultiplied: true)
    let c = Comparator(
      expected: plane, actual: plane, width: 64, height: 1, options: DiffOptions())
    var checked = 0
    for k in 0..<64 {
      let delta = yiqDeltaOverWhite(
        straightChannels(a[k], premultiplied: true), straightChannels(b[k], premultiplied: true),
        brightnessOnly: false)
      guard delta != 0 else { continue }
      for maxDelta in [abs(delta).nextDown, abs(delta), abs(delta).nextUp] {
        let verdicts = a.withUnsafeBufferPointer { pa in
          b.withUnsafeBufferPointer { pb in
            opaqueChunkVerdicts(c, pa.baseAddress!, pb.baseAddress!, maxDelta: maxDelta)
          }
        }
        #expect(verdicts != nil)
        let beyond = (verdicts?.beyond ?? 0) >> k & 1 == 1
        let darker = (verdicts?.darker ?? 0) >> k & 1 == 1
        #expect(beyond == (abs(delta) > maxDelta))
        if beyond { #expect(darker == (delta < 0)) }
        checked += 1
      }
    }
    #expect(checked > 150)
  }

  /// The Float screen plus its Double fallback against the scalar Double verdicts, on random
  /// and on near colours, at several thresholds, both backgrounds.
  @Test(arguments: [AlphaBackground.white, .checkerboard])
  func chunkVerdictsEqualScalarVerdicts(background: AlphaBackground) {
    let a = Self.randomWords(64 * 300, seed: 21)
    let plane = PixelPlane(base: UnsafePointer(bitPattern: 64)!, stride: 64, premultiplied: true)
    for b in [Self.randomWords(a.count, seed: 22), Self.nearWords(a, seed: 23)] {
      for threshold in [0, 0.02, 0.1, 0.2, 0.5] {
        let c = Comparator(
          expected: plane, actual: plane, width: 64, height: 1,
          options: DiffOptions(metric: .yiq(threshold: threshold), background: background))
        let maxDelta = 35215 * threshold * threshold
        var wrong = 0
        for chunk in 0..<(a.count / 64) {
          let verdicts = a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in
              opaqueChunkVerdicts(
                c, pa.baseAddress! + chunk * 64, pb.baseAddress! + chunk * 64, maxDelta: maxDelta)
            }
          }
          for k in 0..<64 {
            let delta = c.opaqueDelta(a[chunk * 64 + k], b[chunk * 64 + k])
            let beyond = (verdicts?.beyond ?? 0) >> k & 1 == 1
            let darker = (verdicts?.darker ?? 0) >> k & 1 == 1
            if beyond != (abs(delta) > maxDelta) || darker != (beyond && delta < 0) { wrong += 1 }
          }
        }
        #expect(wrong == 0, "threshold \(threshold)")
      }
    }
  }

  /// Opaque UI-like pairs wide enough for whole 64-pixel chunks: fast path equals the plain
  /// twin for thresholds from 0 up, both backgrounds, with and without the AA check.
  @Test(arguments: 0..<6)
  func opaqueImagesEqualPlainTwin(seed: Int) {
    let (x, y) = RGBAImage.randomPair(
      width: 203, height: 77, seed: UInt64(500 + seed), edits: 2500)
    var pa = x.pixels
    var pb = y.pixels
    for i in stride(from: 3, to: pa.count, by: 4) {
      pa[i] = 255
      pb[i] = 255
    }
    // A translucent pixel in one row sends the rest of that row the word-by-word way.
    if seed % 2 == 1 { pb[(40 * 203 + 100) * 4 + 3] = 90 }
    let a = RGBAImage(width: 203, height: 77, pixels: pa, alpha: .straight)!
    let b = RGBAImage(width: 203, height: 77, pixels: pb, alpha: .straight)!
    for threshold in [0, 0.004, 0.05, 0.1, 0.3] {
      for includeAA in [false, true] {
        let options = DiffOptions(
          metric: .yiq(threshold: threshold), includeAA: includeAA,
          background: seed % 3 == 0 ? .checkerboard : .white, diffImage: .twoColor, threads: 2)
        let fast = PixelDiff.compare(a, b, options: options)
        #expect(fast == PlainDiff.compare(a, b, options: options), "\(threshold) \(includeAA)")
        #expect(fast.mismatched > 0)
      }
    }
  }
}
