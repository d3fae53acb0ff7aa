import Primitives

/// One resolved value that differs between two themes (Light against Dark, or a theme
/// against its previous version): what `theme diff` prints.
public struct ThemeDifference: Hashable, Sendable {
  /// What differs: `constant 'Tint'`, `style 'Button' titleColor`, `rule 'UILabel' font`.
  public var subject: String
  /// The value in the first theme (nil: absent) and where it was set.
  public var old: ThemeValue?
  public var oldLocation: SourceLocation?
  /// The value in the second theme (nil: absent) and where it was set.
  public var new: ThemeValue?
  public var newLocation: SourceLocation?

  /// `- old` / `+ new` lines under the subject.
  public var text: String {
    var lines = [subject]
    if let old {
      lines.append("  - \(old.json.text)" + (oldLocation.map { "  (\($0.description))" } ?? ""))
    }
    if let new {
      lines.append("  + \(new.json.text)" + (newLocation.map { "  (\($0.description))" } ?? ""))
    }
    return lines.joined(separator: "\n")
  }
}

extension Theme {
  /// The resolved constants, style properties and rule properties that differ from `other`,
  /// in this theme's order, then what only `other` has. Values compare by their JSON form.
  public func differences(from other: Theme) -> [ThemeDifference] {
    var out: [ThemeDifference] = []
    func compare(_ subject: String, _ a: PropertySet?, _ b: PropertySet?) {
      let names = (a?.names ?? []) + (b?.names ?? []).filter { a?.property(named: $0) == nil }
      for name in names {
        let pa = a?.property(named: name)
        let pb = b?.property(named: name)
        guard pa?.value.json != pb?.value.json else { continue }
        out.append(
          ThemeDifference(
            subject: "\(subject) \(name)", old: pa?.value, oldLocation: pa?.location,
            new: pb?.value, newLocation: pb?.location))
      }
    }
    let constantNames = Array(constants.keys) + other.constants.keys.filter { constants[$0] == nil }
    for name in constantNames {
      let a = constants[name]
      let b = other.constants[name]
      // Literals: a constant only one theme uses is typed there and text in the other.
      guard a?.literal.json != b?.literal.json else { continue }
      out.append(
        ThemeDifference(
          subject: "constant '\(name)'", old: a?.value, oldLocation: a?.location, new: b?.value,
          newLocation: b?.location))
    }
    let styleNames = Array(styles.keys) + other.styles.keys.filter { styles[$0] == nil }
    for name in styleNames {
      compare("style '\(name)'", styles[name]?.properties, other.styles[name]?.properties)
    }
    let ruleSelectors =
      rules.map(\.selector.description)
      + other.rules.map(\.selector.description).filter { s in
        !rules.contains { $0.selector.description == s }
      }
    for selector in ruleSelectors {
      func merged(_ theme: Theme) -> PropertySet? {
        let matching = theme.rules.filter { $0.selector.description == selector }
        guard !matching.isEmpty else { return nil }
        var set = PropertySet()
        for rule in matching.sorted(by: { $0.specificity < $1.specificity }) {
          set.apply(rule.properties)
        }
        return set
      }
      compare("rule '\(selector)'", merged(self), merged(other))
    }
    return out
  }
}
