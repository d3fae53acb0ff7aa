import Primitives
import TestSupport
import Testing

@testable import Text

@Suite struct TextLayoutTests {
  let library = TestFonts.library
  let font: ResolvedFont

  init() throws {
    font = try TestFonts.library.resolve(FontSpec(name: "Liberation Sans", size: 17))
  }

  private func width(_ text: String) -> Double { library.measure(text, font: font) }

  @Test func wrapsAtWordBoundaries() {
    let text = "The quick brown fox jumps over the lazy dog"
    let layout = library.layout(text, font: font, width: width("The quick brown") + 1)
    #expect(layout.lines.map(\.text) == ["The quick brown", "fox jumps over", "the lazy dog"])
    #expect(layout.lines.allSatisfy { $0.width <= width("The quick brown") + 1 })
    #expect(!layout.isTruncated)
  }

  @Test func baselinesStepByTheLineHeight() {
    let metrics = library.metrics(font)
    let layout = library.layout("one two three", font: font, width: width("three") + 1)
    #expect(layout.lines.count == 3)
    #expect(
      layout.lines.map(\.baseline)
        == [0, 1, 2].map { metrics.ascent + Double($0) * metrics.lineHeight })
    #expect(layout.size.height == 3 * metrics.lineHeight)
    #expect(abs(metrics.lineHeight - (metrics.ascent + metrics.descent + metrics.leading)) < 1e-9)
  }

  @Test func aWordLongerThanTheLineBreaksBetweenCharacters() {
    let layout = library.layout("Supercalifragilistic", font: font, width: width("Supercal") + 0.5)
    #expect(layout.lines.first?.text == "Supercal")
    #expect(layout.lines.map(\.text).joined() == "Supercalifragilistic")
  }

  @Test func hardLineBreaksStartNewLines() {
    let layout = library.layout("first\nsecond", font: font, width: nil)
    #expect(layout.lines.map(\.text) == ["first", "second"])
  }

  @Test func tailTruncationEndsTheLastLineWithAnEllipsis() {
    let limit = width("The quick brown") + 1
    let layout = library.layout(
      "The quick brown fox jumps over the lazy dog", font: font, width: limit, maxLines: 2)
    #expect(layout.lines.count == 2)
    #expect(layout.lines[0].text == "The quick brown")
    let last = layout.lines[1]
    #expect(last.text.hasSuffix("\u{2026}") && last.text.hasPrefix("fox jumps"))
    #expect(last.width <= limit && last.isTruncated && layout.isTruncated)
  }

  @Test func singleLineTruncationModes() {
    let text = "Settings and Privacy"
    let limit = width("Settings and") + 1
    let tail = library.layout(text, font: font, width: limit, maxLines: 1)
    let head = library.layout(
      text, font: font, width: limit, maxLines: 1, lineBreakMode: .byTruncatingHead)
    let middle = library.layout(
      text, font: font, width: limit, maxLines: 1, lineBreakMode: .byTruncatingMiddle)
    // The longest start that fits with its ellipsis: one more character would not.
    #expect(tail.lines.map(\.text) == ["Settings a\u{2026}"])
    #expect(width("Settings an\u{2026}") > limit)
    #expect(head.lines[0].text.hasPrefix("\u{2026}") && head.lines[0].text.hasSuffix("Privacy"))
    #expect(middle.lines[0].text.hasPrefix("Sett") && middle.lines[0].text.hasSuffix("acy"))
    for layout in [tail, head, middle] { #expect(layout.lines[0].width <= limit) }
    let clipped = library.layout(
      text, font: font, width: limit, maxLines: 1, lineBreakMode: .byClipping)
    #expect(clipped.lines.map(\.text) == ["Settings and"] && clipped.isTruncated)
  }

  @Test func alignmentPlacesLinesInTheBox() {
    let text = "Hello"
    let w = width(text)
    let right = library.layout(text, font: font, width: 200, alignment: .right)
    let center = library.layout(text, font: font, width: 200, alignment: .center)
    let left = library.layout(text, font: font, width: 200, alignment: .left)
    #expect(abs(right.lines[0].x - (200 - w)) < 1e-9)
    #expect(abs(center.lines[0].x - (200 - w) / 2) < 1e-9)
    #expect(left.lines[0].x == 0)
    #expect(
      right.lines[0].segments == [TextLayout.Segment(text: text, x: right.lines[0].x, width: w)])
  }

  @Test func naturalAlignmentFollowsTheParagraphDirection() throws {
    let dejaVu = try library.resolve(FontSpec(name: "DejaVu Sans", size: 17))
    let hebrew = library.layout("שלום", font: dejaVu, width: 200, alignment: .natural)
    let latin = library.layout("Hello", font: dejaVu, width: 200, alignment: .natural)
    #expect(abs(hebrew.lines[0].x + hebrew.lines[0].width - 200) < 1e-9)
    #expect(latin.lines[0].x == 0)
  }

  @Test func justifiedLinesFillTheWidthButTheLastDoesNot() {
    let limit = width("The quick brown") + 10
    let layout = library.layout(
      "The quick brown fox jumps over the lazy dog", font: font, width: limit, alignment: .justified
    )
    let first = layout.lines[0]
    #expect(first.segments.map(\.text) == ["The", "quick", "brown"])
    let end = first.segments.last.map { $0.x + $0.width } ?? 0
    #expect(abs(end - limit) < 1e-9)
    #expect(first.segments[0].x == 0)
    let last = layout.lines[layout.lines.count - 1]
    #expect(last.segments.count == 1 && last.x == 0)
  }

  @Test func noWidthMeansOneLineAsWideAsTheText() {
    let layout = library.layout("A fairly long line of text", font: font, width: nil)
    #expect(layout.lines.count == 1)
    #expect(abs(layout.size.width - width("A fairly long line of text")) < 1e-9)
  }

  /// Seeded random paragraphs and widths: never a crash or hang, never more lines than
  /// allowed, every line fits unless it is a single character.
  @Test func randomParagraphsAlwaysFit() {
    var rng = SplitMix(seed: 7)
    let words = [
      "a", "to", "the", "brown", "Supercalifragilistic", "fi", "AV", "—", "שלום", "x-y", "  ", "\n",
    ]
    for _ in 0..<60 {
      let text = (0..<Int(rng.next() % 14)).map { _ in words[Int(rng.next() % UInt64(words.count))]
      }
      .joined(separator: rng.next() % 3 == 0 ? "" : " ")
      let limit = Double(rng.next() % 200) + 5
      let maxLines = Int(rng.next() % 4)
      let mode = LineBreakMode.allCases[Int(rng.next() % 6)]
      let layout = library.layout(
        text, font: font, width: limit, maxLines: maxLines, lineBreakMode: mode)
      if maxLines > 0 { #expect(layout.lines.count <= maxLines) }
      for line in layout.lines where line.text.count > 1 && mode != .byClipping {
        #expect(line.width <= limit + 1e-9, "\(text.debugDescription) at \(limit): \(line.text)")
      }
    }
  }
}
