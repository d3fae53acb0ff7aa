/// Draws every command that touches one band of rows. Bands never share pixels and every
/// pixel is computed from its own row only, so the bytes do not depend on how the canvas is
/// split or how many threads draw it.
final class BandRenderer {
  let width: Int
  private(set) var band: PixelBox
  /// The canvas, or (drawing band by band) the buffer that holds the band's rows.
  private(set) var canvas: Surface
  /// The canvas's clear color, written by each band just before it draws (nil: the band
  /// draws over what is there, after a backdrop blur).
  let background: UInt32?
  var target: Surface
  let acc: UnsafeMutablePointer<Double>
  let shaded: UnsafeMutablePointer<UInt32>
  let imageColumns = ImageColumns()
  let scanOuter = ShapeScan()
  let scanInner = ShapeScan()
  var rows: RowSet
  var clips: [ClipLevel] = []
  var clipDepth = 0
  var layers: [(layer: Surface?, opacity: UInt32, parent: Surface, hides: Bool)] = []
  var hiddenDepth = 0
  /// Off only in tests, which compare the fast paths with the general one.
  let fastPaths: Bool
  /// Per command of the band being drawn: painted over later (``occlude(_:)``).
  var hidden: UnsafeMutablePointer<Bool>
  var hiddenCapacity = 0
  var covered: CoverMask

  init(canvas: Surface, background: UInt32?, fastPaths: Bool = true) {
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
    hidden = .allocate(capacity: 1)
    covered = CoverMask(width: width)
  }

  deinit {
    acc.deallocate()
    shaded.deallocate()
    rows.deallocate()
    hidden.deallocate()
    covered.deallocate()
    for l in layers { l.layer?.base.deallocate() }
  }

  var clipBox: PixelBox { clipDepth > 0 ? clips[clipDepth - 1].box : band }

  /// Draws every command that touches the rows of `surface`, a buffer holding just them;
  /// `index` lists the commands of band `band` (see `BandIndex`).
  func run(_ commands: [PreparedCommand], on surface: Surface, index: BandIndex?, band b: Int) {
    canvas = surface
    run(commands, rows: surface.box.y0..<surface.box.y1, index: index, band: b)
  }

  /// Draws every command that touches rows `rows`: with an index, the commands it lists
  /// for band `b`; without one (the plain twin), every command, culled on its box.
  func run(_ commands: [PreparedCommand], rows: Range<Int>, index: BandIndex?, band b: Int) {
    band = PixelBox(x0: 0, y0: rows.lowerBound, x1: width, y1: rows.upperBound)
    target = canvas
    clipDepth = 0
    hiddenDepth = 0
    commands.withUnsafeBufferPointer { all in
      guard fastPaths, let index else {
        if let background {
          Blend.fill(canvas.pointer(x: 0, y: band.y0), width * (band.y1 - band.y0), background)
        }
        for i in 0..<all.count {
          // Cull on the box before the command's payload is copied out.
          let box = all[i].box
          if !all[i].structural && (box.y1 <= band.y0 || box.y0 >= band.y1) { continue }
          run(all.baseAddress! + i)
        }
        return
      }
      index.indices.withUnsafeBufferPointer { indices in
        let order = UnsafeBufferPointer(
          rebasing: indices[index.starts[b]..<index.starts[b + 1]])
        let start = occlude(all, order)
        if let background, start == 0 {
          Blend.fill(canvas.pointer(x: 0, y: band.y0), width * (band.y1 - band.y0), background)
        }
        let hidden = self.hidden
        for p in start..<order.count {
          let i = Int(order[p])
          if hidden[i] { continue }
          run(all.baseAddress! + i)
        }
      }
    }
  }

  /// Runs one command where it lies in the list, not a copy of it (the copy, a value
  /// witness call with its payload's retains, was 0.5 % of `stress`).
  func run(_ c: UnsafePointer<PreparedCommand>) {
    switch c.pointee.command {
    case .pushClip(let shape): pushClip(shape)
    case .popClip: popClip()
    case .beginGroup(let opacity, let bounds): beginGroup(opacity, bounds)
    case .endGroup: endGroup()
    case .backdropBlur: break  // run by the Rasterizer between bands
    case .fill(let shape, let source):
      let box = c.pointee.box
      if hiddenDepth == 0 && overlaps(box) {
        if fastPaths, shape.isRect, unclipped(drawBox(box)), case .solid(let color) = source {
          fillRect(shape, color, box)
        } else {
          fill(shape, inner: nil, source, box)
        }
      }
    case .ring(let outer, let inner, let source):
      if hiddenDepth == 0 && overlaps(c.pointee.box) {
        fill(outer, inner: inner, source, c.pointee.box)
      }
    case .mask(let mask, let x, let y, let color, let hole):
      if hiddenDepth == 0 && overlaps(c.pointee.box) { draw(mask, x, y, color, hole) }
    case .glyphs(let run):
      if hiddenDepth == 0 && overlaps(c.pointee.box) { draw(run) }
    }
  }

  @inline(__always) private func overlaps(_ box: PixelBox) -> Bool {
    box.y1 > band.y0 && box.y0 < band.y1
  }

  /// The box a draw may change: its own, the clip's, the band's and the target's.
  func drawBox(_ box: PixelBox) -> PixelBox {
    box.intersection(clipBox).intersection(target.box)
  }
}
