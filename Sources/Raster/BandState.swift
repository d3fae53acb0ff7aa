// The state a band draws with: its target surface, clip levels and scratch rows.

/// Where a band draws: the canvas, or the layer of an opacity group. `box` is the pixel
/// area the buffer holds, in canvas coordinates.
struct Surface {
  let base: UnsafeMutablePointer<UInt32>
  let stride: Int
  let box: PixelBox

  @inline(__always) func pointer(x: Int, y: Int) -> UnsafeMutablePointer<UInt32> {
    base + ((y - box.y0) * stride + (x - box.x0))
  }
}

/// One level of the clip stack: its own shape's row and the row combined with the levels
/// below, cached for the last row asked.
final class ClipLevel {
  let scan = ShapeScan()
  var own: CoverageRow
  var combined: CoverageRow
  var cachedRow = Int.min
  var box = PixelBox.empty

  init(width: Int) {
    own = CoverageRow(width: width)
    combined = CoverageRow(width: width)
  }

  deinit {
    own.deallocate()
    combined.deallocate()
  }
}

/// A band's scratch rows.
struct RowSet {
  var outer: CoverageRow
  var inner: CoverageRow
  var ring: CoverageRow
  var clipped: CoverageRow

  init(width: Int) {
    outer = CoverageRow(width: width)
    inner = CoverageRow(width: width)
    ring = CoverageRow(width: width)
    clipped = CoverageRow(width: width)
  }

  func deallocate() {
    outer.deallocate()
    inner.deallocate()
    ring.deallocate()
    clipped.deallocate()
  }
}
