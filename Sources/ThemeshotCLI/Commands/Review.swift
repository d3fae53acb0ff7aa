import ArgumentParser
import Themeshot

/// `themeshot review`: the last check's report, served locally with Accept buttons.
struct ReviewCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "review",
    abstract: "Serve the last check's report on 127.0.0.1 with working Accept buttons.",
    discussion: """
      Open the printed URL; Accept (per image, or all) promotes the actual to the \
      reference as `themeshot approve` does, without rendering, and marks the card. Only \
      127.0.0.1 is bound. Runs until interrupted (Ctrl-C).
      """)

  @Option(help: "The project folder.")
  var project: String = "."

  @Option(help: "The last check's report folder (default: out/report under the project).")
  var report: String?

  @Flag(help: "Allow the report's references and renders to be outside the project folder.")
  var allowOutsideProject = false

  @Option(help: "The port on 127.0.0.1 (default: a free one).")
  var port: Int = 0

  func validate() throws {
    if !(0...65535).contains(port) { throw ValidationError("--port must be 0...65535") }
  }

  func run() async throws {
    let folder = report ?? (project == "." ? "out/report" : project + "/out/report")
    let review = try Review(
      reportFolder: folder, project: allowOutsideProject ? nil : project, port: port)
    // Written unbuffered, so a script waiting for the URL sees it at once.
    Console.writeStandardOutput("reviewing \(folder) at \(review.url) (Ctrl-C to stop)")
    while true { try await Task.sleep(nanoseconds: 3_600_000_000_000) }
  }
}
