import Themes
import Widgets

/// Loads a project's theme into a style sheet, printing its warnings on standard error
/// (for check runs; ``RenderTask`` hands them to its caller instead).
public enum ThemeSheets {
  public static func load(_ entry: Project.ThemeEntry) throws -> any StyleSheet {
    let theme = try ThemeLoader.load(files: entry.files, alternatives: entry.alternatives)
    DiagnosticPrinter.standardError.print(theme.diagnostics)
    return ThemeStyleSheet(theme)
  }
}
