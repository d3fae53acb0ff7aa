import Primitives
import Text
import Themes
import Widgets

/// Applies each dialect's ``MissingFontRule`` to the fonts a theme set on a styled tree:
/// a font the library does not know, set from a Giotto file, becomes the system font at
/// 17 pt; set from a Pixelbits file, it is taken off again, so the view keeps its own font
/// (its screen or storyboard value, else UIKit's default). Other dialects keep the written
/// size, which the text measurer already draws. One located warning per font and line.
///
/// This runs at render time because only the render has the font library; the rules and
/// their sources are in `Themes/Values/MissingFontRule.swift`.
enum UnknownFonts {
  static func apply(to root: Widget, sheet: (any StyleSheet)?, fonts: FontLibrary)
    -> [Diagnostic]
  {
    guard let theme = (sheet as? ThemeStyleSheet)?.theme else { return [] }
    let dialects = theme.dialectsByFile.filter {
      MissingFontRule.of($0.value) != .systemAtWrittenSize
    }
    guard !dialects.isEmpty else { return [] }
    var warned: Set<SourceLocation> = []
    var diagnostics: [Diagnostic] = []
    // Each font asked once: a theme sets a few fonts on thousands of widgets, and the
    // library's warning text does not depend on where the font was set.
    var unknown: [FontSpec: String?] = [:]
    func unknownFontWarning(_ spec: FontSpec) -> String? {
      if let known = unknown[spec] { return known }
      var found: [Diagnostic] = []
      var message: String?
      if (try? fonts.resolve(spec, warnings: &found))?.source == .fallback {
        message = found.first(where: { $0.message.hasPrefix("unknown font") })?.message
      }
      unknown[spec] = .some(message)
      return message
    }
    for w in root.subtree {
      var store = w.styled
      var changed = false
      w.styled.forEachValue { key, state, value, location in
        guard case .font(let spec) = value, spec.textStyle == nil,
          let location, let dialect = dialects[location.file],
          let libraryMessage = unknownFontWarning(spec)
        else { return }
        // The words `theme lint` prints too (ThemeFontCheck), whatever the view's kind.
        let message = MissingFontRule.warning(libraryMessage, in: dialect)
        var rule = MissingFontRule.of(dialect)
        // Giotto's UISegmentedControl+ThemeManager.m takes `font` only when it is a UIFont;
        // the nil goes on to `setValue:forKeyPath:@"font"`, a key the control lacks, and
        // the exception is caught: its titles keep their font.
        if rule == .uiKitDefault, w.kind == .segmentedControl { rule = .keepPrevious }
        switch rule {
        case .uiKitDefault:
          store.set(
            key, .font(.system(size: MissingFontRule.uiKitDefaultSize)), state: state,
            at: location)
        case .keepPrevious:
          store = Self.removing(state, of: key, from: store)
        case .systemAtWrittenSize:
          return
        }
        changed = true
        if warned.insert(location).inserted {
          diagnostics.append(.warning(message, at: location))
        }
      }
      if changed { w.styled = store }
    }
    return diagnostics
  }

  /// `store` without `key`'s value in `state` (the other states kept).
  static func removing(_ state: ControlState, of key: String, from store: PropertyStore)
    -> PropertyStore
  {
    guard let entry = store.entries[key] else { return store }
    var out = store
    out.remove(key)
    for (s, v) in entry.values where s != state {
      out.set(key, v, state: s, at: entry.locations[s])
    }
    return out
  }
}
