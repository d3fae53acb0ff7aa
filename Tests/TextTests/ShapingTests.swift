import Primitives
import Testing

@testable import Text

@Suite struct ShapingTests {
  let library = TestFonts.library

  private func font(_ name: String, size: Double = 20) throws -> ResolvedFont {
    try library.resolve(FontSpec(name: name, size: size))
  }

  @Test func interKernsAVFromItsGPOSTable() throws {
    let inter = try font("Inter")
    let pair = library.shape("AV", font: inter).advance
    let apart = library.shape("A", font: inter).advance + library.shape("V", font: inter).advance
    // Inter has no legacy kern table: only GPOS shaping can tighten the pair.
    #expect(pair < apart - 0.5)
  }

  @Test func fiFormsALigatureInDejaVuSans() throws {
    let line = library.shape("fi", font: try font("DejaVu Sans"))
    #expect(line.runs.count == 1)
    #expect(line.runs[0].glyphs.count == 1)
    #expect(line.runs[0].glyphs[0].cluster == 0)
  }

  @Test func hebrewIsARightToLeftRunInVisualOrder() throws {
    let line = library.shape("שלום", font: try font("DejaVu Sans"))
    #expect(line.isRightToLeft)
    #expect(line.runs.count == 1 && line.runs[0].isRightToLeft)
    // Visual order: the last letter (ם, UTF-8 offset 6) is leftmost.
    #expect(line.runs[0].glyphs.map(\.cluster) == [6, 4, 2, 0])
    let xs = line.runs[0].glyphs.map(\.x)
    #expect(xs == xs.sorted())
  }

  @Test func mixedDirectionsOrderRunsVisually() throws {
    let line = library.shape("abc שלום", font: try font("DejaVu Sans"))
    #expect(!line.isRightToLeft)
    #expect(line.runs.map(\.isRightToLeft) == [false, true])
    let rtl = try #require(line.runs.last)
    #expect(rtl.glyphs.first?.cluster == 10)
  }

  @Test func combiningMarkIsPositionedOverItsBase() throws {
    let line = library.shape("q\u{301}", font: try font("DejaVu Sans"))
    let glyphs = line.runs.flatMap(\.glyphs)
    #expect(glyphs.count == 2)
    #expect(glyphs[1].advance == 0)
    #expect(glyphs[1].x < glyphs[0].x + glyphs[0].advance)
  }

  @Test func missingGlyphsFallBackToAnotherConfiguredFont() throws {
    let inter = try font("Inter")
    let line = library.shape("Hi שלום", font: inter)
    #expect(line.runs.contains { $0.font.face.family == "Inter" })
    #expect(line.runs.contains { $0.font.face.family == "DejaVu Sans" && $0.isRightToLeft })
    #expect(line.runs.allSatisfy { run in run.glyphs.allSatisfy { $0.id != 0 } })
    #expect(line.runs.allSatisfy { $0.font.size == inter.size })
  }

  @Test func advancesScaleWithSize() throws {
    let small = library.measure("Hello", font: try font("Liberation Sans", size: 10))
    let large = library.measure("Hello", font: try font("Liberation Sans", size: 30))
    #expect(abs(large - 3 * small) < 1e-9)
  }

  @Test func emptyTextShapesToNothing() throws {
    let line = library.shape("", font: try font("system"))
    #expect(line.runs.isEmpty && line.advance == 0)
  }
}

@Suite struct ControlCharacterTests {
  @Test func controlCharactersDrawNothing() throws {
    let library = TestFonts.library
    for name in ["system", "Liberation Sans", "DejaVu Sans"] {
      let font = try library.resolve(FontSpec(name: name, size: 20))
      let line = library.shape("a\nb\tc\u{7}", font: font)
      #expect(line.runs.flatMap(\.glyphs).allSatisfy { $0.id != 0 }, "\(name)")
    }
  }
}
