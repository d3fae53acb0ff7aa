import Foundation
import Themes
import Themeshot

/// The theme a snapshot is styled with: theme files loaded in order (Motif's mapping themes),
/// with alternatives searched first (Giotto's), or a theme `themeshot.yml` names.
///
/// A string literal names a theme of the project in the current directory, so
/// `.themeshot(theme: "Dark")` renders with the same files as `themeshot render --theme Dark`.
public struct ThemeshotTheme: Sendable, ExpressibleByStringLiteral {
  enum Source: Sendable {
    case files([String], alternatives: [String])
    case project(name: String, root: String)
  }

  let source: Source

  /// The theme loaded from `files` in order, `alternatives` searched first.
  public static func files(_ files: [String], alternatives: [String] = []) -> ThemeshotTheme {
    ThemeshotTheme(source: .files(files, alternatives: alternatives))
  }

  /// The theme named `name` in the `themeshot.yml` of the project at `root`.
  public static func project(_ name: String, root: String = ".") -> ThemeshotTheme {
    ThemeshotTheme(source: .project(name: name, root: root))
  }

  public init(stringLiteral name: String) {
    self.source = .project(name: name, root: ".")
  }

  init(source: Source) {
    self.source = source
  }

  /// Loads the theme, throwing its located diagnostics.
  func load() throws -> Theme {
    switch source {
    case .files(let files, let alternatives):
      return try ThemeLoader.load(files: files, alternatives: alternatives)
    case .project(let name, let root):
      let project = try Project.load(root: root)
      guard let entry = project.theme(named: name) else {
        let known = project.themes.map(\.name).joined(separator: ", ")
        throw ThemeNotFound(name: name, root: root, known: known)
      }
      return try ThemeLoader.load(files: entry.files, alternatives: entry.alternatives)
    }
  }
}

/// A theme name the project does not define.
struct ThemeNotFound: Error, CustomStringConvertible {
  var name: String
  var root: String
  var known: String

  var description: String {
    "no theme '\(name)' in \(root)/themeshot.yml (themes: \(known.isEmpty ? "none" : known))"
  }
}
