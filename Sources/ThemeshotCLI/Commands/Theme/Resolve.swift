import ArgumentParser
import Primitives
import Themes

/// `themeshot theme resolve`: print the resolved theme.
struct ResolveCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "resolve",
    abstract: "Print the resolved theme: constants, styles (inheritance applied) and rules.")

  @OptionGroup var theme: ThemeFileOptions

  @Flag(help: "Print JSON with sorted keys (a stable format for tools).")
  var json = false

  func run() async throws {
    let loaded = try theme.load()
    DiagnosticPrinter.standardError.print(loaded.diagnostics)
    writeStandardOutput(json ? loaded.json.prettyText : Self.text(loaded))
  }

  /// The human-readable listing: one `name = value` line per constant and property.
  static func text(_ theme: Theme) -> String {
    var out: [String] = []
    if !theme.constants.isEmpty {
      out.append("constants:")
      for (name, c) in theme.constants { out.append("  \(name) = \(c.value.json.text)") }
    }
    if !theme.styles.isEmpty {
      out.append("styles:")
      for (name, style) in theme.styles {
        let parents =
          style.superstyles.isEmpty ? "" : " : " + style.superstyles.joined(separator: ", ")
        out.append("  \(name)\(parents)")
        for (property, p) in style.properties.entries {
          out.append("    \(property) = \(p.value.json.text)")
        }
      }
    }
    if !theme.rules.isEmpty {
      out.append("rules:")
      for rule in theme.rules {
        out.append(
          "  \(rule.selector)  [\(rule.location.description), priority \(rule.specificity)]")
        for (property, p) in rule.properties.entries {
          out.append("    \(property) = \(p.value.json.text)")
        }
      }
    }
    return out.isEmpty ? "(empty theme)" : out.joined(separator: "\n")
  }
}
