import Primitives
import Text
import Themes
import Widgets

/// Giotto's rule for a font iOS does not have: its `font:` convention returns
/// `[UIFont fontWithName:size:]`, which is nil for an unknown name (SDThemeManager.m,
/// `valueForConventionalString:`), and the nil is still applied with `setValue:forKeyPath:`
/// (NSObject+ThemeManager.m `applyThemeValue:forKeyPath:`). A label given a nil font goes
/// back to UIKit's default, the system font at 17 pt, whatever size the theme wrote. Other
/// dialects keep the written size (A_StyleInjection's decoder falls back to
/// `systemFontOfSize:` at that size), which the text measurer already does.
enum GiottoUnknownFonts {
  /// UIKit's default label font size, what `label.font = nil` restores.
  static let defaultSize = 17.0

  /// Replaces every styled font under `root` that a Giotto file set to a name `fonts`
  /// does not know with the system font at 17 pt; one located warning per font and line.
  static func apply(to root: Widget, sheet: (any StyleSheet)?, fonts: FontLibrary)
    -> [Diagnostic]
  {
    guard let theme = (sheet as? ThemeStyleSheet)?.theme else { return [] }
    let giottoFiles = Set(
      theme.styles.values.filter { $0.dialect == .giotto }.map(\.location.file)
        + theme.constants.values.filter { $0.dialect == .giotto }.map(\.location.file))
    guard !giottoFiles.isEmpty else { return [] }
    var warned: Set<SourceLocation> = []
    var diagnostics: [Diagnostic] = []
    for w in root.subtree {
      var store = w.styled
      for (key, entry) in w.styled.entries {
        for (state, value) in entry.values {
          guard case .font(let spec) = value, spec.textStyle == nil,
            let location = entry.locations[state], giottoFiles.contains(location.file),
            (try? fonts.resolve(spec))?.source == .fallback
          else { continue }
          store.set(key, .font(.system(size: defaultSize)), state: state, at: location)
          if warned.insert(location).inserted {
            diagnostics.append(
              .warning(
                "unknown font '\(spec.name)': Giotto sets the font to nil, so UIKit's default "
                  + "(the system font at 17 pt) is drawn", at: location))
          }
        }
      }
      w.styled = store
    }
    return diagnostics
  }
}
