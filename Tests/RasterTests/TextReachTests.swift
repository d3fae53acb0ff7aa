import Primitives
import TestSupport
import Testing

@testable import Raster

/// Plain twin of the text cull before shaping (``Preparer/cullsTextBeforeShaping``): lines
/// whose baseline lies beyond ``Preparer/textReach`` ems of what is visible are dropped
/// unshaped, and the bytes are those of shaping every line and culling its glyphs.
@Suite struct TextReachTests {
  /// Lines on the canvas, across its edges and at distances past them from a fraction of a
  /// pixel to beyond the reach, at tiny to large sizes, some inside clips.
  static func list(seed: UInt64) -> DisplayList {
    var rng = SplitMix(seed: seed)
    let (w, h) = (40.0, 30.0)
    var list = DisplayList(size: Size(width: w, height: h), scale: 2, background: .white)
    list.fonts = ["f": "DejaVu Sans"]
    var depth = 0
    for _ in 0..<300 {
      let size = [0.05, 0.4, 1, 3, 8, 14, 40][rng.int(7)] * (0.5 + rng.unit())
      // A distance past an edge in ems, or in pixels near the edge.
      let ems = [0.0, 0.2, 0.5, 1, 2, 4, 63, 64, 65, 200][rng.int(10)] * (0.9 + rng.unit() * 0.2)
      let past = rng.int(2) == 0 ? ems * size : rng.unit() * 3 - 1
      let y: Double
      switch rng.int(3) {
      case 0: y = h + past  // below the bottom
      case 1: y = -past  // above the top
      default: y = rng.unit() * h
      }
      if rng.int(8) == 0 {
        list.append(
          .pushClipRect(
            Rect(x: rng.unit() * w, y: rng.unit() * h, width: rng.unit() * 20, height: 4)))
        depth += 1
      } else if depth > 0 && rng.int(6) == 0 {
        list.append(.popClip)
        depth -= 1
      }
      list.append(
        .text(
          TextOp(
            origin: Point(x: rng.unit() * w - 10, y: y), size: size, font: "f",
            color: .black, text: ["Ág", "Row \(rng.int(100))", "ÉÇ|jy", "x"][rng.int(4)])))
    }
    return list
  }

  static func render(_ list: DisplayList, early: Bool) throws -> (Bitmap, Int) {
    var prep = Preparer(list: list, imageLoader: nil, fonts: nil)
    prep.cullsTextBeforeShaping = early
    try prep.run()
    let size = list.pixelSize
    let drawing = Drawing(
      width: size.width, height: size.height, background: list.background,
      commands: prep.commands, threads: 1, fastPaths: true, hasBackdropBlur: false)
    return (drawing.render(), prep.commands.count)
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func earlyCullDrawsTheSameBytes(seed: UInt64) throws {
    let list = TextReachTests.list(seed: seed)
    let (plain, plainCount) = try TextReachTests.render(list, early: false)
    let (early, earlyCount) = try TextReachTests.render(list, early: true)
    #expect(early == plain)
    #expect(earlyCount == plainCount)
  }

  /// The test is a test: a reach of under an em would drop lines whose glyphs show.
  @Test func lineJustPastTheEdgeStillShows() {
    let box = PixelBox(x0: 0, y0: 0, x1: 80, y1: 60)
    let near = TextOp(
      origin: Point(x: 1, y: 30 + 10), size: 12, font: "f", color: .black, text: "Ág")
    #expect(!Preparer.outOfReach(near, scale: 2, visible: box))
    var far = near
    far.origin.y = 30 + 12 * 65
    #expect(Preparer.outOfReach(far, scale: 2, visible: box))
    far.origin.y = -12 * 65
    #expect(Preparer.outOfReach(far, scale: 2, visible: box))
  }

  @Test func unknownFontsFarOffAreStillReported() {
    var list = DisplayList(size: Size(width: 10, height: 10))
    list.append(
      .text(
        TextOp(origin: Point(x: 0, y: 90_000), size: 8, font: "nope", color: .black, text: "x")))
    #expect(throws: RasterError.unknownFont(key: "nope")) { try Rasterizer().render(list) }
  }
}
