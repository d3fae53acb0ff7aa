import Foundation
import PNG
import Primitives
import Raster
import TestSupport
import Testing
import Text

@testable import Widgets

/// Each `__Goldens__/<area>/<case>.yml` is a small screen with literal properties only,
/// rendered at 2× with the substitute fonts and compared pixel for pixel with the PNG
/// beside it. The UIKit families of issue 10 (``variantAreas``) are rendered four times,
/// light and dark at 1× and 3× (`<case>-dark@3x.png`). Re-record with
/// `THEMESHOT_RECORD=failed swift test --filter GoldenScreens`.
@Suite struct GoldenScreensTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Goldens__").path

  /// Areas whose cases render in both appearances at 1× and 3×.
  static let variantAreas: Set<String> = ["bars", "tables", "sliders", "scrolling"]

  static var cases: [String] {
    let fm = FileManager.default
    var out: [String] = []
    for area in ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
      let names = (try? fm.contentsOfDirectory(atPath: folder + "/" + area)) ?? []
      for n in names.sorted() where n.hasSuffix(".yml") {
        out.append(area + "/" + String(n.dropLast(4)))
      }
    }
    return out
  }

  static let fonts = Result { try FontLibrary() }

  /// Renders a screen file the way the Themeshot renderer does, without a theme.
  static func render(_ path: String, scale: Double = 2, appearance: Appearance? = nil) throws
    -> Bitmap
  {
    // Colour names in the screen resolve in the render's appearance, as the renderer has
    // them (RenderRun loads each screen inside the item's colour environment).
    let look = appearance ?? ScreenFile.ownAppearance(at: path).applied(to: .light)
    let screen = try ColorEnvironment(appearance: look).withValue {
      try ScreenFile.load(path)
    }
    let measurer = FontLibraryMeasurer(library: try fonts.get())
    var device = screen.resolvedDevice(
      Device(name: "test", size: Size(width: 200, height: 100), scale: scale))
    device.scale = scale
    Layout(text: measurer).layout(
      screen.root, in: device.size, safeArea: screen.safeArea(on: device))
    let list = Emitter(
      text: measurer, imageRoot: (path as NSString).deletingLastPathComponent,
      appearance: appearance ?? screen.appearance
    )
    .displayList(screen.root, size: device.size, scale: scale, statusBar: screen.statusBar)
    let rasterizer = Rasterizer(
      threads: 2, imageLoader: ImageLoader { try PNGDecoder().decode(contentsOf: $0) })
    return try rasterizer.render(list)
  }

  @Test func thereAreCases() {
    #expect(Self.cases.count >= 6)
  }

  @Test(arguments: cases) func matchesGolden(_ name: String) throws {
    let path = Self.folder + "/" + name + ".yml"
    guard let area = name.split(separator: "/").first, Self.variantAreas.contains(String(area))
    else {
      expectGolden(try Self.render(path), named: name)
      return
    }
    for appearance in [Appearance.light, .dark] {
      for scale in [1.0, 3.0] {
        let bitmap = try Self.render(path, scale: scale, appearance: appearance)
        expectGolden(bitmap, named: "\(name)-\(appearance.style.rawValue)@\(Int(scale))x")
      }
    }
  }
}
