import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files so that readers see the old content or the new, never a half-written file:
/// the bytes go to a temporary file in the same folder (`.<name>.<pid>-<random>.themeshot-tmp`),
/// are flushed to disk (`fsync`), and the file is renamed over the target. Only a regular
/// file (or nothing) is replaced, never a device, FIFO or folder; a replaced file keeps its
/// permissions, so a read-only reference stays read-only.
public enum AtomicFile {
  /// The suffix of temporary files; `removeStaleTemporaries` finds them after a killed run.
  public static let temporarySuffix = ".themeshot-tmp"

  /// Why a write failed, with the path and the system's reason.
  public struct WriteError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String
    public var description: String { "\(path): cannot write: \(reason)" }
  }

  /// Writes `bytes` to `path`, creating the parent folder if needed.
  public static func write(_ bytes: [UInt8], to path: String) throws {
    guard !path.isEmpty else { throw WriteError(path: "\"\"", reason: "empty path") }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw WriteError(path: folder.path, reason: "cannot create the folder")
    }
    var mode: mode_t = 0o644
    var info = stat()
    if lstat(path, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFREG else {
        throw WriteError(path: path, reason: "not a regular file; only regular files are replaced")
      }
      mode = info.st_mode & 0o7777
    }
    let temp = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(getpid())-\(UInt32.random(in: 0...UInt32.max))\(temporarySuffix)"
    ).path
    let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw WriteError(path: path, reason: errnoText()) }
    var failure: String?
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let n = systemWrite(fd, raw.baseAddress! + offset, raw.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          failure = errnoText()
          return
        }
        offset += n
      }
    }
    if failure == nil && fchmod(fd, mode) != 0 { failure = errnoText() }
    if failure == nil && fsync(fd) != 0 { failure = errnoText() }
    if close(fd) != 0 && failure == nil { failure = errnoText() }
    if failure == nil && rename(temp, path) != 0 { failure = errnoText() }
    if let failure {
      unlink(temp)
      throw WriteError(path: path, reason: failure)
    }
  }

  /// Writes UTF-8 text atomically.
  public static func write(_ text: String, to path: String) throws {
    try write(Array(text.utf8), to: path)
  }

  /// Removes temporary files a killed run left under `folder` (subfolders too); returns
  /// their paths. Call it while holding the folder's lock, so no live write is removed.
  @discardableResult
  public static func removeStaleTemporaries(under folder: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
    var removed: [String] = []
    for case let relative as String in walker where relative.hasSuffix(temporarySuffix) {
      let path = (folder as NSString).appendingPathComponent(relative)
      if unlink(path) == 0 { removed.append(path) }
    }
    return removed.sorted()
  }

  private static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(fd, buffer, count)
    #elseif canImport(Musl)
      Musl.write(fd, buffer, count)
    #else
      Darwin.write(fd, buffer, count)
    #endif
  }

  private static func errnoText() -> String { String(cString: strerror(errno)) }
}
