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

  /// Why a file was not read: `reason` completes "the file …" ("is a folder, not a file").
  public struct Refusal: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "'\(path)' \(reason)" }
  }

  /// The bytes of the file at `path`, or nil when nothing is there; refused without
  /// reading when ``problem(_:limit:)`` finds one, so a FIFO or `/dev/zero` in a folder
  /// themeshot reads (a sidecar, a report, a catalog's `Contents.json`) is an error, not
  /// a hang or an unbounded read. The size is checked again after reading: the file may
  /// grow in between.
  public static func contents(_ path: String, limit: Int) throws(Refusal) -> [UInt8]? {
    if let problem = problem(path, limit: limit) {
      throw Refusal(path: path, reason: problem)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      var info = stat()
      guard stat(path, &info) == 0 else { return nil }
      throw Refusal(path: path, reason: "cannot be read")
    }
    guard data.count <= limit else {
      throw Refusal(path: path, reason: "is \(data.count) bytes, over the limit of \(limit)")
    }
    return [UInt8](data)
  }
}
