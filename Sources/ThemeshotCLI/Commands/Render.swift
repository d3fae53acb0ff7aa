import ArgumentParser

/// `themeshot render`: Render the project's screens with a theme to PNG.
struct RenderCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render", abstract: "Render the project's screens with a theme to PNG.")

  func run() async throws {
    // Lands with issue 4.
    throw ExitCode(2)
  }
}
