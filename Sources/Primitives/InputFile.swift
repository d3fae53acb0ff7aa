import Foundation

/// Checks before reading a whole file into memory: a theme or screen path may name a
/// device (`/dev/zero` never ends, and its size reads as 0) or a FIFO (blocks).
public enum InputFile {
  /// Why `path` should not be read whole, or nil (also nil when it does not exist: the
  /// read reports that). Links are followed.
  /// `limit`: the most bytes allowed (documents have theirs in `DocumentLimits`).
  public static func problem(_ path: String, limit: Int? = nil) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    let kind = info.st_mode & S_IFMT
    if kind == S_IFDIR { return "is a folder, not a file" }
    guard kind == S_IFREG else { return "is not a regular file (a device, FIFO or socket)" }
    if let limit, Int(info.st_size) > limit {
      return "is \(info.st_size) bytes, over the limit of \(limit)"
    }
    return nil
  }
}
