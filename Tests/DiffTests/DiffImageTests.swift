import Diff
import Primitives
import Testing

@Suite struct DiffImageTests {
  static let gray = Color(red: 100, green: 100, blue: 100)

  static func pair() -> (Bitmap, Bitmap) {
    let a = Bitmap(width: 6, height: 6, fill: gray)
    var b = a
    b[1, 1] = PremultipliedPixel(.white)
    b[4, 4] = PremultipliedPixel(.black)
    return (a, b)
  }

  @Test func unchangedIsFadedGrayAndChangesAreRed() {
    let (a, b) = Self.pair()
    let diff = PixelDiff.compare(a, b, options: DiffOptions(diffImage: .standard)).diffImage!
    // 255 + (100 − 255) × 0.1 = 239.5, truncated as pixelmatch does.
    #expect(diff[0, 0].color == Color(red: 239, green: 239, blue: 239))
    #expect(diff[1, 1].color == Color(red: 255, green: 0, blue: 0))
    #expect(diff[4, 4].color == Color(red: 255, green: 0, blue: 0))
  }

  @Test func twoColorsTellDarkerFromLighter() {
    let (a, b) = Self.pair()
    let diff = PixelDiff.compare(a, b, options: DiffOptions(diffImage: .twoColor)).diffImage!
    #expect(diff[1, 1].color == Color(red: 255, green: 0, blue: 0))
    #expect(diff[4, 4].color == DiffImageStyle.twoColor.darkerColor)
  }

  @Test func maskShowsOnlyChangesOnTransparency() {
    let (a, b) = Self.pair()
    let diff = PixelDiff.compare(
      a, b, options: DiffOptions(diffImage: DiffImageStyle(isMask: true))
    )
    .diffImage!
    #expect(diff[0, 0] == PremultipliedPixel(r: 0, g: 0, b: 0, a: 0))
    #expect(diff[1, 1].color == Color(red: 255, green: 0, blue: 0))
  }

  @Test func antialiasedPixelsAreYellow() throws {
    let (a, b) = try Fixtures.pair("rings")
    let result = PixelDiff.compare(a, b, options: DiffOptions(diffImage: .standard))
    let diff = result.diffImage!
    var yellow = 0
    var red = 0
    for y in 0..<diff.height {
      for x in 0..<diff.width {
        if diff[x, y].color == Color(red: 255, green: 255, blue: 0) { yellow += 1 }
        if diff[x, y].color == Color(red: 255, green: 0, blue: 0) { red += 1 }
      }
    }
    #expect(yellow == result.antialiased)
    #expect(red == result.mismatched)
  }
}
