import Foundation
import Primitives
import Synchronization
import Testing

@testable import Raster

/// A drawing drawn band by band into reused buffers hands out the bytes the whole canvas
/// holds, for any band height and thread count.
@Suite struct DrawingTests {
  /// Every band's bytes, put back together in band order.
  static func bands(_ drawing: Drawing, rows: Int) -> [UInt8] {
    let count = (drawing.height + rows - 1) / rows
    let parts = Mutex([[UInt8]](repeating: [], count: count))
    let visits = Atomic<Int>(0)
    drawing.forEachBand(rows: rows) { b, bytes in
      parts.withLock { $0[b] = Array(bytes) }
      visits.add(1, ordering: .relaxed)
    }
    #expect(visits.load(ordering: .relaxed) == count)
    return parts.withLock { $0.flatMap { $0 } }
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func bandsHoldTheWholeCanvasBytes(seed: UInt64) throws {
    let list = RasterizerTests.randomList(seed: seed)
    let whole = try Rasterizer(threads: 1).render(list).pixels
    for threads in [1, 2, 3] {
      let drawing = try Rasterizer(threads: threads).prepare(list)
      for rows in [1, 7, 64, 1000] {
        #expect(Self.bands(drawing, rows: rows) == whole, "threads \(threads), rows \(rows)")
      }
    }
  }

  /// A backdrop blur needs the whole canvas: such a list is drawn whole and sliced.
  @Test func aBackdropBlurIsDrawnWholeAndSliced() throws {
    var list = DisplayList(size: Size(width: 100, height: 120), scale: 2, background: .white)
    for i in 0..<12 {
      let v = Double(i)
      list.append(
        .fillRoundedRect(
          Rect(x: v * 7, y: v * 9, width: 30, height: 25), CornerRadii(all: v),
          .color(Color(red: UInt8(i * 20), green: 90, blue: UInt8(255 - i * 20), alpha: 200))))
    }
    list.append(
      .backdropBlur(Rect(x: 10, y: 30, width: 80, height: 60), CornerRadii(all: 6), radius: 4))
    list.append(.fillRect(Rect(x: 20, y: 40, width: 30, height: 30), .color(.white)))
    let drawing = try Rasterizer(threads: 2).prepare(list)
    #expect(!drawing.drawsInBands)
    let whole = drawing.render().pixels
    for rows in [3, 64] { #expect(Self.bands(drawing, rows: rows) == whole) }
  }

  @Test func emptyCanvasesAndEmptyListsHaveBandsToo() throws {
    let empty = try Rasterizer(threads: 2).prepare(
      DisplayList(size: Size(width: 3, height: 70), scale: 1, background: .white))
    #expect(Self.bands(empty, rows: 64) == empty.render().pixels)
    let none = try Rasterizer(threads: 2).prepare(
      DisplayList(size: Size(width: 0, height: 0), scale: 1))
    #expect(Self.bands(none, rows: 64).isEmpty)
  }
}
