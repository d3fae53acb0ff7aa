import Foundation
import Primitives
import Text

/// The JSON beside every render and reference (`settings.png` → `settings.json`): what made
/// the image (screen, theme files, device, fonts) and the hashes that let a check verify a
/// reference without decoding it. Deterministic: sorted keys, no timestamps, no absolute
/// paths. Every field is optional, so older sidecars still read and later fields (the
/// widget tree) can be added without a format break.
public struct Sidecar: Codable, Hashable, Sendable {
  public struct DeviceInfo: Codable, Hashable, Sendable {
    public var name: String
    public var width: Double
    public var height: Double
    public var scale: Double
  }

  public struct FontInfo: Codable, Hashable, Sendable {
    public var file: String
    public var requested: String
    public var sha256: String
    public var source: String
  }

  public struct ThemeInfo: Codable, Hashable, Sendable {
    public var name: String
    public var files: [String]
  }

  /// The decoded image: its size and the ``PixelHash`` of its premultiplied RGBA pixels.
  public struct Pixels: Codable, Hashable, Sendable {
    public var width: Int
    public var height: Int
    /// `xxh3-128-rows64:` (format 3), `murmur3-128-rows64:` (format 2) or `murmur3-128:`
    /// (format 1) and 32 hex digits: see ``PixelHash/Scheme``.
    public var hash: String
  }

  public var device: DeviceInfo?
  public var fonts: [FontInfo]?
  public var screen: String?
  public var theme: ThemeInfo?
  public var pixels: Pixels?
  /// The interface style and contrast the render was drawn in (`dark`, `light, high
  /// contrast`); nil for light.
  public var appearance: String?
  /// The Dynamic Type setting text styles were sized for (UIKit's name,
  /// `accessibilityExtraExtraExtraLarge`); nil for the default, `large`.
  public var contentSize: String?
  /// The widgets, frames and properties with their origins (``RenderRecord``): what a
  /// failing check's explanation is computed from.
  public var record: RenderRecord?
  /// `murmur3-128:` hash of the PNG file's bytes: a passing check reads the file (no
  /// decode) and compares this, so a truncated or edited reference is never trusted.
  public var png: String?
  /// 3 since the pixel hash is XXH3-128 band by band (``PixelHash/Scheme/xxh3Bands``); 2
  /// for MurmurHash3 band by band; absent in format 1, whose pixel hash is one pass over
  /// the bytes. Older readers skip this field and do not know a newer hash's prefix, so
  /// they verify such a reference by decoding it.
  public var version: Int?

  public init(
    device: DeviceInfo? = nil, fonts: [FontInfo]? = nil, screen: String? = nil,
    theme: ThemeInfo? = nil, pixels: Pixels? = nil, png: String? = nil
  ) {
    self.device = device
    self.fonts = fonts
    self.screen = screen
    self.theme = theme
    self.pixels = pixels
    self.png = png
  }

  /// The file hash's prefix, and format 1's pixel hash's.
  static let hashPrefix = "murmur3-128:"
  /// Format 2's pixel hash's prefix.
  static let bandsHashPrefix = "murmur3-128-rows64:"
  /// Format 3's pixel hash's prefix.
  static let xxh3BandsHashPrefix = "xxh3-128-rows64:"
  /// The format ``fingerprint(_:png:)`` writes.
  public static let currentVersion = 3

  /// The prefix of a pixel hash taken in `scheme`.
  static func prefix(_ scheme: PixelHash.Scheme) -> String {
    switch scheme {
    case .whole: hashPrefix
    case .bands: bandsHashPrefix
    case .xxh3Bands: xxh3BandsHashPrefix
    }
  }

  /// Records the pixels (``PixelHash/Scheme/current``) and PNG bytes of an image.
  public mutating func fingerprint(_ bitmap: Bitmap, png bytes: [UInt8]) {
    pixels = Pixels(
      width: bitmap.width, height: bitmap.height,
      hash: Self.prefix(.current) + "\(PixelHash(bitmap, scheme: .current))")
    png = Self.hashPrefix + "\(PixelHash(bytes))"
    version = Self.currentVersion
  }

  /// The recorded pixel hash, when there is one in a form this version reads; taken as
  /// ``pixelHashScheme`` says.
  public var pixelHash: PixelHash? {
    guard let hash = pixels?.hash, let scheme = pixelHashScheme else { return nil }
    return PixelHash(hex: String(hash.dropFirst(Self.prefix(scheme).count)))
  }

  /// How the recorded pixel hash was taken, from its prefix (nil: none, or unknown).
  public var pixelHashScheme: PixelHash.Scheme? {
    guard let hash = pixels?.hash else { return nil }
    if hash.hasPrefix(Self.xxh3BandsHashPrefix) { return .xxh3Bands }
    if hash.hasPrefix(Self.bandsHashPrefix) { return .bands }
    if hash.hasPrefix(Self.hashPrefix) { return .whole }
    return nil
  }

  /// The recorded PNG file hash.
  public var pngHash: PixelHash? {
    guard let png, png.hasPrefix(Self.hashPrefix) else { return nil }
    return PixelHash(hex: String(png.dropFirst(Self.hashPrefix.count)))
  }

  /// The JSON text: sorted keys, two-space indent, `"key": value`, a final newline, absent
  /// values left out (Primitives' `JSONValue` writer: the same bytes on every platform).
  public var json: String {
    var o: [String: JSONValue] = [:]
    if let device {
      o["device"] = .object([
        "name": .string(device.name), "width": .number(device.width),
        "height": .number(device.height), "scale": .number(device.scale),
      ])
    }
    if let fonts {
      o["fonts"] = .array(
        fonts.map {
          .object([
            "file": .string($0.file), "requested": .string($0.requested),
            "sha256": .string($0.sha256), "source": .string($0.source),
          ])
        })
    }
    if let screen { o["screen"] = .string(screen) }
    if let theme {
      o["theme"] = .object([
        "name": .string(theme.name), "files": .array(theme.files.map(JSONValue.string)),
      ])
    }
    if let pixels {
      o["pixels"] = .object([
        "width": .number(Double(pixels.width)), "height": .number(Double(pixels.height)),
        "hash": .string(pixels.hash),
      ])
    }
    if let appearance { o["appearance"] = .string(appearance) }
    if let contentSize { o["contentSize"] = .string(contentSize) }
    if let record { o["record"] = record.json }
    if let png { o["png"] = .string(png) }
    if let version { o["version"] = .number(Double(version)) }
    return JSONValue.object(o).prettyText + "\n"
  }

  /// Reads a sidecar; nil when the file is missing or not a sidecar.
  public static func read(_ path: String) -> Sidecar? {
    guard let data = bytes(path) else { return nil }
    return try? JSONDecoder().decode(Sidecar.self, from: data)
  }

  /// The most bytes a sidecar may have; a render record of thousands of widgets is a few MB.
  public static let maximumFileBytes = 64 << 20

  /// A sidecar's bytes; nil when missing, too big or no regular file (a FIFO would block).
  static func bytes(_ path: String) -> Data? {
    guard let bytes = try? InputFile.contents(path, limit: maximumFileBytes) else { return nil }
    return Data(bytes)
  }

  /// Reads only what verifying a reference needs, the pixel size and both hashes (the
  /// rest of the sidecar left empty); nil when the file is missing or not JSON of that
  /// shape. Building the render record, most of a sidecar's bytes, was a tenth of a
  /// passing check; ``SidecarHashScanner`` reads the fields without building anything and
  /// leaves what it is unsure of to ``readHashesPlain(_:)``, its twin, as is ``read(_:)``
  /// (`PassingCheckWorkTests`, `SidecarHashScannerTests`).
  static func readHashes(_ path: String) -> Sidecar? {
    guard let bytes = try? InputFile.contents(path, limit: maximumFileBytes) else { return nil }
    if case .hashes(let pixels, let png) = SidecarHashScanner.scan(bytes) {
      return Sidecar(pixels: pixels, png: png)
    }
    return readHashesPlain(Data(bytes))
  }

  /// The hashes as JSONDecoder reads them from a sidecar's bytes.
  static func readHashesPlain(_ data: Data) -> Sidecar? {
    struct Hashes: Decodable {
      var pixels: Pixels?
      var png: String?
    }
    guard let hashes = try? JSONDecoder().decode(Hashes.self, from: data) else { return nil }
    return Sidecar(pixels: hashes.pixels, png: hashes.png)
  }

  /// `Dark/settings.png` → `Dark/settings.json`.
  public static func path(forImage png: String) -> String {
    (png as NSString).deletingPathExtension + ".json"
  }
}

extension Sidecar {
  /// What made a render: its screen, theme and device, and the fonts that stood in, with
  /// paths relative to the project `root` (or bare file names), so sidecars compare across
  /// machines.
  public init(item: RenderItem, fonts: [FontRecord], root: String) {
    func relative(_ path: String) -> String {
      if root != ".", path.hasPrefix(root + "/") { return String(path.dropFirst(root.count + 1)) }
      return path.hasPrefix("/") ? (path as NSString).lastPathComponent : path
    }
    self.init(
      device: DeviceInfo(
        name: item.device.name, width: item.device.size.width, height: item.device.size.height,
        scale: item.device.scale),
      fonts: fonts.map {
        FontInfo(file: $0.file, requested: $0.requestedName, sha256: $0.sha256, source: $0.source)
      },
      screen: relative(item.screen),
      theme: ThemeInfo(name: item.theme.name, files: item.theme.files.map(relative)))
    // Recorded only when not the default, so light renders' sidecars stay as they were.
    if item.appearance != .light { appearance = item.appearance.description }
    if item.contentSize != .large { contentSize = item.contentSize.uikitName }
  }
}
