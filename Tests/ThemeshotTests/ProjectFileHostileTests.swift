import Foundation
import Primitives
import Testing

@testable import Themeshot

/// themeshot.yml entries that cannot work are errors located at the entry.
@Suite struct ProjectFileHostileTests {
  static func diagnostics(_ body: () throws -> Void) -> [Diagnostic] {
    do {
      try body()
      return []
    } catch let error as DiagnosticError {
      return error.diagnostics
    } catch let error as Diagnostic {
      return [error]
    } catch {
      return []
    }
  }

  // Found by the hostile pass (session 13): a device of too many pixels (4096x4096@4) was
  // refused by the run with no file, line or column.
  @Test func aDeviceOverTheCanvasBudgetIsLocatedAtItsEntry() throws {
    let text = "themes: {}\ndevices: [iPhone 15, 4096x4096@4]\n"
    let found = Self.diagnostics {
      _ = try ProjectFile.parse(text, path: "themeshot.yml", root: ".")
    }
    let error = try #require(found.first { $0.message.contains("over the limit") })
    #expect(error.location?.file == "themeshot.yml" && error.location?.line == 2)
  }

  // Found by the hostile pass (session 13): a byte that is not UTF-8 read as "cannot read
  // project file", with no place.
  @Test func invalidUTF8IsLocatedAtTheFirstBadByte() throws {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-yml-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Data([0x61, 0x3A, 0x20, 0x31, 0x0A, 0x62, 0x3A, 0x20, 0xFF, 0x0A])
      .write(to: URL(fileURLWithPath: dir + "/themeshot.yml"))
    let found = Self.diagnostics {
      _ = try ProjectFile.parse(path: dir + "/themeshot.yml", root: dir)
    }
    let error = try #require(found.first)
    #expect(error.message.contains("not UTF-8"))
    #expect(error.location?.line == 2 && error.location?.column == 4)
  }
}
