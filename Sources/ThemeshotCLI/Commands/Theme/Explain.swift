import ArgumentParser
import Foundation
import Primitives
import Themes

/// `themeshot theme explain`: which file and line set each property of a style, and what it
/// overrode: "why is this button red?"
struct ExplainCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Show which file and line set each property of a style, and what it overrode.")

  @OptionGroup var theme: ThemeFileOptions

  @Option(help: "The style to explain (without its sigil: Button for Motif's .Button).")
  var style: String?

  @Option(
    help: ArgumentHelp(
      "A widget path to explain the selector rules for, outermost first.",
      discussion: "Steps are Type, Type.tag or Type#identifier joined by '>', e.g. "
        + "'HomeViewController > UIView > UIButton.cta#buy'; a type ending in 'Controller' is a "
        + "view controller."))
  var path: String?

  @Option(help: "Explain only this property (canonical name or alias, e.g. borderColor).")
  var property: String?

  func validate() throws {
    guard (style == nil) != (path == nil) else {
      throw ValidationError("give either --style NAME or --path PATH")
    }
  }

  func run() async throws {
    let loaded = try theme.load()
    DiagnosticPrinter.standardError.print(loaded.diagnostics)
    if let style {
      let found = try loaded.style(named: style)
      writeStandardOutput(try Self.text(found, property: property))
    } else if let path {
      let subjects = try Self.subjects(path)
      let properties = loaded.ruleProperties(for: subjects)
      writeStandardOutput(try Self.text(properties, title: path, property: property))
    }
  }

  /// `A > B.tag > C#id` as selector subjects.
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
        throw ValidationError("'\(part)' in --path needs a type name")
      }
      out.append(
        SelectorSubject(
          typeNames: [type], styleTags: Array(pieces.dropFirst()), identifier: identifier,
          isViewController: type.hasSuffix("Controller")))
    }
    return out
  }

  /// One block per property: the final value and where it was set, then each value it
  /// replaced, latest first.
  static func text(_ style: ThemeStyle, property: String?) throws -> String {
    try text(
      style.properties, title: "\(style.name) (\(style.location.description))", property: property)
  }

  static func text(_ properties: PropertySet, title: String, property: String?) throws -> String {
    var names = properties.names
    if let property {
      let canonical = PropertyCatalog.standard.canonicalName(for: property)
      guard properties.property(named: canonical) != nil else {
        throw ValidationError("'\(title)' does not set '\(property)'")
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
