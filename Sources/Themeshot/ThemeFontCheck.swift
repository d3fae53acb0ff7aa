import Primitives
import Text
import Themes

/// Checks every font a theme names against the font library, so a typo (`Helvetca Neue`)
/// is a located warning at lint time instead of a silent fallback in a render.
public enum ThemeFontCheck {
  /// Warnings for font names nothing knows, and errors for font files that cannot be read.
  /// Fonts are `font` values anywhere (styles, rules, constants, per-state and sub-styles)
  /// and Motif's `fontName` strings.
  public static func diagnostics(for theme: Theme, library: FontLibrary) -> [Diagnostic] {
    var found: [(FontSpec, SourceLocation)] = []
    func visit(_ value: ThemeValue, at location: SourceLocation) {
      switch value {
      case .font(let spec): found.append((spec, location))
      case .states(let map):
        for state in map.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
          visit(map[state]!, at: location)
        }
      case .array(let values): for v in values { visit(v, at: location) }
      case .style(let style): visit(style.properties)
      default: break
      }
    }
    func visit(_ set: PropertySet) {
      for (name, property) in set {
        if name == "fontName", let text = property.value.string {
          found.append((FontSpec(name: text, size: 17), property.location))
        } else {
          visit(property.value, at: property.location)
        }
      }
    }
    // Fonts are reported where a render reports them: at the key that set the font. A
    // constant's own font is checked only when nothing uses the constant.
    var used = Set<SourceLocation>()
    func collectUses(_ set: PropertySet) {
      for (_, property) in set {
        for step in property.provenance.references { used.insert(step.definition) }
        if case .style(let style) = property.value { collectUses(style.properties) }
      }
    }
    for style in theme.styles.values { collectUses(style.properties) }
    for rule in theme.rules { collectUses(rule.properties) }
    for constant in theme.constants.values where !used.contains(constant.location) {
      visit(constant.value, at: constant.location)
    }
    for style in theme.styles.values { visit(style.properties) }
    for rule in theme.rules { visit(rule.properties) }
    let dialects = theme.dialectsByFile

    var diagnostics: [Diagnostic] = []
    var seen = Set<String>()
    for (spec, location) in found {
      // One report per name and place (a constant used by many styles is checked once there).
      guard seen.insert("\(spec.name)|\(spec.textStyle ?? "")|\(location.description)").inserted
      else { continue }
      do {
        var found: [Diagnostic] = []
        _ = try library.resolve(spec, at: location, warnings: &found)
        // Giotto and Pixelbits draw something else than the system font (MissingFontRule):
        // the same words as the render's warning (UnknownFonts).
        for var d in found {
          if let dialect = dialects[location.file], d.message.hasPrefix("unknown font") {
            d.message = MissingFontRule.warning(d.message, in: dialect)
          }
          diagnostics.append(d)
        }
      } catch {
        diagnostics.append(.error("\(error)", at: location))
      }
    }
    return diagnostics
  }
}
