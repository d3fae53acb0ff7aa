import Foundation
import Testing

@testable import Primitives

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 15's 600 renders: files written in a batch share their flushes, and keep
/// `AtomicFile`'s promise (old or new content, never half; permissions kept; bad paths
/// refused at once).
@Suite struct AtomicFileBatchTests {
  func folder() -> String {
    let path = NSTemporaryDirectory() + "atomic-batch-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  func contents(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  func temporaries(_ folder: String) -> [String] {
    let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".tmp") }
  }

  @Test func everyFileIsInPlaceAfterFinishFromManyThreads() throws {
    let root = folder()
    let batch = AtomicFileBatch()
    DispatchQueue.concurrentPerform(iterations: 200) { i in
      try? batch.write("file \(i)", to: root + "/t\(i % 3)/f\(i).txt")
    }
    try batch.finish()
    for i in 0..<200 {
      #expect(contents(root + "/t\(i % 3)/f\(i).txt") == "file \(i)")
    }
    #expect(temporaries(root).isEmpty)
  }

  @Test func aSecondWriteOfOnePathWins() throws {
    let path = folder() + "/a.txt"
    let batch = AtomicFileBatch()
    try batch.write("one", to: path)
    try batch.write("two", to: path)
    try batch.finish()
    #expect(contents(path) == "two")
    try batch.write("three", to: path)
    try batch.finish()
    #expect(contents(path) == "three")
  }

  @Test func keepsTheReplacedFilesPermissions() throws {
    let path = folder() + "/ref.png"
    try AtomicFile.write("one", to: path)
    #expect(chmod(path, 0o444) == 0)
    let batch = AtomicFileBatch()
    try batch.write("two", to: path)
    try batch.finish()
    var info = stat()
    #expect(stat(path, &info) == 0)
    #expect(info.st_mode & 0o7777 == 0o444)
    #expect(contents(path) == "two")
  }

  @Test func refusesAFolderAndAnEmptyPathAtOnce() throws {
    let dir = folder()
    let batch = AtomicFileBatch()
    do throws(AtomicWriteError) {
      try batch.write("x", to: dir)
      Issue.record("replaced a folder")
    } catch {
      #expect(error.reason.contains("not a regular file"))
    }
    #expect(throws: AtomicWriteError.self) { try batch.write("x", to: "") }
    try batch.finish()
  }

  /// A rename that fails (the target became a folder after the write) is thrown by
  /// `finish`, its temporary file is removed, and the rest of the batch still lands.
  @Test func aFailedRenameIsReportedAndTheOthersLand() throws {
    let root = folder()
    let good = root + "/good.txt"
    let bad = root + "/bad.txt"
    for syncfs in [true, false] {
      let first = try AtomicFile.writeTemporary(Array("g".utf8), for: good, flush: false)
      let second = try AtomicFile.writeTemporary(Array("b".utf8), for: bad, flush: false)
      try FileManager.default.createDirectory(
        atPath: bad + "/inside", withIntermediateDirectories: true)
      let error = AtomicFileBatch.flush(
        [.init(temp: first, path: good), .init(temp: second, path: bad)],
        syncFileSystem: syncfs ? AtomicFileBatch.syncFileSystem : { _ in false })
      #expect(error?.path == bad)
      #expect(contents(good) == "g")
      #expect(temporaries(root).isEmpty)
      try FileManager.default.removeItem(atPath: bad)
      try FileManager.default.removeItem(atPath: good)
    }
  }

  /// The batch's flush makes the same files with `syncfs` and, where there is none, with
  /// one `fsync` a file.
  @Test func withAndWithoutSyncFSTheFilesAreTheSame() throws {
    for syncfs in [true, false] {
      let root = folder()
      var batch: [AtomicFileBatch.Pending] = []
      for i in 0..<20 {
        let path = root + "/f\(i).txt"
        let temp = try AtomicFile.writeTemporary(Array("n\(i)".utf8), for: path, flush: false)
        batch.append(.init(temp: temp, path: path))
      }
      let error = AtomicFileBatch.flush(
        batch, syncFileSystem: syncfs ? AtomicFileBatch.syncFileSystem : { _ in false })
      #expect(error == nil)
      for i in 0..<20 { #expect(contents(root + "/f\(i).txt") == "n\(i)") }
      #expect(temporaries(root).isEmpty)
    }
  }
}
