import ArgumentParser
import Primitives
import Themes

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
    let first = try theme.load()
    var other = theme
    other.files = against
    other.alternatives = []
    let second = try other.load()
    let differences = first.differences(from: second)
    if json {
      writeStandardOutput(
        JSONValue.array(
          differences.map { d in
            .object([
              "subject": .string(d.subject), "old": d.old?.json ?? .null,
              "new": d.new?.json ?? .null,
            ])
          }
        ).prettyText)
    } else if !differences.isEmpty {
      writeStandardOutput(differences.map(\.text).joined(separator: "\n"))
    }
    if !differences.isEmpty { throw DifferencesFound() }
  }
}
