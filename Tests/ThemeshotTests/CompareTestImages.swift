import Foundation
import PNG
import Primitives

/// Temporary folders of small PNGs for the comparison tests.
struct CompareTestImages {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-compare-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  func remove() { try? FileManager.default.removeItem(at: root) }

  func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  /// A 40×30 white image with a black box at `box`.
  static func image(box: PixelRect? = nil, width: Int = 40, height: Int = 30) -> Bitmap {
    var b = Bitmap(width: width, height: height, fill: .white)
    if let box {
      for y in box.y..<box.maxY {
        for x in box.x..<box.maxX { b[x, y] = PremultipliedPixel(.black) }
      }
    }
    return b
  }

  func write(_ bitmap: Bitmap, _ relative: String) throws {
    let url = root.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try PNGEncoder().write(bitmap, to: url.path)
  }

  func writeBytes(_ bytes: [UInt8], _ relative: String) throws {
    let url = root.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  /// Baseline `A/` and current `B/`: one image of each status, one nested, one resized.
  func writeFolders() throws {
    let box = PixelRect(x: 5, y: 5, width: 4, height: 3)
    try write(Self.image(), "A/same.png")
    try write(Self.image(), "B/same.png")
    try write(Self.image(), "A/screens/tweak.png")
    try write(Self.image(box: box), "B/screens/tweak.png")
    try write(Self.image(), "A/grow.png")
    try write(Self.image(width: 40, height: 36), "B/grow.png")
    try write(Self.image(), "A/old.png")
    try write(Self.image(), "B/new.png")
    try writeBytes(Array("not an image".utf8), "B/notes.txt")
  }
}
