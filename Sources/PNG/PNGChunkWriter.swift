import CDeflate

/// PNG's container (PNG spec §5): the signature, then chunks of length, type, data and a
/// CRC-32 of type and data.
enum PNGChunkWriter {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Appends one chunk; `type` is four ASCII letters.
  static func append(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
    let name = Array(type.utf8)
    precondition(name.count == 4 && data.count < Int(Int32.max), "a PNG chunk")
    out += bigEndian(UInt32(data.count))
    let start = out.count
    out += name
    out += data
    let crc = out.withUnsafeBufferPointer { buffer in
      libdeflate_crc32(0, buffer.baseAddress! + start, buffer.count - start)
    }
    out += bigEndian(crc)
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  /// The 13 bytes of IHDR for 8-bit samples, no interlace. Color type 2 is RGB, 6 RGBA.
  static func header(width: Int, height: Int, colorType: UInt8) -> [UInt8] {
    bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, colorType, 0, 0, 0]
  }
}
