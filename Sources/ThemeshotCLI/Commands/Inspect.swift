import ArgumentParser

/// `themeshot inspect`: Print every widget of a screen with its styled properties.
struct InspectCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inspect", abstract: "Print every widget of a screen with its styled properties.")

  func run() async throws {
    // Lands with issue 4.
    throw ExitCode(2)
  }
}
