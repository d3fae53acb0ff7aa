import Primitives
import Testing
import Text

@testable import Raster

/// With a second thread, a list's text is placed from its end there while the preparer
/// walks it from the start (``TextAhead``): each library is fresh, so the glyph masks are
/// rendered by both threads, on the face and on its spares, and the pixels must be the
/// same as one thread's.
@Suite struct TextAheadTests {
  /// A library whose engine (and so glyph cache) no other test shares.
  static func library(_ n: Int) throws -> FontLibrary {
    try FontLibrary(
      configuration: FontConfiguration(
        substituteFolders: [
          FontFolder(path: "/usr/share/fonts/truetype/dejavu", label: "text-ahead-\(n)")
        ],
        fallbackFamilies: ["DejaVu Sans"]))
  }

  /// Forty lines in two fonts at odd sizes and subpixel offsets, some clipped away, some
  /// below the canvas.
  static var list: DisplayList {
    var list = DisplayList(
      size: Size(width: 200, height: 300), scale: 3, background: .white,
      fonts: ["a": "DejaVu Sans", "b": "DejaVu Sans:bold"])
    for i in 0..<40 {
      if i == 10 { list.append(.pushClipRect(Rect(x: 0, y: 100, width: 60, height: 20))) }
      list.append(
        .text(
          TextOp(
            origin: Point(x: 3 + Double(i % 7) * 0.37, y: 12 + Double(i) * 8.1),
            size: 9 + Double(i % 5), font: i % 2 == 0 ? "a" : "b",
            color: Color(red: 20, green: 30, blue: UInt8(i * 6)),
            text: "Row \(i): the quick brown fox \(i * 37)")))
      if i == 14 { list.append(.popClip) }
    }
    return list
  }

  @Test func twoThreadsDrawWhatOneDraws() throws {
    let list = Self.list
    let two = try (1...3).map { try Rasterizer(threads: 2, fonts: Self.library($0)).render(list) }
    let one = try Rasterizer(threads: 1, fonts: Self.library(4)).render(list)
    #expect(two.allSatisfy { $0 == one })
  }
}
