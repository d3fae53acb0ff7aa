import Primitives

/// UIKit's `NSLineBreakMode`: how a label wraps and what it does with text that does not
/// fit its lines.
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable {
  /// Wrap at word boundaries; a word longer than the line breaks between characters.
  case byWordWrapping
  /// Wrap between characters.
  case byCharWrapping
  /// Wrap at words; lines past the limit are dropped, the last one cut off by the clip.
  case byClipping
  /// Wrap at words; the last line shows its end, starting with "…".
  case byTruncatingHead
  /// Wrap at words; the last line ends with "…" (UILabel's default).
  case byTruncatingTail
  /// Wrap at words; the last line keeps its start and end around a "…".
  case byTruncatingMiddle
}

/// UIKit's `NSTextAlignment`.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
  case left, center, right
  /// Lines but the last of each paragraph stretch to the full width, at the spaces.
  case justified
  /// Left for left-to-right paragraphs, right for right-to-left ones.
  case natural
}

/// A paragraph laid out in a box: what to draw where. All values in points, x from the
/// box's left edge, y from its top.
public struct TextLayout: Hashable, Sendable {
  /// A piece of a line drawn as one text run (one display-list text op) with its
  /// baseline start at (`x`, line baseline). A line is one segment, except a justified
  /// line, which is one segment per word so the stretched spaces land where they should.
  public struct Segment: Hashable, Sendable {
    /// What this segment draws.
    public var text: String
    /// Baseline start, from the box's left edge.
    public var x: Double
    /// Advance width of the segment.
    public var width: Double
  }

  /// One line of the layout.
  public struct Line: Hashable, Sendable {
    /// What the line shows (trailing spaces removed; an ellipsis included when truncated).
    public var text: String
    /// Left edge of the line after alignment.
    public var x: Double
    /// Baseline, from the box's top.
    public var baseline: Double
    /// Drawn width (the box width for justified lines).
    public var width: Double
    /// Draw these; see ``Segment``.
    public var segments: [Segment]
    /// This line was cut short with "…".
    public var isTruncated: Bool
  }

  /// The lines, top to bottom.
  public var lines: [Line]
  /// Width of the widest line (the box width for justified text) × lines × line height.
  public var size: Size
  /// Baseline-to-baseline distance (the font's line height).
  public var lineHeight: Double
  /// Some text is not shown (truncated, clipped, or past the line limit).
  public var isTruncated: Bool
}

extension FontLibrary {
  /// Lays out `text` as UILabel does: wraps at word boundaries (or as `lineBreakMode`
  /// says) to `width`, keeps at most `maxLines` lines (0: no limit), truncates the last
  /// one with "…", and aligns each line. Hard line breaks (`\n`, U+2028) start new
  /// paragraphs. A nil `width` never wraps.
  public func layout(
    _ text: String, font: ResolvedFont, width: Double?, maxLines: Int = 0,
    lineBreakMode: LineBreakMode = .byTruncatingTail, alignment: TextAlignment = .natural
  ) -> TextLayout {
    if let shaped = oneLine(text, font: font, width: width) {
      return align(
        [LineBreaker.Line(text: text, start: 0, endsParagraph: true)], shaped: [shaped],
        font: font, width: width, alignment: alignment, metrics: metrics(font), truncated: false)
    }
    return plainLayout(
      text, font: font, width: width, maxLines: maxLines, lineBreakMode: lineBreakMode,
      alignment: alignment)
  }

  /// The size ``layout(_:font:width:maxLines:lineBreakMode:alignment:)`` takes, without its
  /// lines when `text` stays one line (most labels): layout measures every label to size
  /// it, and building the lines, segments and their strings cost more than the shaping.
  public func size(
    _ text: String, font: ResolvedFont, width: Double?, maxLines: Int = 0,
    lineBreakMode: LineBreakMode = .byTruncatingTail
  ) -> Size {
    if let shaped = oneLine(text, font: font, width: width) {
      return Size(width: shaped.advance, height: metrics(font).lineHeight)
    }
    return plainLayout(
      text, font: font, width: width, maxLines: maxLines, lineBreakMode: lineBreakMode,
      alignment: .left
    ).size
  }

  /// `text` shaped as the one line ``layout(_:font:width:maxLines:lineBreakMode:alignment:)``
  /// makes of it at `width` without the line breaker, or nil when the breaker must decide
  /// (a hard break, trailing space, or too wide): a label measured once can be drawn from
  /// this line (``layout(singleLine:font:width:alignment:)``) without shaping it again.
  public func singleLine(_ text: String, font: ResolvedFont, width: Double?) -> ShapedLine? {
    oneLine(text, font: font, width: width)
  }

  /// ``layout(_:font:width:maxLines:lineBreakMode:alignment:)`` of the text `line` was
  /// shaped from (by ``singleLine(_:font:width:)``, at any width), laid out at `width`
  /// without shaping it again; nil when it does not fit `width`, where the line breaker
  /// decides. The line limit and truncation cannot apply to a line that fits.
  public func layout(
    singleLine line: ShapedLine, font: ResolvedFont, width: Double?, alignment: TextAlignment
  ) -> TextLayout? {
    if let width, !LineBreaker.fits(line, width) { return nil }
    return align(
      [LineBreaker.Line(text: line.text, start: 0, endsParagraph: true)], shaped: [line],
      font: font, width: width, alignment: alignment, metrics: metrics(font), truncated: false)
  }

  /// `text` shaped, when the line breaker would keep it whole as one line that needs no
  /// truncation: no hard break, nothing it would trim at the end, and no width or a width
  /// it fits (the breaker's own test). Then a line limit and truncation cannot apply.
  /// Any byte of a hard break (`\n`, `\r`, U+2028, U+2029) takes the plain path.
  func oneLine(_ text: String, font: ResolvedFont, width: Double?) -> ShapedLine? {
    guard let last = text.last, !last.isWhitespace else { return nil }
    var previous: (UInt8, UInt8) = (0, 0)
    for byte in text.utf8 {
      if byte == 0x0A || byte == 0x0D { return nil }
      // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
      if byte & 0xFE == 0xA8, previous == (0xE2, 0x80) { return nil }
      previous = (previous.1, byte)
    }
    let shaped = shape(text, font: font)
    if let width, !LineBreaker.fits(shaped, width) { return nil }
    return shaped
  }

  /// ``layout(_:font:width:maxLines:lineBreakMode:alignment:)`` by the line breaker for
  /// every text: the twin its one-line shortcut is compared with.
  func plainLayout(
    _ text: String, font: ResolvedFont, width: Double?, maxLines: Int = 0,
    lineBreakMode: LineBreakMode = .byTruncatingTail, alignment: TextAlignment = .natural
  ) -> TextLayout {
    let metrics = metrics(font)
    let breaker = LineBreaker(library: self, font: font, width: width, mode: lineBreakMode)
    var broken = breaker.lines(of: text)
    var truncated = false
    if maxLines > 0 && broken.count > maxLines {
      truncated = true
      let last = broken[maxLines - 1]
      broken = Array(broken[..<(maxLines - 1)])
      var final = last
      if let width, lineBreakMode != .byClipping, lineBreakMode != .byWordWrapping,
        lineBreakMode != .byCharWrapping
      {
        final.text = truncate(
          LineBreaker.remainder(from: last, of: text), font: font, width: width,
          mode: lineBreakMode, force: true)
        final.isTruncated = true
      }
      final.endsParagraph = true
      broken.append(final)
    }
    for i in broken.indices where !broken[i].isTruncated {
      if let width, lineBreakMode.truncates, shape(broken[i].text, font: font).advance > width {
        broken[i].text = truncate(
          broken[i].text, font: font, width: width, mode: lineBreakMode, force: false)
        broken[i].isTruncated = true
        truncated = true
      }
    }
    return align(
      broken, font: font, width: width, alignment: alignment, metrics: metrics, truncated: truncated
    )
  }

  private func align(
    _ broken: [LineBreaker.Line], shaped given: [ShapedLine]? = nil, font: ResolvedFont,
    width: Double?, alignment: TextAlignment, metrics: FontMetrics, truncated: Bool
  ) -> TextLayout {
    let shaped = given ?? broken.map { shape($0.text, font: font) }
    let widest = shaped.map(\.advance).max() ?? 0
    let boxWidth = width ?? widest
    var lines: [TextLayout.Line] = []
    for (i, line) in broken.enumerated() {
      let advance = shaped[i].advance
      let baseline = metrics.ascent + Double(i) * metrics.lineHeight
      var resolved = alignment
      if alignment == .natural { resolved = shaped[i].isRightToLeft ? .right : .left }
      if alignment == .justified && (line.endsParagraph || line.isTruncated || width == nil) {
        resolved = shaped[i].isRightToLeft ? .right : .left
      }
      if resolved == .justified,
        let segments = justify(
          line.text, font: font, width: boxWidth, rightToLeft: shaped[i].isRightToLeft)
      {
        lines.append(
          TextLayout.Line(
            text: line.text, x: 0, baseline: baseline, width: boxWidth, segments: segments,
            isTruncated: false))
        continue
      }
      let x: Double =
        switch resolved {
        case .right: boxWidth - advance
        case .center: (boxWidth - advance) / 2
        default: 0
        }
      lines.append(
        TextLayout.Line(
          text: line.text, x: x, baseline: baseline, width: advance,
          segments: [TextLayout.Segment(text: line.text, x: x, width: advance)],
          isTruncated: line.isTruncated))
    }
    let hasJustified = lines.contains { $0.segments.count > 1 }
    return TextLayout(
      lines: lines,
      size: Size(
        width: hasJustified ? boxWidth : widest, height: Double(lines.count) * metrics.lineHeight),
      lineHeight: metrics.lineHeight, isTruncated: truncated)
  }

  /// One segment per word, the spaces between stretched so the line fills `width`; nil
  /// when the line has a single word (it stays at the start).
  private func justify(_ text: String, font: ResolvedFont, width: Double, rightToLeft: Bool)
    -> [TextLayout.Segment]?
  {
    let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    guard words.count > 1 else { return nil }
    let widths = words.map { shape($0, font: font).advance }
    let gap = (width - widths.reduce(0, +)) / Double(words.count - 1)
    var segments: [TextLayout.Segment] = []
    var pen = 0.0
    for (word, w) in zip(words, widths) {
      let x = rightToLeft ? width - pen - w : pen
      segments.append(TextLayout.Segment(text: word, x: x, width: w))
      pen += w + gap
    }
    return segments
  }
}

extension LineBreakMode {
  var truncates: Bool {
    self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle
  }
}
