import ArgumentParser

/// `themeshot diff`: Compare two PNGs or two folders of PNGs and report what changed.
struct DiffCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two PNGs or two folders of PNGs and report what changed.")

  func run() async throws {
    // Lands with issue 5.
    throw ExitCode(2)
  }
}
