import Primitives
import TestSupport
import Testing

@testable import Raster

@Suite struct ShadowTests {
  /// The SVG spec's box size for σ, checked at values where it steps.
  @Test func boxSizeFollowsTheSVGFormula() {
    #expect(Shadow.boxSize(1) == 2)
    #expect(Shadow.boxSize(3) == 6)
    #expect(Shadow.boxSize(9) == 17)
    #expect(Shadow.boxSize(0.1) == 1)
  }

  /// Plain twin: drawing the mask pixel by pixel with the per-channel formula gives the same
  /// bytes as the span path (margins skipped, interior as one solid run).
  @Test(arguments: [(3.0, "#0000001F"), (1.5, "#C83C1EFF"), (6.0, "#1E64C880")])
  func spansDrawLikeThePlainMask(blur: Double, hex: String) throws {
    let color = Color(hexString: hex)!
    let rect = Rect(x: 10.3, y: 8.6, width: 50, height: 30)
    let radii = CornerRadii(all: 7)
    var list = DisplayList(size: Size(width: 80, height: 60), scale: 2, background: .white)
    list.append(.shadow(rect, radii, color: color, blur: blur, offset: Point(x: 1, y: 2)))
    let drawn = try Rasterizer(threads: 1).render(list)

    var expected = Bitmap(width: 160, height: 120, fill: .white)
    let shape = PixelShape(rect.offsetBy(dx: 1, dy: 2), radii, scale: 2)
    let (mask, mx, my) = Shadow.mask(shape, sigma: blur / 2 * 2)
    let word = PremultipliedPixel(color).word
    for y in 0..<mask.height {
      for x in 0..<mask.width {
        let px = mx + x
        let py = my + y
        guard px >= 0, py >= 0, px < 160, py < 120 else { continue }
        let m = UInt32(mask.bytes[y * mask.width + x])
        let d = expected[px, py].word
        let out = BlendTests.overPlain(BlendTests.scalePlain(word, m), d)
        expected[px, py] = PremultipliedPixel(word: out)
      }
    }
    #expect(drawn == expected)
  }

  /// Plain twin: skipping the shadow under an opaque card draws the same bytes.
  @Test func shadowsUnderOpaqueFillsMatchTheFullDraw() throws {
    var rng = SplitMix(seed: 9)
    var list = DisplayList(size: Size(width: 90, height: 70), scale: 2, background: .white)
    for _ in 0..<12 {
      let r = Rect(
        x: rng.unit() * 80 - 5, y: rng.unit() * 60 - 5, width: 5 + rng.unit() * 30,
        height: 5 + rng.unit() * 30)
      let radii = CornerRadii(all: rng.unit() * 10)
      list.append(
        .shadow(
          r, radii, color: Color(red: 0, green: 0, blue: 0, alpha: 90), blur: rng.unit() * 8,
          offset: Point(x: 0, y: 2)))
      if rng.int(4) == 0 { list.append(.pushClipRect(Rect(x: 10, y: 10, width: 50, height: 40))) }
      list.append(
        .fillRoundedRect(r, radii, .color(Color(red: UInt8(rng.int(256)), green: 200, blue: 100))))
      if rng.int(3) == 0 { list.append(.popClip) }
    }
    var plain = Rasterizer(threads: 1)
    plain.fastPaths = false
    #expect(try Rasterizer(threads: 2).render(list) == plain.render(list))
  }

  /// Plain twin: the fast blur (repeated rows copied, columns summed row by row) makes the
  /// same bytes as the plain one, on generated shapes at sub-pixel offsets, odd and even box
  /// sizes, thin and wide, square and round.
  @Test(arguments: [31, 32, 33] as [UInt64])
  func fastBlurMatchesThePlainBlur(seed: UInt64) {
    var rng = SplitMix(seed: seed)
    for _ in 0..<40 {
      let x0 = rng.unit() * 3
      let y0 = rng.unit() * 3
      let w = rng.int(3) == 0 ? rng.unit() * 4 : 1 + rng.unit() * 120
      let h = rng.int(3) == 0 ? rng.unit() * 4 : 1 + rng.unit() * 120
      let r = rng.int(4) == 0 ? 0 : rng.unit() * 40
      let shape = PixelShape(
        x0: x0, y0: y0, x1: x0 + w, y1: y0 + h, tl: r, tr: rng.unit() * r, br: r, bl: r / 2)
      let sigma = 0.5 + rng.unit() * 20
      let fast = Shadow.mask(shape, sigma: sigma)
      let plain = Shadow.mask(shape, sigma: sigma, fast: false)
      #expect(fast.x == plain.x && fast.y == plain.y)
      #expect(fast.0.width == plain.0.width && fast.0.height == plain.0.height)
      #expect(fast.0.bytes == plain.0.bytes, "w \(w) h \(h) r \(r) σ \(sigma)")
    }
  }

  @Test func maskSpansFindMarginsAndTheLongestRun() {
    let ramp: [UInt8] = [0, 0, 3] + Array(repeating: 200, count: 20) + [9, 0]
    #expect(
      MaskSpan(ramp[...])
        == MaskSpan(start: 2, end: 24, solidStart: 3, solidEnd: 23, solidValue: 200))
    #expect(MaskSpan([0, 0, 0]).end == 0)
    // Runs shorter than 16 stay mask pixels.
    let short = MaskSpan([7, 8, 8, 8])
    #expect(short.start == 0 && short.end == 4 && short.solidStart == short.solidEnd)
  }
}
