import Primitives
import Testing

@testable import Diff

/// The fast path (word blocks, bands over threads) against its plain twin, and the result
/// against the thread count.
@Suite struct BandScanTests {
  static let shapes: [(Int, Int)] = [(1, 1), (7, 3), (9, 70), (130, 67), (64, 200)]

  @Test(arguments: 0..<12)
  func fastPathEqualsPlainTwin(seed: Int) {
    let (w, h) = Self.shapes[seed % Self.shapes.count]
    let alpha: RGBAImage.Alpha = seed % 2 == 0 ? .straight : .premultiplied
    let (a, b) = RGBAImage.randomPair(
      width: w, height: h, seed: UInt64(seed), edits: w * h / 20 + 1, alpha: alpha)
    let metrics: [PixelMetric] = [
      .yiq(threshold: 0.1), .yiq(threshold: 0.02), .deltaE94(perceptualPrecision: 0.98), .exact,
    ]
    for metric in metrics {
      for includeAA in [false, true] {
        let options = DiffOptions(
          metric: metric, includeAA: includeAA,
          background: seed % 3 == 0 ? .checkerboard : .white,
          ignoredRegions: seed % 4 == 1 ? [PixelRect(x: 2, y: 1, width: w / 2, height: h / 3)] : [],
          diffImage: seed % 5 == 2 ? .twoColor : DiffImageStyle(isMask: seed % 2 == 1),
          regionTileSize: [8, 4, 16][seed % 3], threads: 2)
        let fast = PixelDiff.compare(a, b, options: options)
        let plain = PlainDiff.compare(a, b, options: options)
        #expect(fast == plain, "\(metric) includeAA \(includeAA)")
      }
    }
  }

  /// Different sizes: rows of the two images lie at different strides.
  @Test(arguments: 0..<6)
  func differentSizesEqualPlainTwin(seed: Int) {
    let (a, b) = RGBAImage.randomPair(width: 90, height: 150, seed: UInt64(100 + seed), edits: 700)
    let cropWidth = 60 + seed * 5
    let cropHeight = 100 + seed * 9
    var cropped: [UInt8] = []
    for y in 0..<cropHeight {
      cropped += b.pixels[(y * 90 * 4)..<((y * 90 + cropWidth) * 4)]
    }
    let small = RGBAImage(width: cropWidth, height: cropHeight, pixels: cropped, alpha: .straight)!
    for (x, y) in [(a, small), (small, a)] {
      let options = DiffOptions(diffImage: .standard, threads: 2)
      let fast = PixelDiff.compare(x, y, options: options)
      #expect(fast == PlainDiff.compare(x, y, options: options))
      #expect(fast.comparedSize == PixelSize(width: cropWidth, height: cropHeight))
      #expect(fast.mismatched > 0)
    }
  }

  /// Real anti-aliasing (the fixtures excuse hundreds of pixels) through both paths.
  @Test(arguments: ["rings", "line", "card", "gradient"])
  func fixturesGiveTheSameResultOnBothPaths(_ pair: String) throws {
    let (a, b) = try Fixtures.pair(pair)
    for background in [AlphaBackground.white, .checkerboard] {
      let options = DiffOptions(background: background, diffImage: .twoColor, threads: 3)
      let fast = PixelDiff.compare(a, b, options: options)
      #expect(fast == PlainDiff.compare(a, b, options: options))
      if pair == "rings" { #expect(fast.antialiased > 800) }
    }
  }

  @Test func resultDoesNotDependOnThreadCount() {
    let (a, b) = RGBAImage.randomPair(width: 150, height: 333, seed: 42, edits: 900)
    let options = DiffOptions(diffImage: .standard)
    let one = PixelDiff.compare(a, b, options: DiffOptions(diffImage: .standard, threads: 1))
    #expect(one.mismatched > 0)
    #expect(one.regions.count > 1)
    for threads in [2, 3, 5, 16] {
      var o = options
      o.threads = threads
      #expect(PixelDiff.compare(a, b, options: o) == one)
    }
  }

  @Test func identicalImagesReturnTheFadedReference() {
    let (a, _) = RGBAImage.randomPair(width: 20, height: 10, seed: 7, edits: 0)
    let copy = RGBAImage(width: 20, height: 10, pixels: a.pixels, alpha: .straight)!
    let result = PixelDiff.compare(a, copy, options: DiffOptions(diffImage: .standard))
    #expect(result.mismatched == 0 && result.regions.isEmpty)
    // The identical shortcut draws what the full scan draws.
    var other = a.pixels
    other[3] = other[3] == 0 ? 1 : 0
    let nearly = RGBAImage(width: 20, height: 10, pixels: other, alpha: .straight)!
    let scanned = PixelDiff.compare(a, nearly, options: DiffOptions(diffImage: .standard))
    let plain = PlainDiff.compare(a, copy, options: DiffOptions(diffImage: .standard))
    #expect(result.diffImage == plain.diffImage)
    #expect(Array(result.diffImage!.pixels[8...]) == Array(scanned.diffImage!.pixels[8...]))
  }

  @Test func mixedAlphaConventionsCompareAsEqual() {
    let (a, _) = RGBAImage.randomPair(width: 16, height: 16, seed: 3, edits: 0)
    let pre = PixelDiff.premultiplied(a)
    #expect(PixelDiff.compare(a, pre, options: DiffOptions(metric: .exact)).mismatched == 0)
  }

  @Test func emptyImagesCompareAsEqual() {
    let empty = RGBAImage(width: 0, height: 5, pixels: [], alpha: .straight)!
    let result = PixelDiff.compare(empty, empty)
    #expect(result.mismatched == 0 && result.ratio == 0)
  }
}
