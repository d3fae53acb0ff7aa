import TestSupport
import Testing

@testable import PNG

/// The bit packer that joins pieces: values lowest bit first, codes highest bit first, and
/// a buffer appended at any bit offset as if written bit by bit.
@Suite struct BitWriterTests {
  /// The bits of `bytes`, lowest of each byte first.
  static func bits(_ bytes: [UInt8]) -> [Bool] {
    bytes.flatMap { byte in (0..<8).map { byte >> $0 & 1 == 1 } }
  }

  @Test func valuesGoLowestBitFirstAndCodesHighestFirst() {
    var writer = BitWriter()
    writer.write(0b101, bits: 3)
    writer.write(code: 0b110, length: 3)
    #expect(writer.bitCount == 6)
    // 1, 0, 1, then 1, 1, 0: 0b011101.
    #expect(writer.finish() == [0b0001_1101])
  }

  @Test func thirtyTwoBitValuesAndFinishPadsWithZeros() {
    var writer = BitWriter()
    writer.write(1, bits: 1)
    writer.write(0xDEAD_BEEF, bits: 32)
    #expect(writer.finish() == [0xDF, 0x7D, 0x5B, 0xBD, 0x01])
  }

  /// Appending the first n bits of a buffer after k bits equals writing those bits one at a
  /// time, for every k below 8 and lengths that end inside a byte, a word and past it.
  @Test func appendAtAnyOffsetEqualsBitByBit() {
    var rng = SplitMix(seed: 8)
    let source = (0..<37).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
    for offset in 0..<8 {
      for length in [0, 1, 7, 8, 9, 31, 32, 33, 100, 37 * 8] {
        var fast = BitWriter()
        var plain = BitWriter()
        for i in 0..<offset {
          fast.write(UInt32(i & 1), bits: 1)
          plain.write(UInt32(i & 1), bits: 1)
        }
        source.withUnsafeBytes { fast.append($0, bitCount: length) }
        for bit in Self.bits(source).prefix(length) { plain.write(bit ? 1 : 0, bits: 1) }
        #expect(fast.bitCount == offset + length)
        #expect(fast.finish() == plain.finish(), "offset \(offset), length \(length)")
      }
    }
  }
}
