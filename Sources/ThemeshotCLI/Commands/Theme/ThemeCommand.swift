import ArgumentParser
import Themeshot

/// `themeshot theme`: resolve, lint and explain theme files.
struct ThemeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "theme", abstract: "Resolve, lint and explain theme files.",
    subcommands: [
      ResolveCommand.self, LintCommand.self, ExplainCommand.self, ThemeDiffCommand.self,
    ])
}

/// The options every `theme` subcommand shares: files, alternatives, dialect, strictness.
struct ThemeFileOptions: ParsableArguments {
  @Argument(help: "Theme files, loaded in order (later definitions win).")
  var files: [String]

  @Option(
    name: .customLong("alternative"),
    help: "An alternative theme searched before the files (Giotto); repeat in search order.")
  var alternatives: [String] = []

  @Option(help: "Read every file as this dialect: motif, giotto, styleInjection, pixelbits.")
  var dialect: String?

  @Flag(
    help:
      "Treat warnings as errors: keys the app would skip, and names defined twice (Motif 0.3).")
  var strict = false

  @Option(
    help: "The project folder whose themeshot.yml declares the app's own properties (default: .).")
  var project: String = "."

  /// The façade's request for these flags.
  var request: ThemeRequest {
    ThemeRequest(
      files: files, alternatives: alternatives, dialect: dialect, strict: strict, project: project)
  }
}
