import Foundation
import Primitives

/// An Xcode asset catalog (`Assets.xcassets`): its image sets and colour sets by name, read
/// from each set's `Contents.json` as Xcode writes it ("Asset Catalog Format Reference").
///
/// `image(name)` in a theme or screen finds `name.imageset` and draws the variant for the
/// device's scale and appearance; a colour name finds `name.colorset` and resolves in the
/// render's appearance. Folders are groups; a group whose `Contents.json` sets
/// `provides-namespace` prefixes its members' names (`Icons/star`), as `UIImage(named:)`
/// expects.
public struct AssetCatalog: Sendable {
  /// One file of an image set.
  public struct ImageVariant: Hashable, Sendable {
    /// The file's path (the catalog's path joined with the set and file name).
    public var file: String
    /// 1, 2 or 3 (`"scale": "2x"`); 1 for a single-scale image.
    public var scale: Double
    /// `universal`, `iphone` or `ipad`.
    public var idiom: String
    /// Whether this is the dark-appearance variant (`"luminosity": "dark"`).
    public var dark: Bool
    /// Whether this is the increased-contrast variant (`"contrast": "high"`).
    public var highContrast: Bool = false
  }

  public var path: String
  public var images: [String: [ImageVariant]] = [:]
  public var colors: [String: DynamicColor] = [:]
  /// Sets that could not be read, each skipped with a located warning.
  public var diagnostics: [Diagnostic] = []

  /// Sets and groups beyond these are skipped with a warning, so a hostile catalog stays
  /// bounded.
  static let maximumDepth = 8
  static let maximumEntries = 20_000
  static let maximumContentsBytes = 1 << 20

  /// Reads the catalog at `path` (a `.xcassets` folder).
  public init(path: String) {
    self.path = path
    var budget = Self.maximumEntries
    scan(path, namespace: "", depth: 0, budget: &budget)
  }

  private mutating func scan(_ folder: String, namespace: String, depth: Int, budget: inout Int) {
    guard depth <= Self.maximumDepth else {
      diagnostics.append(
        .warning(
          "asset catalog nested deeper than \(Self.maximumDepth) folders; skipped",
          at: SourceLocation(file: folder)))
      return
    }
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    for name in names {
      budget -= 1
      guard budget >= 0 else {
        if budget == -1 {
          diagnostics.append(
            .warning(
              "asset catalog has more than \(Self.maximumEntries) entries; the rest are skipped",
              at: SourceLocation(file: path)))
        }
        return
      }
      let full = folder + "/" + name
      var isDir: ObjCBool = false
      guard FileManager.default.fileExists(atPath: full, isDirectory: &isDir), isDir.boolValue
      else { continue }
      let ext = (name as NSString).pathExtension
      let stem = namespace + (name as NSString).deletingPathExtension
      switch ext {
      case "imageset": readImageSet(full, name: stem)
      case "colorset": readColorSet(full, name: stem)
      case "":
        // A group's Contents.json is optional; it only says whether names are namespaced.
        let file = full + "/Contents.json"
        let group = FileManager.default.fileExists(atPath: file) ? contents(file) : nil
        let properties = group?["properties"] as? [String: Any]
        let namespaced = properties?["provides-namespace"] as? Bool ?? false
        scan(
          full, namespace: namespaced ? stem + "/" : namespace, depth: depth + 1,
          budget: &budget)
      default: continue  // app icons, symbols, data sets: not drawn by themeshot
      }
    }
  }

  /// A set's `Contents.json` as a dictionary, or nil after recording a located warning for
  /// a missing, oversized or malformed file (the set is skipped, the catalog still loads).
  mutating func contents(_ file: String) -> [String: Any]? {
    let at = SourceLocation(file: file)
    // Checked with links followed before reading: a link to /dev/zero or a FIFO named
    // Contents.json would otherwise be read without end.
    let bytes: [UInt8]?
    do throws(InputFile.Refusal) {
      bytes = try InputFile.contents(file, limit: Self.maximumContentsBytes)
    } catch {
      diagnostics.append(.warning("Contents.json \(error.reason); skipped", at: at))
      return nil
    }
    guard let bytes else {
      diagnostics.append(.warning("cannot read the file", at: at))
      return nil
    }
    guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)),
      let dictionary = object as? [String: Any]
    else {
      diagnostics.append(.warning("Contents.json is not a JSON object; skipped", at: at))
      return nil
    }
    return dictionary
  }

  /// The appearance an entry is for: its `luminosity` (light, dark) and `contrast` values.
  static func appearances(_ entry: [String: Any]) -> (dark: Bool?, high: Bool) {
    var dark: Bool?
    var high = false
    for a in entry["appearances"] as? [[String: Any]] ?? [] {
      let value = a["value"] as? String
      switch a["appearance"] as? String {
      case "luminosity": dark = value == "dark" ? true : value == "light" ? false : nil
      case "contrast": high = value == "high"
      default: break
      }
    }
    return (dark, high)
  }

  private mutating func readImageSet(_ folder: String, name: String) {
    let file = folder + "/Contents.json"
    guard let contents = contents(file) else { return }
    var variants: [ImageVariant] = []
    for (i, entry) in (contents["images"] as? [[String: Any]] ?? []).enumerated() {
      guard let filename = entry["filename"] as? String else { continue }  // an empty slot
      let at = SourceLocation(file: file, keyPath: "images[\(i)].filename")
      // A file name never leads outside its set.
      guard !filename.contains("/"), !filename.hasPrefix(".") else {
        diagnostics.append(.warning("image file name '\(filename)' leaves its set", at: at))
        continue
      }
      var scale = 1.0
      if let text = entry["scale"] as? String {
        guard let s = Double(text.dropLast()), text.hasSuffix("x"), [1, 2, 3].contains(s) else {
          diagnostics.append(
            .warning(
              "scale '\(text)' is not 1x, 2x or 3x",
              at: SourceLocation(file: file, keyPath: "images[\(i)].scale")))
          continue
        }
        scale = s
      }
      let (dark, high) = Self.appearances(entry)
      variants.append(
        ImageVariant(
          file: folder + "/" + filename, scale: scale,
          idiom: entry["idiom"] as? String ?? "universal", dark: dark == true,
          highContrast: high))
    }
    if !variants.isEmpty { images[name] = variants }
  }

  /// The file to draw for the image set `name` on a device of `scale` in `appearance`:
  /// the device's idiom before `universal`, the appearance's variant before the default,
  /// then the exact scale, else the nearest larger one, else the nearest smaller one (the
  /// order in which the asset catalog thins a set for a device). The appearance falls back
  /// as a colour set's does (`DynamicColor.resolved(in:)`): under increased contrast the
  /// high-contrast variant of the style, then its normal one, then the other style's; under
  /// normal contrast a high-contrast variant only when nothing else exists.
  public func image(
    named name: String, scale: Double, appearance: Appearance = .light, pad: Bool = false
  ) -> ImageVariant? {
    guard let all = images[name] else { return nil }
    let idioms = pad ? ["ipad", "universal"] : ["iphone", "universal"]
    let fitting = all.filter { idioms.contains($0.idiom) }
    guard !fitting.isEmpty else { return nil }
    let wantDark = appearance.style == .dark
    let wantHigh = appearance.contrast == .high
    return fitting.min { a, b in
      func rank(_ v: ImageVariant) -> (Int, Int, Int, Double) {
        let idiom = idioms.firstIndex(of: v.idiom) ?? 2
        let styleMiss = v.dark == wantDark ? 0 : 1
        let contrastMiss = v.highContrast == wantHigh ? 0 : 1
        let look = wantHigh ? styleMiss * 2 + contrastMiss : contrastMiss * 2 + styleMiss
        let side = v.scale == scale ? 0 : v.scale > scale ? 1 : 2
        return (look, idiom, side, abs(v.scale - scale))
      }
      return rank(a) < rank(b)
    }
  }
}
