import ArgumentParser
import Themeshot

/// `themeshot raster`: Draw a scene file (a display list in JSON) to PNG.
struct RasterCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "raster", abstract: "Draw a scene file (a display list in JSON) to PNG.",
    discussion: """
      The scene format is ../shared/peers/SCENE.md plus themeshot's extensions (gradients, \
      opacity groups, image content modes and tints), described in docs/raster.md. Image \
      files are relative to the scene file.
      """)

  @Argument(help: "The scene file (JSON).")
  var scene: String

  @Option(name: .shortAndLong, help: "Where to write the PNG.")
  var output: String

  @Option(help: "Worker threads (default: the number of cores). Output is the same for any.")
  var threads: Int?

  @Option(help: "Draw the scene this many times and print the median time in milliseconds.")
  var runs: Int?

  func validate() throws {
    if let threads, threads < 1 { throw ValidationError("--threads must be at least 1") }
    if let runs, runs < 1 { throw ValidationError("--runs must be at least 1") }
  }

  func run() async throws {
    try RasterTask.run(
      scene: scene, output: output, threads: threads, runs: runs, timing: { print($0) })
  }
}
