import Foundation
import PNG
import Primitives
import Testing

/// The fixtures are made by `__Fixtures__/make_jpegs.py` (Pillow, quality 95, no chroma
/// subsampling) from four flat quadrants; JPEG is lossy, so each quadrant's middle must come
/// back within a few levels of the colour written.
@Suite struct JPEGDecoderTests {
  static let quadrants: [Color] = [
    Color(red: 220, green: 30, blue: 40), Color(red: 30, green: 160, blue: 60),
    Color(red: 40, green: 70, blue: 200), Color(red: 250, green: 250, blue: 250),
  ]
  static let tolerance = 4

  static func path(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Fixtures__/\(name)").path
  }

  static func expectQuadrants(_ b: Bitmap, _ expected: [Color]) {
    #expect(b.width == 16 && b.height == 16)
    for (i, want) in expected.enumerated() {
      let got = b[(i % 2) * 8 + 4, (i / 2) * 8 + 4].color
      let diffs = [
        Int(got.red) - Int(want.red), Int(got.green) - Int(want.green),
        Int(got.blue) - Int(want.blue),
      ]
      #expect(diffs.allSatisfy { abs($0) <= tolerance }, "quadrant \(i): \(got) vs \(want)")
      #expect(got.alpha == 255)
    }
  }

  @Test func baselineDecodesWithinJPEGTolerance() throws {
    Self.expectQuadrants(
      try JPEGDecoder().decode(contentsOf: Self.path("quadrants-baseline.jpg")), Self.quadrants)
  }

  @Test func progressiveDecodesLikeBaseline() throws {
    Self.expectQuadrants(
      try JPEGDecoder().decode(contentsOf: Self.path("quadrants-progressive.jpg")), Self.quadrants)
  }

  /// Greyscale JPEGs hold luma only (ITU-R BT.601 weights, as Pillow converts).
  @Test func grayscaleExpandsToRGB() throws {
    let luma = Self.quadrants.map { c -> Color in
      let y = (0.299 * Double(c.red) + 0.587 * Double(c.green) + 0.114 * Double(c.blue))
        .rounded()
      return Color(red: UInt8(y), green: UInt8(y), blue: UInt8(y))
    }
    Self.expectQuadrants(
      try JPEGDecoder().decode(contentsOf: Self.path("quadrants-gray.jpg")), luma)
  }

  @Test func imageDecoderPicksJPEGByContentNotName() throws {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.path("quadrants-baseline.jpg")))
    let renamed = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-jpeg-\(UUID().uuidString).png").path
    try bytes.write(to: URL(fileURLWithPath: renamed))
    defer { try? FileManager.default.removeItem(atPath: renamed) }
    Self.expectQuadrants(try ImageDecoder.decode(contentsOf: renamed), Self.quadrants)
  }

  @Test func truncatedHeaderIsAnErrorWithLibjpegsReason() throws {
    let bytes = try [UInt8](
      Data(contentsOf: URL(fileURLWithPath: Self.path("quadrants-baseline.jpg"))))
    #expect {
      try JPEGDecoder().decode(Array(bytes.prefix(20)), path: "cut.jpg")
    } throws: { error in
      guard case .corrupt(let path, let reason) = error as? JPEGError else { return false }
      return path == "cut.jpg" && !reason.isEmpty
    }
  }

  @Test func notAJPEGIsAnError() {
    #expect(throws: JPEGError.self) { try JPEGDecoder().decode([1, 2, 3, 4], path: "x.jpg") }
  }

  @Test func oversizedImageIsRefusedBeforeDecoding() throws {
    let bytes = try [UInt8](
      Data(contentsOf: URL(fileURLWithPath: Self.path("quadrants-baseline.jpg"))))
    #expect(throws: JPEGError.tooLarge(path: "big.jpg", width: 16, height: 16, limit: 100)) {
      try JPEGDecoder(maximumPixels: 100).decode(bytes, path: "big.jpg")
    }
  }
}
