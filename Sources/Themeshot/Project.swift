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
/// contentSizes: [large, extraLarge, accessibilityExtraExtraExtraLarge]
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
    /// The interface style and contrast the theme renders in (`interfaceStyle: dark`).
    public var appearance: Appearance

    public init(
      name: String, files: [String], alternatives: [String] = [], appearance: Appearance = .light
    ) {
      self.name = name
      self.files = files
      self.alternatives = alternatives
      self.appearance = appearance
    }
  }

  /// The folder relative paths are relative to.
  public var root: String
  public var themes: [ThemeEntry]
  /// Screen files (resolved from files, folders and `*` patterns), sorted.
  public var screens: [String]
  public var devices: [Device]
  /// Dynamic Type sizes every screen renders at (`contentSizes:`); empty means `large`.
  public var contentSizes: [ContentSizeCategory] = []
  public var output: String
  /// Folders of the project's own font files.
  public var fontFolders: [String]
  /// Comparison budgets for some screens and themes (`budgets:`), in file order.
  public var budgets: [ProjectBudget] = []
  /// Xcode asset catalogs (`*.xcassets`) that image and colour names are looked up in.
  public var assetCatalogs: [String] = []
  /// SF Symbol name → the image (PNG) the project draws for it (`symbols:`).
  public var symbols: [String: String] = [:]
  /// The app's own properties (themeshot.yml `properties`), declared once for loading and
  /// rendering.
  public var customProperties: [CustomProperty] = []
  /// The folder image files must be inside (the root), or nil when paths outside the project
  /// are allowed: a screen or theme naming `/etc/…` must not draw it into a CI artefact.
  public var imageFolder: String?

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
  /// Paths in `themeshot.yml` must stay inside `root` unless `allowOutsideProject`.
  public static func load(root: String = ".", allowOutsideProject: Bool = false) throws -> Project {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue
    else {
      // Said plainly: the conventions would otherwise find nothing and say "no themes".
      throw Diagnostic.error(
        "the project folder '\(root)' "
          + (FileManager.default.fileExists(atPath: root) ? "is not a folder" : "does not exist"))
    }
    let path = root == "." ? fileName : root + "/" + fileName
    var project: Project
    if FileManager.default.fileExists(atPath: path) {
      project = try ProjectFile.parse(path: path, root: root, allowOutside: allowOutsideProject)
    } else {
      project = Project(
        root: root, themes: conventionalThemes(root: root),
        screens: screenFiles(in: [root == "." ? "screens" : root + "/screens"]))
      // The project's own folders, not the caller's: `--project DIR` wrote to ./out.
      project.output = project.path("out")
      project.fontFolders = [project.path("fonts")]
      project.assetCatalogs = AssetLibrary.find(in: root)
    }
    project.imageFolder = allowOutsideProject ? nil : root
    return project
  }

  /// Finds the theme named `name` (ignoring case).
  public func theme(named name: String) -> ThemeEntry? {
    themes.first { $0.name == name } ?? themes.first { $0.name.lowercased() == name.lowercased() }
  }

  static let themeExtensions = ["yaml", "yml", "json", "plist"]
  static let screenExtensions = ["yaml", "yml", "json", "storyboard", "xib"]

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
      } else if InterfaceBuilderScreens.isInterfaceBuilder(p) {
        out.append(p)  // a scene: Main.storyboard#List
      } else if p.contains("*") {
        let dir = (p as NSString).deletingLastPathComponent
        let pattern = (p as NSString).lastPathComponent
        let names = ((try? fm.contentsOfDirectory(atPath: dir.isEmpty ? "." : dir)) ?? []).sorted()
        out += names.filter { Glob.matches($0, pattern) }.map { dir.isEmpty ? $0 : dir + "/" + $0 }
      }
    }
    var seen = Set<String>()
    return out.flatMap(InterfaceBuilderScreens.expand).filter { seen.insert($0).inserted }
  }
}

/// `*` and `?` file-name patterns.
enum Glob {
  static func matches(_ name: String, _ pattern: String) -> Bool {
    // One row per pattern character: time name × pattern, never exponential (a pattern
    // like `*a*a*a*a*b` backtracked without end on a long name, issue 17).
    let n = Array(name)
    let p = Array(pattern)
    // matched[i]: the pattern so far matches the first i characters of the name.
    var matched = [Bool](repeating: false, count: n.count + 1)
    matched[0] = true
    for c in p {
      var next = [Bool](repeating: false, count: n.count + 1)
      if c == "*" {
        var any = false
        for i in 0...n.count {
          any = any || matched[i]
          next[i] = any
        }
      } else {
        for i in 0..<n.count where matched[i] && (c == "?" || c == n[i]) { next[i + 1] = true }
      }
      matched = next
    }
    return matched[n.count]
  }
}
