import Foundation

/// Writes files so that readers see the old content or the new, never a half-written file:
/// the bytes go to a temporary file in the same folder, which is then renamed over the target.
public enum AtomicFile {
  /// Writes `bytes` to `path`, creating the parent folder if needed.
  public static func write(_ bytes: [UInt8], to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // Data's .atomic option writes a temporary file in the same folder and renames it.
    try Data(bytes).write(to: url, options: .atomic)
  }

  /// Writes UTF-8 text atomically.
  public static func write(_ text: String, to path: String) throws {
    try write(Array(text.utf8), to: path)
  }
}
