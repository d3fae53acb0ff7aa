import Primitives
import TestSupport
import Testing
import Text

@testable import Widgets

@Suite struct LineBreakerTests {
  /// One point per character, so widths are character counts.
  let breaker = LineBreaker(width: { Double($0.count) }, lineHeight: 10, ascent: 8)

  func lines(_ text: String, _ width: Double?, _ max: Int, _ mode: LineBreakMode) -> [String] {
    breaker.layout(text, maxWidth: width, maxLines: max, lineBreak: mode, fontName: "x").lines
      .map(\.text)
  }

  @Test func wrapsAtSpaces() {
    #expect(lines("aa bb cc dd", 5, 0, .byWordWrapping) == ["aa bb", "cc dd"])
  }

  @Test func wrapsByCharacters() {
    #expect(lines("abcdefg", 3, 0, .byCharWrapping) == ["abc", "def", "g"])
  }

  @Test func breaksAWordLongerThanTheLine() {
    #expect(lines("abcdefgh ij", 4, 0, .byWordWrapping) == ["abcd", "efgh", "ij"])
  }

  @Test func truncatesTailHeadAndMiddle() {
    #expect(lines("abcdefghij", 6, 1, .byTruncatingTail) == ["abcde…"])
    #expect(lines("abcdefghij", 6, 1, .byTruncatingHead) == ["…fghij"])
    #expect(lines("abcdefghij", 6, 1, .byTruncatingMiddle) == ["ab…hij"])
    #expect(lines("abcdefghij", 6, 1, .byClipping) == ["abcdefghij"])
  }

  @Test func cutParagraphEndsInEllipsisOnTheLastLine() {
    #expect(lines("aa bb cc dd ee", 5, 2, .byTruncatingTail) == ["aa bb", "cc d…"])
  }

  @Test func baselinesStepByLineHeight() {
    let block = breaker.layout(
      "a\nb\nc", maxWidth: nil, maxLines: 0, lineBreak: .byWordWrapping, fontName: "x")
    #expect(block.lines.map(\.baseline) == [8, 18, 28])
    #expect(block.size == Size(width: 1, height: 30))
  }

  /// Seeded random text and widths: every line fits (or is one character), never a hang.
  @Test func randomTextAlwaysFits() {
    var rng = SplitMix(seed: 7)
    for _ in 0..<200 {
      let words = (0..<Int(rng.next() % 12)).map { _ in
        String(repeating: "x", count: 1 + Int(rng.next() % 9))
      }
      let width = Double(1 + rng.next() % 12)
      let modes = LineBreakMode.allCases
      let mode = modes[Int(rng.next() % UInt64(modes.count))]
      let out = lines(words.joined(separator: " "), width, Int(rng.next() % 4), mode)
      for l in out where mode != .byClipping {
        #expect(Double(l.count) <= width || l.count <= 1, "\(l) in \(width)")
      }
    }
  }
}
