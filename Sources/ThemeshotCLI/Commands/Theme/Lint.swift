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

  func run() async throws {
    let loaded = try theme.load(keepGoing: true)
    if json {
      writeStandardOutput(JSONValue.array(loaded.diagnostics.map(\.json)).prettyText)
    } else {
      DiagnosticPrinter.standardError.print(loaded.diagnostics)
    }
    if loaded.hasErrors { throw ExitCode(2) }
  }
}
