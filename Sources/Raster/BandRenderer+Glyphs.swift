// Glyph coverage masks of a text run.

extension BandRenderer {
  func draw(_ run: GlyphRun) {
    run.gamma.withUnsafeBufferPointer { gamma in
      run.rows.withUnsafeBufferPointer { rows in
        // Glyphs read in place (not copied out of the array, which retains each mask).
        run.glyphs.withUnsafeBufferPointer { glyphs in
          for i in 0..<rows.count
          where rows[i].lowerBound < band.y1 && rows[i].upperBound > band.y0 {
            glyphs[i].mask.coverage.withUnsafeBufferPointer {
              draw(
                $0.baseAddress!, glyphs[i].mask.width, glyphs[i].mask.height, glyphs[i].x,
                glyphs[i].y, run.color, gamma: gamma.baseAddress!)
            }
          }
        }
      }
    }
  }

  /// A `w × h` coverage mask with its top-left pixel at (mx, my), painted with `color`.
  /// With `gamma`, each coverage value is first mapped through that 256-entry table.
  func draw(
    _ bytes: UnsafePointer<UInt8>, _ w: Int, _ h: Int, _ mx: Int, _ my: Int, _ color: UInt32,
    gamma: UnsafePointer<UInt8>? = nil
  ) {
    let b = drawBox(PixelBox(x0: mx, y0: my, x1: mx + w, y1: my + h))
    guard !b.isEmpty else { return }
    let n = b.x1 - b.x0
    let clipped = !unclipped(b)
    for y in b.y0..<b.y1 {
      var src = bytes + ((y - my) * w + (b.x0 - mx))
      if let gamma {
        // The row scratch holds the corrected coverage (masks are shared, never changed).
        let corrected = rows.outer.mask + b.x0
        for i in 0..<n { corrected[i] = gamma[Int(src[i])] }
        src = UnsafePointer(corrected)
      }
      if !clipped {
        Blend.blendMask(target.pointer(x: b.x0, y: y), src, n, color)
        continue
      }
      rows.outer.removeAll()
      if gamma == nil { (rows.outer.mask + b.x0).update(from: src, count: n) }
      rows.outer.addMask(b.x0, b.x1)
      CoverageRow.intersect(rows.outer, clipRow(clipDepth - 1, y), into: &rows.clipped)
      blit(rows.clipped, .solid(color), y, b.x0, b.x1)
    }
  }
}
