import Foundation
import Text
import Themes

/// What a `theme` command prints: text for standard output and the diagnostics met on the
/// way (for standard error).
public struct ThemeTaskOutput: Sendable {
  public var text: String
  public var diagnostics: [Diagnostic]
  /// True when the command should exit with status 2 (`lint` found errors) or 1 (`diff`
  /// found differences).
  public var failed: Bool

  public init(text: String, diagnostics: [Diagnostic] = [], failed: Bool = false) {
    self.text = text
    self.diagnostics = diagnostics
    self.failed = failed
  }
}

/// The `theme` use cases: resolve, lint, explain and diff theme files.
public enum ThemeTasks {
  /// The resolved theme as text or sorted-key JSON; `warn` gets the load's warnings first.
  public static func resolve(
    _ request: ThemeRequest, json: Bool, warn: ([Diagnostic]) -> Void
  ) throws -> ThemeTaskOutput {
    let loaded = try request.load()
    warn(loaded.diagnostics)
    return ThemeTaskOutput(text: json ? loaded.json.prettyText : ThemeText.resolved(loaded))
  }

  /// Every problem in the theme: load errors and warnings, fonts nothing provides, and on
  /// request unused constants and low contrast; `failed` when any is an error.
  public static func lint(
    _ request: ThemeRequest, fontFolders: [String], unused: Bool, contrast: Bool
  ) throws -> ThemeTaskOutput {
    let loaded = try request.load(keepGoing: true)
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
    if request.strict { diagnostics = diagnostics.map(\.promotedToError) }
    return ThemeTaskOutput(
      text: JSONValue.array(diagnostics.map(\.json)).prettyText, diagnostics: diagnostics,
      failed: loaded.hasErrors || diagnostics.contains(where: { $0.severity == .error }))
  }

  /// Where each property of a style (`style`) or of the rules matching a widget path
  /// (`path`) was set, and what it overrode; `warn` gets the load's warnings first.
  public static func explain(
    _ request: ThemeRequest, style: String?, path: String?, property: String?,
    warn: ([Diagnostic]) -> Void
  ) throws -> ThemeTaskOutput {
    let loaded = try request.load()
    warn(loaded.diagnostics)
    var text = ""
    if let style {
      text = try ThemeText.explained(try loaded.style(named: style), property: property)
    } else if let path {
      let properties = loaded.ruleProperties(for: try ThemeText.subjects(path))
      text = try ThemeText.explained(properties, title: path, property: property)
    }
    return ThemeTaskOutput(text: text)
  }

  /// The resolved values that differ from the theme in `against`; `failed` when any do.
  public static func diff(_ request: ThemeRequest, against: [String], json: Bool) throws
    -> ThemeTaskOutput
  {
    let first = try request.load()
    var other = request
    other.files = against
    other.alternatives = []
    let differences = first.differences(from: try other.load())
    let text: String
    if json {
      text =
        JSONValue.array(
          differences.map { d in
            .object([
              "subject": .string(d.subject), "old": d.old?.json ?? .null,
              "new": d.new?.json ?? .null,
            ])
          }
        ).prettyText
    } else {
      text = differences.map(\.text).joined(separator: "\n")
    }
    return ThemeTaskOutput(text: text, failed: !differences.isEmpty)
  }
}
