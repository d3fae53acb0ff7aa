#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file could not be written: the path and the system's reason, never a half-written file.
public struct AtomicWriteError: Error, Sendable, Hashable, CustomStringConvertible {
  public var path: String
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "cannot write '\(path)': \(reason)" }
}

/// Writes files so that readers see the old content or the new, never a half-written file:
/// the bytes go to a temporary file in the same folder, are flushed to disk (`fsync`), and
/// the temporary file is renamed over the target. Only a regular file is ever replaced
/// (never a directory, device or FIFO), and a replaced file keeps its permissions, so a
/// read-only reference stays read-only.
public enum AtomicFile {
  /// Writes `bytes` to `path`, creating the parent folder if needed.
  public static func write(_ bytes: [UInt8], to path: String) throws(AtomicWriteError) {
    let temp = try writeTemporary(bytes, for: path, flush: true)
    try commit(temp, to: path, failure: nil)
    syncFolder(parent(of: path))
  }

  /// Writes `bytes` beside `path` into a new temporary file (same folder, same permissions
  /// as the file it will replace), flushed to disk when `flush` says so, and returns its
  /// path; nothing is renamed yet. Everything that can be wrong with `path` is thrown here.
  static func writeTemporary(_ bytes: [UInt8], for path: String, flush: Bool)
    throws(AtomicWriteError) -> String
  {
    guard !path.isEmpty else { throw AtomicWriteError(path: path, reason: "the path is empty") }
    var mode: mode_t = 0o644
    var info = stat()
    if stat(path, &info) == 0 {
      guard info.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG) else {
        throw AtomicWriteError(
          path: path,
          reason: "it is not a regular file (a folder, device or pipe); not replacing it")
      }
      mode = info.st_mode & 0o7777
    }
    let folder = parent(of: path)
    try createFolder(folder)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let temp = folder + "/." + name + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard fd >= 0 else { throw AtomicWriteError(path: path, reason: errnoText()) }
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
    // open(2) applies the umask; an existing file's mode is kept exactly.
    if failure == nil && fchmod(fd, mode) != 0 { failure = errnoText() }
    if failure == nil && flush && fsync(fd) != 0 { failure = errnoText() }
    if close(fd) != 0 && failure == nil { failure = errnoText() }
    if let failure {
      unlink(temp)
      throw AtomicWriteError(path: path, reason: failure)
    }
    return temp
  }

  /// Renames a flushed temporary file over `path`, or removes it when `failure` (the
  /// flush's) or the rename says so.
  static func commit(_ temp: String, to path: String, failure: String?)
    throws(AtomicWriteError)
  {
    var failure = failure
    if failure == nil && rename(temp, path) != 0 { failure = errnoText() }
    if let failure {
      unlink(temp)
      throw AtomicWriteError(path: path, reason: failure)
    }
  }

  /// `fsync` of the file at `path`; 0 on success.
  static func fsyncPath(_ path: String) -> Int32 {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return -1 }
    let result = fsync(fd)
    let saved = errno
    _ = close(fd)
    errno = saved
    return result
  }

  /// Makes the renames in `folder` durable: its entries are on disk once it is synced too.
  static func syncFolder(_ folder: String) {
    let dir = open(folder, O_RDONLY | O_CLOEXEC)
    if dir >= 0 {
      _ = fsync(dir)
      _ = close(dir)
    }
  }

  /// Writes UTF-8 text atomically.
  public static func write(_ text: String, to path: String) throws(AtomicWriteError) {
    try write(Array(text.utf8), to: path)
  }

  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Creates `folder` and its parents, as `mkdir -p` does.
  private static func createFolder(_ folder: String) throws(AtomicWriteError) {
    var info = stat()
    if stat(folder, &info) == 0 {
      guard info.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR) else {
        throw AtomicWriteError(path: folder, reason: "a file of that name is in the way")
      }
      return
    }
    let up = parent(of: folder)
    if up != folder { try createFolder(up) }
    if mkdir(folder, 0o755) != 0 && errno != EEXIST {
      throw AtomicWriteError(path: folder, reason: errnoText())
    }
  }

  /// `write(2)`, named apart from ``write(_:to:)``.
  private static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(fd, buffer, count)
    #elseif canImport(Musl)
      Musl.write(fd, buffer, count)
    #else
      Darwin.write(fd, buffer, count)
    #endif
  }

  static func errnoText() -> String { String(cString: strerror(errno)) }
}
