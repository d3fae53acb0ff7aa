import ArgumentParser
import Foundation
import Primitives
import Text
import Themes
import Themeshot

/// `themeshot theme lint`: report every problem in theme files.
struct LintCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Report every problem in theme files (exit 0: clean or warnings only; 2: errors).")

  @OptionGroup var theme: ThemeFileOptions

  @Flag(help: "Print the diagnostics as a JSON array on standard output.")
  var json = false

  @Flag(help: "Also warn about constants nothing uses.")
  var unused = false

  @Flag(help: "Also warn about text colors below WCAG AA contrast (4.5:1) on their background.")
  var contrast = false

  @Option(
    name: .customLong("fonts"),
    help: "A folder of the app's own font files (repeat for several; default: fonts/ if present).")
  var fontFolders: [String] = []

  func run() async throws {
    let loaded = try theme.load(keepGoing: true)
    var diagnostics = loaded.diagnostics
    // Font names are checked against the fonts a render would use, so a typo shows here.
    let folders = (fontFolders.isEmpty ? ["fonts"] : fontFolders).filter {
      FileManager.default.fileExists(atPath: $0)
    }
    let library = try FontLibrary(
      configuration: FontConfiguration(
        projectFolders: folders.map {
          FontFolder(path: $0, label: ($0 as NSString).lastPathComponent)
        }))
    diagnostics += ThemeFontCheck.diagnostics(for: loaded, library: library)
    if unused { diagnostics += loaded.unusedConstantDiagnostics }
    if contrast { diagnostics += loaded.contrastDiagnostics() }
    if theme.strict { diagnostics = diagnostics.map(\.promotedToError) }
    if json {
      writeStandardOutput(JSONValue.array(diagnostics.map(\.json)).prettyText)
    } else {
      DiagnosticPrinter.standardError.print(diagnostics)
    }
    if loaded.hasErrors || diagnostics.contains(where: { $0.severity == .error }) {
      throw ExitCode(2)
    }
  }
}
