import Primitives
import Testing

@testable import Text

/// Apple's SF Pro tracking table (Human Interface Guidelines, "Typography", "Tracking
/// values", iOS): applied to the system font's substitute, never to fonts named for
/// themselves.
@Suite struct SystemFontTrackingTests {
  @Test func tableValuesFromTheHIG() {
    #expect(SystemFontTracking.points(forSize: 17) == -0.43)
    #expect(SystemFontTracking.points(forSize: 12) == 0)
    #expect(SystemFontTracking.points(forSize: 10) == 0.12)
    #expect(SystemFontTracking.points(forSize: 28) == 0.38)
    #expect(SystemFontTracking.points(forSize: 34) == 0.40)
    #expect(SystemFontTracking.points(forSize: 120) == 0)
    #expect(SystemFontTracking.points(forSize: 3) == 0.24)
    #expect(SystemFontTracking.points(forSize: .nan) == 0)
    // Between rows: linear (16.5 pt lies between -0.31 and -0.43).
    let between = SystemFontTracking.points(forSize: 16.5)
    #expect(abs(between - -0.37) < 1e-9)
  }

  static func width(_ text: String, _ name: String, _ size: Double) throws -> (Double, Int) {
    let font = try TestFonts.library.resolve(FontSpec(name: name, size: size))
    let line = TestFonts.library.shape(text, font: font)
    return (line.advance, line.runs.reduce(0) { $0 + $1.glyphs.count })
  }

  /// 17 pt (body): SF Pro tightens by 0.43 pt a glyph, so the system font measures
  /// narrower than Inter asked for by its own name, by exactly that per glyph.
  @Test func bodySizeSystemTextIsNarrowerByTheTablesAmountPerGlyph() throws {
    let (system, glyphs) = try Self.width("Airplane Mode", "system", 17)
    let (inter, _) = try Self.width("Airplane Mode", "Inter", 17)
    #expect(system < inter)
    #expect(abs((system - inter) - Double(glyphs) * -0.43) < 1e-6)
  }

  /// 10 pt (caption sizes): SF Pro loosens, so the text is wider.
  @Test func smallSystemTextIsWider() throws {
    let (system, glyphs) = try Self.width("Footnote", ".SFUI-Regular", 10)
    let (inter, _) = try Self.width("Footnote", "Inter", 10)
    #expect(abs((system - inter) - Double(glyphs) * 0.12) < 1e-6)
  }

  @Test func onlyTheSystemFontIsTracked() throws {
    let library = TestFonts.library
    #expect(try library.resolve(FontSpec(name: "SFProText-Semibold", size: 17)).tracking == -0.43)
    #expect(try library.resolve(FontSpec(name: "Inter", size: 17)).tracking == 0)
    #expect(try library.resolve(FontSpec(name: "Helvetica Neue", size: 17)).tracking == 0)
    #expect(try library.resolve(FontSpec(name: "Menlo", size: 17)).tracking == 0)
  }

  /// Issue 11: a label that fits its 41 pt frame on the device truncated here. "Done" at
  /// 17 pt is 42.2 pt in untracked Inter and fits once tracked as SF Pro is (4 × -0.43).
  @Test func labelThatFitsFortyOnePointsOnTheDeviceFits() throws {
    let (system, _) = try Self.width(Self.fortyOne, "system", 17)
    let (inter, _) = try Self.width(Self.fortyOne, "Inter", 17)
    #expect(inter > 41)
    #expect(system <= 41)
    let font = try TestFonts.library.resolve(FontSpec(name: "system", size: 17))
    let layout = TestFonts.library.layout(
      Self.fortyOne, font: font, width: 41, maxLines: 1, lineBreakMode: .byTruncatingTail)
    #expect(layout.lines.map(\.text) == [Self.fortyOne])
    #expect(!layout.isTruncated)
  }

  static let fortyOne = "Done"
}
