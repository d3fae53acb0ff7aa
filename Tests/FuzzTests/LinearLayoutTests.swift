import Foundation
import Primitives
import Testing
import Text
import Widgets

/// Text layout is linear in the text (issue 17: a 1 MB label grew quadratically: each line
/// copied the rest of the text, and truncation re-measured every shorter candidate).
@Suite struct LinearLayoutTests {
  static let words = (0..<200_000).map { "w\($0 % 97)" }.joined(separator: " ")  // ~1 MB

  @Test(.timeLimit(.minutes(1)))
  func approximateLayoutOfOneMegabyteWrapsAndTruncates() {
    let measurer = ApproximateTextMeasurer()
    let font = FontSpec.system(size: 10)
    let block = measurer.layout(
      Self.words, font: font, maxWidth: 200, maxLines: 3, lineBreak: .byTruncatingTail)
    #expect(block.lines.count == 3)
    #expect(block.lines.last?.text.hasSuffix("…") == true)
    #expect(block.lines.allSatisfy { $0.width <= 200 })
  }

  @Test(.timeLimit(.minutes(1)))
  func approximateLayoutOfOneLongWordBreaksByCharacters() {
    // One 1 MB word: it was broken off one character at a time, re-measuring the rest.
    let word = String(repeating: "x", count: 1_000_000)
    let block = ApproximateTextMeasurer().layout(
      word, font: .system(size: 10), maxWidth: 55, maxLines: 0, lineBreak: .byWordWrapping)
    // 55 pt holds ten 5.5 pt characters.
    #expect(block.lines.count == 100_000)
    #expect(block.lines.allSatisfy { $0.text.count == 10 })
  }

  @Test(arguments: [LineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail])
  func truncationMatchesTheOneByOneRule(_ mode: LineBreakMode) {
    // The running sums give what re-measuring each candidate gave (UILabel's rule:
    // the longest text that fits with its ellipsis).
    let text = "The quick brown fox jumps over the lazy dog"
    let font = FontSpec.system(size: 10)
    let block = ApproximateTextMeasurer().layout(
      text, font: font, maxWidth: 100, maxLines: 1, lineBreak: mode)
    let line = block.lines[0].text
    #expect(line.contains("…"))
    #expect(Double(line.count) * 5.5 <= 100 + 1e-9)
    #expect(Double(line.count + 1) * 5.5 > 100)
  }

  @Test(.timeLimit(.minutes(2)))
  func fontLayoutOfALongLabelIsLinear() throws {
    // Real fonts: a label of 100,000 characters (the default text budget) wrapped at 300 pt
    // into three lines. The remainder of the text is built once, not once per line.
    let measurer = FontLibraryMeasurer(library: try FontLibrary())
    let text = String(Self.words.prefix(100_000))
    let block = measurer.layout(
      text, font: .system(size: 12), maxWidth: 300, maxLines: 3, lineBreak: .byTruncatingTail)
    #expect(block.lines.count == 3)
    #expect(block.lines.last?.text.hasSuffix("\u{2026}") == true)
    #expect(block.lines.allSatisfy { $0.width <= 300 })
  }

  @Test func overlongTextIsALocatedError() throws {
    let text = String(repeating: "a", count: Limits.textBytes + 1)
    let screen = "root:\n  type: UILabel\n  props: {text: \(text)}\n"
    #expect(throws: DiagnosticError.self) {
      try ScreenFile.parse(screen, file: "long.yml", name: "long")
    }
  }
}
