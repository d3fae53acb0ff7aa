/// Greedy line breaking at word boundaries (UAX #14 reduced to what labels need): a line
/// may break after a run of spaces, after a hyphen or dash between letters, and between
/// any two CJK ideographs or kana; a word wider than the line breaks between characters,
/// as UIKit's word wrapping does. Widths come from one shaping pass per paragraph (each
/// character's share of the glyph advances), so kerning and ligatures count.
struct LineBreaker {
  let library: FontLibrary
  let font: ResolvedFont
  let width: Double?
  let mode: LineBreakMode
  /// Off: every paragraph takes the character-by-character walk, the plain twin the tests
  /// compare the one-line shortcut with.
  var fastPaths = true

  struct Line {
    /// The line's text without trailing spaces.
    var text: String
    /// Where this line starts in the whole text, in UTF-8 bytes: the last visible line
    /// truncates the text from here on (``remainder(from:of:)``). An offset, not the text
    /// itself, so that breaking stays linear (a copy per line was quadratic, issue 17).
    var start: Int
    /// Last line of its paragraph (a justified paragraph's last line stays unjustified).
    var endsParagraph: Bool
    var isTruncated = false
  }

  func lines(of text: String) -> [Line] {
    let paragraphs = text.split(omittingEmptySubsequences: false) {
      $0 == "\n" || $0 == "\r\n" || $0 == "\u{2028}" || $0 == "\u{2029}" || $0 == "\r"
    }
    var lines: [Line] = []
    let utf8 = text.utf8
    for piece in paragraphs {
      let paragraph = String(piece)
      let base = utf8.distance(from: utf8.startIndex, to: piece.startIndex)
      for range in breakParagraph(paragraph) {
        let lineText = String(paragraph[range])
        let offset = paragraph.utf8.distance(
          from: paragraph.utf8.startIndex, to: range.lowerBound)
        lines.append(
          Line(
            text: trimmedTrailingSpaces(lineText), start: base + offset,
            endsParagraph: range.upperBound == paragraph.endIndex))
      }
    }
    return lines
  }

  /// The text from `line`'s start to the end of `text`, each hard break a space.
  static func remainder(from line: Line, of text: String) -> String {
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: line.start)
    var out = ""
    for ch in text[start...] {
      let hardBreak =
        ch == "\n" || ch == "\r\n" || ch == "\u{2028}" || ch == "\u{2029}" || ch == "\r"
      out.append(hardBreak ? " " : ch)
    }
    return out
  }

  /// Ranges of the paragraph's lines.
  private func breakParagraph(_ paragraph: String) -> [Range<String.Index>] {
    guard let width, !paragraph.isEmpty else { return [paragraph.startIndex..<paragraph.endIndex] }
    if fastPaths, fitsOnOneLine(paragraph, width) {
      return [paragraph.startIndex..<paragraph.endIndex]
    }
    let characters = Array(paragraph.indices)
    let letters = Array(paragraph)
    let spaces = letters.map(\.isWhitespace)
    // breaks[i]: a line may end before character i (computed once, looked up often).
    var breaks = [Bool](repeating: false, count: letters.count + 1)
    for i in 1..<max(1, letters.count) { breaks[i] = canBreak(letters, spaces, before: i) }
    let advances = characterAdvances(paragraph, characters: characters)
    var ranges: [Range<String.Index>] = []
    var start = 0
    while start < characters.count {
      var lineWidth = 0.0
      var lastBreak: Int?  // character index a line may end before
      var end = start
      while end < characters.count {
        let w = advances[end]
        if !spaces[end] && lineWidth + w > width && end > start { break }
        lineWidth += w
        end += 1
        if end < characters.count && breaks[end] { lastBreak = end }
      }
      if end < characters.count {
        if mode != .byCharWrapping, let lastBreak, lastBreak > start { end = lastBreak }
        // Per-character shares miss context (a kern with the next character, which now
        // starts the next line): check the line as it will be shaped, back off if needed.
        while end - start > 1 && !fitsShaped(paragraph, characters, start, end, width) {
          end = previousBreak(breaks, start: start, before: end)
        }
        // Spaces at the break stay on this line (they are not drawn).
        while end < characters.count && spaces[end] { end += 1 }
      }
      let upper = end < characters.count ? characters[end] : paragraph.endIndex
      ranges.append(characters[start]..<upper)
      start = end
    }
    return ranges
  }

  /// Whether the walk below would keep the whole paragraph on one line, known from one
  /// shaping (cached) instead of per-character arrays: most labels fit their width. With no
  /// negative advance, every width the walk sums is at most the whole advance, give or take
  /// the rounding of adding the same numbers in another order, which the margin covers.
  private func fitsOnOneLine(_ paragraph: String, _ width: Double) -> Bool {
    Self.fits(library.shape(paragraph, font: font), width)
  }

  /// Whether the walk keeps a paragraph shaped as `shaped` whole in `width` (see
  /// ``fitsOnOneLine(_:_:)``).
  static func fits(_ shaped: ShapedLine, _ width: Double) -> Bool {
    guard shaped.advance * (1 + 1e-9) <= width else { return false }
    return shaped.runs.allSatisfy { $0.glyphs.allSatisfy { $0.advance >= 0 } }
  }

  private func fitsShaped(
    _ text: String, _ characters: [String.Index], _ start: Int, _ end: Int, _ width: Double
  ) -> Bool {
    let line = trimmedTrailingSpaces(String(text[characters[start]..<characters[end]]))
    return library.shape(line, font: font).advance <= width
  }

  /// The last break opportunity after `start` and before `end` (a character boundary
  /// when wrapping by characters or when the line has no other).
  private func previousBreak(_ breaks: [Bool], start: Int, before end: Int) -> Int {
    if mode != .byCharWrapping {
      for i in stride(from: end - 1, to: start, by: -1) where breaks[i] { return i }
    }
    return end - 1
  }

  /// Each character's share of the shaped advances (a ligature's advance goes to its
  /// first character).
  private func characterAdvances(_ paragraph: String, characters: [String.Index]) -> [Double] {
    var byOffset = [Double](repeating: 0, count: paragraph.utf8.count + 1)
    for run in library.shape(paragraph, font: font).runs {
      for glyph in run.glyphs where glyph.cluster < byOffset.count {
        byOffset[glyph.cluster] += glyph.advance
      }
    }
    let utf8 = paragraph.utf8
    var advances: [Double] = []
    advances.reserveCapacity(characters.count)
    for (i, index) in characters.enumerated() {
      let lower = utf8.distance(from: utf8.startIndex, to: index)
      let upper =
        i + 1 < characters.count
        ? utf8.distance(from: utf8.startIndex, to: characters[i + 1]) : utf8.count
      advances.append((lower..<upper).reduce(0) { $0 + byOffset[$1] })
    }
    return advances
  }

  /// A line may end before character `i`.
  private func canBreak(_ letters: [Character], _ spaces: [Bool], before i: Int) -> Bool {
    let previous = letters[i - 1]
    let next = letters[i]
    if spaces[i - 1] && !spaces[i] { return true }
    if (previous == "-" || previous == "\u{2010}" || previous == "\u{2013}"
      || previous == "\u{2014}")
      && next.isLetter && i >= 2 && letters[i - 2].isLetter
    {
      return true
    }
    return isIdeographic(previous) || isIdeographic(next) && !spaces[i - 1]
  }

  private func isIdeographic(_ c: Character) -> Bool {
    guard let v = c.unicodeScalars.first?.value else { return false }
    return (0x3040...0x30FF).contains(v) || (0x3400...0x4DBF).contains(v)
      || (0x4E00...0x9FFF).contains(v) || (0xF900...0xFAFF).contains(v)
      || (0x20000...0x2FFFF).contains(v)
  }

  private func trimmedTrailingSpaces(_ s: String) -> String {
    var s = Substring(s)
    while let last = s.last, last.isWhitespace { s = s.dropLast() }
    return String(s)
  }
}
