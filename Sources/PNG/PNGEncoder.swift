import Foundation
import Primitives

/// Writes a ``Bitmap`` as a PNG: 8-bit RGB when every pixel is opaque (a quarter less to
/// compress), else RGBA. A row that repeats the row above is Up-filtered (zeros), every
/// other row unfiltered (``RowFilters`` says why); long runs of repeated rows get DEFLATE
/// blocks of their own (``RepeatedRowsBlock``) and the rest is compressed in pieces on
/// several threads (``EncodePlan``, ``ParallelDeflate``): by ``ScreenDeflate`` when
/// ``fast``, by libdeflate at level 9 otherwise. Same pixels, same bytes, on any number of
/// threads: no time or text chunks, and pieces cut by content.
public struct PNGEncoder: Sendable {
  /// A faster, slightly larger compression level; off for files kept in a repository.
  public var fast: Bool
  /// Worker threads; the bytes do not depend on it.
  public var threads: Int

  public init(fast: Bool = true, threads: Int = PNGEncoder.defaultThreads) {
    self.fast = fast
    self.threads = max(1, threads)
  }

  /// The machine's core count, at most 8.
  public static var defaultThreads: Int {
    min(8, max(1, ProcessInfo.processInfo.activeProcessorCount))
  }

  /// libdeflate levels (1...12) for ``fast`` (now only the plain twin's) and for the
  /// default. Level 5 where round 5b used 4: with repeated rows taken out, libdeflate
  /// compresses half the bytes, and level 5 made them 4.6 % smaller for 9 % more of its
  /// time (docs/performance.md, Round 6).
  static let fastLevel = 5
  static let smallLevel = 9

  var level: Int { fast ? Self.fastLevel : Self.smallLevel }

  /// PNG bytes of `bitmap` (un-premultiplied: PNG stores straight alpha).
  public func encode(_ bitmap: Bitmap) throws(PNGError) -> [UInt8] {
    try Self.validate(bitmap)
    let scan = RowScan(bitmap, threads: threads)
    return try Self.file(bitmap, opaque: scan.opaque, stream: stream(bitmap, scan: scan))
  }

  /// The zlib stream of `bitmap`'s filtered rows: ``ScreenDeflate`` when ``fast``, each
  /// piece starting its window on the rows before it; libdeflate at level 9 otherwise.
  func stream(_ bitmap: Bitmap, scan: RowScan) throws(PNGError) -> [UInt8] {
    let width = bitmap.width
    let channels = scan.opaque ? 3 : 4
    let rowBytes = 1 + width * channels
    let plan = EncodePlan(repeats: scan.repeats, rowBytes: rowBytes)
    let method: ParallelDeflate.Method =
      fast
      ? .screen(
        pixelBytes: channels, rowBytes: rowBytes,
        history: rowBytes * max(1, (ScreenDeflate.window + rowBytes - 1) / rowBytes))
      : .libdeflate(level: level)
    do {
      return try bitmap.pixels.withUnsafeBytes { pixels in
        try scan.repeats.withUnsafeBufferPointer { repeats in
          let shared = SharedRows(pixels: pixels.baseAddress!, repeats: repeats.baseAddress!)
          let rows = plan.rows
          return try ParallelDeflate.zlib(plan.pieces, method: method, threads: threads) {
            piece, buffer, history in
            let first = rows[piece].lowerBound
            let before = min(first, history / rowBytes)
            RowFilters.write(
              (first - before)..<rows[piece].upperBound, width: width, channels: channels,
              repeats: shared.repeats, from: shared.pixels, to: buffer.baseAddress!)
            return before * rowBytes
          }
        }
      }
    } catch {
      throw .encodingFailed(reason: "a compressed piece does not parse")
    }
  }

  /// The plain twin of ``encode(_:)``, which tests compare it with: rows scanned, filtered
  /// and compressed in one piece by libdeflate, nothing in parallel. Its file decodes to the
  /// same pixels and its stream inflates to the same filtered rows.
  func encodePlain(_ bitmap: Bitmap) throws(PNGError) -> [UInt8] {
    try Self.validate(bitmap)
    let scan = RowScan.plain(bitmap)
    let rows = RowFilters.plain(bitmap, channels: scan.opaque ? 3 : 4)
    guard let stream = ParallelDeflate.zlibInOneCall(rows, level: level) else {
      throw .encodingFailed(reason: "libdeflate refused the rows")
    }
    return Self.file(bitmap, opaque: scan.opaque, stream: stream)
  }

  private static func validate(_ bitmap: Bitmap) throws(PNGError) {
    let width = bitmap.width
    let height = bitmap.height
    guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
      throw .encodingFailed(reason: "image is \(width)×\(height); PNG needs at least 1×1")
    }
  }

  /// The PNG file around a zlib `stream` of filtered rows.
  private static func file(_ bitmap: Bitmap, opaque: Bool, stream: [UInt8]) -> [UInt8] {
    var out = PNGChunkWriter.signature
    out.reserveCapacity(stream.count + 128)
    PNGChunkWriter.append(
      "IHDR",
      PNGChunkWriter.header(
        width: bitmap.width, height: bitmap.height, colorType: opaque ? 2 : 6),
      to: &out)
    // sRGB, perceptual intent: what libpng's simplified writer declared before.
    PNGChunkWriter.append("sRGB", [0], to: &out)
    PNGChunkWriter.append("IDAT", stream, to: &out)
    PNGChunkWriter.append("IEND", [], to: &out)
    return out
  }

  /// The plain twin: libpng's encoder (FLAG_FAST when ``fast``), which tests compare with.
  func encodeWithLibPNG(_ bitmap: Bitmap) throws(PNGError) -> [UInt8] {
    let straight = Self.straight(bitmap.pixels)
    let result = straight.withUnsafeBytes { raw in
      Result { () throws(PNGError) in
        try LibPNG.encode(
          straightRGBA: raw, width: bitmap.width, height: bitmap.height, fast: fast)
      }
    }
    return try result.get()
  }

  /// Encodes and writes atomically: a temporary file beside `path`, then a rename, so an
  /// interrupted run never leaves a half-written PNG. Creates the parent folder.
  public func write(_ bitmap: Bitmap, to path: String) throws(PNGError) {
    let bytes = try encode(bitmap)
    do {
      try AtomicFile.write(bytes, to: path)
    } catch {
      // The reason alone: "\(error)" repeated "cannot write" and the path (issue 17).
      throw .unwritable(
        path: path, reason: error.path == path ? error.reason : "'\(error.path)': \(error.reason)")
    }
  }

  /// Premultiplied → straight, rounding to nearest: the exact inverse of the decoder's
  /// premultiplication for every premultiplied pixel, so encode ∘ decode is lossless.
  /// Opaque and fully transparent pixels are the same either way, so a bitmap without
  /// translucent pixels (most screens) is handed on without a copy.
  static func straight(_ premultiplied: [UInt8]) -> [UInt8] {
    let hasTranslucent = premultiplied.withUnsafeBytes { raw in
      raw.bindMemory(to: UInt32.self).contains { w in
        let a = w >> 24
        return a != 255 && a != 0
      }
    }
    if !hasTranslucent { return premultiplied }
    var out = premultiplied
    out.withUnsafeMutableBytes { raw in
      let px = raw.bindMemory(to: UInt32.self)
      for i in px.indices {
        let a = px[i] >> 24
        if a == 255 || a == 0 { continue }
        px[i] = straight(px[i])
      }
    }
    return out
  }

  /// One translucent pixel (alpha 1...254), premultiplied RGBA in a little-endian word,
  /// made straight.
  @inline(__always) static func straight(_ w: UInt32) -> UInt32 {
    let a = w >> 24
    let half = a / 2
    let r = min(255, ((w & 0xFF) * 255 + half) / a)
    let g = min(255, (((w >> 8) & 0xFF) * 255 + half) / a)
    let b = min(255, (((w >> 16) & 0xFF) * 255 + half) / a)
    return r | g << 8 | b << 16 | a << 24
  }
}

/// The pixels and row flags every compression worker reads.
private struct SharedRows: @unchecked Sendable {
  let pixels: UnsafeRawPointer
  let repeats: UnsafePointer<Bool>
}
