import Foundation
import PNG
import Primitives
import Raster
import TestSupport
import Testing
import Text

/// Every `__Goldens__/<area>/<case>.json` scene is drawn and compared pixel for pixel with
/// the `.png` beside it. Re-record with `Scripts/record-goldens.sh` (THEMESHOT_RECORD).
@Suite struct GoldenTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Goldens__")

  /// `area/case` for every scene in the goldens folder, sorted.
  static let cases: [String] = {
    let fm = FileManager.default
    guard let areas = try? fm.contentsOfDirectory(atPath: folder.path) else { return [] }
    var out: [String] = []
    for area in areas.sorted() {
      let files = (try? fm.contentsOfDirectory(atPath: folder.appendingPathComponent(area).path))
      for file in (files ?? []).sorted() where file.hasSuffix(".json") {
        out.append(area + "/" + String(file.dropLast(5)))
      }
    }
    return out
  }()

  /// DejaVu only, so installing a font never moves a golden.
  static let fonts = try? FontLibrary(
    configuration: FontConfiguration(
      substituteFolders: [FontFolder(path: "/usr/share/fonts/truetype/dejavu", label: "dejavu")],
      fallbackFamilies: ["DejaVu Sans"]))

  /// Draws a golden scene, loading image files relative to it.
  static func render(_ name: String, threads: Int = 1) throws -> Bitmap {
    let path = folder.appendingPathComponent(name + ".json").path
    let list = try SceneFile.read(path: path)
    let dir = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let loader = ImageLoader { try PNGDecoder().decode(contentsOf: dir + "/" + $0) }
    return try Rasterizer(threads: threads, imageLoader: loader, fonts: fonts).render(list)
  }

  @Test func everyAreaHasCases() {
    let areas = Set(GoldenTests.cases.map { $0.split(separator: "/")[0] })
    #expect(
      areas.isSuperset(of: [
        "rect", "rounded-rect", "border", "clip", "group", "shadow", "gradient", "image", "text",
      ]))
  }

  @Test(arguments: GoldenTests.cases)
  func sceneMatchesGolden(_ name: String) throws {
    expectGolden(try GoldenTests.render(name), named: name)
  }

  @Test(arguments: GoldenTests.cases)
  func sceneIsTheSameWithFourThreads(_ name: String) throws {
    #expect(try GoldenTests.render(name, threads: 4) == GoldenTests.render(name, threads: 1))
  }
}
