import Foundation
import Testing

@testable import Primitives

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 17: writing replaces only regular files, atomically, keeping permissions.
@Suite struct AtomicFileTests {
  func folder() -> String {
    let path = NSTemporaryDirectory() + "atomic-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func writesAndCreatesFolders() throws {
    let path = folder() + "/a/b/c.txt"
    try AtomicFile.write("hello", to: path)
    #expect(FileManager.default.contents(atPath: path) == Data("hello".utf8))
    try AtomicFile.write("again", to: path)
    #expect(FileManager.default.contents(atPath: path) == Data("again".utf8))
    // No temporary file is left beside it.
    let left = try FileManager.default.contentsOfDirectory(
      atPath: (path as NSString).deletingLastPathComponent)
    #expect(left == ["c.txt"])
  }

  @Test func keepsTheReplacedFilesPermissions() throws {
    let path = folder() + "/ref.png"
    try AtomicFile.write("one", to: path)
    #expect(chmod(path, 0o444) == 0)
    try AtomicFile.write("two", to: path)
    var info = stat()
    #expect(stat(path, &info) == 0)
    #expect(info.st_mode & 0o7777 == 0o444)
  }

  @Test func refusesADeviceAFolderAndAPipe() throws {
    let dir = folder()
    let fifo = dir + "/pipe"
    #expect(mkfifo(fifo, 0o644) == 0)
    for path in ["/dev/null", dir, fifo] {
      do throws(AtomicWriteError) {
        try AtomicFile.write("x", to: path)
        Issue.record("replaced \(path)")
      } catch {
        #expect(error.reason.contains("not a regular file"), "\(path)")
      }
    }
    var info = stat()
    #expect(stat("/dev/null", &info) == 0 && info.st_mode & mode_t(S_IFMT) == mode_t(S_IFCHR))
  }

  @Test func refusesAnEmptyPath() {
    #expect(throws: AtomicWriteError.self) { try AtomicFile.write("x", to: "") }
  }
}
