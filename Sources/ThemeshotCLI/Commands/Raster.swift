import ArgumentParser

/// `themeshot raster`: Draw a scene file (a display list in JSON) to PNG.
struct RasterCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "raster", abstract: "Draw a scene file (a display list in JSON) to PNG.")

  func run() async throws {
    // Lands with issue 3.
    throw ExitCode(2)
  }
}
