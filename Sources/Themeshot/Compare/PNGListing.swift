import Foundation
import Primitives

/// The PNG files under a folder, by relative path.
enum PNGListing {
  /// Relative paths (with `/`) of every `.png` under `folder`, subfolders included, sorted;
  /// hidden files and folders are skipped. Throws a ``Diagnostic`` when `folder` is not one,
  /// or when a `.png` in it is not a regular file.
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
        at: root,
        includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey, .isSymbolicLinkKey],
        options: [.skipsHiddenFiles])
    else {
      throw Diagnostic.error("cannot read folder", at: SourceLocation(file: folder))
    }
    let prefix = root.standardizedFileURL.resolvingSymlinksInPath().path
    var paths: [String] = []
    for case let url as URL in walker where url.pathExtension.lowercased() == "png" {
      let kind = try? url.resourceValues(forKeys: [
        .isRegularFileKey, .isDirectoryKey, .isSymbolicLinkKey,
      ])
      guard kind?.isRegularFile == true else {
        // A FIFO, socket or device named `.png` is refused, not skipped: skipped, it would
        // read as an image added or removed. Reading it would block or never end.
        if kind?.isDirectory != true, kind?.isSymbolicLink != true {
          throw Diagnostic.error(
            "not a regular file (a FIFO, socket or device); an image must be a file",
            at: SourceLocation(file: shown(url, in: folder, root: root)))
        }
        continue
      }
      let full = url.standardizedFileURL.resolvingSymlinksInPath().path
      guard full.hasPrefix(prefix + "/") else { continue }
      paths.append(String(full.dropFirst(prefix.count + 1)))
    }
    return paths.sorted()
  }

  /// `url` as the user would write it: under `folder` as they named it.
  private static func shown(_ url: URL, in folder: String, root: URL) -> String {
    let base = root.standardizedFileURL.path
    let path = url.standardizedFileURL.path
    guard path.hasPrefix(base + "/") else { return path }
    return (folder as NSString).appendingPathComponent(String(path.dropFirst(base.count + 1)))
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
