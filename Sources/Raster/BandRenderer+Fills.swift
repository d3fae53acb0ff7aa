// Shapes and rings (borders) filled with a source; opaque rectangles written straight.

extension BandRenderer {
  func fill(_ shape: PixelShape, inner: PixelShape?, _ source: Source, _ box: PixelBox) {
    let b = drawBox(box)
    guard !b.isEmpty else { return }
    scanOuter.reset(shape, rows: b.y0..<b.y1)
    if let inner { scanInner.reset(inner, rows: b.y0..<b.y1) }
    let clipped = !unclipped(b)
    // Work on a local copy of the rows (no exclusivity checks per row); store it back since
    // a row's piece buffer may have grown.
    var r = rows
    defer { rows = r }
    for y in b.y0..<b.y1 {
      scanOuter.row(y, into: &r.outer, acc: acc)
      var cov = r.outer
      if inner != nil {
        scanInner.row(y, into: &r.inner, acc: acc)
        if !r.inner.isEmpty {
          CoverageRow.subtract(r.outer, r.inner, into: &r.ring)
          cov = r.ring
        }
      }
      if clipped {
        CoverageRow.intersect(cov, clipRow(clipDepth - 1, y), into: &r.clipped)
        cov = r.clipped
      }
      blit(cov, source, y, b.x0, b.x1)
    }
  }

  /// A rectangle of one color, unclipped or inside the clip's fully covered pixels: the coverage of its left and right edge pixels is
  /// the same on every row, so rows are written straight, with no coverage row. Computes
  /// the same bytes as ``ShapeScan/rectRow(x0:x1:h:into:)`` followed by ``blit``.
  func fillRect(_ s: PixelShape, _ color: UInt32, _ box: PixelBox) {
    let b = drawBox(box)
    guard !b.isEmpty else { return }
    let il = Int(s.x0.rounded(.down))
    let ir = Int(s.x1.rounded(.down))
    let leftPart = Double(il + 1) - s.x0
    let rightPart = s.x1 - Double(ir)
    let opaque = color >> 24 == 255
    for y in b.y0..<b.y1 {
      let h = min(Double(y + 1), s.y1) - max(Double(y), s.y0)
      let row = target.pointer(x: 0, y: y)
      if il == ir {
        span(row, il, il + 1, byte((s.x1 - s.x0) * h), color, opaque, b)
        continue
      }
      span(row, il, il + 1, byte(leftPart * h), color, opaque, b)
      span(row, il + 1, ir, byte(h), color, opaque, b)
      span(row, ir, ir + 1, byte(rightPart * h), color, opaque, b)
    }
  }

  /// Pixels `[x0, x1)` (within the box) covered by `value`.
  @inline(__always)
  func span(
    _ row: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int, _ value: Int, _ color: UInt32,
    _ opaque: Bool, _ b: PixelBox
  ) {
    let s = max(x0, b.x0)
    let n = min(x1, b.x1) - s
    guard n > 0, value > 0 else { return }
    if value == 255 {
      if opaque { Blend.fill(row + s, n, color) } else { Blend.blendSolid(row + s, n, color) }
    } else {
      Blend.blendSolid(row + s, n, Blend.scale(color, UInt32(value)))
    }
  }
}
