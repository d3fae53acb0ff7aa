import Primitives
import TestSupport
import Testing

@testable import Text

/// One label per family the iOS table maps to, drawn by the Text stage alone (glyph masks
/// composited by `GlyphCompositor`), at 2×.
@Suite(.enabled(if: TestFonts.substitutesInstalled)) struct LabelGoldenTests {
  let library = TestFonts.library

  @Test(arguments: [
    ("system-inter", "system", "Settings · Wi‑Fi AVATAR office"),
    ("system-bold-inter", "systemBold", "Continue — 42 Tasks"),
    ("helvetica-neue-liberation-sans", "Helvetica Neue", "Helvetica Neue Ag fi 123"),
    ("georgia-liberation-serif", "Georgia-Italic", "Georgia Italic, quoth"),
    ("courier-liberation-mono", "Courier New", "Courier {x: 0.5}"),
    ("menlo-dejavu-sans-mono", "Menlo", "let x = [1, 2, 3]"),
    ("verdana-dejavu-sans", "Verdana", "Verdana Résumé Ωμέγα"),
    ("synthetic-bold-italic", "DejaVu Sans Light", "Synthetic bold italic"),
    ("fallback-hebrew-in-inter", "system", "Inbox שלום עולם 42 ✓"),
  ])
  func labelInEachMappedFamily(_ name: String, _ fontName: String, _ text: String) throws {
    let bold = name == "synthetic-bold-italic"
    let font = try library.resolve(
      FontSpec(name: fontName, size: 15, weight: bold ? 700 : nil, italic: bold))
    let bitmap = GlyphCompositor.label(
      text, font: font, library: library, width: 220, height: 24, scale: 2,
      origin: Point(x: 4.25, y: 17))
    expectGolden(bitmap, named: "labels/\(name)")
  }

  @Test func paragraphLayoutAlignedAndTruncated() throws {
    let font = try library.resolve(FontSpec(name: "system", size: 13))
    let text =
      "Themes name iOS fonts that Linux lacks, so themeshot draws open fonts of "
      + "close metrics instead, and says which."
    var bitmap = Bitmap(
      width: 2 * 200, height: 2 * 150, fill: Color(red: 255, green: 255, blue: 255))
    for (row, alignment) in [TextAlignment.left, .center, .right, .justified].enumerated() {
      let layout = library.layout(
        text, font: font, width: 190, maxLines: 2, lineBreakMode: .byTruncatingTail,
        alignment: alignment)
      let top = 5 + Double(row) * 36
      for line in layout.lines {
        for segment in line.segments {
          let origin = Point(x: 5 + segment.x, y: top + line.baseline)
          GlyphCompositor.draw(
            library.placeGlyphs(segment.text, font: font, origin: origin, scale: 2),
            color: Color(red: 0x1C, green: 0x1C, blue: 0x1E), into: &bitmap)
        }
      }
    }
    expectGolden(bitmap, named: "layout/aligned-truncated")
  }
}
