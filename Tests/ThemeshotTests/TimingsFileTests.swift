import Foundation
import Primitives
import Testing

@testable import Themeshot

/// `--timings` and `merge-reports` read timings.json with located errors.
@Suite struct TimingsFileTests {
  static func read(_ text: String) throws -> [String: Double] {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-timings-\(UUID().uuidString).json").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try CheckSuite.readTimings(path)
  }

  static func error(_ text: String) -> Diagnostic? {
    do {
      _ = try read(text)
      return nil
    } catch let d as Diagnostic {
      return d
    } catch {
      return nil
    }
  }

  @Test func aGoodFileReads() throws {
    #expect(
      try Self.read("{\"Dark/a.png\": 0.25, \"Dark/b.png\": 0}\n") == [
        "Dark/a.png": 0.25, "Dark/b.png": 0,
      ])
  }

  // Found by the hostile pass (session 13): a syntax error, a string or a negative time
  // was "not a timings file" with no line or column.
  @Test(arguments: [
    ("{\n  \"a.png\": 1,\n  \"b.png\": \"fast\"\n}\n", 3),
    ("{\n  \"a.png\": -5\n}\n", 2),
    ("{\n  \"a.png\": 1,,\n}\n", 2),
    ("{\n  \"a.png\": 1e999\n}\n", 2),
    (String(repeating: "[", count: 10_000), 1),
  ])
  func aBadFileIsLocated(_ text: String, line: Int) throws {
    let d = try #require(Self.error(text))
    #expect(d.location?.line == line, "\(d.formatted)")
    #expect((d.location?.column ?? 0) > 0, "\(d.formatted)")
  }
}
