import ArgumentParser
import Themeshot

/// `themeshot theme diff`: which resolved values differ between two themes.
struct ThemeDiffCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Show the resolved values that differ between two themes (exit 1 if any).")

  @OptionGroup var theme: ThemeFileOptions

  @Option(
    parsing: .upToNextOption,
    help: "The files of the theme to compare with, loaded in order.")
  var against: [String]

  @Flag(help: "Print the differences as JSON.")
  var json = false

  func run() async throws {
    let output = try ThemeTasks.diff(theme.request, against: against, json: json)
    if json || output.failed { Console.writeStandardOutput(output.text) }
    if output.failed { throw DifferencesFound() }
  }
}
