import Primitives
import Testing

@testable import Text

/// A paragraph that fits its width is kept whole from one shaping; the character-by-
/// character walk (`fastPaths: false`) is the twin, compared on generated paragraphs at
/// widths just around their shaped advance.
@Suite struct LineBreakerFastPathTests {
  static let pieces = [
    "Row", "12", "the", "quick-brown", "fox", " ", "  ", "Übergrößenträger", "漢字かな",
    "مرحبا", "שלום", "👋🏽", "fi", "AVA", "Wo", "—", "x\u{0301}", "ToTo", "\t", "…",
  ]

  static func paragraphs() -> [String] {
    var state: UInt64 = 7
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33)
    }
    return (0..<120).map { _ in
      (0..<(1 + next() % 7)).map { _ in pieces[next() % pieces.count] }.joined(
        separator: next() % 3 == 0 ? "" : " ")
    } + ["", " ", "Row 1", "a\nb c\u{2028}d", "trailing  "]
  }

  static func dump(_ lines: [LineBreaker.Line]) -> [String] {
    lines.map { "\($0.text)|\($0.start)|\($0.endsParagraph)|\($0.isTruncated)" }
  }

  @Test func wholeParagraphShortcutMatchesTheWalk() throws {
    let library = TestFonts.library
    var shortcuts = 0
    for name in ["Liberation Sans", "system", "DejaVu Sans Mono"] {
      let font = try library.resolve(FontSpec(name: name, size: 13))
      for text in Self.paragraphs() {
        let advance = library.shape(text, font: font).advance
        let widths: [Double?] = [
          nil, 0, advance, advance.nextUp, advance.nextDown, advance * 0.5, advance + 0.01,
          advance * 2, 100,
        ]
        for width in widths {
          for mode in [LineBreakMode.byTruncatingTail, .byCharWrapping, .byWordWrapping] {
            let fast = LineBreaker(library: library, font: font, width: width, mode: mode)
            let plain = LineBreaker(
              library: library, font: font, width: width, mode: mode, fastPaths: false)
            let a = Self.dump(fast.lines(of: text))
            let b = Self.dump(plain.lines(of: text))
            #expect(a == b, "\(name) '\(text)' width \(String(describing: width)) \(mode)")
            if let width, width >= advance * 1.001, a.count == 1 { shortcuts += 1 }
          }
        }
      }
    }
    #expect(shortcuts > 500)
  }
}
