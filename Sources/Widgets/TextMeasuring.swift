import Primitives

/// How a label breaks and truncates its lines (UIKit's `NSLineBreakMode`).
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable {
  case byWordWrapping, byCharWrapping, byClipping
  case byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Horizontal text alignment (UIKit's `NSTextAlignment`); natural is left for
/// left-to-right text.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
  case left, center, right, justified, natural
}

/// One laid-out line.
public struct TextLine: Hashable, Sendable {
  public var text: String
  /// Advance width in points.
  public var width: Double
  /// Baseline offset from the top of the text block.
  public var baseline: Double

  public init(text: String, width: Double, baseline: Double) {
    self.text = text
    self.width = width
    self.baseline = baseline
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
  /// paragraph) into at most `maxLines` lines (0: no limit), truncating as `lineBreak` says.
  func layout(
    _ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int, lineBreak: LineBreakMode
  ) -> TextBlock

  /// The height of one line of `font` (ascent + descent + leading).
  func lineHeight(_ font: FontSpec) -> Double
}

/// A font-free measurer: every character is 0.55 em wide and lines are 1.2 em high. For
/// tests of layout rules that must not depend on installed fonts.
public struct ApproximateTextMeasurer: TextMeasuring {
  public init() {}

  public func lineHeight(_ font: FontSpec) -> Double { (font.size * 1.2).rounded(.up) }

  public func layout(
    _ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int, lineBreak: LineBreakMode
  ) -> TextBlock {
    LineBreaker(
      width: { Double($0.count) * font.size * 0.55 }, lineHeight: lineHeight(font),
      ascent: font.size
    ).layout(
      text, maxWidth: maxWidth, maxLines: maxLines, lineBreak: lineBreak, fontName: font.name)
  }
}
