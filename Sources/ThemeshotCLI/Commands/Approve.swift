import ArgumentParser
import Themeshot

/// `themeshot approve`: promotes the last check's actuals to references, without rendering.
struct ApproveCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "approve",
    abstract: "Accept the last check's changed and added images as the new references.",
    discussion: """
      Reads the last check's report.json, and for each chosen image copies the actual PNG \
      and its sidecar over the reference, atomically, after checking the PNG against its \
      sidecar's hash. With no NAME, approves every failure; a NAME may be a shell pattern \
      ('Dark/*'). Nothing is rendered. Exit status 0, or 2 when a name matches nothing.
      """)

  @Argument(help: "Images to approve (e.g. Dark/settings.png, or 'Dark/*'). Default: all.")
  var names: [String] = []

  @Option(help: "The project folder.")
  var project: String = "."

  @Option(help: "The last check's report folder (default: out/report under the project).")
  var report: String?

  @Flag(help: "Allow the report's references and renders to be outside the project folder.")
  var allowOutsideProject = false

  func run() async throws {
    let folder = report ?? (project == "." ? "out/report" : project + "/out/report")
    let written = try Approval(
      reportFolder: folder, project: allowOutsideProject ? nil : project
    ).approve(
      names, log: { DiagnosticPrinter.standardError.write("note: \($0)") })
    for path in written { print("approved \(path)") }
    if written.isEmpty { print("nothing to approve: the last check had no failures") }
  }
}
