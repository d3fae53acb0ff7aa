import Primitives
import TestSupport
import Testing

@testable import Raster

/// Plain twin of the cull: draws wholly off the canvas or outside their clips are not
/// prepared, and the bytes are those of preparing everything.
@Suite struct CullTests {
  /// Ops of every kind placed on, across and off each edge of a small canvas (shadows with
  /// blurs reaching back in, borders, text, images), some inside clips that lie partly or
  /// wholly off the canvas, some in opacity groups.
  static func edgeList(seed: UInt64) -> DisplayList {
    var rng = SplitMix(seed: seed)
    let (w, h) = (60.0, 45.0)
    var list = DisplayList(size: Size(width: w, height: h), scale: 2, background: .white)
    list.fonts = ["f": "DejaVu Sans"]
    func color() -> Color {
      Color(
        red: UInt8(rng.int(256)), green: UInt8(rng.int(256)), blue: UInt8(rng.int(256)),
        alpha: UInt8(rng.int(2) == 0 ? 255 : rng.int(256)))
    }
    /// A coordinate on (0...size), near an edge on either side, or far off it.
    func coordinate(_ size: Double) -> Double {
      switch rng.int(5) {
      case 0: return -40 + rng.unit() * 38  // off before the edge
      case 1: return size + 2 + rng.unit() * 38  // off past the edge
      case 2: return -6 + rng.unit() * 6  // across the near edge
      case 3: return size - 4 + rng.unit() * 8  // across the far edge
      default: return rng.unit() * size
      }
    }
    func rect() -> Rect {
      Rect(
        x: coordinate(w), y: coordinate(h), width: 0.5 + rng.unit() * 20,
        height: 0.5 + rng.unit() * 14)
    }
    let image = Bitmap(
      width: 3, height: 2,
      pixels: (0..<24).map { UInt8(($0 * 53) % 256) & (($0 % 4 == 3) ? 255 : 0x7F) })
    var depth = 0
    for _ in 0..<160 {
      switch rng.int(12) {
      case 0: list.append(.fillRect(rect(), .color(color())))
      case 1:
        list.append(
          .strokeRoundedRect(
            rect(), CornerRadii(all: rng.unit() * 6), width: rng.unit() * 4, color: color()))
      case 2, 3:
        list.append(
          .shadow(
            rect(), CornerRadii(all: rng.unit() * 6), color: color(), blur: rng.unit() * 12,
            offset: Point(x: rng.unit() * 8 - 4, y: rng.unit() * 8 - 4)))
      case 4:
        list.append(.pushClipRoundedRect(rect(), CornerRadii(all: rng.unit() * 5)))
        depth += 1
      case 5:
        if depth > 0 {
          list.append(.popClip)
          depth -= 1
        }
      case 6: list.append(.beginGroup(opacity: rng.unit()))
      case 7: list.append(.endGroup)
      case 8:
        let r = rect()
        list.append(.image(ImageOp(rect: r, source: .bitmap(image), contentMode: .scaleToFill)))
      case 9, 10:
        let r = rect()
        list.append(
          .text(
            TextOp(
              origin: Point(x: r.minX, y: r.maxY), size: 4 + rng.unit() * 12, font: "f",
              color: color(), text: "Row \(rng.int(1000)) Ág")))
      default:
        list.append(.fillRoundedRect(rect(), CornerRadii(all: rng.unit() * 8), .color(color())))
      }
    }
    return list
  }

  @Test(arguments: [51, 52, 53, 54, 55, 56, 57, 58] as [UInt64])
  func culledDrawsChangeNoByte(seed: UInt64) throws {
    let list = CullTests.edgeList(seed: seed)
    var uncut = Rasterizer(threads: 1)
    uncut.culling = false
    let expected = try uncut.render(list)
    // The scene has draws to cull (else this compares nothing).
    #expect(
      try Rasterizer(threads: 1).prepare(list).commands.count
        < uncut.prepare(list).commands.count)
    #expect(try Rasterizer(threads: 1).render(list) == expected)
    #expect(try Rasterizer(threads: 2).render(list) == expected)
    var plain = Rasterizer(threads: 1)
    plain.fastPaths = false
    #expect(try plain.render(list) == expected)
  }

  @Test func culledDrawsAreNotPrepared() throws {
    var list = DisplayList(size: Size(width: 20, height: 20), background: .white)
    list.fonts = ["f": "DejaVu Sans"]
    let off = Rect(x: 30, y: 5, width: 5, height: 5)
    list.append(.fillRect(off, .color(.black)))
    list.append(.shadow(off, .zero, color: .black, blur: 2, offset: Point(x: 0, y: 0)))
    list.append(
      .text(TextOp(origin: Point(x: 2, y: 300), size: 12, font: "f", color: .black, text: "x")))
    list.append(.pushClipRect(Rect(x: 0, y: 0, width: 5, height: 5)))
    list.append(.fillRect(Rect(x: 8, y: 8, width: 5, height: 5), .color(.black)))
    list.append(.popClip)
    let prepared = try Rasterizer(threads: 1).prepare(list).commands
    #expect(prepared.count == 2)  // the clip's push and pop
    var uncut = Rasterizer(threads: 1)
    uncut.culling = false
    #expect(try uncut.prepare(list).commands.count == 5)  // the shadow was always skipped
  }

  /// A user expects a broken scene to fail whether or not the broken op shows: an image that
  /// cannot be read, or a font key the list lacks, is an error off the canvas too.
  @Test func errorsOffTheCanvasAreStillReported() {
    var list = DisplayList(size: Size(width: 10, height: 10))
    list.append(
      .image(ImageOp(rect: Rect(x: 500, y: 500, width: 5, height: 5), source: .file("a.png"))))
    #expect(throws: RasterError.noImageLoader(path: "a.png")) { try Rasterizer().render(list) }
    let missing = ImageLoader { path in
      throw RasterError.imageUnreadable(path: path, reason: "no such file")
    }
    #expect(throws: RasterError.imageUnreadable(path: "a.png", reason: "no such file")) {
      try Rasterizer(imageLoader: missing).render(list)
    }
    var clipped = DisplayList(size: Size(width: 10, height: 10))
    clipped.append(.pushClipRect(Rect(x: 0, y: 0, width: 2, height: 2)))
    clipped.append(
      .text(TextOp(origin: Point(x: 6, y: 9), size: 8, font: "nope", color: .black, text: "x")))
    #expect(throws: RasterError.unknownFont(key: "nope")) { try Rasterizer().render(clipped) }
  }
}
