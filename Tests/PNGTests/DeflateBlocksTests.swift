import TestSupport
import Testing

@testable import PNG

/// The block walker that joins parallel pieces: its table-driven decode finds the same bit
/// positions as the plain bit-by-bit twin, on every block type libdeflate writes.
@Suite struct DeflateBlocksTests {
  /// Rows like a screen's (flat runs, a gradient, noise), `count` bytes.
  static func rows(_ count: Int, seed: UInt64) -> [UInt8] {
    var rng = SplitMix(seed: seed)
    return (0..<count).map { i in
      switch (i / 3000) % 4 {
      case 0: UInt8(truncatingIfNeeded: i / 500)
      case 1: UInt8(truncatingIfNeeded: i % 251)
      case 2: UInt8(truncatingIfNeeded: rng.next())
      default: 0xFF
      }
    }
  }

  /// A raw DEFLATE stream of `data` at libdeflate `level` (0 stores, 1 may use fixed codes),
  /// as libdeflate writes it (a final piece is not walked).
  static func deflate(_ data: [UInt8], level: Int32) throws -> [UInt8] {
    try data.withUnsafeBytes { input in
      try ParallelDeflate.compress(input, level: Int(level))
    }
  }

  @Test(arguments: [0, 1, 2, 4, 6, 9, 12] as [Int32], [10, 700, 40_000, 300_000])
  func tableWalkFindsTheTwinsPositions(level: Int32, size: Int) throws {
    let stream = try Self.deflate(
      Self.rows(size, seed: UInt64(size) &+ UInt64(level)), level: level)
    let (fast, plain) = try stream.withUnsafeBufferPointer { bytes in
      (try DeflateBlocks(bytes), try DeflateBlocks(bytes, table: false))
    }
    #expect(fast.finalBit == plain.finalBit)
    #expect(fast.endBit == plain.endBit)
    // libdeflate pads only the last byte: the stream ends within it.
    #expect((fast.endBit + 7) / 8 == stream.count)
  }

  @Test func corruptStreamsFailOrWalkAlikeInBothDecoders() throws {
    var rng = SplitMix(seed: 16)
    let good = try Self.deflate(Self.rows(20_000, seed: 3), level: 6)
    for _ in 0..<300 {
      var bad = good
      for _ in 0..<3 {
        bad[Int(rng.next() % UInt64(bad.count))] ^= UInt8(truncatingIfNeeded: rng.next() | 1)
      }
      let (fast, plain) = bad.withUnsafeBufferPointer { bytes in
        (try? DeflateBlocks(bytes), try? DeflateBlocks(bytes, table: false))
      }
      #expect(fast?.finalBit == plain?.finalBit)
      #expect(fast?.endBit == plain?.endBit)
      #expect((fast == nil) == (plain == nil))
    }
  }
}
