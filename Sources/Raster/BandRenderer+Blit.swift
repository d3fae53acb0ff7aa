// A coverage row painted with a source: where every draw ends.

extension BandRenderer {
  /// Paints `source` through the row's coverage, within columns [x0, x1).
  func blit(_ cov: CoverageRow, _ source: Source, _ y: Int, _ x0: Int, _ x1: Int) {
    let row = target.pointer(x: 0, y: y)
    let pieces = cov.pieces
    if case .solid(let color) = source {
      let opaque = color >> 24 == 255
      for i in 0..<cov.count {
        let p = pieces[i]
        let s = max(p.start, x0)
        let n = min(p.end, x1) - s
        if n <= 0 { continue }
        if p.isMask {
          Blend.blendMask(row + s, cov.mask + s, n, color)
        } else if p.value == 255 {
          if opaque {
            Blend.fill(row + s, n, color)
          } else {
            Blend.blendSolid(row + s, n, color)
          }
        } else {
          Blend.blendSolid(row + s, n, Blend.scale(color, UInt32(p.value)))
        }
      }
      return
    }
    for i in 0..<cov.count {
      let p = pieces[i]
      let s = max(p.start, x0)
      let n = min(p.end, x1) - s
      if n <= 0 { continue }
      source.shade(y: y, x: s, count: n, into: shaded, columns: imageColumns)
      if p.isMask {
        Blend.blendPixels(row + s, shaded, cov.mask + s, n)
      } else {
        Blend.blendPixels(row + s, shaded, n, coverage: UInt32(p.value))
      }
    }
  }
}

extension Source {
  /// Premultiplied colors of pixels `[x, x + count)` in row `y`; an image's columns come
  /// from the drawing thread's `columns`.
  func shade(
    y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>, columns: ImageColumns
  ) {
    switch self {
    case .solid(let c): out.update(repeating: c, count: count)
    case .gradient(let g): g.shade(y: y, x: x, count: count, into: out)
    case .image(let i): i.shade(y: y, x: x, count: count, into: out, columns: columns)
    }
  }
}
