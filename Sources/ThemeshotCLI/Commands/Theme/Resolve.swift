import ArgumentParser
import Themeshot

/// `themeshot theme resolve`: print the resolved theme.
struct ResolveCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "resolve",
    abstract: "Print the resolved theme: constants, styles (inheritance applied) and rules.")

  @OptionGroup var theme: ThemeFileOptions

  @Flag(help: "Print JSON with sorted keys (a stable format for tools).")
  var json = false

  func run() async throws {
    let output = try ThemeTasks.resolve(
      theme.request, json: json, warn: DiagnosticPrinter.standardError.print)
    Console.writeStandardOutput(output.text)
  }
}
