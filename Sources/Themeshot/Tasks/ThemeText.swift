import Foundation
import Themes

/// The plain-text forms the `theme` commands print.
enum ThemeText {
  /// Constants, styles (parents after a colon) and rules with their priority.
  static func resolved(_ theme: Theme) -> String {
    var out: [String] = []
    // Large themes repeat few colours and texts across many styles: each is written once.
    // (Only those: 0 and -0 are equal values written differently.)
    var texts: [ThemeValue: String] = [:]
    func text(_ value: ThemeValue) -> String {
      switch value {
      case .color, .string: break
      default: return value.json.text
      }
      if let known = texts[value] { return known }
      let made = value.json.text
      texts[value] = made
      return made
    }
    if !theme.constants.isEmpty {
      out.append("constants:")
      for (name, c) in theme.constants { out.append("  \(name) = \(text(c.value))") }
    }
    if !theme.styles.isEmpty {
      out.append("styles:")
      for (name, style) in theme.styles {
        let parents =
          style.superstyles.isEmpty ? "" : " : " + style.superstyles.joined(separator: ", ")
        out.append("  \(name)\(parents)")
        for (property, p) in style.properties.entries {
          out.append("    \(property) = \(text(p.value))")
        }
      }
    }
    if !theme.rules.isEmpty {
      out.append("rules:")
      for rule in theme.rules {
        out.append(
          "  \(rule.selector)  [\(rule.location.description), priority \(rule.specificity)]")
        for (property, p) in rule.properties.entries {
          out.append("    \(property) = \(text(p.value))")
        }
      }
    }
    return out.isEmpty ? "(empty theme)" : out.joined(separator: "\n")
  }

  /// A widget path (`HomeViewController > UIView > UIButton.cta#buy`) as selector subjects.
  static func subjects(_ path: String) throws -> [SelectorSubject] {
    var out: [SelectorSubject] = []
    for part in path.split(separator: ">") {
      var text = String(part).trimmingCharacters(in: .whitespaces)
      var identifier: String?
      if let hash = text.firstIndex(of: "#") {
        identifier = String(text[text.index(after: hash)...])
        text = String(text[..<hash])
      }
      let pieces = text.split(separator: ".").map(String.init)
      guard let type = pieces.first, !type.isEmpty else {
        throw UsageError("'\(part)' in --path needs a type name")
      }
      out.append(
        SelectorSubject(
          typeNames: [type], styleTags: Array(pieces.dropFirst()), identifier: identifier,
          isViewController: type.hasSuffix("Controller")))
    }
    return out
  }

  /// A style's properties (or only `property`), titled with the style's name and place.
  static func explained(_ style: ThemeStyle, property: String?) throws -> String {
    try explained(
      style.properties, title: "\(style.name) (\(style.location.description))", property: property)
  }

  /// Each property (or only `property`) with where it was set and what it overrode.
  static func explained(_ properties: PropertySet, title: String, property: String?) throws
    -> String
  {
    var names = properties.names
    if let property {
      let canonical = PropertyCatalog.standard.canonicalName(for: property)
      guard properties.property(named: canonical) != nil else {
        throw UsageError("'\(title)' does not set '\(property)'")
      }
      names = [canonical]
    }
    var out: [String] = [title]
    for name in names {
      let p = properties.property(named: name)!
      out.append("\(name) = \(p.value.json.text)")
      out.append("  set at \(describe(p.provenance))")
      for old in p.overridden.reversed() {
        out.append("  overrides \(old.value.json.text) from \(describe(old))")
      }
    }
    return out.joined(separator: "\n")
  }

  private static func describe(_ p: Provenance) -> String {
    var s = "\(p.location.description) (\(p.origin))"
    for step in p.references { s += " via \(step.name) (\(step.definition.description))" }
    return s
  }
}
