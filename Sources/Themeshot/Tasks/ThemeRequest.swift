import Foundation
import Themes

/// Theme files as the `theme` commands and `inspect` name them: files loaded in order,
/// Giotto alternatives searched first, an optional dialect, strictness.
public struct ThemeRequest: Sendable {
  public var files: [String]
  public var alternatives: [String]
  public var dialect: String?
  /// Warnings are errors: keys the app would skip, and names defined twice (Motif 0.3).
  public var strict: Bool
  /// The project folder whose themeshot.yml declares the app's own properties.
  public var project: String

  public init(
    files: [String], alternatives: [String] = [], dialect: String? = nil, strict: Bool,
    project: String = "."
  ) {
    self.files = files
    self.alternatives = alternatives
    self.dialect = dialect
    self.strict = strict
    self.project = project
  }

  /// The loader options asked for; an unknown dialect is a ``UsageError``.
  func loadOptions(keepGoing: Bool = false) throws -> ThemeLoadOptions {
    var chosen: Dialect?
    if let dialect {
      guard let d = Dialect(rawValue: dialect), d != .swift else {
        throw UsageError(
          "unknown dialect '\(dialect)' (expected motif, giotto, styleInjection or pixelbits)")
      }
      chosen = d
    }
    // Properties the project declares in themeshot.yml are known, as `render` knows them.
    let path = project == "." ? Project.fileName : project + "/" + Project.fileName
    let catalog =
      FileManager.default.fileExists(atPath: path)
      ? try Project.load(root: project).registry.catalog : PropertyCatalog.standard
    return ThemeLoadOptions(
      dialect: chosen, strict: strict, keepGoing: keepGoing, catalog: catalog)
  }

  /// Loads the theme; throws the diagnostics (exit status 2) when it has errors.
  public func load(keepGoing: Bool = false) throws -> Theme {
    try Theme.load(
      files: files, alternatives: alternatives, options: loadOptions(keepGoing: keepGoing))
  }
}
