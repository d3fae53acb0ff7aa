import ArgumentParser

/// `themeshot resolve`: Print the resolved theme.
struct ResolveCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "resolve", abstract: "Print the resolved theme.")

  func run() async throws {
    // Lands with issue 2.
    throw ExitCode(2)
  }
}
