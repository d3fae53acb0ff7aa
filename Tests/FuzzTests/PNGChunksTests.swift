import Foundation
import PNG
import Primitives
import Testing

/// The chunk walk that runs before libpng (PNG specification, section 5: length, type,
/// data, CRC; IHDR first, IEND last).
@Suite struct PNGChunksTests {
  static func chunk(_ type: String, _ data: [UInt8], length: UInt32? = nil) -> [UInt8] {
    let n = length ?? UInt32(data.count)
    return [UInt8(n >> 24), UInt8((n >> 16) & 0xFF), UInt8((n >> 8) & 0xFF), UInt8(n & 0xFF)]
      + Array(type.utf8) + data + [0, 0, 0, 0]
  }

  static let ihdr = chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0])

  @Test func wellFormedChunksAreListed() throws {
    let bytes =
      PNGChunks.signature + Self.ihdr + Self.chunk("IDAT", [1, 2, 3])
      + Self.chunk("IEND", [])
    let chunks = try PNGChunks.walk(bytes).get()
    #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
    #expect(chunks[1].length == 3 && chunks[1].offset == 8 + 25 + 8)
  }

  @Test func aChunkClaimingTwoGigabytesIsRefusedBeforeDecoding() {
    // Issue 17: libpng allocated the claimed 2 GB before finding the file too short.
    let bytes = PNGChunks.signature + Self.ihdr + Self.chunk("zTXt", [0], length: 0x7FFF_FFF0)
    guard case .failure(.corrupt(_, let reason)) = PNGChunks.walk(bytes) else {
      Issue.record("accepted")
      return
    }
    #expect(reason.contains("claims 2147483632 bytes"))
    #expect(throws: PNGError.self) { try PNGDecoder().decode(bytes) }
  }

  static let brokenCases: [([UInt8], String)] = {
    let sig: [UInt8] = PNGChunks.signature
    let head: [UInt8] = sig + ihdr
    var cases: [([UInt8], String)] = []
    cases.append(([], "no PNG signature"))
    cases.append((sig, "no IHDR chunk"))
    cases.append((sig + chunk("IDAT", []), "not IHDR"))
    cases.append((head, "ends before the IEND"))
    cases.append((head + chunk("ID@T", []), "four letters"))
    cases.append((head + chunk("IDAT", [], length: 0x8000_0000), "over 2^31"))
    return cases
  }()

  @Test(arguments: brokenCases)
  func brokenStructureIsNamed(_ bytes: [UInt8], _ expected: String) {
    guard case .failure(.corrupt(_, let reason)) = PNGChunks.walk(bytes) else {
      Issue.record("accepted \(bytes.count) bytes")
      return
    }
    #expect(reason.contains(expected), "\(reason)")
  }

  @Test func realEncoderOutputWalksCleanly() throws {
    let bitmap = Bitmap(width: 3, height: 2, fill: .white)
    let bytes = try PNGEncoder().encode(bitmap)
    let chunks = try PNGChunks.walk(bytes).get()
    #expect(chunks.first?.type == "IHDR" && chunks.last?.type == "IEND")
    #expect(try PNGDecoder().decode(bytes).width == 3)
  }

  @Test func aDeviceNamedAsAnImageIsRefused() {
    // /dev/zero would be read forever.
    #expect(throws: PNGError.self) { try PNGDecoder().decode(contentsOf: "/dev/zero") }
  }
}
