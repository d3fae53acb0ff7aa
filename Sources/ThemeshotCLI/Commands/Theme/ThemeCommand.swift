import ArgumentParser
import Foundation
import Primitives
import Themes
import Themeshot

/// `themeshot theme`: resolve, lint and explain theme files.
struct ThemeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "theme", abstract: "Resolve, lint and explain theme files.",
    subcommands: [
      ResolveCommand.self, LintCommand.self, ExplainCommand.self, ThemeDiffCommand.self,
    ])
}

/// The options every `theme` subcommand shares: files, alternatives, dialect, strictness.
struct ThemeFileOptions: ParsableArguments {
  @Argument(help: "Theme files, loaded in order (later definitions win).")
  var files: [String]

  @Option(
    name: .customLong("alternative"),
    help: "An alternative theme searched before the files (Giotto); repeat in search order.")
  var alternatives: [String] = []

  @Option(help: "Read every file as this dialect: motif, giotto, styleInjection, pixelbits.")
  var dialect: String?

  @Flag(
    help:
      "Treat warnings as errors: keys the app would skip, and names defined twice (Motif 0.3).")
  var strict = false

  @Option(
    help: "The project folder whose themeshot.yml declares the app's own properties (default: .).")
  var project: String = "."

  /// The loader options these flags ask for. Properties the project declares in
  /// themeshot.yml are known, as `render` knows them.
  func loadOptions(keepGoing: Bool = false) throws -> ThemeLoadOptions {
    var chosen: Dialect?
    if let dialect {
      guard let d = Dialect(rawValue: dialect), d != .swift else {
        throw ValidationError(
          "unknown dialect '\(dialect)' (expected motif, giotto, styleInjection or pixelbits)")
      }
      chosen = d
    }
    let path = project == "." ? Project.fileName : project + "/" + Project.fileName
    let catalog =
      FileManager.default.fileExists(atPath: path)
      ? try Project.load(root: project).registry.catalog : PropertyCatalog.standard
    return ThemeLoadOptions(
      dialect: chosen, strict: strict, keepGoing: keepGoing, catalog: catalog)
  }

  /// Loads the theme; throws the diagnostics (exit status 2) when it has errors.
  func load(keepGoing: Bool = false) throws -> Theme {
    try Theme.load(
      files: files, alternatives: alternatives, options: loadOptions(keepGoing: keepGoing))
  }
}

/// Writes text to standard output as one write.
func writeStandardOutput(_ text: String) {
  FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}
