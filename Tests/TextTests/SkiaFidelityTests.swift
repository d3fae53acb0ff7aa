import Foundation
import PNG
import Primitives
import Testing

@testable import Text

/// Our glyphs against the Skia reference (`../shared/peers/render_skia.py`), which drew
/// each `__Fixtures__/skia/<case>.json` into `<case>.png`. Re-create a reference with
///     python3 render_skia.py __Fixtures__/skia/inter-black.json __Fixtures__/skia/inter-black.png
@Suite(.enabled(if: TestFonts.substitutesInstalled)) struct SkiaFidelityTests {
  @Test(arguments: [
    "inter-black", "inter-white", "inter-blue", "libserif-black", "libserif-white",
    "libserif-blue", "dejavu-lightgreen", "dejavu-pink",
  ])
  func glyphsMatchSkiaWithinTwoLevels(_ name: String) throws {
    let scenePath = TestFonts.fixture("skia/\(name).json")
    let data = try #require(FileManager.default.contents(atPath: scenePath))
    let scene = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let op = try #require((scene["ops"] as? [[String: Any]])?.first)
    let fonts = try #require(scene["fonts"] as? [String: String])
    let library = TestFonts.library
    let font = try library.resolve(
      request: try #require(fonts[op["font"] as? String ?? ""]), size: op["size"] as! Double)
    let reference = try PNGDecoder().decode(contentsOf: TestFonts.fixture("skia/\(name).png"))
    let ours = GlyphCompositor.label(
      op["text"] as! String, font: font, library: library, width: scene["width"] as! Double,
      height: scene["height"] as! Double, scale: scene["scale"] as! Double,
      origin: Point(x: op["x"] as! Double, y: op["y"] as! Double),
      color: try #require(Self.color(op["color"] as! String)),
      background: try #require(Self.color(scene["background"] as! String)))
    #expect(ours.size == reference.size)
    var worst = 0
    var differing = 0
    for i in 0..<min(ours.pixels.count, reference.pixels.count) {
      let d = abs(Int(ours.pixels[i]) - Int(reference.pixels[i]))
      worst = max(worst, d)
      if d > 0 { differing += 1 }
    }
    // Same coverage, same subpixel placement, same mask gamma; the rest is blend rounding.
    #expect(worst <= 2, "\(name): max difference \(worst), \(differing) channels differ")
  }

  static func color(_ hex: String) -> Color? {
    let digits = hex.dropFirst()
    guard let value = UInt32(digits, radix: 16), digits.count == 8 else { return nil }
    return Color(
      red: UInt8(value >> 24), green: UInt8(value >> 16 & 0xFF), blue: UInt8(value >> 8 & 0xFF),
      alpha: UInt8(value & 0xFF))
  }
}
