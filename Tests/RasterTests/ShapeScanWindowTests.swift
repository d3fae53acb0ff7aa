import TestSupport
import Testing

@testable import Raster

/// A scan reset for a window of rows (only the vertices those rows need) against the scan
/// of the whole shape, on the same rows.
@Suite struct ShapeScanWindowTests {
  static func pieces(_ row: CoverageRow) -> [[Int]] {
    (0..<row.count).map {
      let p = row.pieces[$0]
      return [p.start, p.end, p.value]
    }
  }

  /// Random rounded rects (tiny, huge, clamped so radii fill a side, partly off the
  /// canvas, on whole and half pixels) in random row windows, band-like and single rows.
  @Test func windowedRowsAreTheWholeScansRows() {
    var rng = SplitMix(seed: 15)
    let width = 160
    let whole = ShapeScan()
    let windowed = ShapeScan()
    var a = CoverageRow(width: width)
    var b = CoverageRow(width: width)
    let acc = UnsafeMutablePointer<Double>.allocate(capacity: width + 2)
    acc.initialize(repeating: 0, count: width + 2)
    defer {
      a.deallocate()
      b.deallocate()
      acc.deallocate()
    }
    // The plain twin: the whole shape, cursors not advanced.
    whole.advancesCursors = false
    var mismatches = 0
    var windows = 0
    func coordinate(_ range: Double) -> Double {
      switch rng.int(4) {
      case 0: Double(rng.int(Int(range)))
      case 1: Double(rng.int(Int(range))) + 0.5
      default: rng.unit() * range
      }
    }
    for _ in 0..<1500 {
      let x0 = coordinate(200) - 30
      let y0 = coordinate(200) - 30
      let w = coordinate(120)
      let h = coordinate(120)
      func radius() -> Double {
        switch rng.int(5) {
        case 0: 0
        case 1: 1000  // clamped: the corners fill the side
        case 2: rng.unit() * 2
        default: rng.unit() * 60
        }
      }
      let shape = PixelShape(
        x0: x0, y0: y0, x1: x0 + w, y1: y0 + h, tl: radius(), tr: radius(), br: radius(),
        bl: radius())
      let rows = shape.rowRange
      guard !rows.isEmpty else { continue }
      for _ in 0..<4 {
        let top = rows.lowerBound + rng.int(rows.count)
        let bottom = min(rows.upperBound, top + 1 + rng.int(rng.int(2) == 0 ? 3 : 80))
        windows += 1
        whole.reset(shape)
        windowed.reset(shape, rows: top..<bottom)
        for y in top..<bottom {
          whole.row(y, into: &a, acc: acc)
          windowed.row(y, into: &b, acc: acc)
          if ShapeScanWindowTests.pieces(a) != ShapeScanWindowTests.pieces(b)
            || a.dense() != b.dense()
          {
            mismatches += 1
          }
        }
      }
    }
    #expect(windows > 4000)
    #expect(mismatches == 0)
  }

  /// Rows asked in any order (a clip's rows serve draws that start above earlier ones):
  /// advanced cursors walk back to the same segments.
  @Test func advancedCursorsGiveTheSameRowsInAnyOrder() {
    var rng = SplitMix(seed: 16)
    let width = 120
    let plain = ShapeScan()
    plain.advancesCursors = false
    let fast = ShapeScan()
    var a = CoverageRow(width: width)
    var b = CoverageRow(width: width)
    let acc = UnsafeMutablePointer<Double>.allocate(capacity: width + 2)
    acc.initialize(repeating: 0, count: width + 2)
    defer {
      a.deallocate()
      b.deallocate()
      acc.deallocate()
    }
    var mismatches = 0
    for _ in 0..<600 {
      let x0 = rng.unit() * 100 - 10
      let y0 = rng.unit() * 100 - 10
      let w = rng.unit() * 80
      let h = rng.unit() * 80
      let big = rng.int(3) == 0
      let shape = PixelShape(
        x0: x0, y0: y0, x1: x0 + w, y1: y0 + h, tl: big ? 1000 : rng.unit() * 40,
        tr: rng.unit() * 40, br: big ? 1000 : rng.unit() * 40, bl: rng.unit() * 40)
      let rows = shape.rowRange
      guard !rows.isEmpty else { continue }
      plain.reset(shape)
      fast.reset(shape)
      for _ in 0..<(3 * rows.count) {
        let y = rows.lowerBound + rng.int(rows.count)
        plain.row(y, into: &a, acc: acc)
        fast.row(y, into: &b, acc: acc)
        if ShapeScanWindowTests.pieces(a) != ShapeScanWindowTests.pieces(b)
          || a.dense() != b.dense()
        {
          mismatches += 1
        }
      }
    }
    #expect(mismatches == 0)
  }
}
