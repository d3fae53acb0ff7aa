import ArgumentParser
import Themeshot

/// `themeshot inspect`: Print every widget of a screen with its styled properties.
struct InspectCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inspect", abstract: "Print every widget of a screen with its styled properties.",
    discussion: """
      Styles and lays out SCREEN with a theme (--theme NAME from the project, or theme \
      files as `theme resolve` takes them) and prints each widget in tree order: its id, \
      type, frame in screen coordinates, effective properties in its current states and \
      its per-state values. --json prints {"widgets": [...], "diagnostics": [...]}.
      """)

  @Argument(help: "The screen file (YAML or JSON).")
  var screen: String

  @Argument(help: "Theme files, loaded in order into one theme.")
  var files: [String] = []

  @Option(help: "A theme of the project (themeshot.yml or themes/) instead of files.")
  var theme: String?

  @Option(help: "A Giotto alternative theme searched before the files (repeatable).")
  var alternative: [String] = []

  @Option(help: "Read every theme file as this dialect: motif, giotto, styleInjection, pixelbits.")
  var dialect: String?

  @Flag(help: "Names defined twice across theme files are errors, not warnings (Motif 0.3).")
  var strict = false

  @Flag(help: "Print JSON: {\"widgets\": [...], \"diagnostics\": [...]}, keys sorted.")
  var json = false

  @Option(help: "A device preset or WIDTHxHEIGHT@SCALE (default: the screen's, or iPhone 15).")
  var device: String?

  @Option(help: "The project folder, for --theme.")
  var project: String = "."

  func validate() throws {
    if theme == nil && files.isEmpty {
      throw ValidationError("give a theme: --theme NAME or theme files")
    }
    if theme != nil && !files.isEmpty {
      throw ValidationError("give either --theme NAME or theme files, not both")
    }
  }

  func run() async throws {
    let request = ThemeRequest(
      files: files, alternatives: alternative, dialect: dialect, strict: strict)
    let outcome = try InspectTask.run(
      screen: screen, request: request, theme: theme, project: project, device: device,
      onLoadError: { if json { print(InspectTask.json(diagnostics: $0).prettyText) } })
    if json {
      print(outcome.json.prettyText)
    } else {
      print(outcome.text, terminator: "")
      DiagnosticPrinter.standardError.print(outcome.diagnostics)
    }
    if outcome.hasErrors { throw ExitCode(2) }
  }
}
