/// Draws every command that touches one band of rows. Bands never share pixels and every
/// pixel is computed from its own row only, so the bytes do not depend on how the canvas is
/// split or how many threads draw it.
final class BandRenderer {
  let width: Int
  private(set) var band: PixelBox
  private let canvas: Surface
  /// The canvas's clear color, written by each band just before it draws.
  private let background: UInt32
  private var target: Surface
  private let acc: UnsafeMutablePointer<Double>
  private let shaded: UnsafeMutablePointer<UInt32>
  private let scanOuter = ShapeScan()
  private let scanInner = ShapeScan()
  private var rows: RowSet
  private var clips: [ClipLevel] = []
  private var clipDepth = 0
  private var layers: [(layer: Surface?, opacity: UInt32, parent: Surface, hides: Bool)] = []
  private var hiddenDepth = 0
  /// Off only in tests, which compare the fast paths with the general one.
  let fastPaths: Bool

  init(canvas: Surface, background: UInt32, fastPaths: Bool = true) {
    self.background = background
    self.fastPaths = fastPaths
    width = canvas.box.x1
    band = .empty
    self.canvas = canvas
    target = canvas
    acc = .allocate(capacity: width + 2)
    acc.initialize(repeating: 0, count: width + 2)
    shaded = .allocate(capacity: max(width, 1))
    self.rows = RowSet(width: width)
  }

  deinit {
    acc.deallocate()
    shaded.deallocate()
    rows.deallocate()
    for l in layers { l.layer?.base.deallocate() }
  }

  private var clipBox: PixelBox { clipDepth > 0 ? clips[clipDepth - 1].box : band }

  /// Draws every command that touches rows `rows`.
  func run(_ commands: [PreparedCommand], rows: Range<Int>) {
    band = PixelBox(x0: 0, y0: rows.lowerBound, x1: width, y1: rows.upperBound)
    target = canvas
    clipDepth = 0
    hiddenDepth = 0
    Blend.fill(canvas.pointer(x: 0, y: band.y0), width * (band.y1 - band.y0), background)
    commands.withUnsafeBufferPointer { all in
      for i in all.indices {
        // Cull on the box before the command's payload is copied out.
        let box = all[i].box
        if !all[i].structural && (box.y1 <= band.y0 || box.y0 >= band.y1) { continue }
        run(all[i])
      }
    }
  }

  private func run(_ c: PreparedCommand) {
    switch c.command {
    case .pushClip(let shape): pushClip(shape)
    case .popClip: popClip()
    case .beginGroup(let opacity, let bounds): beginGroup(opacity, bounds)
    case .endGroup: endGroup()
    case .fill(let shape, let source):
      if hiddenDepth == 0 && overlaps(c.box) {
        if fastPaths, shape.isRect, clipDepth == 0, case .solid(let color) = source {
          fillRect(shape, color, c.box)
        } else {
          fill(shape, inner: nil, source, c.box)
        }
      }
    case .ring(let outer, let inner, let source):
      if hiddenDepth == 0 && overlaps(c.box) { fill(outer, inner: inner, source, c.box) }
    case .mask(let mask, let x, let y, let color, let hole):
      if hiddenDepth == 0 && overlaps(c.box) { draw(mask, x, y, color, hole) }
    case .glyphs(let run):
      if hiddenDepth == 0 && overlaps(c.box) { draw(run) }
    }
  }

  @inline(__always) private func overlaps(_ box: PixelBox) -> Bool {
    box.y1 > band.y0 && box.y0 < band.y1
  }

  /// The box a draw may change: its own, the clip's, the band's and the target's.
  private func drawBox(_ box: PixelBox) -> PixelBox {
    box.intersection(clipBox).intersection(target.box)
  }

  // MARK: Clips

  private func pushClip(_ shape: PixelShape) {
    if clipDepth == clips.count { clips.append(ClipLevel(width: width)) }
    let level = clips[clipDepth]
    level.scan.reset(shape)
    level.cachedRow = Int.min
    level.box = PixelBox(shape).intersection(clipBox)
    clipDepth += 1
  }

  private func popClip() {
    if clipDepth > 0 { clipDepth -= 1 }
  }

  /// The clip's coverage for row y (levels combined by multiplication).
  private func clipRow(_ level: Int, _ y: Int) -> CoverageRow {
    let c = clips[level]
    if c.cachedRow != y {
      c.scan.row(y, into: &c.own, acc: acc)
      if level > 0 {
        CoverageRow.intersect(clipRow(level - 1, y), c.own, into: &c.combined)
      }
      c.cachedRow = y
    }
    return level > 0 ? c.combined : c.own
  }

  // MARK: Groups

  private func beginGroup(_ opacity: UInt32, _ bounds: PixelBox) {
    if opacity == 0 || hiddenDepth > 0 {
      hiddenDepth += 1
      layers.append((nil, opacity, target, true))
      return
    }
    let box = drawBox(bounds)
    guard opacity < 255, !box.isEmpty else {
      layers.append((nil, opacity, target, false))
      return
    }
    let w = box.x1 - box.x0
    let count = w * (box.y1 - box.y0)
    let base = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
    base.initialize(repeating: 0, count: count)
    let layer = Surface(base: base, stride: w, box: box)
    layers.append((layer, opacity, target, false))
    target = layer
  }

  private func endGroup() {
    guard let (layer, opacity, parent, hides) = layers.popLast() else { return }
    if hides { hiddenDepth -= 1 }
    target = parent
    guard let layer else { return }
    let b = layer.box
    for y in b.y0..<b.y1 {
      Blend.blendPixels(
        parent.pointer(x: b.x0, y: y), layer.pointer(x: b.x0, y: y), b.x1 - b.x0,
        coverage: opacity)
    }
    layer.base.deallocate()
  }

  // MARK: Drawing

  private func fill(_ shape: PixelShape, inner: PixelShape?, _ source: Source, _ box: PixelBox) {
    let b = drawBox(box)
    guard !b.isEmpty else { return }
    scanOuter.reset(shape)
    if let inner { scanInner.reset(inner) }
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
      if clipDepth > 0 {
        CoverageRow.intersect(cov, clipRow(clipDepth - 1, y), into: &r.clipped)
        cov = r.clipped
      }
      blit(cov, source, y, b.x0, b.x1)
    }
  }

  /// A shadow mask: margins skipped, its longest constant run one solid span, and nothing
  /// inside `hole`.
  private func draw(_ mask: AlphaMask, _ mx: Int, _ my: Int, _ color: UInt32, _ hole: PixelBox) {
    let b = drawBox(PixelBox(x0: mx, y0: my, x1: mx + mask.width, y1: my + mask.height))
    guard !b.isEmpty else { return }
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
        if clipDepth > 0 {
          CoverageRow.intersect(cov, clipRow(clipDepth - 1, y), into: &r.clipped)
          cov = r.clipped
        }
        blit(cov, .solid(color), y, b.x0, b.x1)
      }
    }
  }

  /// The pieces of one mask row within columns `[lo, hi)`: edge bytes copied as mask
  /// pieces, the constant run as a solid piece. `src` is indexed by canvas x.
  private static func pieces(
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

  /// An unclipped rectangle of one color: the coverage of its left and right edge pixels is
  /// the same on every row, so rows are written straight, with no coverage row. Computes
  /// the same bytes as ``ShapeScan/rectRow(x0:x1:h:into:)`` followed by ``blit``.
  private func fillRect(_ s: PixelShape, _ color: UInt32, _ box: PixelBox) {
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
  private func span(
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

  private func draw(_ run: GlyphRun) {
    run.gamma.withUnsafeBufferPointer { gamma in
      run.rows.withUnsafeBufferPointer { rows in
        for i in 0..<rows.count
        where rows[i].lowerBound < band.y1 && rows[i].upperBound > band.y0 {
          let g = run.glyphs[i]
          g.mask.coverage.withUnsafeBufferPointer {
            draw(
              $0.baseAddress!, g.mask.width, g.mask.height, g.x, g.y, run.color,
              gamma: gamma.baseAddress!)
          }
        }
      }
    }
  }

  /// A `w × h` coverage mask with its top-left pixel at (mx, my), painted with `color`.
  /// With `gamma`, each coverage value is first mapped through that 256-entry table.
  private func draw(
    _ bytes: UnsafePointer<UInt8>, _ w: Int, _ h: Int, _ mx: Int, _ my: Int, _ color: UInt32,
    gamma: UnsafePointer<UInt8>? = nil
  ) {
    let b = drawBox(PixelBox(x0: mx, y0: my, x1: mx + w, y1: my + h))
    guard !b.isEmpty else { return }
    let n = b.x1 - b.x0
    for y in b.y0..<b.y1 {
      var src = bytes + ((y - my) * w + (b.x0 - mx))
      if let gamma {
        // The row scratch holds the corrected coverage (masks are shared, never changed).
        let corrected = rows.outer.mask + b.x0
        for i in 0..<n { corrected[i] = gamma[Int(src[i])] }
        src = UnsafePointer(corrected)
      }
      if clipDepth == 0 {
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

  /// Paints `source` through the row's coverage, within columns [x0, x1).
  private func blit(_ cov: CoverageRow, _ source: Source, _ y: Int, _ x0: Int, _ x1: Int) {
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
      source.shade(y: y, x: s, count: n, into: shaded)
      if p.isMask {
        Blend.blendPixels(row + s, shaded, cov.mask + s, n)
      } else {
        Blend.blendPixels(row + s, shaded, n, coverage: UInt32(p.value))
      }
    }
  }
}

extension Source {
  /// Premultiplied colors of pixels `[x, x + count)` in row `y`.
  func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    switch self {
    case .solid(let c): out.update(repeating: c, count: count)
    case .gradient(let g): g.shade(y: y, x: x, count: count, into: out)
    case .image(let i): i.shade(y: y, x: x, count: count, into: out)
    }
  }
}
