import CDeflate
import TestSupport
import Testing

@testable import PNG

/// Pieces compressed apart and joined bit to bit: one zlib stream that inflates to the
/// input, the same on any thread count.
@Suite struct ParallelDeflateTests {
  /// Mixed data (flat runs and noise) cut into many small `.bytes` pieces, with runs of
  /// repeated rows between some of them; and the bytes the stream must inflate to.
  static func mixedPieces(seed: UInt64, rowBytes: Int = 301) -> (
    pieces: [ParallelDeflate.Piece], data: [[UInt8]], expected: [UInt8]
  ) {
    var rng = SplitMix(seed: seed)
    var pieces: [ParallelDeflate.Piece] = []
    var data: [[UInt8]] = []
    var expected: [UInt8] = []
    while expected.count < 400_000 {
      if rng.next() % 4 == 0 {
        let rows = Int(rng.next() % 40) + 1
        pieces.append(.repeatedRows(rows: rows, rowBytes: rowBytes))
        data.append([])
        for _ in 0..<rows { expected += [2] + [UInt8](repeating: 0, count: rowBytes - 1) }
        continue
      }
      var bytes: [UInt8] = []
      let count = Int(rng.next() % 9000) + 1
      while bytes.count < count {
        let run = min(count - bytes.count, Int(rng.next() % 3000) + 1)
        let noisy = rng.next() % 3 == 0
        let value = UInt8(truncatingIfNeeded: rng.next())
        for _ in 0..<run { bytes.append(noisy ? UInt8(truncatingIfNeeded: rng.next()) : value) }
      }
      pieces.append(.bytes(count: bytes.count))
      data.append(bytes)
      expected += bytes
    }
    return (pieces, data, expected)
  }

  static func stream(
    _ pieces: [ParallelDeflate.Piece], _ data: [[UInt8]], level: Int, threads: Int
  ) throws -> [UInt8] {
    try ParallelDeflate.zlib(pieces, level: level, threads: threads) { p, buffer in
      data[p].withUnsafeBytes { buffer.copyMemory(from: $0) }
    }
  }

  /// Every end-of-stream bit offset is met between pieces, and blocks of repeated rows
  /// start at any bit: the joined stream inflates to the input, checksum included.
  @Test(arguments: [1, 4, 5, 9, 12])
  func joinedPiecesInflateToTheInput(level: Int) throws {
    let (pieces, data, expected) = Self.mixedPieces(seed: UInt64(level))
    let stream = try Self.stream(pieces, data, level: level, threads: 2)
    var out = [UInt8](repeating: 0, count: expected.count)
    #expect(PNGReader.inflate(stream, into: &out))
    // The first difference, not the arrays: a failure message of 400 KB takes minutes.
    #expect(zip(out, expected).allSatisfy { $0 == $1 })
  }

  @Test func sameStreamOnAnyThreadCount() throws {
    let (pieces, data, _) = Self.mixedPieces(seed: 99)
    let one = try Self.stream(pieces, data, level: 5, threads: 1)
    for threads in [2, 3, 8] {
      #expect(try Self.stream(pieces, data, level: 5, threads: threads) == one)
    }
  }

  /// A stream that ends with repeated rows ends with their block (made final), and one
  /// made of them alone has no libdeflate piece at all.
  @Test(arguments: [
    [ParallelDeflate.Piece.bytes(count: 5000), .repeatedRows(rows: 3, rowBytes: 700)],
    [.repeatedRows(rows: 1, rowBytes: 4)],
    [.repeatedRows(rows: 2, rowBytes: 9), .repeatedRows(rows: 5, rowBytes: 9)],
  ])
  func streamsEndingInRepeatedRowsInflate(pieces: [ParallelDeflate.Piece]) throws {
    let data = pieces.map { [UInt8](repeating: 0xA5, count: $0.count) }
    let stream = try Self.stream(pieces, data, level: 5, threads: 2)
    var expected: [UInt8] = []
    for (p, piece) in pieces.enumerated() {
      switch piece {
      case .bytes: expected += data[p]
      case .repeatedRows(let rows, let rowBytes):
        for _ in 0..<rows { expected += [2] + [UInt8](repeating: 0, count: rowBytes - 1) }
      }
    }
    var out = [UInt8](repeating: 0, count: expected.count)
    #expect(PNGReader.inflate(stream, into: &out))
    #expect(zip(out, expected).allSatisfy { $0 == $1 })
  }

  /// The Adler-32 joined from the pieces' checksums (the fast path) equals libdeflate's
  /// over the whole buffer (the plain twin), for cuts of every size from 0 bytes up, and
  /// for inputs long enough that B wraps around 65521 many times.
  @Test(arguments: [0, 1, 5_552, 70_000, 1_000_003])
  func combinedAdlerIsTheWholeBuffersAdler(size: Int) {
    var rng = SplitMix(seed: UInt64(size) &+ 7)
    let input = (0..<size).map { _ in UInt8(truncatingIfNeeded: rng.next() | 0xF0) }
    input.withUnsafeBytes { raw in
      let whole = libdeflate_adler32(1, raw.baseAddress, raw.count)
      for _ in 0..<20 {
        let a = size == 0 ? 0 : Int(rng.next() % UInt64(size + 1))
        let b = a + (size == a ? 0 : Int(rng.next() % UInt64(size - a + 1)))
        var joined: UInt32 = 1
        for range in [0..<a, a..<b, b..<size] {
          let part = UnsafeRawBufferPointer(rebasing: raw[range])
          joined = ParallelDeflate.combineAdler(
            joined, libdeflate_adler32(1, part.baseAddress, part.count), length: range.count)
        }
        #expect(joined == whole, "cuts at \(a), \(b)")
      }
    }
  }
}
