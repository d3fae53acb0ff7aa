// Blurred shadow masks.

extension BandRenderer {
  /// A shadow mask: margins skipped, its longest constant run one solid span, and nothing
  /// inside `hole`.
  func draw(_ mask: AlphaMask, _ mx: Int, _ my: Int, _ color: UInt32, _ hole: PixelBox) {
    let b = drawBox(PixelBox(x0: mx, y0: my, x1: mx + mask.width, y1: my + mask.height))
    guard !b.isEmpty else { return }
    let clipped = !unclipped(b)
    var r = rows
    defer { rows = r }
    mask.bytes.withUnsafeBufferPointer { bytes in
      for y in b.y0..<b.y1 {
        let span = mask.spans[y - my]
        let src = bytes.baseAddress! + (y - my) * mask.width - mx
        r.outer.removeAll()
        if y >= hole.y0 && y < hole.y1 {
          BandRenderer.pieces(span, src, mx, b.x0, min(b.x1, hole.x0), into: &r.outer)
          BandRenderer.pieces(span, src, mx, max(b.x0, hole.x1), b.x1, into: &r.outer)
        } else {
          BandRenderer.pieces(span, src, mx, b.x0, b.x1, into: &r.outer)
        }
        var cov = r.outer
        if clipped {
          CoverageRow.intersect(cov, clipRow(clipDepth - 1, y), into: &r.clipped)
          cov = r.clipped
        }
        blit(cov, .solid(color), y, b.x0, b.x1)
      }
    }
  }

  /// The pieces of one mask row within columns `[lo, hi)`: edge bytes copied as mask
  /// pieces, the constant run as a solid piece. `src` is indexed by canvas x.
  static func pieces(
    _ span: MaskSpan, _ src: UnsafePointer<UInt8>, _ mx: Int, _ lo: Int, _ hi: Int,
    into row: inout CoverageRow
  ) {
    guard lo < hi else { return }
    let s0 = max(mx + span.start, lo)
    let s1 = min(mx + span.solidStart, hi)
    let s2 = max(mx + span.solidEnd, lo)
    let s3 = min(mx + span.end, hi)
    if s0 < s1 {
      (row.mask + s0).update(from: src + s0, count: s1 - s0)
      row.addMask(s0, s1)
    }
    row.addSolid(max(s1, lo), min(s2, hi), span.solidValue)
    if max(s2, s0) < s3 {
      let a = max(s2, s0)
      (row.mask + a).update(from: src + a, count: s3 - a)
      row.addMask(a, s3)
    }
  }
}
