import Primitives
import Testing

@testable import Diff

@Suite struct ColorMeasureTests {
  static func px(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) -> Straight {
    Straight(r: r, g: g, b: b, a: a)
  }

  @Test func yiqDeltaOfBlackAndWhiteIsAllBrightness() {
    let d = yiqDeltaOverWhite(Self.px(255, 255, 255), Self.px(0, 0, 0), brightnessOnly: false)
    #expect(abs(d + 0.5053 * 255 * 255) < 0.01)
    #expect(d < 0, "the second pixel is darker")
  }

  @Test func yiqDeltaNeverExceeds35215() {
    // 35215 is the largest possible delta, which is why thresholds scale it.
    var rng = SeededRandom(seed: 11)
    for _ in 0..<2000 {
      let p = Self.px(
        [0, 255].randomElement(using: &rng)!, .random(in: 0...255, using: &rng),
        [0, 255].randomElement(using: &rng)!)
      let q = Self.px(255 - p.r, .random(in: 0...255, using: &rng), 255 - p.b)
      #expect(abs(yiqDeltaOverWhite(p, q, brightnessOnly: false)) <= 35215.5)
    }
  }

  @Test func bothVariantsAgreeOnOpaquePixels() {
    var rng = SeededRandom(seed: 5)
    for _ in 0..<500 {
      let p = Self.px(.random(in: 0...255, using: &rng), .random(in: 0...255, using: &rng), 7)
      let q = Self.px(.random(in: 0...255, using: &rng), 9, .random(in: 0...255, using: &rng))
      let white = yiqDeltaOverWhite(p, q, brightnessOnly: false)
      let board = yiqDeltaOverCheckerboard(p, q, offset: 4, brightnessOnly: false)
      #expect(abs(white - board) < 1e-6)
    }
  }

  @Test func whiteBrightnessDifferenceIsTheBrightnessDelta() {
    var rng = SeededRandom(seed: 9)
    for _ in 0..<1000 {
      let p = Self.px(
        .random(in: 0...255, using: &rng), .random(in: 0...255, using: &rng),
        .random(in: 0...255, using: &rng), [255, 0, 90].randomElement(using: &rng)!)
      let q = Self.px(
        .random(in: 0...255, using: &rng), .random(in: 0...255, using: &rng),
        .random(in: 0...255, using: &rng), [255, 17].randomElement(using: &rng)!)
      // Bit for bit: the AA check relies on it.
      #expect(
        yiqDeltaOverWhite(p, q, brightnessOnly: true) == whiteBrightness(p) - whiteBrightness(q))
    }
  }

  @Test func transparentPixelsAreWhiteOverWhiteOnly() {
    let clear = Self.px(0, 0, 0, 0)
    let white = Self.px(255, 255, 255)
    #expect(yiqDeltaOverWhite(clear, white, brightnessOnly: false) == 0)
    #expect(yiqDeltaOverCheckerboard(clear, white, offset: 0, brightnessOnly: false) != 0)
  }

  @Test func deltaE94KnownValues() {
    #expect(abs(deltaE94(Self.px(0, 0, 0), Self.px(255, 255, 255)) - 100) < 0.01)
    #expect(deltaE94(Self.px(10, 20, 30), Self.px(10, 20, 30)) == 0)
    // One step of one channel is below the eye's threshold (ΔE ≈ 2).
    #expect(deltaE94(Self.px(120, 120, 120), Self.px(121, 120, 120)) < 1)
  }

  @Test func perceptualPrecisionSetsTheDeltaELimit() {
    let a = Bitmap(width: 2, height: 1, fill: Color(red: 120, green: 120, blue: 120))
    var b = a
    b[0, 0] = PremultipliedPixel(Color(red: 124, green: 120, blue: 120))  // ΔE94 ≈ 1.4
    b[1, 0] = PremultipliedPixel(Color(red: 160, green: 120, blue: 120))  // far off
    let loose = DiffOptions(metric: .deltaE94(perceptualPrecision: 0.98), includeAA: true)
    let strict = DiffOptions(metric: .deltaE94(perceptualPrecision: 0.995), includeAA: true)
    #expect(PixelDiff.compare(a, b, options: loose).mismatched == 1)
    #expect(PixelDiff.compare(a, b, options: strict).mismatched == 2)
  }

  @Test func unpremultiplyMatchesPrimitives() {
    for a in [0, 1, 2, 17, 128, 254, 255] as [UInt8] {
      for v in stride(from: 0, through: 255, by: 5) {
        let p = PremultipliedPixel(Color(red: UInt8(v), green: 255 - UInt8(v), blue: 77, alpha: a))
        let c = p.color
        let s = straightChannels(p.word, premultiplied: true)
        #expect(s == Straight(r: Int(c.red), g: Int(c.green), b: Int(c.blue), a: Int(c.alpha)))
      }
    }
  }
}
