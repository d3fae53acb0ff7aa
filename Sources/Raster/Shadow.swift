import Foundation

/// The Gaussian-blurred coverage of a rounded rect, as an 8-bit mask.
///
/// The shape's exact coverage is blurred by three box blurs per axis, whose widths follow
/// the SVG filter spec's approximation of a Gaussian of deviation σ (feGaussianBlur: box
/// size d = ⌊σ · 3√(2π) / 4 + ½⌋; odd d: three centered boxes; even d: two boxes of d
/// offset by half a pixel either way and one of d + 1). Skia's raster blur works the same
/// way, so shadows look alike. Masks are keyed by the shape's sub-pixel position and size,
/// so repeated shadows (a list of cards) are blurred once.
enum Shadow {
  /// Blurred masks shared by every render in the process (as Skia keeps blurred rounded
  /// rects in its resource cache). A hit returns the very mask a miss would compute, so the
  /// cache changes speed, never pixels. A mask another thread is blurring is waited for,
  /// not blurred twice (``TextAhead`` blurs a list's shadows ahead of its preparer).
  static let cache = ShadowCache()
  static let cacheLimit = 256

  /// ``mask(_:sigma:)``, cached.
  static func cachedMask(_ shape: PixelShape, sigma: Double) -> (AlphaMask, x: Int, y: Int) {
    cache.mask(ShadowKey(shape: shape, sigma: sigma)) { mask(shape, sigma: sigma) }
  }

  /// The mask of `shape` blurred with deviation `sigma` (pixels), and where its top-left
  /// pixel goes on the canvas.
  /// `fast` off runs the plain blur below, the twin `ShadowBlur` is compared with.
  static func mask(_ shape: PixelShape, sigma: Double, fast: Bool = true) -> (
    AlphaMask, x: Int, y: Int
  ) {
    let d = boxSize(sigma)
    let margin = margin(sigma)
    let ox = Int(shape.x0.rounded(.down)) - margin
    let oy = Int(shape.y0.rounded(.down)) - margin
    let w = Int(shape.x1.rounded(.up)) - ox + margin
    let h = Int(shape.y1.rounded(.up)) - oy + margin
    let local = shape.offsetBy(dx: Double(-ox), dy: Double(-oy))
    var plane = coverage(local, width: w, height: h)
    let bytes: [UInt8]
    if fast {
      bytes = ShadowBlur.blurredBytes(&plane, width: w, height: h, d: d)
    } else {
      blur(&plane, width: w, height: h, d: d)
      bytes = plane.map { UInt8(min(max(Int($0 * 255 + 0.5), 0), 255)) }
    }
    return (AlphaMask(width: w, height: h, bytes: bytes), ox, oy)
  }

  /// The windows `[i − lo, i + hi]` of the three box passes for box size `d`.
  static func boxPasses(_ d: Int) -> [(lo: Int, hi: Int)] {
    d % 2 == 1
      ? [(d / 2, d / 2), (d / 2, d / 2), (d / 2, d / 2)]
      : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
  }

  /// Pixels the mask reaches beyond the shape's pixel box on every side: three boxes of
  /// `d` spread it by about 1.5 d.
  static func margin(_ sigma: Double) -> Int {
    boxSize(sigma) * 3 / 2 + 2
  }

  /// The box size for deviation `sigma` (SVG 1.1 §15.17).
  static func boxSize(_ sigma: Double) -> Int {
    max(1, Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)))
  }

  /// The exact coverage of `shape` in a `width × height` plane, 0...1.
  static func coverage(_ shape: PixelShape, width: Int, height: Int) -> [Float] {
    var plane = [Float](repeating: 0, count: width * height)
    let scan = ShapeScan()
    scan.reset(shape)
    var row = CoverageRow(width: width)
    defer { row.deallocate() }
    let acc = UnsafeMutablePointer<Double>.allocate(capacity: width + 2)
    acc.initialize(repeating: 0, count: width + 2)
    defer { acc.deallocate() }
    for y in shape.rowRange where y >= 0 && y < height {
      scan.row(y, into: &row, acc: acc)
      for i in 0..<row.count {
        let p = row.pieces[i]
        for x in p.start..<p.end { plane[y * width + x] = Float(row.value(p, x)) / 255 }
      }
    }
    return plane
  }

  /// Three box blurs along x, then three along y (the plain twin of `ShadowBlur`).
  static func blur(_ plane: inout [Float], width: Int, height: Int, d: Int) {
    // Window [i − lo, i + hi] for each pass.
    let passes = boxPasses(d)
    var line = [Float](repeating: 0, count: max(width, height))
    var out = [Float](repeating: 0, count: max(width, height))
    for y in 0..<height {
      for x in 0..<width { line[x] = plane[y * width + x] }
      for p in passes {
        box(line, &out, count: width, lo: p.lo, hi: p.hi)
        swap(&line, &out)
      }
      for x in 0..<width { plane[y * width + x] = line[x] }
    }
    for x in 0..<width {
      for y in 0..<height { line[y] = plane[y * width + x] }
      for p in passes {
        box(line, &out, count: height, lo: p.lo, hi: p.hi)
        swap(&line, &out)
      }
      for y in 0..<height { plane[y * width + x] = line[y] }
    }
  }

  /// A running-sum box filter over `[i − lo, i + hi]`, zero outside.
  private static func box(_ src: [Float], _ dst: inout [Float], count: Int, lo: Int, hi: Int) {
    let scale = 1 / Float(lo + hi + 1)
    var sum: Float = 0
    for i in 0..<min(hi, count) { sum += src[i] }
    for i in 0..<count {
      if i + hi < count { sum += src[i + hi] }
      dst[i] = sum * scale
      if i - lo >= 0 { sum -= src[i - lo] }
    }
  }
}

/// What makes two shadow masks equal: the shape at its sub-pixel offset, and the blur.
struct ShadowKey: Hashable {
  var shape: PixelShape
  var sigma: Double
}

/// The masks of ``Shadow/cache``, each made once: the first thread to ask blurs it while
/// later askers wait.
final class ShadowCache: @unchecked Sendable {
  typealias Mask = (AlphaMask, x: Int, y: Int)
  private enum Entry {
    case ready(Mask)
    case blurring
  }
  /// Guards `entries`.
  private let condition = NSCondition()
  private var entries: [ShadowKey: Entry] = [:]

  func mask(_ key: ShadowKey, make: () -> Mask) -> Mask {
    condition.lock()
    while true {
      switch entries[key] {
      case .ready(let hit):
        condition.unlock()
        return hit
      case .blurring:
        condition.wait()
      case nil:
        entries[key] = .blurring
        condition.unlock()
        let made = make()
        condition.lock()
        if entries.count >= Shadow.cacheLimit {
          // Masks being blurred stay: their threads are about to store them.
          entries = entries.filter { if case .blurring = $0.value { true } else { false } }
        }
        entries[key] = .ready(made)
        condition.broadcast()
        condition.unlock()
        return made
      }
    }
  }

  /// Masks stored (for tests).
  var count: Int {
    condition.lock()
    defer { condition.unlock() }
    return entries.count
  }
}
