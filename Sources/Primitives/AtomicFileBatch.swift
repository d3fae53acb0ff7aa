import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Atomic writes that share their flush to disk: what a run of many files uses.
///
/// ``AtomicFile/write(_:to:)`` flushes each file and its folder before it returns: two
/// `fsync`s, about 10 ms a file on a virtual disk, on the thread that rendered it. A run of
/// 600 renders spent seconds of its wall time waiting on them. Here `write` puts the bytes
/// in a temporary file beside the target at once (so everything wrong with the path is
/// thrown by `write`, as before), and one background thread takes the files written so far
/// as a batch: flushes them (one `syncfs` of their file system where the system has it, else
/// one `fsync` each), renames each into place, then flushes each folder once. The promise is
/// ``AtomicFile``'s: a reader sees the old file or the new one, never a half-written one, and
/// a file is renamed into place only once its bytes are on disk. ``finish()`` waits for every
/// write and throws the first failure.
public final class AtomicFileBatch: @unchecked Sendable {
  struct Pending {
    var temp: String
    var path: String
  }

  // Guards `pending`, `flushing` and `failure`; signalled when a flush ends.
  private let condition = NSCondition()
  private var pending: [Pending] = []
  private var flushing = false
  private var failure: AtomicWriteError?

  public init() {}

  /// Writes `bytes` to a temporary file beside `path` now; it replaces `path` once flushed.
  public func write(_ bytes: [UInt8], to path: String) throws(AtomicWriteError) {
    let temp = try AtomicFile.writeTemporary(bytes, for: path, flush: false)
    condition.lock()
    pending.append(Pending(temp: temp, path: path))
    let start = !flushing
    flushing = true
    condition.unlock()
    if start { Thread.detachNewThread { [self] in flushPending() } }
  }

  /// Writes UTF-8 text, as the bytes `write` above.
  public func write(_ text: String, to path: String) throws(AtomicWriteError) {
    try write(Array(text.utf8), to: path)
  }

  /// Waits until every file written so far is on disk under its name; throws the first
  /// failure since the last `finish`.
  public func finish() throws(AtomicWriteError) {
    condition.lock()
    while flushing { condition.wait() }
    let failure = self.failure
    self.failure = nil
    condition.unlock()
    if let failure { throw failure }
  }

  /// The flusher thread: batches until nothing is pending.
  private func flushPending() {
    while true {
      condition.lock()
      let batch = pending
      pending.removeAll()
      if batch.isEmpty {
        flushing = false
        condition.broadcast()
        condition.unlock()
        return
      }
      condition.unlock()
      let error = Self.flush(batch)
      condition.lock()
      if failure == nil { failure = error }
      condition.unlock()
    }
  }

  /// Flushes, renames and syncs the folders of one batch; the first failure, if any. A file
  /// that fails is removed and the others still land. `syncFileSystem` is replaceable so
  /// tests can take the path of systems without `syncfs`.
  static func flush(
    _ batch: [Pending], syncFileSystem: (String) -> Bool = AtomicFileBatch.syncFileSystem
  ) -> AtomicWriteError? {
    var folders: [String] = []
    for item in batch {
      let folder = AtomicFile.parent(of: item.path)
      if !folders.contains(folder) { folders.append(folder) }
    }
    let flushed = folders.allSatisfy(syncFileSystem)
    var first: AtomicWriteError?
    for item in batch {
      var failure: String?
      if !flushed && AtomicFile.fsyncPath(item.temp) != 0 { failure = AtomicFile.errnoText() }
      do {
        try AtomicFile.commit(item.temp, to: item.path, failure: failure)
      } catch {
        if first == nil { first = error }
      }
    }
    for folder in folders { AtomicFile.syncFolder(folder) }
    return first
  }

  /// `syncfs` of the file system that holds `folder` (all its dirty files, in one call);
  /// false where the system has no `syncfs` or it failed, and each file is flushed instead.
  static func syncFileSystem(_ folder: String) -> Bool {
    guard let syncfs = SyncFS.function else { return false }
    let fd = open(folder, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return false }
    defer { _ = close(fd) }
    return syncfs(fd) == 0
  }
}

/// Linux's `syncfs(2)`, looked up at run time: the Glibc module does not import it (it is a
/// GNU extension), and Darwin has none.
private enum SyncFS {
  typealias Function = @convention(c) (Int32) -> Int32

  static let function: Function? = {
    #if canImport(Glibc)
      guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "syncfs") else {
        return nil
      }
      return unsafeBitCast(symbol, to: Function.self)
    #else
      return nil
    #endif
  }()
}
