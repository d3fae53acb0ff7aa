import Documents
import Foundation
import Themes

/// Finds an app's own theme files for `themeshot init`: JSON, YAML and plist files below the
/// folder that load as a theme without a single warning. A Giotto, A_StyleInjection or
/// Pixelbits file with styles or rules is a theme named after the file; Motif files are
/// assembled per folder (see ``MotifFolder``).
struct ThemeDiscovery {
  var root: String
  /// How deep to look, and which folders never hold themes (build output, dependencies).
  static let maximumDepth = 6
  static let skippedFolders: Set<String> = [
    ".git", ".build", ".swiftpm", "out", "Snapshots", "__Snapshots__", "node_modules", "Pods",
    "Carthage", "DerivedData", "build", "fastlane",
  ]
  static let skippedFiles: Set<String> = [
    "Info.plist", "Package.resolved", "Contents.json", "themeshot.yml", "package.json",
  ]

  func themes() -> [Project.ThemeEntry] {
    var motifFolders: [String: MotifFolder] = [:]
    var folderOrder: [String] = []
    var out: [Project.ThemeEntry] = []
    for path in candidates() {
      if let keys = Self.motifKeys(root + "/" + path) {
        // Motif files reference each other, so they are classified by their keys and
        // loaded together below.
        let folder = (path as NSString).deletingLastPathComponent
        if motifFolders[folder] == nil { folderOrder.append(folder) }
        if keys.contains(where: { $0.hasPrefix(".") }) {
          motifFolders[folder, default: MotifFolder()].components.append(path)
        } else {
          motifFolders[folder, default: MotifFolder()].palettes.append((path, keys))
        }
        continue
      }
      // A theme file loads without a single warning; other YAML and plists (CI settings,
      // Info.plist look-alikes) do not, or define nothing a widget could use.
      guard let theme = try? ThemeLoader.load(files: [root + "/" + path]),
        theme.diagnostics.isEmpty, !theme.styles.isEmpty || !theme.rules.isEmpty
      else { continue }
      out.append(Project.ThemeEntry(name: Self.themeName(path), files: [path]))
    }
    for folder in folderOrder {
      for entry in motifFolders[folder]!.themes(folder: folder) {
        // Kept only when the assembled theme loads without errors.
        let files = entry.files.map { root + "/" + $0 }
        if let theme = try? ThemeLoader.load(files: files), !theme.hasErrors { out.append(entry) }
      }
    }
    return out
  }

  /// The top-level keys of a YAML or JSON file whose keys all look like Motif's (`$Name`,
  /// `.Class`); nil for any other file.
  static func motifKeys(_ path: String) -> Set<String>? {
    // Read as every input is, through Documents (its budgets included).
    guard (path as NSString).pathExtension != "plist",
      let root = try? DocumentReader.read(path: path).root, let entries = root.entries
    else { return nil }
    let keys = Set(entries.map(\.key))
    let motif = keys.allSatisfy { $0.count > 1 && ($0.hasPrefix("$") || $0.hasPrefix(".")) }
    return motif && !keys.isEmpty ? keys : nil
  }

  /// The Motif files of one folder: constants-only palettes and files with classes.
  ///
  /// Palettes that define the same names are variants of each other (`LightMappings`,
  /// `DarkMappings`): each variant makes a theme of the shared palettes, itself and every
  /// class file, as Motif's mapping themes are assembled. Without variants the folder is one
  /// theme.
  struct MotifFolder {
    var palettes: [(path: String, names: Set<String>)] = []
    var components: [String] = []

    func themes(folder: String) -> [Project.ThemeEntry] {
      guard !components.isEmpty else { return [] }
      let variants = palettes.filter { p in
        palettes.contains { $0.path != p.path && !$0.names.isDisjoint(with: p.names) }
      }
      let shared = palettes.filter { p in !variants.contains { $0.path == p.path } }.map(\.path)
      if variants.isEmpty {
        let name = folder.isEmpty ? "Default" : (folder as NSString).lastPathComponent
        return [Project.ThemeEntry(name: name, files: shared + components)]
      }
      return variants.map {
        Project.ThemeEntry(
          name: ThemeDiscovery.themeName($0.path), files: shared + [$0.path] + components)
      }
    }
  }

  /// A theme's name from its file: the stem without a `Mappings` or `Theme` suffix.
  static func themeName(_ path: String) -> String {
    var stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    for suffix in ["Mappings", "Mapping", "Theme"] where stem.count > suffix.count {
      if stem.hasSuffix(suffix) {
        stem.removeLast(suffix.count)
        break
      }
    }
    return stem
  }

  /// Theme-like files below `root`, relative to it, sorted.
  func candidates() -> [String] {
    var out: [String] = []
    func walk(_ relative: String, depth: Int) {
      let path = relative.isEmpty ? root : root + "/" + relative
      guard depth <= Self.maximumDepth,
        let names = try? FileManager.default.contentsOfDirectory(atPath: path)
      else { return }
      for name in names.sorted() where !name.hasPrefix(".") {
        let child = relative.isEmpty ? name : relative + "/" + name
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root + "/" + child, isDirectory: &isDirectory)
        else { continue }
        if isDirectory.boolValue {
          if !Self.skippedFolders.contains(name), !name.hasSuffix(".xcassets"),
            !name.hasSuffix(".xcodeproj")
          {
            walk(child, depth: depth + 1)
          }
        } else if Project.themeExtensions.contains((name as NSString).pathExtension),
          !Self.skippedFiles.contains(name), !child.hasPrefix("screens/")
        {
          out.append(child)
        }
      }
    }
    walk("", depth: 0)
    return out
  }
}
