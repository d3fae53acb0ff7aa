import Foundation
import Primitives

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The project's asset catalogs together: image and colour names are looked up in them in
/// order (the first catalog that has a name wins, as the app bundle's merged catalog does
/// when Xcode compiles several).
public struct AssetLibrary: Sendable {
  public var catalogs: [AssetCatalog]

  /// No catalogs: names are only files and system colours.
  public static let empty = AssetLibrary(catalogs: [])

  public init(catalogs: [AssetCatalog]) {
    self.catalogs = catalogs
  }

  /// Reads the catalogs at `paths`.
  public init(paths: [String]) {
    self.init(catalogs: paths.map { AssetCatalog(path: $0) })
  }

  /// Catalogs found by convention: `*.xcassets` folders in `root` and one level below it
  /// (`MyApp/Assets.xcassets`), sorted.
  public static func find(in root: String) -> [String] {
    var found: [(name: String, paths: [String])] = []
    let base = root.isEmpty ? "." : root
    // Entries' types come with the listing: a folder of 8,000 files costs no stat per file,
    // and only the entries that hold a catalog are sorted.
    for entry in entries(of: base) where !entry.name.hasPrefix(".") {
      let path = root == "." || root.isEmpty ? entry.name : root + "/" + entry.name
      if entry.name.hasSuffix(".xcassets") {
        found.append((entry.name, [path]))
        continue
      }
      guard entry.mayBeFolder else { continue }
      var isDir: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue
      else { continue }
      let inner = entries(of: path).map(\.name).filter { $0.hasSuffix(".xcassets") }
      if !inner.isEmpty { found.append((entry.name, inner.sorted().map { path + "/" + $0 })) }
    }
    return found.sorted { $0.name < $1.name }.flatMap(\.paths)
  }

  /// The names in a folder, each with whether it may be a folder (a folder, a link, or a
  /// file system that does not say); none when it cannot be read.
  private static func entries(of folder: String) -> [(name: String, mayBeFolder: Bool)] {
    guard let dir = opendir(folder) else { return [] }
    defer { closedir(dir) }
    var out: [(name: String, mayBeFolder: Bool)] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name != ".", name != ".." else { continue }
      // DT_UNKNOWN 0, DT_DIR 4, DT_LNK 10: the same values on Linux and Darwin.
      let type = entry.pointee.d_type
      out.append((name, type == 0 || type == 4 || type == 10))
    }
    return out
  }

  /// Every catalog's warnings.
  public var diagnostics: [Diagnostic] { catalogs.flatMap(\.diagnostics) }

  /// The named colours of every catalog, the first catalog's winning.
  public var colors: [String: DynamicColor] {
    var out: [String: DynamicColor] = [:]
    for c in catalogs.reversed() { out.merge(c.colors) { _, new in new } }
    return out
  }

  /// What colour names mean in `appearance` with these catalogs.
  public func colorEnvironment(_ appearance: Appearance) -> ColorEnvironment {
    ColorEnvironment(appearance: appearance, namedColors: colors)
  }

  /// The image file for `name`, or nil when no catalog has it. A name with an image file
  /// extension (`logo.png`) is a file and never looked up.
  public func imageFile(
    named name: String, scale: Double, appearance: Appearance, pad: Bool
  ) -> String? {
    let ext = (name as NSString).pathExtension.lowercased()
    if ["png", "jpg", "jpeg"].contains(ext) { return nil }
    for c in catalogs {
      if let v = c.image(named: name, scale: scale, appearance: appearance, pad: pad) {
        return Self.drawablePath(v)
      }
    }
    return nil
  }

  /// The path a variant is drawn from. The rasterizer takes an image's scale from an
  /// `@2x`/`@3x` file-name suffix (UIImage's rule for loose files); a catalog states the scale
  /// in `Contents.json` instead, so a 2x file named `logo-retina.png` is handed on as
  /// `logo-retina@2x.png`, a name ``realFile(for:)`` maps back to the file.
  static func drawablePath(_ v: AssetCatalog.ImageVariant) -> String {
    let name = (v.file as NSString).lastPathComponent
    let ext = (name as NSString).pathExtension
    let stem = (name as NSString).deletingPathExtension
    let suffix = v.scale == 1 ? "" : "@\(Int(v.scale))x"
    if stem.hasSuffix(suffix) && !stem.dropLast(suffix.count).contains("@") { return v.file }
    let folder = (v.file as NSString).deletingLastPathComponent
    return folder + "/" + stem + suffix + (ext.isEmpty ? "" : "." + ext)
  }

  /// The catalog file a path from ``imageFile(named:scale:appearance:pad:)`` stands for, or
  /// nil when it is not a renamed variant.
  public func realFile(for path: String) -> String? {
    for c in catalogs {
      for variants in c.images.values {
        for v in variants where v.file != path && Self.drawablePath(v) == path {
          return v.file
        }
      }
    }
    return nil
  }
}
