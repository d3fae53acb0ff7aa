import Foundation
import Primitives

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
    let fm = FileManager.default
    var out: [String] = []
    let base = root.isEmpty ? "." : root
    for name in ((try? fm.contentsOfDirectory(atPath: base)) ?? []).sorted()
    where !name.hasPrefix(".") {
      let path = root == "." || root.isEmpty ? name : root + "/" + name
      if name.hasSuffix(".xcassets") {
        out.append(path)
        continue
      }
      var isDir: ObjCBool = false
      guard fm.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else { continue }
      for inner in ((try? fm.contentsOfDirectory(atPath: path)) ?? []).sorted()
      where inner.hasSuffix(".xcassets") {
        out.append(path + "/" + inner)
      }
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
