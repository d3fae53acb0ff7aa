import Foundation
import Primitives
import Testing

/// `InputFile.contents` reads only regular files of bounded size, checked before the read:
/// a FIFO blocked `merge-reports`, `approve` and `check` (sidecars) for ever, and a link to
/// `/dev/zero` read until memory ran out (hostile pass, session 6).
@Suite struct InputFileTests {
  static func folder() throws -> String {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-input-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  @Test func regularFileIsReadAndMissingFileIsNil() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try "abc".write(toFile: dir + "/a.json", atomically: true, encoding: .utf8)
    #expect(try InputFile.contents(dir + "/a.json", limit: 3) == Array("abc".utf8))
    #expect(try InputFile.contents(dir + "/missing.json", limit: 3) == nil)
  }

  @Test func fifoDeviceFolderAndOversizedFileAreRefusedWithoutReading() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(mkfifo(dir + "/fifo.json", 0o644) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/zero.json", withDestinationPath: "/dev/zero")
    try FileManager.default.createDirectory(
      atPath: dir + "/folder.json", withIntermediateDirectories: false)
    try "abcd".write(toFile: dir + "/big.json", atomically: true, encoding: .utf8)
    let reasons = ["fifo.json", "zero.json", "folder.json", "big.json"].map { name -> String in
      do throws(InputFile.Refusal) {
        _ = try InputFile.contents(dir + "/" + name, limit: 3)
        return "read"
      } catch {
        #expect(error.path == dir + "/" + name)
        return error.reason
      }
    }
    #expect(
      reasons == [
        "is not a regular file (a device, FIFO or socket)",
        "is not a regular file (a device, FIFO or socket)", "is a folder, not a file",
        "is 4 bytes, over the limit of 3",
      ])
  }
}
