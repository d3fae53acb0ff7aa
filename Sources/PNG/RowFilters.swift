import Primitives

/// The filtered rows a PNG's image data holds (PNG spec §9), written from premultiplied
/// RGBA: each row is its filter byte, then straight samples, RGB (3 channels) or RGBA (4).
///
/// Filter choice for UI screens: a row that repeats the row above is Up (all zeros, which
/// ``RepeatedRowsBlock`` or libdeflate spell in a few bytes); every other row is None. On
/// `settings.png` the usual per-row heuristics made the file 12–16 % larger than None on
/// every row (minimum sum of absolute differences, libpng's; least entropy, oxipng's
/// "BigEnt"; most zero bytes; docs/performance.md, Round 6): flat runs and anti-aliased
/// edges already match at short distances in DEFLATE, and filters turn them into residues.
enum RowFilters {
  static let none: UInt8 = 0
  static let up: UInt8 = 2

  /// Writes `rows` one after the other into `out` (`rows.count` rows of `1 + width ×
  /// channels` bytes).
  static func write(
    _ rows: Range<Int>, width: Int, channels: Int, repeats: UnsafePointer<Bool>,
    from pixels: UnsafeRawPointer, to out: UnsafeMutableRawPointer
  ) {
    let rowBytes = 1 + width * channels
    for y in rows {
      let dst = out + (y - rows.lowerBound) * rowBytes
      if repeats[y] {
        dst.storeBytes(of: up, as: UInt8.self)
        (dst + 1).initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes - 1)
        continue
      }
      dst.storeBytes(of: none, as: UInt8.self)
      let src = pixels + y * width * 4
      if channels == 4 {
        straightRGBA(src, width: width, to: dst + 1)
      } else {
        rgb(src, width: width, to: dst + 1)
      }
    }
  }

  /// Opaque pixels' RGB: four bytes stored per pixel, three kept (the fourth is
  /// overwritten by the next pixel); the last pixel byte by byte, to stay inside the row.
  private static func rgb(_ src: UnsafeRawPointer, width: Int, to dst: UnsafeMutableRawPointer) {
    for x in 0..<(width - 1) {
      dst.storeBytes(
        of: src.load(fromByteOffset: x * 4, as: UInt32.self), toByteOffset: x * 3, as: UInt32.self)
    }
    let last = width - 1
    for c in 0..<3 {
      dst.storeBytes(
        of: src.load(fromByteOffset: last * 4 + c, as: UInt8.self), toByteOffset: last * 3 + c,
        as: UInt8.self)
    }
  }

  /// Straight RGBA: a copy, then translucent pixels un-premultiplied.
  private static func straightRGBA(
    _ src: UnsafeRawPointer, width: Int, to dst: UnsafeMutableRawPointer
  ) {
    dst.copyMemory(from: src, byteCount: width * 4)
    for x in 0..<width {
      let word = src.load(fromByteOffset: x * 4, as: UInt32.self)
      let alpha = word >> 24
      if alpha == 255 || alpha == 0 { continue }
      dst.storeBytes(of: PNGEncoder.straight(word), toByteOffset: x * 4, as: UInt32.self)
    }
  }

  /// The plain twin, which tests compare ``write(_:width:channels:repeats:from:to:)`` and
  /// the encoder's whole stream with: a row that equals the row above in `bitmap` is Up,
  /// applied byte by byte as the spec defines it; straight samples come from
  /// `PremultipliedPixel.color` one pixel at a time.
  static func plain(_ bitmap: Bitmap, channels: Int) -> [UInt8] {
    let samples = (0..<bitmap.height).map { y in
      (0..<bitmap.width).flatMap { x in
        let p = bitmap[x, y]
        // A transparent pixel is written as it is stored (premultiplied, it is all zeros).
        let c = p.a == 0 ? Color(red: p.r, green: p.g, blue: p.b, alpha: 0) : p.color
        return Array([c.red, c.green, c.blue, c.alpha].prefix(channels))
      }
    }
    var out: [UInt8] = []
    for y in samples.indices {
      let repeats = y > 0 && (0..<bitmap.width).allSatisfy { bitmap[$0, y] == bitmap[$0, y - 1] }
      if repeats {
        out.append(up)
        out += zip(samples[y], samples[y - 1]).map { $0 &- $1 }
      } else {
        out.append(none)
        out += samples[y]
      }
    }
    return out
  }
}
