import ArgumentParser

/// `themeshot lint`: Report every problem in theme files.
struct LintCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint", abstract: "Report every problem in theme files.")

  func run() async throws {
    // Lands with issue 2.
    throw ExitCode(2)
  }
}
