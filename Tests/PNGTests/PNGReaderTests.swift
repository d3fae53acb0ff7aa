import Foundation
import Primitives
import TestSupport
import Testing

@testable import PNG

/// The direct reader (libdeflate and our own unfilter) against its plain twin, libpng.
@Suite struct PNGReaderTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Fixtures__")

  static func bothWays(_ bytes: [UInt8]) throws -> (direct: Bitmap, libpng: Bitmap) {
    var libpng = PNGDecoder()
    libpng.direct = false
    return (try PNGDecoder().decode(bytes), try libpng.decode(bytes))
  }

  /// libpng's own default encoder picks a filter per row (all five types appear on a
  /// mixed image), so this covers every unfilter path, for RGB and RGBA.
  @Test(arguments: [false, true])
  func everyFilterTypeMatchesLibPNG(translucent: Bool) throws {
    let bitmap = PNGEncoderTests.screen(width: 300, height: 400, translucent: translucent)
    let bytes = try PNGEncoder(fast: false).encodeWithLibPNG(bitmap)
    let (direct, libpng) = try Self.bothWays(bytes)
    #expect(direct == libpng)
    #expect(direct == bitmap)
  }

  @Test func directReaderHandlesLibPNGFiles() throws {
    let bitmap = PNGEncoderTests.screen(width: 50, height: 50)
    let bytes = try PNGEncoder(fast: false).encodeWithLibPNG(bitmap)
    let decoded = try bytes.withUnsafeBytes { raw in
      try PNGReader.decode(raw) { _ in }
    }
    #expect(decoded != nil, "an 8-bit RGBA file from libpng is read directly")
  }

  /// Formats the direct reader leaves to libpng still decode the same as libpng alone.
  @Test(arguments: ["gray-alpha.png", "gray8.png", "interlaced.png", "palette.png", "rgba16.png"])
  func otherFormatsGoToLibPNG(name: String) throws {
    let bytes = [UInt8](try Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
    let (direct, libpng) = try Self.bothWays(bytes)
    #expect(direct == libpng)
  }

  @Test func settingsSnapshotMatchesLibPNG() throws {
    let path = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Snapshots/Light/settings.png")
    let (direct, libpng) = try Self.bothWays([UInt8](try Data(contentsOf: path)))
    #expect(direct == libpng)
  }

  /// A flipped byte anywhere: the reader never crashes, and whatever it returns libpng
  /// agrees with (a bad CRC sends the file to libpng, whose message is the error).
  @Test func corruptFilesAgreeWithLibPNG() throws {
    let bytes = try PNGEncoder().encode(PNGEncoderTests.screen(width: 40, height: 30))
    var rng = SplitMix(seed: 3)
    for _ in 0..<200 {
      var mutated = bytes
      mutated[Int(rng.next() % UInt64(bytes.count))] ^= UInt8(1 + rng.next() % 255)
      var libpng = PNGDecoder()
      libpng.direct = false
      let a = try? PNGDecoder().decode(mutated)
      let b = try? libpng.decode(mutated)
      #expect(a == b)
    }
  }
}
