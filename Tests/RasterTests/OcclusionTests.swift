import Primitives
import TestSupport
import Testing

@testable import Raster

/// Draws that later opaque fills paint over are skipped: the bytes are those of the plain
/// path, which draws everything.
@Suite struct OcclusionTests {
  /// Opaque rectangles (on the pixel grid and off it), rounded fills, translucent fills,
  /// borders, shadows, clips and groups, piled up so that most draws end up covered.
  static func pile(seed: UInt64, scale: Double) -> DisplayList {
    var rng = SplitMix(seed: seed)
    var list = DisplayList(size: Size(width: 60, height: 90), scale: scale, background: .white)
    func color(opaque: Bool) -> Color {
      Color(
        red: UInt8(rng.int(256)), green: UInt8(rng.int(256)), blue: UInt8(rng.int(256)),
        alpha: opaque ? 255 : UInt8(rng.int(256)))
    }
    func rect(grid: Bool) -> Rect {
      let r = Rect(
        x: rng.unit() * 70 - 5, y: rng.unit() * 100 - 5, width: rng.unit() * 40,
        height: rng.unit() * 40)
      guard grid else { return r }
      return Rect(
        x: r.minX.rounded(), y: r.minY.rounded(), width: r.width.rounded(),
        height: r.height.rounded())
    }
    for _ in 0..<400 {
      switch rng.int(16) {
      case 0: list.append(.pushClipRoundedRect(rect(grid: false), CornerRadii(all: rng.unit() * 9)))
      case 1: list.append(.popClip)
      case 2: list.append(.beginGroup(opacity: rng.unit()))
      case 3: list.append(.endGroup)
      case 4:
        list.append(
          .shadow(
            rect(grid: false), CornerRadii(all: 4), color: color(opaque: false), blur: 3,
            offset: Point(x: 0, y: 1)))
      case 5:
        list.append(
          .strokeRoundedRect(
            rect(grid: false), CornerRadii(all: 5), width: 2, color: color(opaque: true)))
      case 6: list.append(.fillRect(rect(grid: false), .color(color(opaque: false))))
      case 7, 8:
        list.append(
          .fillRoundedRect(
            rect(grid: rng.int(2) == 0), CornerRadii(all: rng.unit() * 12),
            .color(color(opaque: true))))
      case 9: list.append(.fillRect(rect(grid: false), .color(color(opaque: true))))
      default: list.append(.fillRect(rect(grid: true), .color(color(opaque: true))))
      }
    }
    return list
  }

  @Test(arguments: [21, 22, 23, 24, 25, 26] as [UInt64])
  func skippingCoveredDrawsChangesNoByte(seed: UInt64) throws {
    for scale in [1.0, 2.0, 3.0] {
      let list = Self.pile(seed: seed, scale: scale)
      var plain = Rasterizer(threads: 1)
      plain.fastPaths = false
      let expected = try plain.render(list)
      #expect(try Rasterizer(threads: 1).render(list) == expected, "scale \(scale)")
      #expect(try Rasterizer(threads: 2).render(list) == expected, "scale \(scale)")
    }
  }

  /// Something is skipped at all: a band the last fill covers draws only that fill.
  @Test func aBandCoveredByTheLastFillSkipsEverythingBefore() throws {
    var list = DisplayList(size: Size(width: 20, height: 64), scale: 1, background: .white)
    list.append(.fillRect(Rect(x: 2, y: 2, width: 5, height: 5), .color(.black)))
    list.append(.fillRect(Rect(x: 0, y: 0, width: 20, height: 64), .color(.white)))
    let drawing = try Rasterizer(threads: 1).prepare(list)
    let renderer = BandRenderer(
      canvas: Surface(
        base: .allocate(capacity: 20 * 64), stride: 20, box: PixelBox(x0: 0, y0: 0, x1: 20, y1: 64)),
      background: 0)
    defer { renderer.canvas.base.deallocate() }
    let index = BandIndex(drawing.commands, bands: 1, rows: 64)
    renderer.run(drawing.commands, rows: 0..<64, index: index, band: 0)
    let order = index.indices
    #expect(
      drawing.commands.withUnsafeBufferPointer { all in
        order.withUnsafeBufferPointer { renderer.occlude(all, $0) }
      } == 1)
  }

  /// The bit mask against a plain set of covered pixels.
  @Test func coverMaskMatchesAPlainSetOfPixels() {
    var rng = SplitMix(seed: 31)
    for width in [1, 63, 64, 65, 130, 200] {
      var mask = CoverMask(width: width)
      defer { mask.deallocate() }
      for band in 0..<8 {
        let y0 = band * 5
        let rows = 1 + rng.int(9)
        mask.reset(y0: y0, rows: rows)
        var plain = Set<Int>()
        for _ in 0..<30 {
          let box = PixelBox(
            x0: rng.int(width + 20) - 10, y0: y0 + rng.int(rows + 4) - 2,
            x1: rng.int(width + 20) - 10, y1: y0 + rng.int(rows + 4) - 2)
          let inBand = box.intersection(PixelBox(x0: 0, y0: y0, x1: width, y1: y0 + rows))
          let pixels =
            inBand.isEmpty
            ? []
            : (inBand.y0..<inBand.y1).flatMap { y in (inBand.x0..<inBand.x1).map { y * 1000 + $0 } }
          #expect(mask.covers(box) == pixels.allSatisfy(plain.contains), "width \(width)")
          if rng.int(2) == 0 {
            mask.add(box)
            plain.formUnion(pixels)
          }
          #expect(mask.isFull == (plain.count == width * rows))
        }
      }
    }
  }
}
