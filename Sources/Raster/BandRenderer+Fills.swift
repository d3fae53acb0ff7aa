// Shapes and rings (borders) filled with a source; opaque rectangles written straight.

extension BandRenderer {
  func fill(_ shape: PixelShape, inner: PixelShape?, _ source: Source, _ box: PixelBox) {
    let b = drawBox(box)
    guard !b.isEmpty else { return }
    scanOuter.reset(shape, rows: b.y0..<b.y1)
    if let inner { scanInner.reset(inner, rows: b.y0..<b.y1) }
    let clipped = !unclipped(b)
    // An unclipped solid fill writes its straight rows as ``fillRect`` does (no coverage
    // row): a translucent card's rows between its corners.
    var direct: UInt32?
    if fastPaths, inner == nil, !clipped, case .solid(let color) = source { direct = color }
    let edges = RectEdges(shape)
    // Work on a local copy of the rows (no exclusivity checks per row); store it back since
    // a row's piece buffer may have grown.
    var r = rows
    defer { rows = r }
    for y in b.y0..<b.y1 {
      if let color = direct, let h = scanOuter.straightHeight(y) {
        rectRow(edges, h, color, y, b)
        continue
      }
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

  /// A rectangle of one color, unclipped or inside the clip's fully covered pixels: the
  /// coverage of its left and right edge pixels is the same on every row, so rows are
  /// written straight, with no coverage row. Computes the same bytes as
  /// ``ShapeScan/rectRow(x0:x1:h:into:)`` followed by ``blit``.
  func fillRect(_ s: PixelShape, _ color: UInt32, _ box: PixelBox) {
    let b = drawBox(box)
    guard !b.isEmpty else { return }
    let edges = RectEdges(s)
    for y in b.y0..<b.y1 {
      rectRow(edges, min(Double(y + 1), s.y1) - max(Double(y), s.y0), color, y, b)
    }
  }

  /// Row y of a rectangle with `edges` and vertical coverage h, painted with `color`
  /// within b.
  @inline(__always)
  func rectRow(_ e: RectEdges, _ h: Double, _ color: UInt32, _ y: Int, _ b: PixelBox) {
    let row = target.pointer(x: 0, y: y)
    let opaque = color >> 24 == 255
    if e.il == e.ir {
      span(row, e.il, e.il + 1, byte(e.width * h), color, opaque, b)
      return
    }
    span(row, e.il, e.il + 1, byte(e.leftPart * h), color, opaque, b)
    span(row, e.il + 1, e.ir, byte(h), color, opaque, b)
    span(row, e.ir, e.ir + 1, byte(e.rightPart * h), color, opaque, b)
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
    if n == 1 {
      // An edge pixel: the kernels' formula, without their call and set-up (source-over
      // of an opaque color is the color; of a clear one, the pixel).
      row[s] = Blend.over(value == 255 ? color : Blend.scale(color, UInt32(value)), row[s])
      return
    }
    if value == 255 {
      if opaque { Blend.fill(row + s, n, color) } else { Blend.blendSolid(row + s, n, color) }
    } else {
      Blend.blendSolid(row + s, n, Blend.scale(color, UInt32(value)))
    }
  }
}

/// A rectangle's edge pixels and how much of them it covers across: the same on every row.
struct RectEdges {
  let il: Int
  let ir: Int
  let leftPart: Double
  let rightPart: Double
  let width: Double

  init(_ s: PixelShape) {
    il = floorInt(s.x0)
    ir = floorInt(s.x1)
    leftPart = Double(il + 1) - s.x0
    rightPart = s.x1 - Double(ir)
    width = s.x1 - s.x0
  }
}
