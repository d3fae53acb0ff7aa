import Foundation
import Primitives

/// Checks on the paths themeshot writes to and reads from, so that names written in files
/// never lead outside the output folder, an unset shell variable (`--out ""`) never means
/// the file system root, and writing never replaces a device, FIFO or folder (issue 17).
public enum OutputPaths {
  /// Why `name` (a theme, screen or device name from a file) cannot be one path component,
  /// or nil. Refused, not mapped: two names mapping to one file would overwrite each other.
  public static func nameProblem(_ name: String) -> String? {
    if name.isEmpty { return "is empty" }
    if name == "." || name == ".." { return "is '\(name)', which names a folder" }
    if name.contains("/") || name.contains("\\") {
      return "contains a path separator; names become file names, so use letters, digits, "
        + "spaces, '-' or '_'"
    }
    if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
      return "contains a control character"
    }
    if name.utf8.count > 200 { return "is longer than 200 bytes" }
    return nil
  }

  /// Throws unless `name` can be one path component; `kind` says what it names ("theme").
  public static func checkName(_ name: String, kind: String, at location: SourceLocation? = nil)
    throws
  {
    if let problem = nameProblem(name) {
      throw Diagnostic.error("\(kind) name '\(name)' \(problem)", at: location)
    }
  }

  /// Why a path option is unusable, or nil: `--out ""` comes from an unset shell variable,
  /// and an empty prefix would make `/Dark/…` of `"" + "/Dark/…"`.
  public static func pathOptionProblem(_ path: String?, option: String) -> String? {
    guard let path, path.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
    return "\(option) is empty (an unset shell variable?); give a path"
  }

  /// Throws ``pathOptionProblem(_:option:)`` as a diagnostic.
  public static func checkPathOption(_ path: String?, option: String) throws {
    if let problem = pathOptionProblem(path, option: option) { throw Diagnostic.error(problem) }
  }

  /// Why `path` (from a project file) leads outside `root`, or nil: absolute paths and
  /// `..` components are refused unless the user allows paths outside the project.
  public static func outsideProblem(_ path: String, root: String) -> String? {
    let rootURL = URL(fileURLWithPath: root, isDirectory: true)
    if contains(rootURL, URL(fileURLWithPath: path, relativeTo: rootURL)) { return nil }
    return "is outside the project folder (pass --allow-outside-project to allow it)"
  }

  /// Whether the file at `path` (relative to the working folder, like every path a screen
  /// resolves) is inside `folder`, following links.
  public static func isFile(_ path: String, inside folder: String) -> Bool {
    let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    return contains(
      URL(fileURLWithPath: folder, isDirectory: true, relativeTo: cwd),
      URL(fileURLWithPath: path, relativeTo: cwd))
  }

  /// The first link on the way from `folder` down to `path` (below it, as written) that
  /// leads outside `folder`, or nil. Only what exists is looked at, so a path not created
  /// yet is checked as far as it goes: a link committed as `out` or `Snapshots/Dark` would
  /// otherwise take every write below it elsewhere.
  public static func linkLeadingOut(of folder: String, to path: String) -> String? {
    let prefix = folder == "." ? "" : folder.hasSuffix("/") ? folder : folder + "/"
    guard path.hasPrefix(prefix) else { return nil }
    var current = folder
    for part in path.dropFirst(prefix.count).split(separator: "/") {
      current = (current as NSString).appendingPathComponent(String(part))
      guard let kind = try? FileManager.default.attributesOfItem(atPath: current)[.type]
      else { return nil }
      if kind as? FileAttributeType == .typeSymbolicLink, !isFile(current, inside: folder) {
        return current
      }
    }
    return nil
  }

  /// Throws when a folder no option named (`out`, `Snapshots`) leads outside the project
  /// through a link (``linkLeadingOut(of:to:)``); `option` names the way to choose another.
  public static func checkDefaultFolder(_ path: String, root: String, option: String) throws {
    guard let link = linkLeadingOut(of: root, to: path) else { return }
    throw Diagnostic.error(
      "'\(link)' is a link leading outside the project folder; name the folder with \(option) "
        + "or pass --allow-outside-project", at: SourceLocation(file: link))
  }

  /// Whether `file` is `folder` or below it once both are standardized and their links
  /// followed: a link inside the project to /etc/passwd leads outside.
  static func contains(_ folder: URL, _ file: URL) -> Bool {
    let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
    let full = file.standardizedFileURL.resolvingSymlinksInPath().path
    return full == base || full.hasPrefix(base == "/" ? "/" : base + "/")
  }
}
