import Primitives
import Synchronization
import Text

/// Text measurement with real fonts: the Text stage's ``FontLibrary`` resolves each font
/// (iOS names through its substitution table) and shapes with HarfBuzz, so layout sees the
/// same advances the rasterizer draws.
public final class FontLibraryMeasurer: TextMeasuring {
  public let library: FontLibrary
  private let cache = Mutex<[FontSpec: ResolvedFont]>([:])
  /// Unknown font names, each reported once, located where the widget was defined.
  private let warnings = Mutex<[Diagnostic]>([])

  public init(library: FontLibrary) {
    self.library = library
  }

  /// The face `font` resolves to (falling back to the system font, with a warning).
  public func resolve(_ font: FontSpec) -> ResolvedFont? {
    if let hit = cache.withLock({ $0[font] }) { return hit }
    var found: [Diagnostic] = []
    guard let r = try? library.resolve(FontTable.request(font), warnings: &found) else {
      return nil
    }
    cache.withLock { $0[font] = r }
    if !found.isEmpty { warnings.withLock { $0 += found } }
    return r
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
    let laid = library.layout(
      text, font: r, width: maxWidth, maxLines: maxLines, lineBreakMode: lineBreak,
      alignment: alignment)
    let lines = laid.lines.map {
      TextLine(
        text: $0.text, width: $0.width, baseline: $0.baseline, x: $0.x,
        segments: $0.segments.map { ($0.text, $0.x) })
    }
    return TextBlock(lines: lines, size: laid.size, fontName: font.name)
  }
}
