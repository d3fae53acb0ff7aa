import Primitives
import Raster
import Testing
import Themes

@testable import Widgets

/// Round 9's shortcuts in styling, layout and emit, each against the plain code it stands
/// for: the registry's set of compound keys, kept glyph bitmaps and the weight words.
@Suite struct PipelineTwinTests {
  @Test func compoundKeysAreEveryCompoundsKeys() {
    var registry = PropertyRegistry.standard
    #expect(registry.compoundKeys == Set(registry.compounds.flatMap(\.keys)))
    registry.register(
      CompoundApplier(keys: ["pipelineTwinA", "pipelineTwinB"], types: [.number, .number]) {
        _, _, _ in
      })
    #expect(registry.compoundKeys == Set(registry.compounds.flatMap(\.keys)))
    #expect(registry.compoundKeys.contains("pipelineTwinB"))
    for key in ["pipelineTwinA", "backgroundColor", "font", "layer.cornerRadius"] {
      #expect(
        registry.compoundKeys.contains(key)
          == registry.compounds.contains(where: { $0.keys.contains(key) }))
    }
  }

  /// Every glyph at several scales, asked in an order that mixes them and more often than
  /// the list holds, is the bitmap drawn afresh.
  @Test func keptGlyphBitmapsAreTheDrawnOnes() {
    let names = ["chevron.right", "chevron.left", "checkmark", "info.circle", "plus", "minus"]
    var glyphs = names.compactMap(VectorGlyph.symbol)
    glyphs += [20, 37, 20.5, 19.999].map { VectorGlyph.spokes(diameter: $0) }
    #expect(glyphs.count == 10)
    let scales = [1, 2, 3, 2.5, 1.0000001]
    for round in 0..<4 {
      for (i, glyph) in glyphs.enumerated() {
        for scale in round % 2 == 0 ? scales : scales.reversed() {
          let kept = glyph.bitmap(scale: scale)
          let plain = glyph.plainBitmap(scale: scale)
          #expect(kept.width == plain.width && kept.height == plain.height, "\(i) \(scale)")
          #expect(kept.pixels == plain.pixels, "\(i) \(scale)")
        }
      }
    }
  }

  /// The weight words as the dictionary literal `FontTable.request` used to build.
  @Test func weightWordsAreTheTablesWords() {
    let words = [
      100: "Thin", 200: "ExtraLight", 300: "Light", 400: "", 500: "Medium", 600: "Semibold",
      700: "Bold", 800: "ExtraBold", 900: "Black",
    ]
    for weight in -300...1_300 {
      let rounded = min(900, max(100, (weight + 50) / 100 * 100))
      let plain = "system" + (words[rounded] ?? "")
      let request = FontTable.request(FontSpec(name: "system", size: 17, weight: weight))
      #expect(request.name == plain, "\(weight)")
      #expect(request.weight == nil)
    }
  }
}
