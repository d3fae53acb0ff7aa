import Foundation
import Primitives
import Themes

/// `themeshot init`: makes an existing folder a themeshot project without touching anything
/// already there.
///
/// It writes `themeshot.yml` (naming the theme files it finds, or a starter Light/Dark theme),
/// one screen, a `.gitignore` entry for the render output and a CI workflow. Files that
/// exist are kept and listed as kept; `.gitignore` gets its entry appended when it lacks one.
public struct ProjectScaffold: Sendable {
  /// What `init` did.
  public struct Outcome: Sendable {
    /// Files written, relative to the project folder, in the order written.
    public var created: [String] = []
    /// Files that were already there and were left alone.
    public var kept: [String] = []
    /// The themes `themeshot.yml` names: found in the folder, or the starter pair.
    public var themes: [Project.ThemeEntry] = []
    /// Whether the themes are the folder's own (false: the starter theme was written).
    public var foundThemes = false
  }

  public var root: String

  public init(root: String) {
    self.root = root
  }

  /// Scaffolds the project. Throws a located diagnostic when the folder does not exist or a
  /// file cannot be written.
  public func run() throws -> Outcome {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw Diagnostic.error(
        "no such folder (init works in an existing folder)", at: SourceLocation(file: root))
    }
    var outcome = Outcome()
    let found = ThemeDiscovery(root: root).themes()
    if found.isEmpty {
      for (path, text) in StarterFiles.theme { try write(path, text, &outcome) }
      outcome.themes = StarterFiles.themeEntries
    } else {
      outcome.themes = found
      outcome.foundThemes = true
    }
    try write(Project.fileName, StarterFiles.projectFile(themes: outcome.themes), &outcome)
    try write("screens/welcome.yml", StarterFiles.screen, &outcome)
    try write(".github/workflows/themeshot.yml", StarterFiles.workflow, &outcome)
    try appendIgnoreEntries(&outcome)
    return outcome
  }

  /// Writes `text` at `relative` unless a file is there already.
  private func write(_ relative: String, _ text: String, _ outcome: inout Outcome) throws {
    let path = root + "/" + relative
    if FileManager.default.fileExists(atPath: path) {
      outcome.kept.append(relative)
      return
    }
    let folder = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
      try AtomicFile.write(Array(text.utf8), to: path)
    } catch {
      throw Diagnostic.error("cannot write the file: \(error)", at: SourceLocation(file: path))
    }
    outcome.created.append(relative)
  }

  /// Adds the render output and failure artifacts to `.gitignore`, once.
  private func appendIgnoreEntries(_ outcome: inout Outcome) throws {
    let path = root + "/.gitignore"
    let existing = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    let lines = Set(existing.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
    let missing = StarterFiles.ignoreEntries.filter { !lines.contains($0) }
    if missing.isEmpty {
      outcome.kept.append(".gitignore")
      return
    }
    var text = existing
    if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
    text += "# themeshot: renders and failure artifacts (references live in Snapshots/)\n"
    text += missing.joined(separator: "\n") + "\n"
    do {
      try AtomicFile.write(Array(text.utf8), to: path)
    } catch {
      throw Diagnostic.error("cannot write the file: \(error)", at: SourceLocation(file: path))
    }
    outcome.created.append(".gitignore")
  }
}
