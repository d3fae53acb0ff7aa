import CDeflate
import Foundation
import Primitives
import TestSupport
import Testing

@testable import PNG

/// The libdeflate encoder: deterministic for any thread count, lossless, readable by libpng.
@Suite struct PNGEncoderTests {
  /// A screen-like bitmap: flat bands, a gradient, a noisy strip (incompressible rows),
  /// so pieces end in Huffman and stored blocks at varied bit offsets.
  static func screen(width: Int = 700, height: Int = 1600, translucent: Bool = false) -> Bitmap {
    var b = Bitmap(width: width, height: height, fill: .white)
    var rng = SplitMix(seed: 15)
    for y in 0..<height {
      for x in 0..<width {
        let band = (y / 40) % 5
        var c: Color
        switch band {
        case 0: c = Color(red: 0, green: 122, blue: 255)
        case 1: c = Color(red: UInt8(x % 256), green: UInt8(y % 256), blue: 90)
        case 2:
          c = Color(
            red: UInt8(truncatingIfNeeded: rng.next()),
            green: UInt8(truncatingIfNeeded: rng.next()),
            blue: UInt8(truncatingIfNeeded: rng.next()))
        default: continue
        }
        if translucent && x % 7 == 0 { c.alpha = UInt8((x + y) % 256) }
        b[x, y] = PremultipliedPixel(c)
      }
    }
    return b
  }

  @Test(arguments: [false, true])
  func sameBytesOnAnyThreadCount(translucent: Bool) throws {
    let bitmap = Self.screen(translucent: translucent)
    let one = try PNGEncoder(threads: 1).encode(bitmap)
    for threads in [2, 3, 8] {
      #expect(try PNGEncoder(threads: threads).encode(bitmap) == one, "threads \(threads)")
    }
  }

  @Test(arguments: [false, true], [true, false])
  func libpngDecodesTheSamePixels(translucent: Bool, fast: Bool) throws {
    let bitmap = Self.screen(translucent: translucent)
    let bytes = try PNGEncoder(fast: fast, threads: 2).encode(bitmap)
    var libpng = PNGDecoder()
    libpng.direct = false
    #expect(try libpng.decode(bytes) == bitmap)
    #expect(try PNGDecoder().decode(bytes) == bitmap)
  }

  @Test func opaqueScreensAreRGBAndTranslucentOnesRGBA() throws {
    // IHDR's colour type is byte 25: 2 for RGB, 6 for RGBA.
    #expect(try PNGEncoder().encode(Self.screen(width: 8, height: 8))[25] == 2)
    #expect(try PNGEncoder().encode(Self.screen(width: 8, height: 8, translucent: true))[25] == 6)
  }

  /// Settings at 3× (`Snapshots/Light/settings.png`): issue 15 asks for at most 0.7 of
  /// libpng's FLAG_FAST size. Round 5b came to 0.709 (146,517 against 206,730 bytes); with
  /// repeated rows in blocks of their own and libdeflate level 5 it is about 0.66 (Round 6
  /// in docs/performance.md quotes the measured ratio).
  @Test func settingsScreenIsUnderSevenTenthsOfLibPNGFast() throws {
    let bitmap = try PNGDecoder().decode(contentsOf: Self.settingsPath)
    let ours = try PNGEncoder().encode(bitmap)
    let libpng = try PNGEncoder(fast: true).encodeWithLibPNG(bitmap)
    #expect(
      Double(ours.count) <= 0.68 * Double(libpng.count), "\(ours.count) vs \(libpng.count)")
    #expect(try PNGDecoder().decode(ours) == bitmap)
    // Its repeated runs are the blocks this encoder adds.
    let plan = EncodePlan(
      repeats: RowScan(bitmap, threads: 2).repeats, rowBytes: 1 + bitmap.width * 3)
    #expect(plan.pieces.contains { if case .repeatedRows = $0 { true } else { false } })
  }

  static let settingsPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Snapshots/Light/settings.png").path

  /// The IDAT data of one of our files (one IDAT, after IHDR and sRGB).
  static func imageData(_ png: [UInt8]) throws -> [UInt8] {
    var at = 8
    while at + 12 <= png.count {
      let length = png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
      if Array(png[(at + 4)..<(at + 8)]) == Array("IDAT".utf8) {
        return Array(png[(at + 8)..<(at + 8 + length)])
      }
      at += 12 + length
    }
    throw PNGError.encodingFailed(reason: "no IDAT")
  }

  /// The fast encoder (scan in bands, cut by content, repeated rows in blocks of their own,
  /// pieces on threads) against its plain twin (`encodePlain`: plain scan and filters, one
  /// libdeflate call): both streams inflate to the twin's filtered rows, and both files
  /// decode to the bitmap.
  @Test(arguments: [false, true], [true, false])
  func streamHoldsThePlainTwinsRows(translucent: Bool, fast: Bool) throws {
    let bitmap = Self.screen(width: 500, height: 1300, translucent: translucent)
    let rows = RowFilters.plain(bitmap, channels: translucent ? 4 : 3)
    for png in [
      try PNGEncoder(fast: fast, threads: 2).encode(bitmap),
      try PNGEncoder(fast: fast).encodePlain(bitmap),
    ] {
      var inflated = [UInt8](repeating: 0, count: rows.count)
      #expect(PNGReader.inflate(try Self.imageData(png), into: &inflated))
      #expect(zip(inflated, rows).allSatisfy { $0 == $1 })
      #expect(try PNGDecoder().decode(png) == bitmap)
    }
  }

  /// One translucent pixel makes the file RGBA wherever it is: the first row, the last row,
  /// a single pixel at the end of a row, in a band the second thread scans. The file is the
  /// same for any thread count and decodes to the same pixels.
  @Test(arguments: [(0, 0), (699, 1599), (699, 800), (3, 1234)])
  func oneTranslucentPixelAnywhereMakesAnRGBAFile(x: Int, y: Int) throws {
    var bitmap = Self.screen()
    bitmap[x, y] = PremultipliedPixel(Color(red: 200, green: 10, blue: 99, alpha: 77))
    let one = try PNGEncoder(threads: 1).encode(bitmap)
    #expect(one[25] == 6)
    for threads in [2, 8] {
      #expect(try PNGEncoder(threads: threads).encode(bitmap) == one, "threads \(threads)")
    }
    #expect(try PNGDecoder().decode(one) == bitmap)
    var libpng = PNGDecoder()
    libpng.direct = false
    #expect(try libpng.decode(one) == bitmap)
  }
}
