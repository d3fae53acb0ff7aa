import ArgumentParser

/// `themeshot explain`: Show which file and line set each property of a style.
struct ExplainCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain", abstract: "Show which file and line set each property of a style.")

  func run() async throws {
    // Lands with issue 2.
    throw ExitCode(2)
  }
}
