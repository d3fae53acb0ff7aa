import ArgumentParser

/// `themeshot theme`: resolve, lint and explain theme files.
struct ThemeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "theme", abstract: "Resolve, lint and explain theme files.",
    subcommands: [ResolveCommand.self, LintCommand.self, ExplainCommand.self])
}
