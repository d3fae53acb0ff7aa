import Foundation
import Primitives
import TestSupport
import Testing

@testable import Raster

/// Coverage checked against the exact area of each pixel, within 1/255.
@Suite struct CoverageTests {
  /// Rows of `shape` on a canvas `width` wide, as dense 0...255 values.
  static func rows(_ shape: PixelShape, width: Int) -> [Int: [UInt8]] {
    let scan = ShapeScan()
    scan.reset(shape)
    var row = CoverageRow(width: width)
    defer { row.deallocate() }
    let acc = UnsafeMutablePointer<Double>.allocate(capacity: width + 2)
    acc.initialize(repeating: 0, count: width + 2)
    defer { acc.deallocate() }
    var out: [Int: [UInt8]] = [:]
    for y in shape.rowRange {
      scan.row(y, into: &row, acc: acc)
      out[y] = row.dense()
      for i in 0..<(width + 2) { #expect(acc[i] == 0, "scratch left dirty at \(i)") }
    }
    return out
  }

  /// The exact area of pixel (px, py) inside a disc, by integrating the chord length
  /// ∫ clamp(√(r² − (x − cx)²)) over the pixel's x range with Simpson's rule (fine steps).
  static func discArea(px: Int, py: Int, cx: Double, cy: Double, r: Double) -> Double {
    let n = 400
    let h = 1 / Double(n)
    var sum = 0.0
    for k in 0...n {
      let x = Double(px) + Double(k) * h
      let dx = x - cx
      var len = 0.0
      if abs(dx) < r {
        let half = (r * r - dx * dx).squareRoot()
        len = max(0, min(Double(py + 1), cy + half) - max(Double(py), cy - half))
      }
      let w: Double = (k == 0 || k == n) ? 1 : (k % 2 == 1 ? 4 : 2)
      sum += w * len
    }
    return sum * h / 3
  }

  @Test func axisAlignedEdgesAreExact() {
    var rng = SplitMix(seed: 7)
    for _ in 0..<200 {
      let x0 = rng.unit() * 20
      let y0 = rng.unit() * 20
      let x1 = x0 + rng.unit() * 15
      let y1 = y0 + rng.unit() * 15
      let shape = PixelShape(x0: x0, y0: y0, x1: x1, y1: y1)
      for (y, row) in CoverageTests.rows(shape, width: 40) {
        for x in 0..<40 {
          let ox = max(0, min(x1, Double(x + 1)) - max(x0, Double(x)))
          let oy = max(0, min(y1, Double(y + 1)) - max(y0, Double(y)))
          #expect(abs(Double(row[x]) - ox * oy * 255) <= 0.5 + 1e-9, "pixel \(x),\(y)")
        }
      }
    }
  }

  @Test(arguments: [0.6, 2.3, 7.5, 16, 41.7])
  func circularEdgesAreWithinOneLevel(radius r: Double) {
    var rng = SplitMix(seed: UInt64(r * 100))
    for _ in 0..<3 {
      let cx = r + 1 + rng.unit()
      let cy = r + 1 + rng.unit()
      let shape = PixelShape(
        x0: cx - r, y0: cy - r, x1: cx + r, y1: cy + r, tl: r, tr: r, br: r, bl: r)
      let width = Int(2 * r) + 4
      var worst = 0.0
      for (y, row) in CoverageTests.rows(shape, width: width) {
        for x in 0..<width {
          let exact = CoverageTests.discArea(px: x, py: y, cx: cx, cy: cy, r: r) * 255
          worst = max(worst, abs(Double(row[x]) - exact))
        }
      }
      #expect(worst <= 1, "radius \(r): worst error \(worst)/255")
    }
  }

  @Test func shapesOffTheCanvasEdgesKeepTheirCoverage() {
    // A disc crossing the left canvas edge: cells left of 0 fold into pixel 0.
    let r = 6.0
    let shape = PixelShape(x0: -5.5, y0: 0.25, x1: 6.5, y1: 12.25, tl: r, tr: r, br: r, bl: r)
    for (y, row) in CoverageTests.rows(shape, width: 10) {
      for x in 0..<10 {
        let exact = CoverageTests.discArea(px: x, py: y, cx: 0.5, cy: 6.25, r: r) * 255
        #expect(abs(Double(row[x]) - exact) <= 1, "pixel \(x),\(y)")
      }
    }
  }

  @Test func radiiClampLikeCSS() {
    // Two adjacent radii adding to more than a side: all scale by the same factor.
    let s = PixelShape(x0: 0, y0: 0, x1: 100, y1: 40, tl: 30, tr: 30, br: 10, bl: 50)
    // Left side: 30 + 50 = 80 > 40 → factor 0.5.
    #expect(s.tl == 15 && s.tr == 15 && s.br == 5 && s.bl == 25)
    let pill = PixelShape(x0: 0, y0: 0, x1: 60, y1: 20, tl: 99, tr: 99, br: 99, bl: 99)
    #expect(pill.tl == 10 && pill.br == 10)
    let bad = PixelShape(x0: 0, y0: 0, x1: 10, y1: 10, tl: -3, tr: .nan, br: 2, bl: 0)
    #expect(bad.tl == 0 && bad.tr == 0 && bad.br == 2)
  }

  @Test func borderInnerRadiusIsRadiusMinusWidth() {
    let s = PixelShape(x0: 0, y0: 0, x1: 50, y1: 50, tl: 10, tr: 3, br: 0, bl: 12)
    let inner = s.inset(by: 4)
    #expect(inner.x0 == 4 && inner.x1 == 46)
    #expect(inner.tl == 6 && inner.tr == 0 && inner.br == 0 && inner.bl == 8)
  }

  /// Plain twin of the inline floor: libm's, on integers, halves, values just either side of
  /// integers, negative zero and random values across the coordinate range.
  @Test func floorIntMatchesFloor() {
    var values: [Double] = [0, -0.0, 0.5, -0.5, 1, -1, 1e7, -1e7, 1e15, -1e15]
    for k in -300...300 {
      let v = Double(k) / 4
      values += [v, v.nextUp, v.nextDown]
    }
    var rng = SplitMix(seed: 71)
    for _ in 0..<20_000 { values.append((rng.unit() - 0.5) * 2e7) }
    for v in values { #expect(floorInt(v) == Int(v.rounded(.down)), "\(v)") }
  }

  /// The arc step table holds what the libm calls give.
  @Test func arcStepsAreTheLibmValues() {
    for n in 1...1024 {
      let step = Double.pi / 2 / Double(n)
      let t = ArcSteps.of(n)
      #expect(t.cos == cos(step) && t.sin == sin(step) && t.halfCos == cos(step / 2))
    }
  }
}

extension SplitMix {
  /// A double in [0, 1).
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
  /// An integer in 0..<n.
  mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
