import Primitives
import Testing

@testable import Text

@Suite struct GlyphMaskTests {
  let library = TestFonts.library

  private func glyph(_ character: Character, in font: ResolvedFont) -> UInt32 {
    library.shape(String(character), font: font).runs[0].glyphs[0].id
  }

  private func ink(_ mask: GlyphMask) -> Int { mask.coverage.reduce(0) { $0 + Int($1) } }

  @Test func subpixelPhasesShiftTheCoverage() throws {
    let font = try library.resolve(FontSpec(name: "DejaVu Sans", size: 20))
    let l = glyph("l", in: font)
    let masks = (0..<4).map { library.glyphMask(l, font: font, pixelSize: 20, phase: $0) }
    // Each phase moves ink right; the area stays the same within rounding.
    #expect(Set(masks.map(\.coverage)).count == 4)
    for mask in masks { #expect(abs(ink(mask) - ink(masks[0])) < 255) }
    func centroid(_ m: GlyphMask) -> Double {
      var sum = 0.0
      for (i, c) in m.coverage.enumerated() { sum += Double(i % m.width + m.left) * Double(c) }
      return sum / Double(ink(m))
    }
    let centroids = masks.map(centroid)
    #expect(centroids == centroids.sorted())
    #expect(abs(centroids[2] - centroids[0] - 0.5) < 0.1)
  }

  @Test func spacesHaveEmptyMasks() throws {
    let font = try library.resolve(FontSpec(name: "system", size: 17))
    #expect(library.glyphMask(glyph(" ", in: font), font: font, pixelSize: 17, phase: 0).isEmpty)
    #expect(library.placeGlyphs(" ", font: font, origin: Point(x: 0, y: 10), scale: 1).isEmpty)
  }

  @Test func masksAreCachedByFaceSizeGlyphAndPhase() throws {
    let font = try library.resolve(FontSpec(name: "Liberation Mono", size: 11))
    let g = glyph("Q", in: font)
    let first = library.glyphMask(g, font: font, pixelSize: 33, phase: 1)
    #expect(library.glyphMask(g, font: font, pixelSize: 33, phase: 1) == first)
    #expect(library.glyphMask(g, font: font, pixelSize: 33, phase: 2) != first)
    // A strike renders each (glyph, phase) once, then answers from its pages.
    let strike = GlyphStrike()
    var renders = 0
    for phase in [0, 1, 0, 1, 0] {
      _ = strike.mask(glyph: 300, phase: phase) {
        renders += 1
        return first
      }
    }
    #expect(renders == 2 && strike.count == 2)
    #expect(
      strike.lookUp([(300, 0), (300, 2), (5000, 0)]).map { $0 != nil } == [true, false, false])
  }

  @Test func librariesOfOneConfigurationShareTheirScanAndCaches() throws {
    let a = try FontLibrary()
    let b = try FontLibrary(configuration: .default)
    #expect(a.engine === b.engine && a.engine === library.engine)
    let other = try FontLibrary(
      configuration: FontConfiguration(fallbackFamilies: ["DejaVu Serif"]))
    #expect(other.engine !== a.engine)
  }

  @Test func syntheticBoldAddsInkAndObliqueLeansRight() throws {
    let light = try library.resolve(FontSpec(name: "DejaVu Sans Light", size: 30))
    let heavy = try library.resolve(FontSpec(name: "DejaVu Sans Light", size: 30, weight: 700))
    let slanted = try library.resolve(FontSpec(name: "DejaVu Sans Light", size: 30, italic: true))
    #expect(heavy.syntheticBold && slanted.syntheticItalic && !light.syntheticBold)
    let i = glyph("I", in: light)
    let plain = library.glyphMask(i, font: light, pixelSize: 30, phase: 0)
    let bold = library.glyphMask(i, font: heavy, pixelSize: 30, phase: 0)
    let oblique = library.glyphMask(i, font: slanted, pixelSize: 30, phase: 0)
    #expect(ink(bold) > ink(plain) * 5 / 4)
    #expect(oblique.width > plain.width + 3)
  }

  @Test func placementQuantisesXToQuarterPixelsLikeSkia() {
    #expect(SubpixelGrid.split(10.0) == (10, 0))
    #expect(SubpixelGrid.split(10.12) == (10, 0))
    #expect(SubpixelGrid.split(10.13) == (10, 1))
    #expect(SubpixelGrid.split(10.5) == (10, 2))
    #expect(SubpixelGrid.split(10.9) == (11, 0))
    #expect(SubpixelGrid.split(-0.3) == (-1, 3))
  }

  @Test func renderingIsTheSameOnEveryThread() async throws {
    // Two configurations, so the two libraries share no cache.
    let fresh = try FontLibrary(configuration: FontConfiguration(fallbackFamilies: ["DejaVu Sans"]))
    let font = try fresh.resolve(FontSpec(name: "system", size: 13))
    let text = "The quick brown fox jumps over the lazy dog 0123456789"
    let expected = try FontLibrary(configuration: FontConfiguration(fallbackFamilies: []))
      .placeGlyphs(text, font: font, origin: Point(x: 1.3, y: 12), scale: 3)
    let results = await withTaskGroup(of: [PlacedGlyph].self) { group in
      for _ in 0..<8 {
        group.addTask {
          fresh.placeGlyphs(text, font: font, origin: Point(x: 1.3, y: 12), scale: 3)
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.allSatisfy { $0 == expected })
  }

  @Test func gammaTablesThinDarkTextAndThickenLightText() {
    let black = TextGamma.table(for: Color(red: 0, green: 0, blue: 0))
    let white = TextGamma.table(for: Color(red: 255, green: 255, blue: 255))
    for table in [black, white] {
      #expect(table[0] == 0 && table[255] == 255 && table == table.sorted())
    }
    #expect(black[128] < 128 && white[128] > 128)
    // Two Skia values measured from its black-on-white output: 128 → 91, 240 → 206.
    #expect(black[128] == 91 && black[240] == 206)
    // Skia buckets the color after cutting each channel to 3 bits: light green lands with
    // white, pink two buckets up from black (both measured against skia-python).
    #expect(TextGamma.bucket(of: Color(red: 0xB0, green: 0xEC, blue: 0x80)) == 7)
    #expect(TextGamma.bucket(of: Color(red: 0xD6, green: 0x37, blue: 0x91)) == 2)
  }
}
