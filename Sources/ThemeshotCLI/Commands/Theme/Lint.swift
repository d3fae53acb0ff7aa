import ArgumentParser
import Primitives
import Themes

/// `themeshot theme lint`: report every problem in theme files.
struct LintCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Report every problem in theme files (exit 0: clean or warnings only; 2: errors).")

  @OptionGroup var theme: ThemeFileOptions

  @Flag(help: "Print the diagnostics as a JSON array on standard output.")
  var json = false

  @Flag(help: "Also warn about constants nothing uses.")
  var unused = false

  @Flag(help: "Also warn about text colors below WCAG AA contrast (4.5:1) on their background.")
  var contrast = false

  func run() async throws {
    let loaded = try theme.load(keepGoing: true)
    var diagnostics = loaded.diagnostics
    if unused { diagnostics += loaded.unusedConstantDiagnostics }
    if contrast { diagnostics += loaded.contrastDiagnostics() }
    if json {
      writeStandardOutput(JSONValue.array(diagnostics.map(\.json)).prettyText)
    } else {
      DiagnosticPrinter.standardError.print(diagnostics)
    }
    if loaded.hasErrors { throw ExitCode(2) }
  }
}
