import Foundation
import PNG
import Primitives
import TestSupport
import Testing

@Suite struct PNGRoundTripTests {
  /// A bitmap with every alpha level and assorted colors, premultiplied.
  static func sample(width: Int = 64, height: Int = 32) -> Bitmap {
    var b = Bitmap(width: width, height: height)
    var rng = SplitMix(seed: 7)
    for y in 0..<height {
      for x in 0..<width {
        let a = UInt8((y * width + x) % 256)
        let c = Color(
          red: UInt8(truncatingIfNeeded: rng.next()), green: UInt8(truncatingIfNeeded: rng.next()),
          blue: UInt8(truncatingIfNeeded: rng.next()), alpha: a)
        b[x, y] = PremultipliedPixel(c)
      }
    }
    return b
  }

  @Test(arguments: [true, false])
  func encodeThenDecodeIsLossless(fast: Bool) throws {
    let bitmap = Self.sample()
    let bytes = try PNGEncoder(fast: fast).encode(bitmap)
    #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(try PNGDecoder().decode(bytes) == bitmap)
  }

  @Test func sameBitmapGivesSameBytes() throws {
    let bitmap = Self.sample()
    #expect(try PNGEncoder().encode(bitmap) == PNGEncoder().encode(bitmap))
  }

  @Test func emptyAndGarbageInputAreCorruptNotCrashes() {
    for bytes: [UInt8] in [[], [1, 2, 3], Array("not a png at all".utf8)] {
      #expect(throws: PNGError.self) { try PNGDecoder().decode(bytes) }
    }
  }

  @Test func everyTruncationInsideTheImageDataIsRefused() throws {
    let bitmap = Self.sample(width: 16, height: 16)
    let bytes = try PNGEncoder().encode(bitmap)
    let iend = bytes.count - 12  // the last chunk, IEND, carries no pixels
    for length in 0..<bytes.count {
      let cut = Array(bytes.prefix(length))
      if length < iend {
        #expect(throws: PNGError.self, "length \(length)") { try PNGDecoder().decode(cut) }
      } else if let decoded = try? PNGDecoder().decode(cut) {
        #expect(decoded == bitmap, "length \(length)")
      }
    }
  }

  @Test func randomByteFlipsNeverCrash() throws {
    let bytes = try PNGEncoder().encode(Self.sample(width: 16, height: 16))
    var rng = SplitMix(seed: 42)
    for _ in 0..<300 {
      var mutated = bytes
      for _ in 0..<3 {
        let i = Int(rng.next() % UInt64(mutated.count))
        mutated[i] = UInt8(truncatingIfNeeded: rng.next())
      }
      // Either decodes to a bitmap of the right size or throws; never traps.
      if let b = try? PNGDecoder().decode(mutated) {
        #expect(b.pixels.count == b.width * b.height * 4)
      }
    }
  }

  @Test func oversizedImagesAreRefusedBeforeDecoding() throws {
    let bytes = try PNGEncoder().encode(Bitmap(width: 100, height: 100))
    #expect(throws: PNGError.tooLarge(path: "x.png", width: 100, height: 100, limit: 9_999)) {
      try PNGDecoder(maximumPixels: 9_999).decode(bytes, path: "x.png")
    }
  }

  @Test func writeIsAtomicAndCreatesFolders() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "themeshot-png-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("a/b/c.png").path
    try PNGEncoder().write(Self.sample(), to: path)
    #expect(try PNGDecoder().decode(contentsOf: path) == Self.sample())
    let names = try FileManager.default.contentsOfDirectory(
      atPath: dir.appendingPathComponent("a/b").path)
    #expect(names == ["c.png"])
  }

  @Test func missingFileIsUnreadable() {
    #expect(throws: PNGError.self) { try PNGDecoder().decode(contentsOf: "/nonexistent/x.png") }
  }
}
