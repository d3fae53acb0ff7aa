import Primitives
import TestSupport
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

@Suite struct ShapingFuzzTests {
  /// Seeded random strings from many scripts, marks, controls and unpaired edge cases:
  /// shaping never crashes, every glyph's cluster is a scalar start inside the text,
  /// positions are finite, and the advance is the sum of the glyph advances.
  @Test func randomTextShapesConsistently() throws {
    let library = TestFonts.library
    let fonts = try ["system", "DejaVu Sans", "Liberation Serif"].map {
      try library.resolve(FontSpec(name: $0, size: 13))
    }
    let ranges: [ClosedRange<UInt32>] = [
      0x20...0x7E, 0xA0...0x24F, 0x300...0x36F, 0x370...0x3FF, 0x400...0x4FF, 0x590...0x5FF,
      0x600...0x6FF, 0x2000...0x206F, 0x4E00...0x4E40, 0x1F600...0x1F64F, 0x0...0x1F,
    ]
    var rng = SplitMix(seed: 3)
    for _ in 0..<200 {
      var text = ""
      for _ in 0..<Int(rng.next() % 16) {
        let range = ranges[Int(rng.next() % UInt64(ranges.count))]
        let value = range.lowerBound + UInt32(rng.next() % UInt64(range.count))
        if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
      }
      let font = fonts[Int(rng.next() % UInt64(fonts.count))]
      let line = library.shape(text, font: font)
      let scalars = text.unicodeScalars
      let starts = Set(scalars.indices.map { text.utf8.distance(from: text.startIndex, to: $0) })
      let glyphs = line.runs.flatMap(\.glyphs)
      #expect(glyphs.allSatisfy { starts.contains($0.cluster) }, "\(text.debugDescription)")
      #expect(glyphs.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "\(text.debugDescription)")
      let sum = glyphs.reduce(0) { $0 + $1.advance }
      #expect(abs(sum - line.advance) < 1e-6, "\(text.debugDescription)")
      _ = library.placeGlyphs(line, origin: Point(x: 0.3, y: 12), scale: 2)
    }
  }
}

/// Plain twin of glyph placement: the one-lock path (and its per-box filter) places what
/// the plain look-up places, on generated lines in several scripts, faces, sizes, scales and
/// sub-pixel origins, with cold and warm caches.
@Suite struct GlyphPlacementTests {
  @Test(arguments: [41, 42, 43] as [UInt64])
  func fastPlacementMatchesThePlainOne(seed: UInt64) throws {
    // A library of its own, so the first lines meet a cold glyph cache.
    let library = try FontLibrary(
      configuration: FontConfiguration(fallbackFamilies: ["DejaVu Sans", "Noto Sans"]))
    var rng = SplitMix(seed: seed)
    let alphabet = Array("Row 0123456789 The quick brown fox, Ünïcödé fi ff שלום 中文 ✓")
    let fonts = try ["DejaVu Sans", "Inter", "system", "DejaVu Serif"].flatMap { name in
      try [9.0, 13, 17.5].map { try library.resolve(FontSpec(name: name, size: $0)) }
    }
    for _ in 0..<150 {
      var text = ""
      for _ in 0..<(1 + Int(rng.next() % 14)) {
        text.append(alphabet[Int(rng.next() % UInt64(alphabet.count))])
      }
      let font = fonts[Int(rng.next() % UInt64(fonts.count))]
      let scale = [1.0, 2, 3][Int(rng.next() % 3)]
      let origin = Point(
        x: Double(Int(rng.next() % 4000)) / 37 - 20, y: Double(Int(rng.next() % 4000)) / 29 - 20)
      let line = library.shape(text, font: font)
      let plain = library.placeGlyphsPlain(line, origin: origin, scale: scale)
      #expect(library.placeGlyphs(line, origin: origin, scale: scale) == plain, "\(text)")
      let x0 = Int(rng.next() % 200) - 20
      let y0 = Int(rng.next() % 200) - 20
      let box = (x0: x0, y0: y0, x1: x0 + Int(rng.next() % 150), y1: y0 + Int(rng.next() % 150))
      let kept = plain.filter {
        $0.x < box.x1 && $0.x + $0.mask.width > box.x0 && $0.y < box.y1
          && $0.y + $0.mask.height > box.y0
      }
      #expect(
        library.placeGlyphs(line, origin: origin, scale: scale, within: box) == kept, "\(text)")
    }
  }
}

@Suite struct BidiOrderTests {
  @Test func levelsFollowTheNeutralAndNumberRules() {
    typealias C = BidiOrder.Class
    let classes: [C] = [.left, .neutral, .right, .neutral, .right, .neutral, .number, .neutral]
    // L paragraph: the space between two R words is R, the one between R and a number
    // too (numbers count as R for neutrals), the trailing one takes the paragraph's L.
    #expect(BidiOrder.levels(classes, paragraphRTL: false) == [0, 0, 1, 1, 1, 1, 2, 0])
    // A number after L is L (W7).
    #expect(BidiOrder.levels([.left, .neutral, .number], paragraphRTL: false) == [0, 0, 0])
    // R paragraph: L goes up to 2; the number after it is L (W7), so the space between
    // them is L too; the space between R and L takes the paragraph's R.
    #expect(
      BidiOrder.levels([.right, .neutral, .left, .neutral, .number], paragraphRTL: true)
        == [1, 1, 2, 2, 2])
    #expect(BidiOrder.levels([.right, .neutral, .number], paragraphRTL: true) == [1, 1, 2])
  }

  @Test func numbersAfterHebrewSitOnItsLeft() throws {
    let library = TestFonts.library
    let font = try library.resolve(FontSpec(name: "DejaVu Sans", size: 15))
    let line = library.shape("Inbox שלום 42", font: font)
    // Visual: "Inbox ", "42", then the Hebrew word (its run includes the space after it).
    #expect(line.runs.map(\.isRightToLeft) == [false, false, true])
    #expect(line.runs[1].glyphs.map(\.cluster) == [15, 16])
    #expect(!line.isRightToLeft)
  }
}
