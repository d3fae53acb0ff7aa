import Primitives
import Themes
import Widgets

/// Where each theme value came from beyond the line that set it: the constants it went
/// through (`$Tint` → `$SystemBlueDark`), each with where it is defined. Keyed by the
/// location of the property line, which is the location a widget keeps for the value.
struct ReferenceChains {
  var steps: [SourceLocation: [ReferenceStep]] = [:]

  init(_ sheet: (any StyleSheet)?) {
    guard let theme = (sheet as? ThemeStyleSheet)?.theme else { return }
    for style in theme.styles.values { add(style.properties) }
    for rule in theme.rules { add(rule.properties) }
  }

  private mutating func add(_ set: PropertySet) {
    for (_, property) in set {
      let provenance = property.provenance
      if !provenance.references.isEmpty { steps[provenance.location] = provenance.references }
      if case .style(let nested) = property.value { add(nested.properties) }
    }
  }

  /// `$Tint (themes/motif/DarkMappings.yaml:5:3) → $SystemBlueDark (…/Colors.yaml:9:3)`,
  /// or nil when the value was written as a literal.
  func text(for location: SourceLocation) -> String? {
    guard let chain = steps[location], !chain.isEmpty else { return nil }
    return chain.map { "\($0.name) (\($0.definition.description))" }.joined(separator: " → ")
  }
}
