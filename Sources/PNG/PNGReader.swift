import CDeflate

/// Decodes the common PNG directly: 8-bit RGB or RGBA, not interlaced, no chunk that
/// changes colours (gAMA, cHRM, iCCP, tRNS...). libdeflate inflates, ``Unfilter`` undoes
/// the row filters. Anything else, and anything malformed, returns nil, and libpng (the
/// plain twin, compared in tests) decodes it and words its errors.
enum PNGReader {
  /// Chunks that do not change the pixels of an 8-bit RGB(A) image.
  private static let harmless: Set<String> = [
    "sRGB", "pHYs", "tEXt", "zTXt", "iTXt", "tIME", "eXIf",
  ]

  /// Straight RGBA pixels and whether the file is RGB (every pixel opaque), or nil to leave
  /// the file to libpng. `check` may refuse the size before pixel memory is allocated.
  static func decode(
    _ bytes: UnsafeRawBufferPointer, header check: (LibPNG.Header) throws(PNGError) -> Void
  ) throws(PNGError) -> (LibPNG.Header, [UInt8], opaque: Bool)? {
    guard bytes.count > 8, bytes.prefix(8).elementsEqual(PNGChunkWriter.signature) else {
      return nil
    }
    var offset = 8
    var header: (width: Int, height: Int, channels: Int)?
    var compressed: [UInt8] = []
    var sawIDAT = false
    var ended = false
    while offset + 12 <= bytes.count {
      let length = Int(bigEndian(bytes, offset))
      guard length <= bytes.count - offset - 12 else { return nil }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let crc = libdeflate_crc32(0, bytes.baseAddress! + offset + 4, length + 4)
      guard crc == bigEndian(bytes, offset + 8 + length) else { return nil }
      let data = UnsafeRawBufferPointer(rebasing: bytes[(offset + 8)..<(offset + 8 + length)])
      offset += 12 + length
      switch type {
      case "IHDR":
        guard header == nil, length == 13 else { return nil }
        let width = Int(bigEndian(data, 0))
        let height = Int(bigEndian(data, 4))
        // Bit depth 8; colour type 2 (RGB) or 6 (RGBA); compression, filter, interlace 0.
        guard width > 0, height > 0, width < 1 << 24, height < 1 << 24, data[8] == 8,
          data[9] == 2 || data[9] == 6, data[10] == 0, data[11] == 0, data[12] == 0
        else { return nil }
        header = (width, height, data[9] == 6 ? 4 : 3)
      case "IDAT":
        guard header != nil else { return nil }
        sawIDAT = true
        compressed += data
      case "IEND":
        ended = true
      default:
        guard header != nil, harmless.contains(type) else { return nil }
      }
      if ended { break }
    }
    guard ended, let (width, height, channels) = header, sawIDAT else { return nil }
    let size = LibPNG.Header(width: width, height: height)
    try check(size)
    let rowBytes = 1 + width * channels
    var filtered = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { _, count in
      count = rowBytes * height
    }
    guard inflate(compressed, into: &filtered) else { return nil }
    var pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { _, count in
      count = width * height * 4
    }
    let ok = filtered.withUnsafeMutableBytes { rows in
      pixels.withUnsafeMutableBytes { out in
        Unfilter.rows(rows, width: width, height: height, channels: channels, into: out)
      }
    }
    return ok ? (size, pixels, channels == 3) : nil
  }

  /// Inflates a zlib stream that must fill `out` exactly.
  static func inflate(_ compressed: [UInt8], into out: inout [UInt8]) -> Bool {
    guard let inflater = libdeflate_alloc_decompressor() else { return false }
    defer { libdeflate_free_decompressor(inflater) }
    var written = 0
    let result = compressed.withUnsafeBytes { input in
      out.withUnsafeMutableBytes { output in
        libdeflate_zlib_decompress(
          inflater, input.baseAddress, input.count, output.baseAddress, output.count, &written)
      }
    }
    return result == LIBDEFLATE_SUCCESS && written == out.count
  }

  private static func bigEndian(_ bytes: UnsafeRawBufferPointer, _ at: Int) -> UInt32 {
    UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8
      | UInt32(bytes[at + 3])
  }
}
