import Primitives

/// The watch page's picture format: an uncompressed 32-bit BMP, which every browser shows.
///
/// Profiled on `themeshot watch` (release, Dark/settings at 3×, 15 saves under `perf`):
/// libdeflate took 43 % of the samples and the encoder's stream check 6 % more, against
/// 15 % for the rasterizer. A page on 127.0.0.1 gains nothing from compression (12 MB
/// crosses loopback in milliseconds), so the picture is the bitmap's own bytes behind a
/// header: bit-field masks name its R, G, B, A byte order, so no pixel is rewritten.
enum BMPImage {
  /// `bitmap` as a top-down BMP (BITMAPV4HEADER, BI_BITFIELDS, 32 bits). Renders are
  /// opaque (the window's background is drawn first), where premultiplied and straight
  /// alpha are the same bytes; a translucent pixel of a clear canvas shows a little dark.
  static func encode(_ bitmap: Bitmap) -> [UInt8] {
    let offset = 14 + 108
    var header = [UInt8](repeating: 0, count: offset)
    func put32(_ v: Int, at i: Int) {
      for k in 0..<4 { header[i + k] = UInt8(truncatingIfNeeded: v >> (8 * k)) }
    }
    header[0] = 0x42  // "BM"
    header[1] = 0x4D
    put32(offset + bitmap.pixels.count, at: 2)
    put32(offset, at: 10)
    put32(108, at: 14)  // BITMAPV4HEADER
    put32(bitmap.width, at: 18)
    put32(-bitmap.height, at: 22)  // negative: rows top to bottom
    header[26] = 1  // planes
    header[28] = 32  // bits per pixel
    put32(3, at: 30)  // BI_BITFIELDS
    put32(bitmap.pixels.count, at: 34)
    // Masks of the little-endian pixel word: bytes R, G, B, A.
    put32(0x0000_00FF, at: 54)
    put32(0x0000_FF00, at: 58)
    put32(0x00FF_0000, at: 62)
    put32(Int(0xFF00_0000), at: 66)
    put32(0x7352_4742, at: 70)  // LCS_sRGB ("sRGB")
    return header + bitmap.pixels
  }
}
