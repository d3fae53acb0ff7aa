import CDeflate
import Testing

@testable import PNG

/// Blocks of repeated rows, alone in a zlib stream, inflate (libdeflate, which refuses
/// what RFC 1951 does not allow) to Up-filtered zero rows, for row lengths around every
/// edge of the 258-byte copies.
@Suite struct RepeatedRowsBlockTests {
  static func zlib(rows: Int, rowBytes: Int) -> [UInt8] {
    var writer = BitWriter()
    writer.write(0x78, bits: 8)
    writer.write(0x5E, bits: 8)
    RepeatedRowsBlock.write(rows: rows, rowBytes: rowBytes, final: true, to: &writer)
    let adler = RepeatedRowsBlock.adler(rows: rows, rowBytes: rowBytes)
    return writer.finish() + (0..<4).map { UInt8(truncatingIfNeeded: adler >> (24 - 8 * $0)) }
  }

  static func expected(rows: Int, rowBytes: Int) -> [UInt8] {
    (0..<rows).flatMap { _ in [2] + [UInt8](repeating: 0, count: rowBytes - 1) }
  }

  @Test(arguments: [1, 2, 17, 300], [2, 3, 4, 5, 6, 100, 259, 260, 261, 262, 517, 3538, 4717])
  func blockInflatesToTheRows(rows: Int, rowBytes: Int) {
    let expected = Self.expected(rows: rows, rowBytes: rowBytes)
    var out = [UInt8](repeating: 0, count: expected.count)
    #expect(PNGReader.inflate(Self.zlib(rows: rows, rowBytes: rowBytes), into: &out))
    #expect(zip(out, expected).allSatisfy { $0 == $1 })
  }

  @Test(arguments: [1, 7, 1000], [2, 3538, 70_000])
  func adlerIsLibdeflates(rows: Int, rowBytes: Int) {
    let bytes = Self.expected(rows: rows, rowBytes: rowBytes)
    let plain = bytes.withUnsafeBytes { libdeflate_adler32(1, $0.baseAddress, $0.count) }
    #expect(RepeatedRowsBlock.adler(rows: rows, rowBytes: rowBytes) == plain)
  }

  /// What makes the block worth writing: a 3× phone row (1179 RGB pixels) costs about 5
  /// bytes (literal 2, literal 0, thirteen 258-byte copies and one of the rest).
  @Test func aPhoneRowCostsAboutFiveBytes() {
    let hundred = Self.zlib(rows: 100, rowBytes: 3538).count
    let two = Self.zlib(rows: 200, rowBytes: 3538).count
    #expect((two - hundred) / 100 <= 6, "\(two - hundred) bytes for 100 rows")
  }
}
