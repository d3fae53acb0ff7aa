import Synchronization
import Themes
import Widgets

/// Loads a project's themes into style sheets (the project's own properties known), and
/// reports a run's warnings; with `strict`, warnings are errors.
public enum ThemeSheets {
  /// The theme of `entry` as a style sheet; its load warnings go to standard error.
  public static func load(_ entry: Project.ThemeEntry, project: Project, strict: Bool) throws
    -> any StyleSheet
  {
    let theme = try ThemeLoader.load(
      files: entry.files, alternatives: entry.alternatives,
      options: ThemeLoadOptions(strict: strict, catalog: project.registry.catalog))
    if !RenderRun.isReloadingTheme {
      DiagnosticPrinter.standardError.print(unsaid(theme.diagnostics))
    }
    return ThemeStyleSheet(theme)
  }

  /// Warnings already printed by this process. Two themes that share a file (a Giotto
  /// theme and its alternative, Motif mappings over one palette) load it twice, and its
  /// problems are still said once.
  private static let said = Mutex<Set<String>>([])

  /// The diagnostics among `diagnostics` that this process has not printed yet.
  static func unsaid(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    said.withLock { set in diagnostics.filter { set.insert($0.formatted).inserted } }
  }

  /// Prints a run's warnings once; with `strict` they are errors (exit status 2).
  public static func report(_ warnings: [Diagnostic], strict: Bool) throws {
    guard strict, !warnings.isEmpty else {
      DiagnosticPrinter.standardError.print(warnings)
      return
    }
    DiagnosticPrinter.standardError.print(warnings.map(\.promotedToError))
    throw DiagnosticsAreErrors()
  }
}

/// Thrown once warnings promoted to errors have been printed: exit status 2, nothing more
/// to say.
public struct DiagnosticsAreErrors: Error, Sendable {}
