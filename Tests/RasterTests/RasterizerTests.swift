import Primitives
import TestSupport
import Testing

@testable import Raster

@Suite struct RasterizerTests {
  static let red = Color(red: 255, green: 0, blue: 0)
  static let blue = Color(red: 0, green: 0, blue: 255)

  /// A seeded scene with every op kind, clips and groups, for the thread-count test.
  static func randomList(seed: UInt64) -> DisplayList {
    var rng = SplitMix(seed: seed)
    var list = DisplayList(size: Size(width: 120, height: 200), scale: 2, background: .white)
    func color() -> Color {
      Color(
        red: UInt8(rng.int(256)), green: UInt8(rng.int(256)), blue: UInt8(rng.int(256)),
        alpha: UInt8(rng.int(256)))
    }
    func rect() -> Rect {
      Rect(
        x: rng.unit() * 130 - 10, y: rng.unit() * 210 - 10, width: rng.unit() * 50,
        height: rng.unit() * 50)
    }
    func radii() -> CornerRadii {
      CornerRadii(
        topLeft: rng.unit() * 20, topRight: rng.unit() * 20, bottomRight: rng.unit() * 20,
        bottomLeft: rng.unit() * 20)
    }
    let image = Bitmap(
      width: 3, height: 2,
      pixels: (0..<24).map { UInt8(($0 * 37) % 256) & (($0 % 4 == 3) ? 255 : 0x7F) })
    for _ in 0..<150 {
      switch rng.int(10) {
      case 0: list.append(.fillRect(rect(), .color(color())))
      case 1:
        list.append(.strokeRoundedRect(rect(), radii(), width: rng.unit() * 6, color: color()))
      case 2:
        list.append(
          .shadow(rect(), radii(), color: color(), blur: rng.unit() * 8, offset: Point(x: 1, y: 2)))
      case 3: list.append(.pushClipRoundedRect(rect(), radii()))
      case 4: list.append(.popClip)
      case 5: list.append(.beginGroup(opacity: rng.unit()))
      case 6: list.append(.endGroup)
      case 7:
        list.append(
          .fillRoundedRect(
            rect(), radii(), .linearGradient(LinearGradient(colors: [color(), color()]))))
      case 8:
        list.append(
          .image(ImageOp(rect: rect(), source: .bitmap(image), contentMode: .scaleAspectFit)))
      default: list.append(.fillRoundedRect(rect(), radii(), .color(color())))
      }
    }
    return list
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func bytesDoNotDependOnThreadCount(seed: UInt64) throws {
    let list = RasterizerTests.randomList(seed: seed)
    let one = try Rasterizer(threads: 1).render(list)
    #expect(try Rasterizer(threads: 2).render(list) == one)
    #expect(try Rasterizer(threads: 4).render(list) == one)
    #expect(try Rasterizer(threads: 1).render(list) == one)
  }

  /// Plain twin: the unclipped solid-rect fast path draws what the coverage rows draw.
  @Test(arguments: [4, 5] as [UInt64])
  func rectFastPathMatchesTheGeneralPath(seed: UInt64) throws {
    var rng = SplitMix(seed: seed)
    var list = DisplayList(size: Size(width: 60, height: 40), scale: 3, background: .white)
    for _ in 0..<300 {
      let c = Color(
        red: UInt8(rng.int(256)), green: UInt8(rng.int(256)), blue: UInt8(rng.int(256)),
        alpha: UInt8(rng.int(3) == 0 ? 255 : rng.int(256)))
      let r = Rect(
        x: rng.unit() * 70 - 5, y: rng.unit() * 50 - 5, width: rng.unit() * 20,
        height: rng.unit() * 20)
      switch rng.int(12) {
      case 0: list.append(.beginGroup(opacity: 0.6))
      case 1: list.append(.endGroup)
      default: list.append(.fillRect(r, .color(c)))
      }
    }
    var plain = Rasterizer(threads: 1)
    plain.fastPaths = false
    #expect(try Rasterizer(threads: 1).render(list) == plain.render(list))
  }

  /// Plain twin: rounded fills' straight rows written directly (solid, unclipped or
  /// inside a clip's interior) draw what the coverage rows draw.
  @Test(arguments: [6, 7] as [UInt64])
  func roundedFillStraightRowsMatchTheGeneralPath(seed: UInt64) throws {
    var rng = SplitMix(seed: seed)
    var list = DisplayList(size: Size(width: 60, height: 40), scale: 3, background: .white)
    for _ in 0..<300 {
      let c = Color(
        red: UInt8(rng.int(256)), green: UInt8(rng.int(256)), blue: UInt8(rng.int(256)),
        alpha: UInt8(rng.int(3) == 0 ? 255 : rng.int(256)))
      let r = Rect(
        x: rng.unit() * 70 - 5, y: rng.unit() * 50 - 5, width: rng.unit() * 25,
        height: rng.unit() * 25)
      let radii = CornerRadii(
        topLeft: rng.unit() * 8, topRight: rng.unit() * 8, bottomRight: rng.unit() * 8,
        bottomLeft: rng.unit() * (rng.int(4) == 0 ? 100 : 8))
      switch rng.int(16) {
      case 0: list.append(.beginGroup(opacity: 0.6))
      case 1: list.append(.endGroup)
      case 2: list.append(.pushClipRoundedRect(r, radii))
      case 3: list.append(.popClip)
      default: list.append(.fillRoundedRect(r, radii, .color(c)))
      }
    }
    var plain = Rasterizer(threads: 1)
    plain.fastPaths = false
    let expected = try plain.render(list)
    #expect(try Rasterizer(threads: 1).render(list) == expected)
    #expect(try Rasterizer(threads: 2).render(list) == expected)
  }

  @Test func groupOpacityAppliesToTheWholeSubtreeOnce() throws {
    var list = DisplayList(size: Size(width: 10, height: 4), background: .white)
    list.append(.beginGroup(opacity: 0.5))
    list.append(.fillRect(Rect(x: 0, y: 0, width: 6, height: 4), .color(RasterizerTests.red)))
    list.append(.fillRect(Rect(x: 4, y: 0, width: 6, height: 4), .color(RasterizerTests.blue)))
    list.append(.endGroup)
    let b = try Rasterizer(threads: 1).render(list)
    // Where the children overlap, only the top child shows, at half strength.
    #expect(b[5, 1] == PremultipliedPixel(r: 127, g: 127, b: 255, a: 255))
    #expect(b[1, 1] == PremultipliedPixel(r: 255, g: 127, b: 127, a: 255))
  }

  @Test func borderIsDrawnInsideBounds() throws {
    var list = DisplayList(size: Size(width: 20, height: 20))
    list.append(
      .strokeRoundedRect(Rect(x: 5, y: 5, width: 10, height: 10), .zero, width: 2, color: .black))
    let b = try Rasterizer(threads: 1).render(list)
    #expect(b[4, 10].a == 0 && b[15, 10].a == 0)
    #expect(b[5, 10].a == 255 && b[6, 10].a == 255 && b[14, 10].a == 255)
    #expect(b[7, 10].a == 0 && b[10, 10].a == 0)
  }

  @Test func clipKeepsDrawingInside() throws {
    var list = DisplayList(size: Size(width: 20, height: 20))
    list.append(.pushClipRect(Rect(x: 5, y: 5, width: 5, height: 5)))
    list.append(.fillRect(Rect(x: 0, y: 0, width: 20, height: 20), .color(.black)))
    list.append(.popClip)
    list.append(.popClip)  // unmatched: ignored
    list.append(.endGroup)  // unmatched: ignored
    let b = try Rasterizer(threads: 1).render(list)
    #expect(b[4, 7].a == 0 && b[10, 7].a == 0 && b[7, 4].a == 0)
    #expect(b[5, 5].a == 255 && b[9, 9].a == 255)
  }

  @Test func shadowKeepsItsMassAndSymmetry() throws {
    var list = DisplayList(size: Size(width: 60, height: 60))
    list.append(
      .shadow(
        Rect(x: 20, y: 20, width: 20, height: 20), .zero, color: .black, blur: 8, offset: .zero))
    let b = try Rasterizer(threads: 1).render(list)
    var mass = 0.0
    for y in 0..<60 {
      for x in 0..<60 {
        mass += Double(b[x, y].a) / 255
        #expect(b[x, y].a == b[59 - x, y].a && b[x, y].a == b[x, 59 - y].a)
      }
    }
    #expect(abs(mass - 400) < 4, "blurring keeps the shape's area: \(mass)")
    #expect(b[30, 30].a > 240)
    #expect(b[30, 20].a > 100 && b[30, 20].a < 155)
  }

  @Test func gradientRunsFromFirstToLastColor() throws {
    var list = DisplayList(size: Size(width: 100, height: 10))
    let g = LinearGradient(
      colors: [RasterizerTests.red, RasterizerTests.blue], start: Point(x: 0, y: 0.5),
      end: Point(x: 1, y: 0.5))
    list.append(.fillRect(Rect(x: 0, y: 0, width: 100, height: 10), .linearGradient(g)))
    let b = try Rasterizer(threads: 1).render(list)
    #expect(b[0, 5].r >= 252 && b[0, 5].b <= 3)
    #expect(b[99, 5].b >= 252 && b[99, 5].r <= 3)
    #expect(abs(Int(b[50, 5].r) - 127) <= 2)
  }

  @Test func fileImagesNeedALoader() {
    var list = DisplayList(size: Size(width: 10, height: 10))
    list.append(
      .image(ImageOp(rect: Rect(x: 0, y: 0, width: 5, height: 5), source: .file("a.png"))))
    #expect(throws: RasterError.noImageLoader(path: "a.png")) { try Rasterizer().render(list) }
  }

  @Test func contentModesPlaceTheImageAsUIKitDoes() {
    let r = Rect(x: 0, y: 0, width: 100, height: 50)
    let image = Size(width: 20, height: 20)
    #expect(Preparer.frame(r, image, .scaleAspectFit) == Rect(x: 25, y: 0, width: 50, height: 50))
    #expect(
      Preparer.frame(r, image, .scaleAspectFill) == Rect(x: 0, y: -25, width: 100, height: 100))
    #expect(Preparer.frame(r, image, .center) == Rect(x: 40, y: 15, width: 20, height: 20))
    #expect(Preparer.frame(r, image, .bottomRight) == Rect(x: 80, y: 30, width: 20, height: 20))
    #expect(Preparer.frame(r, image, .scaleToFill) == r)
    #expect(Preparer.imageScale("icons/star@2x.png") == 2 && Preparer.imageScale("star.png") == 1)
  }

  /// Found by review: coordinates like 1e300 (valid JSON) reached Int conversions and trapped.
  @Test func extremeGeometryDrawsNothingInsteadOfTrapping() throws {
    let huge = 1e300
    var list = DisplayList(size: Size(width: 20, height: 20), scale: 3, background: .white)
    let g = LinearGradient(
      colors: [.black, .white], start: Point(x: -huge, y: 0), end: Point(x: huge, y: 1))
    list.ops = [
      .fillRect(Rect(x: huge, y: 0, width: 10, height: 10), .color(.black)),
      .fillRect(Rect(x: 0, y: 0, width: huge, height: huge), .linearGradient(g)),
      .fillRoundedRect(
        Rect(x: -huge, y: -huge, width: huge, height: 5), CornerRadii(all: huge), .color(.black)),
      .fillRect(Rect(x: .nan, y: 0, width: 5, height: 5), .color(.black)),
      .strokeRoundedRect(
        Rect(x: 1, y: 1, width: 9, height: 9), CornerRadii(all: 2), width: huge, color: .black),
      .shadow(
        Rect(x: 1, y: 1, width: 5, height: 5), .zero, color: .black, blur: huge, offset: .zero),
      .shadow(
        Rect(x: 1, y: 1, width: 5, height: 5), .zero, color: .black, blur: 2,
        offset: Point(x: huge, y: 0)),
      .pushClipRoundedRect(
        Rect(x: -huge, y: 0, width: huge * 2, height: 10), CornerRadii(all: huge)),
      .image(
        ImageOp(
          rect: Rect(x: 0, y: 0, width: huge, height: 1e-300),
          source: .bitmap(Bitmap(width: 1, height: 1, fill: .black)), contentMode: .scaleAspectFit)),
      .popClip,
      .text(
        TextOp(origin: Point(x: huge, y: -huge), size: 10, font: "f", color: .black, text: "x")),
    ]
    list.fonts = ["f": "DejaVu Sans"]
    _ = try Rasterizer(threads: 2).render(list)
  }

  /// Plain twin: draws inside a clip's fully covered pixels skip the clip rows (the fast
  /// path); the general path multiplies by them. Cards like the peers' `cards` scene (a
  /// rounded clip, sometimes a rect clip nested in it) hold text, avatars, rects, borders
  /// and shadows that lie inside, cross an edge or a corner, or sit off pixel boundaries.
  @Test(arguments: [7, 8, 9] as [UInt64])
  func clipInteriorFastPathMatchesTheGeneralPath(seed: UInt64) throws {
    var rng = SplitMix(seed: seed)
    var list = DisplayList(size: Size(width: 120, height: 160), scale: 3, background: .white)
    list.fonts = ["f": "DejaVu Sans"]
    func color() -> Color {
      Color(
        red: UInt8(rng.int(256)), green: UInt8(rng.int(256)), blue: UInt8(rng.int(256)),
        alpha: UInt8(rng.int(2) == 0 ? 255 : rng.int(256)))
    }
    for card in 0..<6 {
      let frame = Rect(
        x: 4 + rng.unit() * 3, y: Double(card) * 26 + rng.unit() * 2, width: 100,
        height: 22 + rng.unit() * 4)
      list.append(.pushClipRoundedRect(frame, CornerRadii(all: 2 + rng.unit() * 8)))
      let nested = rng.int(3) == 0
      if nested {
        list.append(.pushClipRect(frame.insetBy(dx: rng.unit() * 6, dy: rng.unit() * 4)))
      }
      for _ in 0..<8 {
        // Mostly inside the card, some reaching past its edges and corners.
        let r = Rect(
          x: frame.minX - 4 + rng.unit() * 100, y: frame.minY - 3 + rng.unit() * 24,
          width: 2 + rng.unit() * 30, height: 2 + rng.unit() * 12)
        switch rng.int(6) {
        case 0: list.append(.fillRect(r, .color(color())))
        case 1: list.append(.fillRoundedRect(r, CornerRadii(all: rng.unit() * 6), .color(color())))
        case 2:
          list.append(
            .strokeRoundedRect(r, CornerRadii(all: rng.unit() * 6), width: 1, color: color()))
        case 3:
          list.append(
            .shadow(
              r, CornerRadii(all: 3), color: color(), blur: rng.unit() * 4,
              offset: Point(x: 0, y: 1)))
        default:
          list.append(
            .text(
              TextOp(
                origin: Point(x: r.minX, y: r.maxY), size: 5 + rng.unit() * 8, font: "f",
                color: color(), text: "AVAWAy \(card) kerning")))
        }
      }
      if nested { list.append(.popClip) }
      list.append(.popClip)
    }
    var plain = Rasterizer(threads: 1)
    plain.fastPaths = false
    let expected = try plain.render(list)
    #expect(try Rasterizer(threads: 1).render(list) == expected)
    #expect(try Rasterizer(threads: 2).render(list) == expected)
  }

  /// The pixels a clip covers fully, against ``ShapeScan``'s own rows: every pixel inside
  /// the box is 255 (the skip above is exact only if so), for rounded and square corners.
  @Test(arguments: [10, 11, 12, 13] as [UInt64])
  func fullyCoveredBoxIsExactlyTheFullPixels(seed: UInt64) {
    var rng = SplitMix(seed: seed)
    let width = 80
    var row = CoverageRow(width: width)
    let acc = UnsafeMutablePointer<Double>.allocate(capacity: width + 2)
    acc.initialize(repeating: 0, count: width + 2)
    defer {
      row.deallocate()
      acc.deallocate()
    }
    let scan = ShapeScan()
    for _ in 0..<200 {
      let x0 = rng.unit() * 30
      let y0 = rng.unit() * 30
      let shape = PixelShape(
        x0: x0, y0: y0, x1: x0 + rng.unit() * 45, y1: y0 + rng.unit() * 45,
        tl: rng.int(3) == 0 ? 0 : rng.unit() * 12, tr: rng.unit() * 12,
        br: rng.unit() * 12, bl: rng.int(3) == 0 ? 0 : rng.unit() * 12)
      let box = shape.fullyCovered
      scan.reset(shape)
      for y in 0..<80 {
        scan.row(y, into: &row, acc: acc)
        let dense = row.dense()
        for x in 0..<width where box.contains(PixelBox(x0: x, y0: y, x1: x + 1, y1: y + 1)) {
          #expect(dense[x] == 255, "\(shape) at \(x), \(y)")
        }
      }
    }
  }
}
