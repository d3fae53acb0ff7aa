import Primitives
import Text

/// One laid-out line.
public struct TextLine: Hashable, Sendable {
  public var text: String
  /// Advance width in points.
  public var width: Double
  /// Baseline offset from the top of the text block.
  public var baseline: Double
  /// Left edge after alignment, from the left of the box.
  public var x: Double
  /// Pieces drawn as one text op each, with their x from the box's left: the whole line,
  /// or one word per piece on a justified line.
  public var segments: [(text: String, x: Double)]

  public init(
    text: String, width: Double, baseline: Double, x: Double = 0,
    segments: [(text: String, x: Double)]? = nil
  ) {
    self.text = text
    self.width = width
    self.baseline = baseline
    self.x = x
    self.segments = segments ?? [(text, x)]
  }

  public static func == (a: TextLine, b: TextLine) -> Bool {
    a.text == b.text && a.width == b.width && a.baseline == b.baseline && a.x == b.x
      && a.segments.map(\.text) == b.segments.map(\.text)
      && a.segments.map(\.x) == b.segments.map(\.x)
  }

  public func hash(into h: inout Hasher) {
    h.combine(text)
    h.combine(x)
    h.combine(baseline)
  }
}

/// Text laid out in a box: its lines and the size they take.
public struct TextBlock: Hashable, Sendable {
  public var lines: [TextLine]
  public var size: Size
  /// The font name the text was laid out with, as the Text stage resolves it.
  public var fontName: String

  public init(lines: [TextLine], size: Size, fontName: String) {
    self.lines = lines
    self.size = size
    self.fontName = fontName
  }
}

/// The text measurement layout needs. The Text stage's font library implements it; tests
/// may use ``ApproximateTextMeasurer``.
public protocol TextMeasuring: Sendable {
  /// Lays `text` out in `font`, wrapping at `maxWidth` (nil: one unbounded line per
  /// paragraph) into at most `maxLines` lines (0: no limit), truncating as `lineBreak` says,
  /// and aligning each line in a box `maxWidth` wide.
  func layout(
    _ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int, lineBreak: LineBreakMode,
    alignment: TextAlignment
  ) -> TextBlock

  /// The height of one line of `font` (ascent + descent + leading).
  func lineHeight(_ font: FontSpec) -> Double

  /// The size of `text` laid out left-aligned as ``layout(_:font:maxWidth:maxLines:lineBreak:)``
  /// does, for measuring: a measurer may work it out without building the lines.
  func size(
    of text: String, font: FontSpec, maxWidth: Double?, maxLines: Int, lineBreak: LineBreakMode
  ) -> Size
}

extension TextMeasuring {
  /// Left-aligned layout, for measuring.
  public func layout(
    _ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int, lineBreak: LineBreakMode
  ) -> TextBlock {
    layout(
      text, font: font, maxWidth: maxWidth, maxLines: maxLines, lineBreak: lineBreak,
      alignment: .left)
  }

  public func size(
    of text: String, font: FontSpec, maxWidth: Double?, maxLines: Int, lineBreak: LineBreakMode
  ) -> Size {
    layout(text, font: font, maxWidth: maxWidth, maxLines: maxLines, lineBreak: lineBreak).size
  }
}

/// A font-free measurer: every character is 0.55 em wide and lines are 1.2 em high. For
/// tests of layout rules that must not depend on installed fonts.
public struct ApproximateTextMeasurer: TextMeasuring {
  public init() {}

  public func lineHeight(_ font: FontSpec) -> Double { (font.size * 1.2).rounded(.up) }

  /// The width function the line breaker is given: additive, 0.55 em a character.
  static func width(_ characters: Int, _ font: FontSpec) -> Double {
    Double(characters) * font.size * 0.55
  }

  /// ``layout(_:font:maxWidth:maxLines:lineBreak:alignment:)``'s size without its lines
  /// when `text` stays one line as written (most labels and titles), else the layout's.
  /// Measuring built the line breaker's arrays and strings for each label and title, about
  /// ten allocations each; ``TextMeasuringTests`` compares the two on generated text.
  public func size(
    of text: String, font: FontSpec, maxWidth: Double?, maxLines: Int, lineBreak: LineBreakMode
  ) -> Size {
    guard let width = singleLineWidth(text, font: font, maxWidth: maxWidth, maxLines: maxLines)
    else {
      return layout(text, font: font, maxWidth: maxWidth, maxLines: maxLines, lineBreak: lineBreak)
        .size
    }
    // A line too wide for the box is truncated, unless clipped.
    if let maxWidth, lineBreak != .byClipping, width > maxWidth + 0.01 {
      return layout(text, font: font, maxWidth: maxWidth, maxLines: maxLines, lineBreak: lineBreak)
        .size
    }
    return Size(width: min(width, maxWidth ?? .infinity), height: lineHeight(font))
  }

  /// The width of `text` as the one line the line breaker makes of it, or nil when it might
  /// make another: a newline, spaces it would drop (leading, trailing, doubled), or, when it
  /// wraps, text not clearly inside `maxWidth`. Its running sums of per-character widths
  /// differ from this product by far less than its tolerance (10⁻⁹ of the width) for texts
  /// of up to a million characters.
  func singleLineWidth(
    _ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int
  ) -> Double? {
    var previous: UInt8 = 32
    for byte in text.utf8 {
      if byte == 10 || (byte == 32 && previous == 32) { return nil }
      previous = byte
    }
    if previous == 32, !text.isEmpty { return nil }
    let count = text.count
    let width = Self.width(count, font)
    guard let maxWidth, maxLines != 1 else { return width }
    guard count <= 1_000_000, font.size > 0, font.size.isFinite, width <= maxWidth else {
      return nil
    }
    return width
  }

  public func layout(
    _ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int, lineBreak: LineBreakMode,
    alignment: Text.TextAlignment
  ) -> TextBlock {
    var block = LineBreaker(
      width: { Self.width($0.count, font) }, lineHeight: lineHeight(font),
      ascent: font.size
    ).layout(
      text, maxWidth: maxWidth, maxLines: maxLines, lineBreak: lineBreak, fontName: font.name)
    let box = maxWidth ?? block.size.width
    for i in block.lines.indices {
      let w = block.lines[i].width
      let x: Double =
        switch alignment {
        case .center: (box - w) / 2
        case .right: box - w
        default: 0
        }
      block.lines[i].x = x
      block.lines[i].segments = [(block.lines[i].text, x)]
    }
    return block
  }
}
