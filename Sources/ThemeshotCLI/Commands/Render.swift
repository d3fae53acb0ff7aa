import ArgumentParser
import Foundation
import Primitives
import Themes
import Themeshot
import Widgets

/// `themeshot render`: Render the project's screens with a theme to PNG.
struct RenderCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render", abstract: "Render the project's screens with a theme to PNG.",
    discussion: """
      Renders every screen (screens/) with the theme to out/<Theme>/<screen>.png and \
      prints the paths. A metadata file beside each PNG records the theme files, device \
      and fonts used. The project's themes, screens, devices and output folder come from \
      themeshot.yml when there is one.
      """)

  @OptionGroup var options: RenderOptions

  func run() async throws {
    let project = try Project.load(
      root: options.project, allowOutsideProject: options.allowOutsideProject)
    let run = try RenderRun(
      project: project, themes: options.themes, screens: options.screens,
      device: try options.resolvedDevice(), scale: options.scale, output: options.output)
    let renderer = try Renderer(fontFolders: project.fontFolders, registry: project.registry)
    // Said once per run: renders still work, with DejaVu standing in.
    if let warning = renderer.fonts.setupWarning {
      DiagnosticPrinter.standardError.print([warning])
    }
    let progress = ProgressLine(total: run.items.count)
    let warnings = try run.run(
      renderer: renderer,
      loadSheet: { try ThemeSheets.load($0, project: project, strict: options.strict) },
      progress: { done, item in progress.update(done, item.output) })
    progress.finish()
    try ThemeSheets.report(warnings, strict: options.strict)
    for item in run.items { print(item.output) }
  }
}

/// Loads a project's theme into a style sheet.
enum ThemeSheets {
  static func load(_ entry: Project.ThemeEntry, project: Project, strict: Bool) throws
    -> any StyleSheet
  {
    let theme = try ThemeLoader.load(
      files: entry.files, alternatives: entry.alternatives,
      options: ThemeLoadOptions(strict: strict, catalog: project.registry.catalog))
    DiagnosticPrinter.standardError.print(theme.diagnostics)
    return ThemeStyleSheet(theme)
  }

  /// Prints a run's warnings once; with `--strict` they are errors (exit 2).
  static func report(_ warnings: [Diagnostic], strict: Bool) throws {
    guard strict, !warnings.isEmpty else {
      DiagnosticPrinter.standardError.print(warnings)
      return
    }
    DiagnosticPrinter.standardError.print(warnings.map(\.promotedToError))
    throw ExitCode(2)
  }
}

/// A one-line progress report on stderr, only on a terminal and only once a run has taken
/// longer than a moment (half a second), so quick runs and pipes stay quiet.
final class ProgressLine {
  let total: Int
  let start = DispatchTime.now().uptimeNanoseconds
  let enabled = isatty(STDERR_FILENO) != 0
  var shown = false

  init(total: Int) {
    self.total = total
  }

  func update(_ done: Int, _ label: String) {
    guard enabled, done < total,
      DispatchTime.now().uptimeNanoseconds - start > 500_000_000
    else { return }
    shown = true
    Self.write("\r\u{1B}[2K[\(done)/\(total)] \(label)")
  }

  static func write(_ s: String) {
    FileHandle.standardError.write(Data(s.utf8))
  }

  func finish() {
    if shown { Self.write("\r\u{1B}[2K") }
  }
}
