import Primitives

extension Theme {
  /// Constants no style, rule or other constant refers to, in definition order, each as a
  /// warning at its definition (`theme lint --unused`). A palette shared by mapping themes
  /// legitimately holds constants one theme does not use, so this is opt-in.
  public var unusedConstantDiagnostics: [Diagnostic] {
    var used: Set<String> = []
    func visit(_ set: PropertySet) {
      for (_, property) in set.entries {
        for provenance in [property.provenance] + property.overridden {
          for step in provenance.references { used.insert(step.name) }
        }
        if case .style(let s) = property.value { visit(s.properties) }
      }
    }
    for style in styles.values { visit(style.properties) }
    for rule in rules { visit(rule.properties) }
    for constant in constants.values {
      for step in constant.references { used.insert(step.name) }
    }
    return constants.values.filter { constant in
      // Reference steps carry the dialect's sigil (`$Name` in Motif and Pixelbits).
      !used.contains(constant.name) && !used.contains("$" + constant.name)
    }.map { constant in
      let sigil = [.motif, .pixelbits, .swift].contains(constant.dialect) ? "$" : ""
      let shown = sigil + constant.name
      return .warning("constant '\(shown)' is never used", at: constant.location)
    }
  }
}
