import Primitives
import Testing

@testable import Text

/// Text that stays one line is laid out and measured from one shaping
/// (`FontLibrary.oneLine`); `plainLayout`, which always runs the line breaker, truncation
/// and alignment, is the twin, compared on generated texts at widths around their advance,
/// with every line limit, mode and alignment.
@Suite struct TextLayoutFastPathTests {
  /// The line breaker's generated paragraphs, and texts with each hard break and with
  /// whitespace at the end, which must take the plain path.
  static func texts() -> [String] {
    LineBreakerFastPathTests.paragraphs().prefix(60) + [
      "a\rb", "a\r\nb", "a\u{2029}b", "Row\u{2028}", "Row\t", "Row\u{00A0}", "Row \u{0301}",
      "\u{2027}Row\u{202A}", "Row 7", "x", "—", "Long label that wraps at narrow widths",
      "", " ", "trailing  ", "a\nb c\u{2028}d",
    ]
  }

  @Test func oneLineShortcutMatchesThePlainLayout() throws {
    let library = TestFonts.library
    var shortcuts = 0
    var turn = 0
    for name in ["Liberation Sans", "system"] {
      let font = try library.resolve(FontSpec(name: name, size: 13))
      for text in Self.texts() {
        let advance = library.shape(text, font: font).advance
        let widths: [Double?] = [
          nil, 0, advance, advance.nextUp, advance.nextDown, advance * (1 + 1e-9),
          advance * 0.5, advance + 0.01, advance * 2,
        ]
        for width in widths {
          for mode in LineBreakMode.allCases {
            for maxLines in [0, 1, 2] {
              // Each case in one alignment, taken in turn (all of them below).
              turn += 1
              let alignment = TextAlignment.allCases[turn % TextAlignment.allCases.count]
              let label = "\(name) '\(text)' \(String(describing: width)) \(mode) \(maxLines)"
              #expect(
                library.layout(
                  text, font: font, width: width, maxLines: maxLines, lineBreakMode: mode,
                  alignment: alignment)
                  == library.plainLayout(
                    text, font: font, width: width, maxLines: maxLines, lineBreakMode: mode,
                    alignment: alignment), "\(label) \(alignment)")
              let size = library.size(
                text, font: font, width: width, maxLines: maxLines, lineBreakMode: mode)
              let plainSize = library.plainLayout(
                text, font: font, width: width, maxLines: maxLines, lineBreakMode: mode,
                alignment: .left
              ).size
              #expect(size == plainSize, "\(label)")
              if library.oneLine(text, font: font, width: width) != nil { shortcuts += 1 }
            }
          }
          for alignment in TextAlignment.allCases {
            #expect(
              library.layout(text, font: font, width: width, alignment: alignment)
                == library.plainLayout(text, font: font, width: width, alignment: alignment),
              "\(name) '\(text)' \(String(describing: width)) \(alignment)")
          }
        }
      }
    }
    // The shortcut is taken often enough for the comparison to mean something.
    #expect(shortcuts > 1_000)
  }

  @Test func hardBreaksAndTrailingWhitespaceTakeThePlainPath() throws {
    let library = TestFonts.library
    let font = try library.resolve(FontSpec(name: "Liberation Sans", size: 13))
    for text in ["a\nb", "a\rb", "a\u{2028}b", "a\u{2029}b", "Row ", "Row\t", "Row\u{00A0}", ""] {
      #expect(library.oneLine(text, font: font, width: nil) == nil, "'\(text)'")
    }
    #expect(library.oneLine("Row 7", font: font, width: nil) != nil)
    #expect(library.oneLine("Row 7", font: font, width: 1) == nil)
  }
}
