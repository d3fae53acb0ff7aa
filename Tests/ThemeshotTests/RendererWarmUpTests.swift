import Primitives
import Testing
import Text
import Widgets

@testable import Themeshot

/// What the second core's warm-up does (`Renderer.readyFonts`, run there by a renderer
/// with more than one thread) leaves nothing a render could see: no font warning, and every
/// font it readies measures as it does in a measurer that never warmed up.
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
}
