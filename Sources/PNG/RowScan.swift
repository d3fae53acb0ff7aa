import Dispatch
import Foundation
import Primitives
import Synchronization

/// What the encoder learns from a bitmap's rows before cutting them into pieces: which rows
/// repeat the row above, pixel for pixel, and whether every pixel is opaque. Rows are
/// scanned in bands on several threads; the answer does not depend on how many.
struct RowScan: Equatable {
  /// `repeats[y]`: row `y` equals row `y − 1` (never row 0).
  var repeats: [Bool]
  /// Every alpha is 255: the file can be RGB.
  var opaque: Bool

  /// Bitmaps below this many pixels are scanned on one thread: starting workers would cost
  /// more than the scan.
  static let parallelPixels = 1 << 16

  init(_ bitmap: Bitmap, threads: Int) {
    let width = bitmap.width
    let height = bitmap.height
    var repeats = [Bool](repeating: false, count: height)
    let translucent = Atomic<Bool>(false)
    let bands = bitmap.width * height < Self.parallelPixels ? 1 : min(max(1, threads), height)
    bitmap.pixels.withUnsafeBytes { pixels in
      repeats.withUnsafeMutableBufferPointer { flags in
        let shared = ScanBuffers(pixels: pixels.baseAddress!, flags: flags.baseAddress!)
        let scanBand = { @Sendable (band: Int) in
          let rows = (height * band / bands)..<(height * (band + 1) / bands)
          if !Self.scan(
            rows, width: width, pixels: shared.pixels, repeats: shared.flags,
            checkAlpha: !translucent.load(ordering: .relaxed))
          {
            translucent.store(true, ordering: .relaxed)
          }
        }
        if bands == 1 {
          scanBand(0)
        } else {
          DispatchQueue.concurrentPerform(iterations: bands, execute: scanBand)
        }
      }
    }
    self.repeats = repeats
    opaque = !translucent.load(ordering: .relaxed)
  }

  init(repeats: [Bool], opaque: Bool) {
    self.repeats = repeats
    self.opaque = opaque
  }

  /// Marks the repeated rows among `rows`; false when a row that does not repeat has a
  /// pixel that is not opaque (a repeated row has its row above's alphas, checked there).
  /// Once `checkAlpha` is false (another band found one), alphas are not read.
  private static func scan(
    _ rows: Range<Int>, width: Int, pixels: UnsafeRawPointer,
    repeats: UnsafeMutablePointer<Bool>, checkAlpha: Bool
  ) -> Bool {
    let rowBytes = width * 4
    var opaque = true
    for y in rows {
      let row = pixels + y * rowBytes
      if y > 0 && memcmp(row, row - rowBytes, rowBytes) == 0 {
        repeats[y] = true
        continue
      }
      guard checkAlpha && opaque else { continue }
      // The AND of every pixel has alpha 255 only if each one has.
      var all = UInt32.max
      let words = row.assumingMemoryBound(to: UInt32.self)
      for x in 0..<width { all &= words[x] }
      opaque = all >> 24 == 255
    }
    return opaque
  }

  /// The plain twin: rows compared as arrays, alphas read one by one.
  static func plain(_ bitmap: Bitmap) -> RowScan {
    let rowBytes = bitmap.width * 4
    let rows = (0..<bitmap.height).map { y in
      Array(bitmap.pixels[(y * rowBytes)..<((y + 1) * rowBytes)])
    }
    let repeats = rows.indices.map { y in y > 0 && rows[y] == rows[y - 1] }
    let opaque = stride(from: 3, to: bitmap.pixels.count, by: 4).allSatisfy {
      bitmap.pixels[$0] == 255
    }
    return RowScan(repeats: repeats, opaque: opaque)
  }
}

/// The pixels every band reads and the flags each band writes its own rows of.
private struct ScanBuffers: @unchecked Sendable {
  let pixels: UnsafeRawPointer
  let flags: UnsafeMutablePointer<Bool>
}
