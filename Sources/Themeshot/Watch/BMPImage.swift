import Primitives

/// The watch page's picture format: an uncompressed 24-bit BMP, which every browser shows.
///
/// Profiled on `themeshot watch` (release, Dark/settings at 3×, 15 saves under `perf`):
/// libdeflate took 43 % of the samples and the encoder's stream check 6 % more, against
/// 15 % for the rasterizer. A page on 127.0.0.1 gains nothing from compression (9 MB
/// crosses loopback in milliseconds), so the picture is written as rows of bytes instead.
enum BMPImage {
  /// `bitmap` as a top-down BMP (BITMAPINFOHEADER, BI_RGB, 24 bits), composited over white
  /// as the page's background shows it.
  static func encode(_ bitmap: Bitmap) -> [UInt8] {
    let width = bitmap.width
    let height = bitmap.height
    let stride = (width * 3 + 3) & ~3
    let offset = 14 + 40
    var out = [UInt8](repeating: 0, count: offset + stride * height)
    func put32(_ v: Int, at i: Int) {
      for k in 0..<4 { out[i + k] = UInt8(truncatingIfNeeded: v >> (8 * k)) }
    }
    out[0] = 0x42  // "BM"
    out[1] = 0x4D
    put32(out.count, at: 2)
    put32(offset, at: 10)
    put32(40, at: 14)
    put32(width, at: 18)
    put32(-height, at: 22)  // negative: rows top to bottom
    out[26] = 1  // planes
    out[28] = 24  // bits per pixel; compression 0 (BI_RGB) and the rest stay zero
    put32(stride * height, at: 34)
    bitmap.pixels.withUnsafeBufferPointer { src in
      out.withUnsafeMutableBufferPointer { dst in
        for y in 0..<height {
          var s = y * width * 4
          var d = offset + y * stride
          for _ in 0..<width {
            // Premultiplied over white: c + (255 − a).
            let white = 255 - src[s + 3]
            dst[d] = src[s + 2] &+ white
            dst[d + 1] = src[s + 1] &+ white
            dst[d + 2] = src[s] &+ white
            s += 4
            d += 3
          }
        }
      }
    }
    return out
  }
}
