import Foundation
import Primitives

/// The PNG files under a folder, by relative path.
enum PNGListing {
  /// Relative paths (with `/`) of every `.png` under `folder`, subfolders included, sorted;
  /// hidden files and folders are skipped. Throws a ``Diagnostic`` when `folder` is not one.
  static func relativePaths(in folder: String) throws -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw Diagnostic.error("no such folder", at: SourceLocation(file: folder))
    }
    let root = URL(fileURLWithPath: folder, isDirectory: true)
    guard
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else {
      throw Diagnostic.error("cannot read folder", at: SourceLocation(file: folder))
    }
    let prefix = root.standardizedFileURL.resolvingSymlinksInPath().path
    var paths: [String] = []
    for case let url as URL in walker where url.pathExtension.lowercased() == "png" {
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else {
        continue
      }
      let full = url.standardizedFileURL.resolvingSymlinksInPath().path
      guard full.hasPrefix(prefix + "/") else { continue }
      paths.append(String(full.dropFirst(prefix.count + 1)))
    }
    return paths.sorted()
  }
}

/// The size a PNG declares in its header, read without decoding.
enum PNGHeader {
  static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  /// Width and height from the IHDR chunk, or nil when the bytes do not start like a PNG.
  static func size(of bytes: [UInt8]) -> PixelSize? {
    guard bytes.count >= 24, Array(bytes[0..<8]) == signature,
      Array(bytes[12..<16]) == Array("IHDR".utf8)
    else { return nil }
    func word(_ i: Int) -> Int {
      Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
    }
    return PixelSize(width: word(16), height: word(20))
  }
}
