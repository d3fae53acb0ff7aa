import Foundation
import PNG
import Primitives
import Testing

@testable import ThemeshotCLI

@Suite struct RasterCommandTests {
  static func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "themeshot-raster-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func drawsASceneToPNG() async throws {
    let dir = try RasterCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let scene = """
      {"width": 8, "height": 4, "scale": 2, "background": "#FFFFFF",
       "ops": [{"op": "fillRect", "rect": [0, 0, 4, 4], "color": "#FF0000FF"}]}
      """
    try scene.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
    let status = await ThemeshotMain.run([
      "raster", dir + "/s.json", "-o", dir + "/out.png", "--threads", "2",
    ])
    #expect(status == .success)
    let bitmap = try PNGDecoder().decode(contentsOf: dir + "/out.png")
    #expect(bitmap.width == 16 && bitmap.height == 8)
    #expect(bitmap[0, 0] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255))
    #expect(bitmap[15, 7] == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
  }

  @Test func badScenesExitTwoAndWriteNothing() async throws {
    let dir = try RasterCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try "{\"width\": 8, \"height\": [}".write(
      toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
    #expect(
      await ThemeshotMain.run(["raster", dir + "/bad.json", "-o", dir + "/o.png"]) == .badInput)
    #expect(
      await ThemeshotMain.run(["raster", dir + "/missing.json", "-o", dir + "/o.png"]) == .badInput)
    #expect(
      await ThemeshotMain.run(["raster", dir + "/bad.json", "-o", dir + "/o.png", "--threads", "0"])
        == .badInput)
    #expect(!FileManager.default.fileExists(atPath: dir + "/o.png"))
  }

  @Test func missingImageFileIsBadInput() async throws {
    let dir = try RasterCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try
      "{\"width\": 8, \"height\": 8, \"ops\": [{\"op\": \"image\", \"rect\": [0,0,8,8], \"file\": \"nope.png\"}]}"
      .write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
    #expect(
      await ThemeshotMain.run(["raster", dir + "/s.json", "-o", dir + "/o.png"]) == .badInput)
    #expect(!FileManager.default.fileExists(atPath: dir + "/o.png"))
  }

  /// Issue 3: a scene's font that cannot be found is an error, not a silent substitute.
  @Test func unknownSceneFontIsBadInput() async throws {
    let dir = try RasterCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let scene = """
      {"width": 40, "height": 20, "fonts": {"r": "NoSuchFont Sans"},
       "ops": [{"op": "text", "x": 2, "y": 15, "size": 12, "font": "r", "color": "#000000FF",
                "text": "Hi"}]}
      """
    try scene.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
    #expect(
      await ThemeshotMain.run(["raster", dir + "/s.json", "-o", dir + "/o.png"]) == .badInput)
    #expect(!FileManager.default.fileExists(atPath: dir + "/o.png"))
  }
}
