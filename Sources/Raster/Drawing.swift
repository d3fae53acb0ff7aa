import Dispatch
import Primitives
import Synchronization

/// A display list resolved to device-pixel commands (``Rasterizer/prepare(_:)``), ready to
/// draw: whole into a ``Bitmap``, or band by band into small buffers that are handed out and
/// reused, so a caller that only needs a digest of the pixels never has the whole canvas in
/// memory. Both draw the same bytes (every pixel depends on its own row only).
public struct Drawing: Sendable {
  public let width: Int
  public let height: Int
  let background: Color?
  let commands: [PreparedCommand]
  let threads: Int
  let fastPaths: Bool
  /// Whether a command is a backdrop blur (known from preparing, so drawing need not walk
  /// the list to find out: each step of that walk copied a command, 1.5 % of `stress`).
  let hasBackdropBlur: Bool

  init(
    width: Int, height: Int, background: Color?, commands: [PreparedCommand], threads: Int,
    fastPaths: Bool, hasBackdropBlur: Bool
  ) {
    self.width = width
    self.height = height
    self.background = background
    self.commands = commands
    self.threads = threads
    self.fastPaths = fastPaths
    self.hasBackdropBlur = hasBackdropBlur
  }

  public var size: PixelSize { PixelSize(width: width, height: height) }

  /// The clear color as a premultiplied word.
  var clear: UInt32 { PremultipliedPixel(background ?? .clear).word }

  /// A backdrop blur reads rows other bands draw, so such a list is drawn whole.
  var drawsInBands: Bool { !hasBackdropBlur }

  /// Draws the whole canvas.
  public func render() -> Bitmap {
    guard width > 0, height > 0, !commands.isEmpty else {
      return Bitmap(width: width, height: height, fill: background ?? .clear)
    }
    // Left uninitialized here: every band clears its own rows just before drawing them.
    var bitmap = Bitmap(
      width: width, height: height,
      pixels: [UInt8](unsafeUninitializedCapacity: width * height * 4) { [width, height] _, n in
        n = width * height * 4
      })
    bitmap.pixels.withUnsafeMutableBytes { raw in
      let base = raw.bindMemory(to: UInt32.self).baseAddress!
      let canvas = Surface(
        base: base, stride: width, box: PixelBox(x0: 0, y0: 0, x1: width, y1: height))
      guard hasBackdropBlur else {
        Rasterizer.draw(
          commands, on: canvas, clear: clear, threads: threads, fastPaths: fastPaths)
        return
      }
      // A backdrop blur reads rows other bands draw: the ops before it are drawn on the
      // whole canvas, then it runs, then the next ops draw over the result.
      var start = 0
      for (i, c) in commands.enumerated() {
        guard case .backdropBlur(let shape, let radius) = c.command else { continue }
        Rasterizer.draw(
          Array(commands[start..<i]), on: canvas, clear: start == 0 ? clear : nil,
          threads: threads, fastPaths: fastPaths)
        BackdropBlur.apply(canvas, box: PixelBox(shape), radius: radius, shape: shape)
        start = i + 1
      }
      Rasterizer.draw(
        Array(commands[start...]), on: canvas,
        clear: start == 0 ? clear : nil,
        threads: threads, fastPaths: fastPaths)
    }
    return bitmap
  }

  /// Draws the canvas in bands of `rows` rows (the last may be shorter) and hands each to
  /// `visit` with its index and its premultiplied RGBA bytes (`width × 4` a row, no padding),
  /// valid only during the call. Bands are drawn on up to ``threads`` workers, so `visit`
  /// runs on them, in no fixed order; each worker reuses one band buffer, which stays in
  /// its cache while `visit` reads it. No canvas-sized buffer is made (unless the list
  /// holds a backdrop blur, which needs the whole canvas: it is drawn whole and sliced).
  public func forEachBand(
    rows: Int, _ visit: @escaping @Sendable (_ band: Int, _ bytes: UnsafeRawBufferPointer) -> Void
  ) {
    precondition(rows > 0, "bands need at least one row")
    let bands = (height + rows - 1) / rows
    guard bands > 0 else { return }
    let (width, height) = (self.width, self.height)
    guard drawsInBands, width > 0, !commands.isEmpty else {
      let bitmap = render()
      let shared = SharedBitmap(bitmap: bitmap)
      Rasterizer.eachBand(bands, threads: threads) {
        { (b: Int) in
          shared.bitmap.pixels.withUnsafeBytes { all in
            let lo = b * rows * width * 4
            let hi = min(height, (b + 1) * rows) * width * 4
            visit(b, UnsafeRawBufferPointer(rebasing: all[lo..<hi]))
          }
        }
      }
      return
    }
    let commands = self.commands
    let (clear, fastPaths) = (self.clear, self.fastPaths)
    let index = fastPaths ? BandIndex.make(commands, bands: bands, rows: rows) : nil
    Rasterizer.eachBand(bands, threads: threads) {
      // One band buffer and renderer per worker, reused for every band it draws.
      let buffer = BandBuffer(count: width * rows)
      let renderer = BandRenderer(
        canvas: Surface(
          base: buffer.base, stride: width, box: PixelBox(x0: 0, y0: 0, x1: width, y1: rows)),
        background: clear, fastPaths: fastPaths)
      return { (b: Int) in
        let y0 = b * rows
        let y1 = min(height, y0 + rows)
        let surface = Surface(
          base: buffer.base, stride: width, box: PixelBox(x0: 0, y0: y0, x1: width, y1: y1))
        renderer.run(commands, on: surface, index: index, band: b)
        visit(b, UnsafeRawBufferPointer(start: buffer.base, count: (y1 - y0) * width * 4))
      }
    }
  }
}

extension Rasterizer {
  /// Runs every band `0..<bands` once: one worker draws them in turn, more take the next
  /// band as they finish. `worker` is called once per worker and returns what it runs for
  /// each band it takes (so scratch buffers are made once per worker).
  static func eachBand(
    _ bands: Int, threads: Int, worker: @Sendable () -> (Int) -> Void
  ) {
    if threads <= 1 || bands <= 1 {
      let run = worker()
      for b in 0..<bands { run(b) }
      return
    }
    let next = Atomic<Int>(0)
    withoutActuallyEscaping(worker) { worker in
      let work: @Sendable () -> Void = {
        let run = worker()
        while true {
          let b = next.wrappingAdd(1, ordering: .relaxed).oldValue
          if b >= bands { break }
          run(b)
        }
      }
      // One worker on the spare core, which a one-image render keeps awake (no thread to
      // wake); the rest on Dispatch's, the calling thread among them. A spare-core worker
      // that has not started when the bands are done never runs.
      let spare = SpareCore.Job(work)
      SpareCore.shared.help(spare, urgent: true)
      if threads > 2 {
        DispatchQueue.concurrentPerform(iterations: min(threads, bands) - 1) { _ in work() }
      } else {
        work()
      }
      _ = spare.closeOrWait()
    }
  }
}

/// A worker's band of pixels.
private final class BandBuffer {
  let base: UnsafeMutablePointer<UInt32>

  init(count: Int) {
    base = .allocate(capacity: max(1, count))
  }

  deinit { base.deallocate() }
}

/// A drawn canvas read by several workers at once (nobody writes it any more).
private struct SharedBitmap: @unchecked Sendable {
  let bitmap: Bitmap
}
