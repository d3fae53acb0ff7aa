import Dispatch
import Foundation
import Primitives

/// Compares two images pixel by pixel: pixelmatch's algorithm (and counts), with
/// swift-snapshot-testing's and Playwright's measures on top.
///
/// The spine. One comparison, in the order it runs (read pixelmatch.js beside it):
///
/// 1. Options and their defaults: `DiffOptions.swift` (threshold → `Comparator.measure`).
/// 2. Mixed alpha conventions → both premultiplied: ``premultiplied(_:)`` below.
/// 3. Identical images: one `memcmp` (``sameBytes(_:_:)``), then ``identical(_:options:)``.
/// 4. Nothing shared to compare: ``empty(_:_:options:)``.
/// 5. The per-pixel loop: `BandScan.run` (fast: bands over the cores, 8 words at a time,
///    4 opaque pixels at once in `OpaqueBlock.swift`); its plain twin is
///    `PlainDiff.compare`, one pixel at a time, which the tests hold it to.
/// 6. Each differing pixel's verdict: `Comparator.verdictOfDiffering` —
///    colour delta (`ColorDelta.swift`: `yiqDeltaOverWhite`, `yiqDeltaOverCheckerboard`,
///    `deltaE94`), then "is it anti-aliasing?" (`AntiAliasing.swift`, pixelmatch's
///    `antialiased`; `AntiAliasingInterior.swift` and `BrightnessCache.swift` are its fast
///    interior forms, `AntiAliasingCheckerboard.swift` the checkerboard one).
/// 7. The diff image: `DiffCanvas` in `DiffImage.swift` (gray reference, coloured verdicts).
/// 8. Changed regions: `TileGrid` in `Regions.swift`; ignored areas: `IgnoredSpans`.
/// 9. The result and budgets: `DiffResult.swift`.
///
/// ```swift
/// let result = PixelDiff.compare(expected, actual, options: DiffOptions(diffImage: .standard))
/// if !result.isWithin(DiffBudget(maxDiffPixels: 10)) { … }
/// ```
///
/// Speed: identical images are one `memcmp` and allocate nothing. Otherwise rows are split
/// into bands of whole region tiles, spread over the cores; each band compares 8 pixels at a
/// time as words and does colour maths only where they differ. Bands share no output, and
/// their counts are summed in band order, so the result is the same for any thread count.
public enum PixelDiff {
  /// Compares `actual` against `expected` (the reference: its pixels make the diff image's
  /// gray, and "darker" means darker than it).
  public static func compare(
    _ expected: RGBAImage, _ actual: RGBAImage, options: DiffOptions = DiffOptions()
  ) -> DiffResult {
    // Mixed conventions: bring the straight one to premultiplied, so equal words mean equal
    // pixels again.
    if expected.alpha != actual.alpha {
      return compare(
        premultiplied(expected), premultiplied(actual), options: options)
    }
    let width = min(expected.width, actual.width)
    let height = min(expected.height, actual.height)
    if expected.size == actual.size, sameBytes(expected.pixels, actual.pixels) {
      return identical(expected, options: options)
    }
    guard width > 0, height > 0 else { return empty(expected, actual, options: options) }
    return expected.pixels.withUnsafeBytes { rawA in
      actual.pixels.withUnsafeBytes { rawB in
        let planeA = PixelPlane(
          base: rawA.bindMemory(to: UInt32.self).baseAddress!, stride: expected.width,
          premultiplied: expected.alpha == .premultiplied)
        let planeB = PixelPlane(
          base: rawB.bindMemory(to: UInt32.self).baseAddress!, stride: actual.width,
          premultiplied: actual.alpha == .premultiplied)
        let comparator = Comparator(
          expected: planeA, actual: planeB, width: width, height: height, options: options)
        var result = BandScan.run(comparator, options: options)
        result.expectedSize = expected.size
        result.actualSize = actual.size
        return result
      }
    }
  }

  /// Compares two premultiplied bitmaps (see ``compare(_:_:options:)-(RGBAImage,_,_)``).
  public static func compare(
    _ expected: Bitmap, _ actual: Bitmap, options: DiffOptions = DiffOptions()
  ) -> DiffResult {
    compare(RGBAImage(expected), RGBAImage(actual), options: options)
  }

  /// The identical case: nothing to count; the diff image (if asked) is the faded reference.
  static func identical(_ image: RGBAImage, options: DiffOptions) -> DiffResult {
    var diff: Bitmap?
    if let style = options.diffImage {
      var bitmap = Bitmap(width: image.width, height: image.height)
      image.pixels.withUnsafeBytes { raw in
        bitmap.pixels.withUnsafeMutableBytes { out in
          guard let source = raw.baseAddress, let target = out.baseAddress else { return }
          let plane = PixelPlane(
            base: source.assumingMemoryBound(to: UInt32.self), stride: image.width,
            premultiplied: image.alpha == .premultiplied)
          let canvas = DiffCanvas(
            base: target.assumingMemoryBound(to: UInt32.self), width: image.width, style: style)
          // Bands of 64 rows over the cores, as the scan does: every row is written once.
          let bands = (image.height + 63) / 64
          let threads = min(threadCount(options), bands)
          DispatchQueue.concurrentPerform(iterations: max(threads, 1)) { worker in
            for band in stride(from: worker, to: bands, by: max(threads, 1)) {
              for y in (band * 64)..<min(image.height, band * 64 + 64) {
                canvas.drawGrayRow(y, from: plane)
              }
            }
          }
        }
      }
      diff = bitmap
    }
    return DiffResult(
      expectedSize: image.size, actualSize: image.size, comparedSize: image.size, mismatched: 0,
      antialiased: 0, regions: [], diffImage: diff)
  }

  /// Nothing shared to compare (an empty image on either side).
  static func empty(_ expected: RGBAImage, _ actual: RGBAImage, options: DiffOptions)
    -> DiffResult
  {
    let shared = PixelSize(
      width: min(expected.width, actual.width), height: min(expected.height, actual.height))
    return DiffResult(
      expectedSize: expected.size, actualSize: actual.size, comparedSize: shared, mismatched: 0,
      antialiased: 0, regions: [],
      diffImage: options.diffImage.map { _ in Bitmap(width: shared.width, height: shared.height) })
  }

  static func premultiplied(_ image: RGBAImage) -> RGBAImage {
    guard image.alpha == .straight else { return image }
    var bytes = image.pixels
    for i in stride(from: 0, to: bytes.count, by: 4) where bytes[i + 3] != 255 {
      let p = PremultipliedPixel(
        Color(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2], alpha: bytes[i + 3]))
      bytes[i] = p.r
      bytes[i + 1] = p.g
      bytes[i + 2] = p.b
    }
    return RGBAImage(
      width: image.width, height: image.height, pixels: bytes, alpha: .premultiplied)!
  }

  /// The thread count for `options` (every core unless told otherwise).
  static func threadCount(_ options: DiffOptions) -> Int {
    max(1, options.threads ?? ProcessInfo.processInfo.activeProcessorCount)
  }
}

/// One `memcmp`: memory speed, no allocation.
func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
  guard a.count == b.count else { return false }
  return a.withUnsafeBytes { ra in
    b.withUnsafeBytes { rb in
      guard let pa = ra.baseAddress, let pb = rb.baseAddress else { return true }
      return memcmp(pa, pb, ra.count) == 0
    }
  }
}
