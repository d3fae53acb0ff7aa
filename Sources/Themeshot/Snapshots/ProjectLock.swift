import Foundation
import Primitives

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive lock on a references folder, so two runs on one project never interleave
/// their writes and report different counts: the second waits, saying so once. The lock is
/// `flock` on `$TMPDIR/themeshot-<hash of the folder's real path>.lock`, so nothing is added
/// to the project. The kernel drops the lock when the process ends, killed
/// or not, so a crashed run never leaves the folder locked.
public final class ProjectLock: @unchecked Sendable {
  private var descriptor: Int32

  /// Takes the lock, waiting while another run holds it (`waiting` is called once, first).
  public init(folder: String, waiting: (String) -> Void = { _ in }) throws {
    try? FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true)
    let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    let path = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "themeshot-\(PixelHash(Array(real.utf8))).lock")
    descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw Diagnostic.error(
        "cannot open the lock file: \(String(cString: strerror(errno)))",
        at: SourceLocation(file: path))
    }
    if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      waiting("another themeshot run holds \(path); waiting for it to finish")
      while flock(descriptor, LOCK_EX) != 0 {
        guard errno == EINTR else {
          close(descriptor)
          throw Diagnostic.error("cannot lock", at: SourceLocation(file: path))
        }
      }
    }
  }

  /// Releases the lock (also done when the object goes away).
  public func release() {
    if descriptor >= 0 {
      close(descriptor)
      descriptor = -1
    }
  }

  deinit { release() }
}
