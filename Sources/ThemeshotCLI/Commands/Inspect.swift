import ArgumentParser
import Foundation
import Primitives
import Themes
import Themeshot
import Widgets

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

  @Flag(help: "Treat warnings (keys the app would skip) as errors: exit 2.")
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
    var entry = Project.ThemeEntry(name: "files", files: files, alternatives: alternative)
    var registry = PropertyRegistry.standard
    if let theme {
      let p = try Project.load(root: project)
      registry = p.registry
      guard let found = p.theme(named: theme) else {
        throw ValidationError(
          "unknown theme '\(theme)' (the project has: "
            + p.themes.map(\.name).joined(separator: ", ") + ")")
      }
      entry = found
      entry.alternatives += alternative
    }
    var d = Device.default
    if let device {
      guard let named = Device.named(device) else {
        throw ValidationError("unknown device '\(device)'")
      }
      d = named
    }
    let loaded: Theme
    let screenValue: Screen
    do {
      var options = ThemeLoadOptions(strict: strict, catalog: registry.catalog)
      if let dialect {
        guard let d = Dialect(rawValue: dialect), d != .swift else {
          throw ValidationError(
            "unknown dialect '\(dialect)' (expected motif, giotto, styleInjection or pixelbits)")
        }
        options.dialect = d
      }
      loaded = try ThemeLoader.load(
        files: entry.files, alternatives: entry.alternatives, options: options)
      screenValue = try ScreenFile.load(screen, registry: registry)
    } catch let error as DiagnosticError {
      if json { print(Inspection.json(nil, diagnostics: error.diagnostics).prettyText) }
      throw error
    }
    let renderer = try Renderer(registry: registry)
    let (_, diagnostics) = renderer.displayList(
      screenValue, sheet: ThemeStyleSheet(loaded), device: screenValue.device ?? d)
    var all = loaded.diagnostics + diagnostics
    if strict { all = all.map(\.promotedToError) }
    if json {
      print(
        Inspection.json(screenValue.root, diagnostics: all, fonts: renderer.fonts).prettyText)
    } else {
      print(Inspection.text(screenValue.root), terminator: "")
      DiagnosticPrinter.standardError.print(all)
    }
    if all.contains(where: { $0.severity == .error }) { throw ExitCode(2) }
  }
}
