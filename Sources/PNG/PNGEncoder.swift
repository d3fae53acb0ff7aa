import Foundation
import Primitives

/// Writes a ``Bitmap`` as a PNG: 8-bit RGB when every pixel is opaque (a quarter less to
/// compress), else RGBA; rows unfiltered; compressed by libdeflate in row pieces on several
/// threads (``ParallelDeflate``). Same pixels, same bytes, on any number of threads: no
/// time or text chunks, and pieces cut by size alone.
///
/// Unfiltered rows: UI screens are flat colour and repeated rows, which DEFLATE's matches
/// already find at distances of 3–4 bytes and one row; on `Snapshots/Light/settings.png`
/// every PNG filter (Sub, Up, Average, Paeth, or the per-row minimum-sum heuristic) made
/// the file 8–35 % larger than none (docs/performance.md).
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

  /// libdeflate levels (1...12) for ``fast`` and for the default.
  static let fastLevel = 4
  static let smallLevel = 9

  /// PNG bytes of `bitmap` (un-premultiplied: PNG stores straight alpha).
  public func encode(_ bitmap: Bitmap) throws(PNGError) -> [UInt8] {
    let width = bitmap.width
    let height = bitmap.height
    guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
      throw .encodingFailed(reason: "image is \(width)×\(height); PNG needs at least 1×1")
    }
    // RGB first: the workers check every alpha as they copy the rows, so an opaque screen
    // is read once (a separate scan for opacity was a serial pass over the whole bitmap).
    // A translucent row abandons it, and the rows are written again as straight RGBA.
    let (stream, opaque): ([UInt8], Bool)
    if let rgb = try compressedRows(bitmap, channels: 3) {
      (stream, opaque) = (rgb, true)
    } else if let rgba = try compressedRows(bitmap, channels: 4) {
      (stream, opaque) = (rgba, false)
    } else {
      throw .encodingFailed(reason: "the RGBA rows were refused")
    }
    var out = PNGChunkWriter.signature
    out.reserveCapacity(stream.count + 128)
    PNGChunkWriter.append(
      "IHDR", PNGChunkWriter.header(width: width, height: height, colorType: opaque ? 2 : 6),
      to: &out)
    // sRGB, perceptual intent: what libpng's simplified writer declared before.
    PNGChunkWriter.append("sRGB", [0], to: &out)
    PNGChunkWriter.append("IDAT", stream, to: &out)
    PNGChunkWriter.append("IEND", [], to: &out)
    return out
  }

  /// The zlib stream of `bitmap`'s unfiltered rows with `channels` samples a pixel (3:
  /// RGB, nil as soon as a pixel is not opaque; 4: straight RGBA).
  private func compressedRows(_ bitmap: Bitmap, channels: Int) throws(PNGError) -> [UInt8]? {
    let width = bitmap.width
    let height = bitmap.height
    let rowBytes = 1 + width * channels
    let pieces = ParallelDeflate.cuts(rows: height, rowBytes: rowBytes)
    var rows = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { _, count in
      count = rowBytes * height
    }
    do {
      return try bitmap.pixels.withUnsafeBytes { pixels in
        let source = SharedPixels(base: pixels.baseAddress!)
        return try rows.withUnsafeMutableBytes { data in
          let target = SharedPixels(base: UnsafeRawPointer(data.baseAddress!))
          return try ParallelDeflate.zlib(
            data, pieces: pieces, level: fast ? Self.fastLevel : Self.smallLevel,
            threads: threads
          ) { range in
            Self.writeRows(
              range.lowerBound / rowBytes..<range.upperBound / rowBytes, width: width,
              channels: channels, from: source.base,
              to: UnsafeMutableRawPointer(mutating: target.base))
          }
        }
      }
    } catch {
      throw .encodingFailed(reason: "libdeflate produced a stream that does not parse")
    }
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

  /// Unfiltered rows (filter byte 0, then samples) of premultiplied RGBA `pixels`: straight
  /// RGBA when `channels` is 4; RGB when it is 3, which stops and returns false at the
  /// first row with a pixel that is not opaque.
  static func writeRows(
    _ rows: Range<Int>, width: Int, channels: Int, from pixels: UnsafeRawPointer,
    to out: UnsafeMutableRawPointer
  ) -> Bool {
    let rowBytes = 1 + width * channels
    for y in rows {
      let src = pixels + y * width * 4
      let dst = out + y * rowBytes
      dst.storeBytes(of: 0, as: UInt8.self)
      if channels == 4 {
        (dst + 1).copyMemory(from: src, byteCount: width * 4)
        for x in 0..<width {
          let word = src.load(fromByteOffset: x * 4, as: UInt32.self)
          let alpha = word >> 24
          if alpha == 255 || alpha == 0 { continue }
          dst.storeBytes(of: straight(word), toByteOffset: 1 + x * 4, as: UInt32.self)
        }
        continue
      }
      // Four bytes stored per pixel, three kept: the fourth is overwritten by the next
      // pixel; the row's last pixel is stored byte by byte to stay inside the row. The AND
      // of every pixel has alpha 255 only if each one has.
      var all = UInt32.max
      for x in 0..<(width - 1) {
        let word = src.load(fromByteOffset: x * 4, as: UInt32.self)
        all &= word
        dst.storeBytes(of: word, toByteOffset: 1 + x * 3, as: UInt32.self)
      }
      let last = width - 1
      all &= src.load(fromByteOffset: last * 4, as: UInt32.self)
      for c in 0..<3 {
        dst.storeBytes(
          of: src.load(fromByteOffset: last * 4 + c, as: UInt8.self),
          toByteOffset: 1 + last * 3 + c, as: UInt8.self)
      }
      if all >> 24 != 255 { return false }
    }
    return true
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

/// Pixel memory read (or written in disjoint rows) by the compression workers.
private struct SharedPixels: @unchecked Sendable {
  let base: UnsafeRawPointer
}
