import Primitives
import Synchronization
import Text

/// Text measurement with real fonts: the Text stage's ``FontLibrary`` resolves each font
/// (iOS names through its substitution table) and shapes with HarfBuzz, so layout sees the
/// same advances the rasterizer draws.
public final class FontLibraryMeasurer: TextMeasuring {
  public let library: FontLibrary
  /// Each font's face, boxed: every label measured in a font holds the one box, not a copy
  /// of the font and face (two hundred bytes and a dozen retains a label).
  private let cache = Mutex<[FontSpec: MeasuredFont]>([:])
  /// Unknown font names, each reported once, located where the widget was defined.
  private let warnings = Mutex<[Diagnostic]>([])

  public init(library: FontLibrary) {
    self.library = library
  }

  /// The face `font` resolves to (falling back to the system font, with a warning).
  public func resolve(_ font: FontSpec) -> ResolvedFont? { measuredFont(font)?.resolved }

  /// ``resolve(_:)``'s face with its font, in the box the cache keeps.
  func measuredFont(_ font: FontSpec) -> MeasuredFont? {
    let (r, found) = look(font, keepingWarned: true)
    if !found.isEmpty { warnings.withLock { $0 += found } }
    return r
  }

  /// The cached face of `font`, or the library's answer and its warnings, kept in the
  /// cache unless it warned and `keepingWarned` is off.
  private func look(_ font: FontSpec, keepingWarned: Bool) -> (MeasuredFont?, [Diagnostic]) {
    if let hit = cache.withLock({ $0[font] }) { return (hit, []) }
    var found: [Diagnostic] = []
    guard let r = try? library.resolve(FontTable.request(font), warnings: &found) else {
      return (nil, [])
    }
    let box = MeasuredFont(font: font, resolved: r)
    if keepingWarned || found.isEmpty { cache.withLock { $0[font] = box } }
    return (box, found)
  }

  /// Resolves `font` ahead of its use and keeps it as ``resolve(_:)`` would, when it
  /// resolves without a warning (the caller's other thread readies a theme's fonts while
  /// a render loads its screen). A font that warns is not kept: the render that uses it
  /// resolves it itself, so its warning is met there, in the order it would be without
  /// this. Returns whether the font is kept.
  @discardableResult
  public func ready(_ font: FontSpec) -> Bool {
    let (r, found) = look(font, keepingWarned: false)
    return r != nil && found.isEmpty
  }

  /// Warnings about fonts nothing knows, in the order they were first met.
  public var diagnostics: [Diagnostic] {
    var seen = Set<String>()
    return warnings.withLock { $0 }.filter { seen.insert($0.message).inserted }
  }

  public func lineHeight(_ font: FontSpec) -> Double {
    guard let r = resolve(font) else { return font.size * 1.2 }
    return library.metrics(r).lineHeight
  }

  /// The layout's size, through the library's one-line shortcut (``FontLibrary/size(_:font:width:maxLines:lineBreakMode:)``):
  /// layout measures every label and title.
  public func size(
    of text: String, font: FontSpec, maxWidth: Double?, maxLines: Int, lineBreak: LineBreakMode
  ) -> Size {
    guard let r = resolve(font) else {
      return ApproximateTextMeasurer().size(
        of: text, font: font, maxWidth: maxWidth, maxLines: maxLines, lineBreak: lineBreak)
    }
    return library.size(
      text, font: r, width: maxWidth, maxLines: maxLines, lineBreakMode: lineBreak)
  }

  public func layout(
    _ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int, lineBreak: LineBreakMode,
    alignment: TextAlignment
  ) -> TextBlock {
    guard let r = resolve(font) else {
      return ApproximateTextMeasurer().layout(
        text, font: font, maxWidth: maxWidth, maxLines: maxLines, lineBreak: lineBreak,
        alignment: alignment)
    }
    return block(
      library.layout(
        text, font: r, width: maxWidth, maxLines: maxLines, lineBreakMode: lineBreak,
        alignment: alignment), font: font)
  }

  /// A label's text measured for layout: its size, and the shaped line it is drawn from
  /// when it stays one line, so drawing does not lay it out again
  /// (`layout(_:maxWidth:alignment:)`). Sizes are ``size(of:font:maxWidth:maxLines:lineBreak:)``'s.
  func measureLabel(
    _ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int, lineBreak: LineBreakMode
  ) -> (size: Size, measured: MeasuredLabel?) {
    guard let face = measuredFont(font),
      let line = library.singleLine(text, font: face.resolved, width: maxWidth)
    else {
      return (
        size(of: text, font: font, maxWidth: maxWidth, maxLines: maxLines, lineBreak: lineBreak),
        nil
      )
    }
    let size = Size(width: line.advance, height: library.metrics(face.resolved).lineHeight)
    return (size, MeasuredLabel(text: text, face: face, line: line, measurer: self))
  }

  /// ``layout(_:font:maxWidth:maxLines:lineBreak:alignment:)`` of a label this measurer
  /// measured, from its shaped line; nil when the line does not fit `maxWidth` (then the
  /// line breaker decides, through the plain call).
  func layout(_ measured: MeasuredLabel, maxWidth: Double?, alignment: TextAlignment)
    -> TextBlock?
  {
    laidOut(measured, maxWidth: maxWidth, alignment: alignment).map {
      block($0, font: measured.font)
    }
  }

  /// ``layout(_:maxWidth:alignment:)``'s lines as the library gives them, which drawing
  /// reads directly (the block's copies of the lines were two allocations a label).
  func laidOut(_ measured: MeasuredLabel, maxWidth: Double?, alignment: TextAlignment)
    -> TextLayout?
  {
    library.layout(
      singleLine: measured.line, font: measured.face.resolved, width: maxWidth,
      alignment: alignment)
  }

  private func block(_ laid: TextLayout, font: FontSpec) -> TextBlock {
    let lines = laid.lines.map {
      TextLine(
        text: $0.text, width: $0.width, baseline: $0.baseline, x: $0.x,
        segments: $0.segments.map { ($0.text, $0.x) })
    }
    return TextBlock(lines: lines, size: laid.size, fontName: font.name)
  }
}

/// A label's text as layout measured it (`FontLibraryMeasurer.measureLabel`): kept on the
/// widget for drawing, good for the same text, font and measurer. A class: every widget's
/// own values hold the reference, one word, not the line and fonts.
final class MeasuredLabel {
  let text: String
  /// The measurer's box for the font (shared by every label in it).
  let face: MeasuredFont
  let line: ShapedLine
  let measurer: FontLibraryMeasurer

  var font: FontSpec { face.font }
  var resolved: ResolvedFont { face.resolved }

  init(text: String, face: MeasuredFont, line: ShapedLine, measurer: FontLibraryMeasurer) {
    self.text = text
    self.face = face
    self.line = line
    self.measurer = measurer
  }

  /// Whether this is the measurement of `text` in `font` by `measurer`.
  func isMeasurement(of text: String, font: FontSpec, by measurer: any TextMeasuring) -> Bool {
    (measurer as? FontLibraryMeasurer) === self.measurer && self.text == text && self.font == font
  }
}

/// A font and the face it resolved to, as ``FontLibraryMeasurer`` keeps them.
final class MeasuredFont: Sendable {
  let font: FontSpec
  let resolved: ResolvedFont

  init(font: FontSpec, resolved: ResolvedFont) {
    self.font = font
    self.resolved = resolved
  }
}
