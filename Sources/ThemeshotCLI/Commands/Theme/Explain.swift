import ArgumentParser
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
  var style: String

  @Option(help: "Explain only this property (canonical name or alias, e.g. borderColor).")
  var property: String?

  func run() async throws {
    let loaded = try theme.load()
    DiagnosticPrinter.standardError.print(loaded.diagnostics)
    let found = try loaded.style(named: style)
    writeStandardOutput(try Self.text(found, property: property))
  }

  /// One block per property: the final value and where it was set, then each value it
  /// replaced, latest first.
  static func text(_ style: ThemeStyle, property: String?) throws -> String {
    var names = style.properties.names
    if let property {
      let canonical = PropertyCatalog.standard.canonicalName(for: property)
      guard style.properties.property(named: canonical) != nil else {
        throw Diagnostic.error(
          "style '\(style.name)' does not set '\(property)'", at: style.location)
      }
      names = [canonical]
    }
    var out: [String] = ["\(style.name) (\(style.location.description))"]
    for name in names {
      let p = style.properties.property(named: name)!
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
