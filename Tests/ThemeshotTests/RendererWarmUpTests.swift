import Foundation
import Primitives
import Raster
import Testing
import Text
import Widgets

@testable import Themeshot

/// What the second core's warm-up does (`Renderer.warmUp`: `readyFonts`, then
/// `readyRaster`, run there by a check or render of one image) leaves nothing a render
/// could see: no font warning, every font it readies measures as it does in a measurer that
/// never warmed up, its drawing is the plain raster's, and the example screens drawn after
/// it are the bytes drawn by fonts that never warmed up.
@Suite struct RendererWarmUpTests {
  @Test func warmingUpChangesNoMeasurementAndWarnsOfNothing() throws {
    let fonts = try FontLibrary()
    let warmed = FontLibraryMeasurer(library: fonts)
    Renderer.readyFonts(warmed)
    let cold = FontLibraryMeasurer(library: fonts)
    let specs = [
      FontSpec.system(size: 17), .system(size: 17, weight: 600), .system(size: 34, weight: 700),
      .system(size: 10, weight: 500), .system(size: 13),
      FontSpec(name: "SFProText-Semibold", size: 17),
    ]
    for spec in specs {
      #expect(warmed.resolve(spec) == cold.resolve(spec), "\(spec)")
      for text in ["Settings", "Ready when you are", "Wi-Fi"] {
        #expect(
          warmed.layout(
            text, font: spec, maxWidth: 60, maxLines: 0, lineBreak: .byWordWrapping,
            alignment: .natural)
            == cold.layout(
              text, font: spec, maxWidth: 60, maxLines: 0, lineBreak: .byWordWrapping,
              alignment: .natural))
      }
    }
    #expect(warmed.diagnostics.isEmpty)
    #expect(cold.diagnostics.isEmpty)
  }

  @Test func theRasterWarmUpDrawsWhatThePlainRasterDraws() throws {
    let fonts = try FontLibrary()
    let hash = try #require(Renderer.readyRaster(Rasterizer(threads: 2, fonts: fonts)))
    var plain = Rasterizer(threads: 1, fonts: fonts)
    plain.strictFonts = true
    let bitmap = try plain.render(Renderer.warmUpList)
    #expect(hash == PixelHash(bitmap, scheme: .current))
    // Every kind of op is there, and the text drew something.
    #expect(Renderer.warmUpList.ops.contains { if case .text = $0 { true } else { false } })
    #expect(Set(bitmap.pixels).count > 8)
  }

  /// The CLI's early warm-up draws the shapes before any font is known, the renderer's the
  /// text: between them, every op of the list, and the shapes draw with no font at all.
  @Test func theEarlyAndTheLateWarmUpShareTheListBetweenThem() throws {
    let isText: (DisplayOp) -> Bool = { if case .text = $0 { true } else { false } }
    #expect(!Renderer.warmUpShapes.ops.contains(where: isText))
    #expect(Renderer.warmUpText.ops.allSatisfy(isText))
    #expect(
      Renderer.warmUpShapes.ops.count + Renderer.warmUpText.ops.count
        == Renderer.warmUpList.ops.count)
    #expect(Renderer.readyRaster(Rasterizer(threads: 1), list: Renderer.warmUpShapes) != nil)
  }

  /// Every cache key type the early warm-up names is found `Hashable`, so each look-up it
  /// makes is the one a dictionary of that key would make.
  @Test func theEarlyWarmUpLooksUpEveryCacheKeyType() {
    #expect(Rasterizer.readyKeyTypes() == 8)
    #expect(lookUpHashableConformances([Int.self, [String].self, (Int, Int).self]) == 2)
  }

  /// Two font engines of their own (each made for an empty project font folder of its own,
  /// so neither shares the caches other tests filled): one warmed up first, one not.
  @Test func screensDrawnAfterTheWarmUpAreTheSame() throws {
    let repo = ExampleRenderTests.repo
    let project = try Project.load(root: repo)
    let entry = try #require(project.theme(named: "Light"))
    let base = NSTemporaryDirectory() + "themeshot-warm-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: base) }
    var outputs: [[Bitmap]] = []
    for warm in [true, false] {
      let folder = base + (warm ? "/warm" : "/cold")
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let renderer = try Renderer(
        fontFolders: [folder] + project.fontFolders, threads: 1, imageFolder: repo)
      if warm {
        Renderer.readyFonts(renderer.measurer)
        #expect(Renderer.readyRaster(renderer.rasterizer) != nil)
      }
      outputs.append(
        try project.screens.map {
          try renderer.render(screenAt: $0, themeFiles: entry.files).bitmap
        })
    }
    #expect(outputs[0] == outputs[1])
  }
}
