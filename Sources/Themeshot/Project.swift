import Foundation
import Primitives
import Themes
import Widgets

/// What a project renders: named themes (each a list of files loaded in order, Motif's
/// mapping style), screen files, devices and the output folder. Read from `themeshot.yml`
/// at the project root, or found by convention when there is none.
///
/// ```yaml
/// themes:
///   Light: [themes/motif/Colors.yaml, themes/motif/LightMappings.yaml, themes/motif/Components.yaml]
///   Dark: [themes/motif/Colors.yaml, themes/motif/DarkMappings.yaml, themes/motif/Components.yaml]
/// screens: [screens]
/// devices: [iPhone 15]
/// output: out
/// properties:                  # the app's own appliers (Motif, Giotto customisation)
///   accentColor: {type: color, sets: [tintColor, layer.borderColor]}
///   headlineText: {type: style, styles: titleLabel}
/// ```
public struct Project: Sendable {
  /// A named theme and the files it is loaded from, in order.
  public struct ThemeEntry: Hashable, Sendable {
    public var name: String
    public var files: [String]
    /// Giotto alternative themes searched before the files, in order.
    public var alternatives: [String]

    public init(name: String, files: [String], alternatives: [String] = []) {
      self.name = name
      self.files = files
      self.alternatives = alternatives
    }
  }

  /// The folder relative paths are relative to.
  public var root: String
  public var themes: [ThemeEntry]
  /// Screen files (resolved from files, folders and `*` patterns), sorted.
  public var screens: [String]
  public var devices: [Device]
  public var output: String
  /// Folders of the project's own font files.
  public var fontFolders: [String]
  /// The app's own properties (themeshot.yml `properties`), declared once for loading and
  /// rendering.
  public var customProperties: [CustomProperty] = []

  /// The standard properties and the project's own.
  public var registry: PropertyRegistry {
    var r = PropertyRegistry.standard
    for p in customProperties { r.declare(p) }
    return r
  }

  public init(
    root: String, themes: [ThemeEntry], screens: [String], devices: [Device] = [.default],
    output: String = "out", fontFolders: [String] = ["fonts"]
  ) {
    self.root = root
    self.themes = themes
    self.screens = screens
    self.devices = devices
    self.output = output
    self.fontFolders = fontFolders
  }

  /// The file name the project configuration is read from.
  public static let fileName = "themeshot.yml"

  /// The project at `root`: its `themeshot.yml`, or the conventions (screens in
  /// `screens/`, one theme per file in `themes/` and its subfolders named after the file,
  /// device iPhone 15, output `out/`).
  public static func load(root: String = ".") throws -> Project {
    let path = root == "." ? fileName : root + "/" + fileName
    if FileManager.default.fileExists(atPath: path) {
      return try ProjectFile.parse(path: path, root: root)
    }
    return Project(
      root: root, themes: conventionalThemes(root: root),
      screens: screenFiles(in: [root == "." ? "screens" : root + "/screens"]))
  }

  /// Finds the theme named `name` (ignoring case).
  public func theme(named name: String) -> ThemeEntry? {
    themes.first { $0.name == name } ?? themes.first { $0.name.lowercased() == name.lowercased() }
  }

  static let themeExtensions = ["yaml", "yml", "json", "plist"]
  static let screenExtensions = ["yaml", "yml", "json"]

  /// One theme per file under `themes/` (one level of subfolders), named by the file.
  static func conventionalThemes(root: String) -> [ThemeEntry] {
    let base = root == "." ? "themes" : root + "/themes"
    var out: [ThemeEntry] = []
    let fm = FileManager.default
    for name in ((try? fm.contentsOfDirectory(atPath: base)) ?? []).sorted() {
      let path = base + "/" + name
      var isDir: ObjCBool = false
      _ = fm.fileExists(atPath: path, isDirectory: &isDir)
      let files =
        isDir.boolValue
        ? ((try? fm.contentsOfDirectory(atPath: path)) ?? []).sorted().map { path + "/" + $0 }
        : [path]
      for f in files where themeExtensions.contains((f as NSString).pathExtension) {
        let stem = ((f as NSString).lastPathComponent as NSString).deletingPathExtension
        if !out.contains(where: { $0.name == stem }) {
          out.append(ThemeEntry(name: stem, files: [f]))
        }
      }
    }
    return out
  }

  /// Screen files named by `patterns`: files, folders (their screen files) or a folder
  /// with a `*` file pattern (`screens/*.yml`). Sorted, without duplicates.
  public static func screenFiles(in patterns: [String]) -> [String] {
    var out: [String] = []
    let fm = FileManager.default
    for p in patterns {
      var isDir: ObjCBool = false
      if fm.fileExists(atPath: p, isDirectory: &isDir) {
        if isDir.boolValue {
          let names = ((try? fm.contentsOfDirectory(atPath: p)) ?? []).sorted()
          out += names.filter { screenExtensions.contains(($0 as NSString).pathExtension) }
            .map { p + "/" + $0 }
        } else {
          out.append(p)
        }
      } else if p.contains("*") {
        let dir = (p as NSString).deletingLastPathComponent
        let pattern = (p as NSString).lastPathComponent
        let names = ((try? fm.contentsOfDirectory(atPath: dir.isEmpty ? "." : dir)) ?? []).sorted()
        out += names.filter { Glob.matches($0, pattern) }.map { dir.isEmpty ? $0 : dir + "/" + $0 }
      }
    }
    var seen = Set<String>()
    return out.filter { seen.insert($0).inserted }
  }
}

/// `*` and `?` file-name patterns.
enum Glob {
  static func matches(_ name: String, _ pattern: String) -> Bool {
    let n = Array(name)
    let p = Array(pattern)
    func m(_ i: Int, _ j: Int) -> Bool {
      if j == p.count { return i == n.count }
      if p[j] == "*" { return (i...n.count).contains { m($0, j + 1) } }
      return i < n.count && (p[j] == "?" || p[j] == n[i]) && m(i + 1, j + 1)
    }
    return m(0, 0)
  }
}
