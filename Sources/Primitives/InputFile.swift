import Foundation

/// Checks before reading a whole file into memory: a theme or screen path may name a
/// device (`/dev/zero` never ends), a FIFO (blocks) or a file of gigabytes.
public enum InputFile {
  /// Why `path` should not be read whole, or nil (also nil when it does not exist: the
  /// read reports that). Links are followed.
  public static func problem(_ path: String, limit: Int = Limits.documentBytes) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    let kind = info.st_mode & S_IFMT
    if kind == S_IFDIR { return "is a folder, not a file" }
    guard kind == S_IFREG else { return "is not a regular file (a device, FIFO or socket)" }
    if Int(info.st_size) > limit {
      return "is \(info.st_size) bytes, over the limit of \(limit) (THEMESHOT_MAX_FILE_BYTES "
        + "raises it)"
    }
    return nil
  }
}
