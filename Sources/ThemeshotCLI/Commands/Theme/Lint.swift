import ArgumentParser
import Themeshot

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

  @Option(
    name: .customLong("fonts"),
    help: "A folder of the app's own font files (repeat for several; default: fonts/ if present).")
  var fontFolders: [String] = []

  func run() async throws {
    let output = try ThemeTasks.lint(
      theme.request, fontFolders: fontFolders, unused: unused, contrast: contrast)
    if json {
      Console.writeStandardOutput(output.text)
    } else {
      DiagnosticPrinter.standardError.print(output.diagnostics)
    }
    if output.failed { throw ExitCode(2) }
  }
}
