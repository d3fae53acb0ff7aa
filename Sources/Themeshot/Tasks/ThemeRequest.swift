import Foundation
import Themes

/// Theme files as the `theme` commands and `inspect` name them: files loaded in order,
/// Giotto alternatives searched first, an optional dialect, strictness.
public struct ThemeRequest: Sendable {
  public var files: [String]
  public var alternatives: [String]
  public var dialect: String?
  public var strict: Bool

  public init(files: [String], alternatives: [String] = [], dialect: String? = nil, strict: Bool) {
    self.files = files
    self.alternatives = alternatives
    self.dialect = dialect
    self.strict = strict
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
    return ThemeLoadOptions(dialect: chosen, strict: strict, keepGoing: keepGoing)
  }

  /// Loads the theme; throws the diagnostics (exit status 2) when it has errors.
  public func load(keepGoing: Bool = false) throws -> Theme {
    try Theme.load(
      files: files, alternatives: alternatives, options: loadOptions(keepGoing: keepGoing))
  }
}
