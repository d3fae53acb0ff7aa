/// Rewrites each chunk's CRC to match its bytes, so mutated PNGs get past libpng's CRC check
/// and into its decompression and row filters, where the interesting bugs live.
enum PNGRepair {
  /// CRC-32 as PNG uses it (ISO 3309; PNG specification, annex D).
  static let table: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }

  /// `bytes` with every complete chunk's CRC recomputed; anything after a chunk that runs
  /// past the end is left as it is.
  static func fixingCRCs(_ bytes: [UInt8]) -> [UInt8] {
    var out = bytes
    var at = 8
    while at + 12 <= out.count {
      var length = 0
      for i in 0..<4 { length = length << 8 | Int(out[at + i]) }
      guard length <= out.count - at - 12 else { break }
      let c = crc(out[(at + 4)..<(at + 8 + length)])
      for i in 0..<4 { out[at + 8 + length + i] = UInt8(truncatingIfNeeded: c >> (24 - 8 * i)) }
      at += length + 12
    }
    return out
  }
}
