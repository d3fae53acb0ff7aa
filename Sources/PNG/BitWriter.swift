/// Writes a DEFLATE bit stream (RFC 1951 §3.1.1): values least significant bit first,
/// packed from each byte's lowest bit; Huffman codes most significant bit first. It joins
/// separately compressed pieces at any bit offset, so no padding block is needed between
/// them.
struct BitWriter {
  private(set) var bytes: [UInt8] = []
  /// Bits not yet in ``bytes``: `count` of them, lowest first.
  private var buffer: UInt64 = 0
  private var count = 0

  init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

  /// Bits written so far.
  var bitCount: Int { bytes.count * 8 + count }

  /// The lowest `width` bits of `value` (at most 32), lowest first.
  mutating func write(_ value: UInt32, bits width: Int) {
    buffer |= UInt64(value & UInt32(truncatingIfNeeded: (1 << UInt64(width)) - 1)) << count
    count += width
    if count >= 32 {
      let word = UInt32(truncatingIfNeeded: buffer)
      bytes.append(UInt8(truncatingIfNeeded: word))
      bytes.append(UInt8(truncatingIfNeeded: word >> 8))
      bytes.append(UInt8(truncatingIfNeeded: word >> 16))
      bytes.append(UInt8(truncatingIfNeeded: word >> 24))
      buffer >>= 32
      count -= 32
    }
  }

  /// A Huffman `code` of `length` bits: its most significant bit goes first.
  mutating func write(code: UInt32, length: Int) {
    var reversed: UInt32 = 0
    for i in 0..<length where code & (1 << UInt32(i)) != 0 {
      reversed |= 1 << UInt32(length - 1 - i)
    }
    write(reversed, bits: length)
  }

  /// The first `bitCount` bits of `source` (a piece's stream as libdeflate packed it).
  mutating func append(_ source: UnsafeRawBufferPointer, bitCount: Int) {
    precondition(bitCount <= source.count * 8, "bits the source holds")
    var at = 0
    while (at + 4) * 8 <= bitCount {
      write(source.loadUnaligned(fromByteOffset: at, as: UInt32.self).littleEndian, bits: 32)
      at += 4
    }
    var left = bitCount - at * 8
    while left > 0 {
      let width = min(8, left)
      write(UInt32(source[at]), bits: width)
      at += 1
      left -= width
    }
  }

  /// An empty stored block (RFC 1951 §3.2.4), not final: what zlib's sync flush writes, it
  /// byte-aligns the stream without ending it.
  mutating func writeEmptyStoredBlock() {
    write(0, bits: 3)
    alignToByte()
    write(0xFFFF_0000, bits: 32)
  }

  /// Zero bits up to the next byte boundary.
  mutating func alignToByte() {
    write(0, bits: (8 - count % 8) % 8)
  }

  /// The bytes written; the last one is padded with zero bits.
  mutating func finish() -> [UInt8] {
    alignToByte()
    while count > 0 {
      bytes.append(UInt8(truncatingIfNeeded: buffer))
      buffer >>= 8
      count -= 8
    }
    return bytes
  }
}
