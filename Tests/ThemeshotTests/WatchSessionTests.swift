import Foundation
import Primitives
import Testing
import Widgets

@testable import Themeshot

/// `themeshot watch`: a saved file re-renders what it affects, errors reach the page.
@Suite struct WatchSessionTests {
  func project() throws -> (root: String, session: WatchSession) {
    let root = NSTemporaryDirectory() + "themeshot-watch-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    _ = try ProjectScaffold(root: root).run()
    let device = Device(name: "small", size: Size(width: 200, height: 300), scale: 1)
    let session = WatchSession(
      project: try Project.load(root: root), renderer: try Renderer(threads: 1), device: device)
    session.start()
    return (root, session)
  }

  /// Polls until something is re-rendered, for at most twenty seconds (modification times can
  /// be coarse on some file systems, and the size changes too).
  func pollUntilRendered(_ session: WatchSession) -> [String] {
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline {
      let names = session.poll()
      if !names.isEmpty { return names }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return []
  }

  @Test func savedThemeFileReRendersOnlyItsThemes() throws {
    let (root, session) = try project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(session.items.map(\.name) == ["Light/welcome", "Dark/welcome"])
    let before = try #require(session.picture("Dark/welcome")?.image)
    let light = try #require(session.picture("Light/welcome")?.image)
    let path = root + "/themes/Dark.yaml"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.replacingOccurrences(of: "$Tint: \"#0A84FF\"", with: "$Tint: \"#FF453A\"")
      .write(toFile: path, atomically: true, encoding: .utf8)
    #expect(pollUntilRendered(session) == ["Dark/welcome"])
    #expect(session.picture("Dark/welcome")?.image != before)
    #expect(session.picture("Light/welcome")?.image == light)
    #expect(session.poll().isEmpty)
  }

  @Test func brokenScreenShowsItsLocatedErrorInThePage() throws {
    let (root, session) = try project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try "root:\n  type: UIView\n  children: [\n".write(
      toFile: root + "/screens/welcome.yml", atomically: true, encoding: .utf8)
    #expect(Set(pollUntilRendered(session)) == ["Light/welcome", "Dark/welcome"])
    let errors = try #require(session.picture("Dark/welcome")?.errors.first)
    #expect(errors.contains("welcome.yml:"))
    let page = WatchServer.page(session)
    #expect(page.contains("class=error"))
    #expect(page.contains("welcome.yml:"))
  }

  @Test func pageShowsEveryThemeSideBySide() throws {
    let (root, session) = try project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let page = WatchServer.page(session)
    #expect(page.contains("src=\"/image/Light/welcome.bmp?v="))
    #expect(page.contains("src=\"/image/Dark/welcome.bmp?v="))
  }
}

/// The watch page's uncompressed picture (issue 14's save-to-picture goal).
@Suite struct BMPImageTests {
  @Test func writesATopDownBMPOfTheBitmapsOwnBytes() {
    var bitmap = Bitmap(width: 3, height: 2)
    bitmap[0, 0] = PremultipliedPixel(r: 255, g: 0, b: 0, a: 255)
    bitmap[2, 1] = PremultipliedPixel(r: 0, g: 10, b: 200, a: 255)
    let bmp = BMPImage.encode(bitmap)
    func int32(_ i: Int) -> Int32 {
      Int32(bitPattern: (0..<4).reduce(0) { $0 | UInt32(bmp[i + $1]) << (8 * $1) })
    }
    #expect(Array(bmp[0..<2]) == Array("BM".utf8))
    #expect(int32(2) == Int32(bmp.count) && int32(10) == 122 && int32(14) == 108)
    #expect(int32(18) == 3 && int32(22) == -2)  // negative height: first row on top
    #expect(bmp[28] == 32 && int32(30) == 3)  // 32 bits, BI_BITFIELDS
    // Masks read the words as bytes R, G, B, A: the pixels are the bitmap's, unchanged.
    #expect(int32(54) == 0xFF && int32(58) == 0xFF00 && int32(62) == 0xFF0000)
    #expect(UInt32(bitPattern: int32(66)) == 0xFF00_0000)
    #expect(Array(bmp[122...]) == bitmap.pixels)
    #expect(Array(bmp[122..<126]) == [255, 0, 0, 255])
  }
}
