import CPNG

/// The only file that speaks to libpng, through its simplified `png_image_*` API: errors come
/// back in the struct (the library catches its own `longjmp`), so nothing unwinds through
/// Swift frames.
enum LibPNG {
  /// A decoded image header: size and whether samples are 16-bit.
  struct Header {
    var width: Int
    var height: Int
  }

  /// Reads straight (not premultiplied) 8-bit sRGB RGBA from PNG bytes.
  ///
  /// - 16-bit files without gAMA/sRGB information: libpng assumes their samples are
  ///   *linear* by default, which makes an ordinary 16-bit sRGB export decode far too light.
  ///   We set `PNG_IMAGE_FLAG_16BIT_sRGB`, so such samples are taken as sRGB and only reduced
  ///   in depth; files that do carry gamma information are converted by libpng as declared.
  /// - Palette, gray, gray+alpha, tRNS and interlaced files are expanded by libpng.
  /// - `header` is called before any pixel buffer is allocated, so the caller can refuse
  ///   oversized images.
  static func decode(
    _ bytes: UnsafeRawBufferPointer, header check: (Header) throws(PNGError) -> Void
  ) throws(PNGError) -> (Header, [UInt8]) {
    var image = png_image()
    image.version = themeshot_png_image_version
    guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
      throw .corrupt(path: nil, reason: message(of: &image))
    }
    defer { png_image_free(&image) }
    let header = Header(width: Int(image.width), height: Int(image.height))
    try check(header)
    image.flags |= 0x04  // PNG_IMAGE_FLAG_16BIT_sRGB (see above)
    image.format = themeshot_png_format_rgba
    var pixels = [UInt8](repeating: 0, count: header.width * header.height * 4)
    let ok = pixels.withUnsafeMutableBytes { out in
      png_image_finish_read(&image, nil, out.baseAddress, 0, nil)
    }
    guard ok != 0 else { throw .corrupt(path: nil, reason: message(of: &image)) }
    return (header, pixels)
  }

  /// Encodes straight 8-bit sRGB RGBA rows (stride width × 4) as a PNG. The simplified API
  /// writes no time chunk, so the same pixels give the same bytes.
  static func encode(
    straightRGBA pixels: UnsafeRawBufferPointer, width: Int, height: Int, fast: Bool
  ) throws(PNGError) -> [UInt8] {
    var image = png_image()
    image.version = themeshot_png_image_version
    image.width = UInt32(width)
    image.height = UInt32(height)
    image.format = themeshot_png_format_rgba
    image.flags = fast ? themeshot_png_image_flag_fast : 0
    // One pass into a buffer sized for incompressible data; libpng reports the size it
    // needs if that is ever not enough, and we try once more.
    let raw = height * (width * 4 + 1)
    var capacity = raw + raw / 64 + 1024
    for _ in 0..<2 {
      var size = capacity
      var ok: Int32 = 0
      // Uninitialised: zero-filling a screen-sized buffer first costs a few milliseconds.
      let out = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
        ok = png_image_write_to_memory(
          &image, buffer.baseAddress, &size, 0, pixels.baseAddress, 0, nil)
        count = ok != 0 ? size : 0
      }
      if ok != 0 { return out }
      if size <= capacity { throw .encodingFailed(reason: message(of: &image)) }
      capacity = size
      image.warning_or_error = 0
    }
    throw .encodingFailed(reason: message(of: &image))
  }

  private static func message(of image: inout png_image) -> String {
    withUnsafeBytes(of: &image.message) { raw in
      let bytes = raw.prefix { $0 != 0 }
      return String(decoding: bytes, as: UTF8.self)
    }
  }
}
