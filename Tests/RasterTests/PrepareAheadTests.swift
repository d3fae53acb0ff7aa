import Primitives
import Testing
import Text

@testable import Raster

/// With a second thread, a list's shadows are blurred and its text placed there while the
/// preparer walks it (``PrepareAhead``): each library is fresh and the shadows are ones no
/// other test blurs, so glyph masks are rendered by both threads (on the face and on its
/// spares) and shadows by either, and the pixels must be the same as one thread's.
@Suite struct PrepareAheadTests {
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
  /// below the canvas; a shadow under every eighth, blurred by `blur` points.
  static func list(blur: Double) -> DisplayList {
    var list = DisplayList(
      size: Size(width: 200, height: 300), scale: 3, background: .white,
      fonts: ["a": "DejaVu Sans", "b": "DejaVu Sans:bold"])
    for i in 0..<40 {
      if i % 8 == 3 {
        list.append(
          .shadow(
            Rect(x: 5 + Double(i) * 0.3, y: Double(i) * 8.1, width: 50, height: 9),
            CornerRadii(all: 4), color: Color(red: 0, green: 0, blue: 0, alpha: 60), blur: blur,
            offset: Point(x: 0, y: 1)))
      }
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
    for (n, blur) in [7.3, 9.1, 11.7].enumerated() {
      let list = Self.list(blur: blur)
      let two = try Rasterizer(threads: 2, fonts: Self.library(n)).render(list)
      let one = try Rasterizer(threads: 1, fonts: Self.library(n + 3)).render(list)
      #expect(two == one)
    }
  }
}
