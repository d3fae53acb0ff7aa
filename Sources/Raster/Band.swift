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
  let own: CoverageRow
  let combined: CoverageRow
  var cachedRow = Int.min
  var box = PixelBox.empty

  init(width: Int) {
    own = CoverageRow(width: width)
    combined = CoverageRow(width: width)
  }
}

/// Draws every command that touches one band of rows. Bands never share pixels and every
/// pixel is computed from its own row only, so the bytes do not depend on how the canvas is
/// split or how many threads draw it.
final class BandRenderer {
  let width: Int
  let band: PixelBox
  private var target: Surface
  private let acc: UnsafeMutablePointer<Double>
  private let shaded: UnsafeMutablePointer<UInt32>
  private let scanOuter = ShapeScan()
  private let scanInner = ShapeScan()
  private let rowOuter: CoverageRow
  private let rowInner: CoverageRow
  private let rowRing: CoverageRow
  private let rowClipped: CoverageRow
  private var clips: [ClipLevel] = []
  private var clipDepth = 0
  private var layers: [(layer: Surface?, opacity: UInt32, parent: Surface, hides: Bool)] = []
  private var hiddenDepth = 0

  init(canvas: Surface, rows: Range<Int>) {
    width = canvas.box.x1
    band = PixelBox(x0: 0, y0: rows.lowerBound, x1: canvas.box.x1, y1: rows.upperBound)
    target = canvas
    acc = .allocate(capacity: width + 2)
    acc.initialize(repeating: 0, count: width + 2)
    shaded = .allocate(capacity: max(width, 1))
    rowOuter = CoverageRow(width: width)
    rowInner = CoverageRow(width: width)
    rowRing = CoverageRow(width: width)
    rowClipped = CoverageRow(width: width)
  }

  deinit {
    acc.deallocate()
    shaded.deallocate()
    for l in layers { l.layer?.base.deallocate() }
  }

  private var clipBox: PixelBox { clipDepth > 0 ? clips[clipDepth - 1].box : band }

  func run(_ commands: [PreparedCommand]) {
    for c in commands {
      switch c.command {
      case .pushClip(let shape): pushClip(shape)
      case .popClip: popClip()
      case .beginGroup(let opacity, let bounds): beginGroup(opacity, bounds)
      case .endGroup: endGroup()
      case .fill(let shape, let source):
        if hiddenDepth == 0 && overlaps(c.box) { fill(shape, inner: nil, source, c.box) }
      case .ring(let outer, let inner, let source):
        if hiddenDepth == 0 && overlaps(c.box) { fill(outer, inner: inner, source, c.box) }
      case .mask(let mask, let x, let y, let color):
        if hiddenDepth == 0 && overlaps(c.box) {
          mask.bytes.withUnsafeBufferPointer {
            draw($0.baseAddress!, mask.width, mask.height, x, y, color)
          }
        }
      case .glyphs(let run):
        if hiddenDepth == 0 && overlaps(c.box) { draw(run) }
      }
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
      c.scan.row(y, into: c.own, acc: acc)
      if level > 0 {
        CoverageRow.intersect(clipRow(level - 1, y), c.own, into: c.combined)
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
    for y in b.y0..<b.y1 {
      scanOuter.row(y, into: rowOuter, acc: acc)
      var cov = rowOuter
      if inner != nil {
        scanInner.row(y, into: rowInner, acc: acc)
        if !rowInner.isEmpty {
          CoverageRow.subtract(rowOuter, rowInner, into: rowRing)
          cov = rowRing
        }
      }
      if clipDepth > 0 {
        CoverageRow.intersect(cov, clipRow(clipDepth - 1, y), into: rowClipped)
        cov = rowClipped
      }
      blit(cov, source, y, b.x0, b.x1)
    }
  }

  private func draw(_ run: GlyphRun) {
    for g in run.glyphs where g.y < band.y1 && g.y + g.mask.height > band.y0 {
      g.mask.coverage.withUnsafeBufferPointer {
        draw($0.baseAddress!, g.mask.width, g.mask.height, g.x, g.y, run.color)
      }
    }
  }

  /// A `w × h` coverage mask with its top-left pixel at (mx, my), painted with `color`.
  private func draw(
    _ bytes: UnsafePointer<UInt8>, _ w: Int, _ h: Int, _ mx: Int, _ my: Int, _ color: UInt32
  ) {
    let b = drawBox(PixelBox(x0: mx, y0: my, x1: mx + w, y1: my + h))
    guard !b.isEmpty else { return }
    let n = b.x1 - b.x0
    for y in b.y0..<b.y1 {
      let src = bytes + ((y - my) * w + (b.x0 - mx))
      if clipDepth == 0 {
        Blend.blendMask(target.pointer(x: b.x0, y: y), src, n, color)
        continue
      }
      rowOuter.removeAll()
      (rowOuter.mask + b.x0).update(from: src, count: n)
      rowOuter.addMask(b.x0, b.x1)
      CoverageRow.intersect(rowOuter, clipRow(clipDepth - 1, y), into: rowClipped)
      blit(rowClipped, .solid(color), y, b.x0, b.x1)
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
