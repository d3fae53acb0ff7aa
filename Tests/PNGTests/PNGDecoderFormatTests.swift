import Foundation
import PNG
import Primitives
import Testing

/// Each fixture was written with pypng (see the values below), so the expected straight
/// colors are known exactly.
@Suite struct PNGDecoderFormatTests {
  static func fixture(_ name: String) throws -> Bitmap {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Fixtures__/\(name)").path
    return try PNGDecoder().decode(contentsOf: path)
  }

  @Test func gray8ExpandsToRGB() throws {
    let b = try Self.fixture("gray8.png")
    #expect(b.width == 3 && b.height == 2)
    #expect(b[1, 0].color == Color(red: 128, green: 128, blue: 128))
    #expect(b[2, 1].color == Color(red: 30, green: 30, blue: 30))
  }

  @Test func grayAlphaIsPremultiplied() throws {
    let b = try Self.fixture("gray-alpha.png")
    #expect(b[1, 0] == PremultipliedPixel(Color(red: 200, green: 200, blue: 200, alpha: 128)))
    #expect(b[1, 1].color == Color(red: 255, green: 255, blue: 255))
    #expect(b[0, 1] == PremultipliedPixel(r: 0, g: 0, b: 0, a: 0))
  }

  @Test func paletteWithTransparency() throws {
    let b = try Self.fixture("palette.png")
    #expect(b[0, 0].color == Color(red: 255, green: 0, blue: 0))
    #expect(b[1, 0].a == 0)
    #expect(b[0, 1] == PremultipliedPixel(Color(red: 0, green: 0, blue: 255, alpha: 128)))
    #expect(b[1, 1].color == .white)
  }

  /// 16-bit samples without gamma information are sRGB in practice; libpng would take
  /// them as linear by default and return far lighter colors.
  @Test func sixteenBitIsReducedInDepthNotGammaConverted() throws {
    let b = try Self.fixture("rgba16.png")
    #expect(b[0, 0].color == Color(red: 10, green: 20, blue: 30))
    #expect(b[1, 0].color == Color(red: 200, green: 100, blue: 0))
    #expect(b[0, 1].a == 0)
    #expect(b[1, 1] == PremultipliedPixel(Color(red: 255, green: 255, blue: 255, alpha: 128)))
  }

  @Test func interlacedIsDeinterlaced() throws {
    let b = try Self.fixture("interlaced.png")
    #expect(b.width == 9 && b.height == 9)
    for (x, y) in [(0, 0), (8, 0), (3, 5), (8, 8)] {
      #expect(b[x, y].color == Color(red: UInt8(x * 28), green: UInt8(y * 28), blue: 100))
    }
  }
}
