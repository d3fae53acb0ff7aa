import Foundation
import InterfaceBuilder
import Primitives
import Widgets

/// Storyboards and XIBs as screens: `themeshot.yml` lists them beside screen files, each
/// scene is one screen addressed `Main.storyboard#ListViewController` (storyboard
/// identifier or IB object id), and `render`, `inspect` and `check` load them like
/// screen files.
public enum InterfaceBuilderScreens {
  static let extensions: Set<String> = ["storyboard", "xib"]

  /// Whether `path` names an IB document or one of its scenes.
  public static func isInterfaceBuilder(_ path: String) -> Bool {
    extensions.contains((documentPath(path) as NSString).pathExtension)
  }

  /// `dir/Main.storyboard#List` → `dir/Main.storyboard`.
  static func documentPath(_ path: String) -> String {
    guard let hash = path.lastIndex(of: "#") else { return path }
    return String(path[..<hash])
  }

  /// The scene part of `Main.storyboard#List`, nil when the path names the whole document.
  static func sceneName(_ path: String) -> String? {
    guard let hash = path.lastIndex(of: "#") else { return nil }
    return String(path[path.index(after: hash)...])
  }

  /// A project's screen entries for `path`: one per scene for a document, the path itself
  /// for a scene or a screen file. A document that cannot be read stays one entry, so
  /// rendering it reports the error.
  public static func expand(_ path: String) -> [String] {
    guard isInterfaceBuilder(path), sceneName(path) == nil,
      let doc = try? IBDocument.load(path), !doc.scenes.isEmpty
    else { return [path] }
    return doc.scenes.map { path + "#" + $0.name }
  }

  /// The output name of a scene: `Main-ListViewController` (`out/<Theme>/<name>.png`); a
  /// XIB's only scene is named after the file.
  public static func screenName(_ path: String) -> String? {
    guard isInterfaceBuilder(path) else { return nil }
    let doc = documentPath(path)
    let stem = ((doc as NSString).lastPathComponent as NSString).deletingPathExtension
    guard let scene = sceneName(path), scene != stem else { return stem }
    let safe = scene.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }
    return stem + "-" + String(safe)
  }

  /// Loads the screen at `path`: an IB scene (`Main.storyboard#List`, or a document with
  /// one scene), else a screen file (from the bytes `read` kept, when it read `path`).
  public static func load(
    _ path: String, read: ScreenFile.Read? = nil, registry: PropertyRegistry = .standard
  ) throws -> Screen {
    guard isInterfaceBuilder(path) else {
      return try ScreenFile.load(path, read: read, registry: registry)
    }
    let doc = try IBDocument.load(documentPath(path))
    guard !doc.scenes.isEmpty else {
      throw DiagnosticError([
        .error(
          "the document has no scenes (no view controller, and no top-level view)",
          at: SourceLocation(file: documentPath(path)))
      ])
    }
    let scene: IBScene
    if let name = sceneName(path), let s = doc.scene(named: name) {
      scene = s
    } else if let name = sceneName(path) {
      // An unknown name: the document's error lists its scenes.
      return try doc.screen(named: name, registry: registry)
    } else if doc.scenes.count == 1 {
      scene = doc.scenes[0]
    } else {
      throw DiagnosticError([
        .error(
          "name a scene: \(path)#<scene> (it has: "
            + doc.scenes.map(\.name).joined(separator: ", ") + ")",
          at: SourceLocation(file: path))
      ])
    }
    // Rows for dynamic prototype cells, from `Main.storyboard.rows.yml`.
    let rows = try InterfaceBuilderRows.load(
      document: documentPath(path),
      names: [scene.name, scene.id, scene.className]
        + [scene.storyboardIdentifier].compactMap { $0 })
    var screen = try doc.screen(scene, registry: registry, rows: rows)
    try InterfaceBuilderSidecar.apply(
      to: &screen, document: documentPath(path), scene: sceneName(path) ?? doc.scenes[0].name)
    screen.name = screenName(path) ?? screen.name
    screen.file = path
    return screen
  }
}
