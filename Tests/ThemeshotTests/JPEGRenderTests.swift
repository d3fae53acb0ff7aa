import Foundation
import PNG
import Primitives
import Testing
import Widgets

@testable import Themeshot

/// A screen's image view draws a JPEG file as it draws a PNG (UIImage reads both); the
/// fixture is PNGTests' `quadrants-baseline.jpg` (four flat quadrants, see make_jpegs.py).
@Suite struct JPEGRenderTests {
  static let jpeg = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(
      "PNGTests/__Fixtures__/quadrants-baseline.jpg"
    ).path

  @Test func imageViewDrawsAJPEG() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-jpeg-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: Self.jpeg, toPath: root + "/photo.jpg")
    try """
    size: [16, 16]
    scale: 1
    statusBar: false
    root:
      type: UIView
      children:
        - {type: UIImageView, frame: [0, 0, 16, 16], props: {image: photo.jpg}}
    """.write(toFile: root + "/s.yml", atomically: true, encoding: .utf8)
    let screen = try ScreenFile.load(root + "/s.yml")
    let out = try Renderer(threads: 1).render(screen, sheet: nil, device: .default)
    let expected: [(Int, Int, Color)] = [
      (4, 4, Color(red: 220, green: 30, blue: 40)), (12, 4, Color(red: 30, green: 160, blue: 60)),
      (4, 12, Color(red: 40, green: 70, blue: 200)),
      (12, 12, Color(red: 250, green: 250, blue: 250)),
    ]
    for (x, y, want) in expected {
      let got = out.bitmap[x, y].color
      let close = [
        Int(got.red) - Int(want.red), Int(got.green) - Int(want.green),
        Int(got.blue) - Int(want.blue),
      ].allSatisfy { abs($0) <= 4 }
      #expect(close, "(\(x), \(y)): \(got) vs \(want)")
    }
  }
}
