import Foundation
import PNG
import Primitives
import Synchronization
import Testing

@testable import ThemeshotCLI

/// `themeshot diff`, run in-process.
@Suite struct DiffCommandTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("DiffTests/__Fixtures__")

  static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

  /// Runs the command and returns its exit status and what it printed.
  static func run(_ arguments: [String]) async -> (ThemeshotCLI.ExitStatus, String) {
    let lines = Collector()
    let sink: @Sendable (String) -> Void = { lines.append($0) }
    let status = await DiffOutput.$write.withValue(sink) {
      await ThemeshotMain.run(["diff"] + arguments)
    }
    return (status, lines.text)
  }

  final class Collector: Sendable {
    let lines = Mutex<[String]>([])
    func append(_ s: String) { lines.withLock { $0.append(s) } }
    var text: String { lines.withLock { $0.joined(separator: "\n") } }
  }

  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-diff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func sameFileExitsZero() async {
    let (status, out) = await Self.run([Self.fixture("card-a.png"), Self.fixture("card-a.png")])
    #expect(status == .success)
    #expect(out.hasPrefix("unchanged: card-a.png"))
  }

  @Test func jsonCountMatchesPixelmatch() async throws {
    // 130: pixelmatch's count for this pair at threshold 0.1 (see PixelmatchCompatibilityTests).
    let (status, out) = await Self.run([
      Self.fixture("card-a.png"), Self.fixture("card-b.png"), "--json", "--threshold", "0.1",
    ])
    #expect(status == .differences)
    let parsed = try JSONSerialization.jsonObject(with: Data(out.utf8))
    let object = try #require(parsed as? [String: Any])
    #expect(object["mismatched"] as? Int == 130)
    #expect(object["width"] as? Int == 96 && object["height"] as? Int == 64)
    let regions = object["regions"] as? [[Int]] ?? []
    #expect(!regions.isEmpty && regions.allSatisfy { $0.count == 4 })
    #expect(abs((object["ratio"] as? Double ?? 0) - 130.0 / (96 * 64)) < 1e-12)
  }

  @Test func includeAAAndThresholdReachTheEngine() async throws {
    let (_, out) = await Self.run([
      Self.fixture("rings-a.png"), Self.fixture("rings-b.png"), "--json", "--include-aa",
      "--threshold", "0.05",
    ])
    let object = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any]
    #expect(object?["mismatched"] as? Int == 1100)
  }

  @Test func budgetsDecideTheExitStatus() async {
    let pair = [Self.fixture("card-a.png"), Self.fixture("card-b.png"), "--threshold", "0.1"]
    #expect(await Self.run(pair + ["--max-diff-pixels", "130"]).0 == .success)
    #expect(await Self.run(pair + ["--max-diff-pixels", "129"]).0 == .differences)
    #expect(await Self.run(pair + ["--max-diff-pixel-ratio", "0.03"]).0 == .success)
    #expect(await Self.run(pair + ["--precision", "0.97"]).0 == .success)
    #expect(await Self.run(pair + ["--precision", "0.99"]).0 == .differences)
    #expect(await Self.run(pair + ["--ignore", "0,0,96,64"]).0 == .success)
  }

  // issue 12: "passed a clearly visible brand-colour change (#7B3FE4 → #5B2FC4, exit 0)
  // because diff defaults to threshold 0.1 while check is exact": diff is exact by default.
  @Test func theDefaultIsExactLikeCheck() async throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = folder.appendingPathComponent("before.png").path
    let after = folder.appendingPathComponent("after.png").path
    var image = Bitmap(width: 20, height: 12, fill: .white)
    for x in 2..<18 { image[x, 5] = PremultipliedPixel(Color(red: 0x7B, green: 0x3F, blue: 0xE4)) }
    try PNGEncoder().write(image, to: before)
    for x in 2..<18 { image[x, 5] = PremultipliedPixel(Color(red: 0x5B, green: 0x2F, blue: 0xC4)) }
    try PNGEncoder().write(image, to: after)
    let (status, out) = await Self.run([before, after, "--json"])
    #expect(status == .differences)
    let object = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any]
    #expect(object?["mismatched"] as? Int == 16)
  }

  @Test func diffImageIsWritten() async throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("out/diff.png").path
    let (status, _) = await Self.run([
      Self.fixture("card-a.png"), Self.fixture("card-b.png"), "--diff-image", path,
      "--threshold", "0.1",
    ])
    #expect(status == .differences)
    let diff = try PNGDecoder().decode(contentsOf: path)
    #expect(diff.size == PixelSize(width: 96, height: 64))
    let red = (0..<diff.height).flatMap { y in (0..<diff.width).map { diff[$0, y] } }
      .filter { $0.color == Color(red: 255, green: 0, blue: 0) }.count
    #expect(red == 130)
  }

  @Test func foldersReportEachImageAndWriteDiffs() async throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let a = root.appendingPathComponent("A/Dark")
    let b = root.appendingPathComponent("B/Dark")
    try FileManager.default.createDirectory(at: a, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: b, withIntermediateDirectories: true)
    for (name, source) in [("card.png", "card-a.png"), ("line.png", "line-a.png")] {
      try FileManager.default.copyItem(
        atPath: Self.fixture(source), toPath: a.appendingPathComponent(name).path)
    }
    for (name, source) in [("card.png", "card-b.png"), ("line.png", "line-a.png")] {
      try FileManager.default.copyItem(
        atPath: Self.fixture(source), toPath: b.appendingPathComponent(name).path)
    }
    let diffs = root.appendingPathComponent("diffs").path
    let (status, out) = await Self.run([
      root.appendingPathComponent("A").path, root.appendingPathComponent("B").path,
      "--diff-dir", diffs,
    ])
    #expect(status == .differences)
    #expect(out.contains("changed: Dark/card.png"))
    #expect(out.contains("1 changed, 1 unchanged, 0 added, 0 removed"))
    #expect(FileManager.default.fileExists(atPath: diffs + "/Dark/card.png"))
    #expect(!FileManager.default.fileExists(atPath: diffs + "/Dark/line.png"))

    let (_, json) = await Self.run([
      root.appendingPathComponent("A").path, root.appendingPathComponent("B").path, "--json",
    ])
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let summary = object?["summary"] as? [String: Int]
    #expect(summary == ["changed": 1, "unchanged": 1, "added": 0, "removed": 0])
  }

  @Test func reportIsWrittenWithEveryFormat() async throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let report = root.appendingPathComponent("report")
    let (status, _) = await Self.run([
      Self.fixture("card-a.png"), Self.fixture("card-b.png"), "--report", report.path,
    ])
    #expect(status == .differences)
    let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains("card-b.png"))
    let junit = try String(contentsOf: report.appendingPathComponent("junit.xml"), encoding: .utf8)
    #expect(junit.contains("<testcase"))
    #expect(
      FileManager.default.fileExists(atPath: report.appendingPathComponent("summary.md").path))

    // A file where the report folder should go is bad input, not a difference.
    let blocked = root.appendingPathComponent("blocked")
    try Data("x".utf8).write(to: blocked)
    let (blockedStatus, _) = await Self.run([
      Self.fixture("card-a.png"), Self.fixture("card-b.png"), "--report", blocked.path,
    ])
    #expect(blockedStatus == .badInput)
  }

  @Test(arguments: [
    ["missing-a.png", "missing-b.png"],
    ["card-a.png", "card-b.png", "--threshold", "2"],
    ["card-a.png", "card-b.png", "--threshold", "nan"],
    ["card-a.png", "card-b.png", "--threshold", "inf"],
    ["card-a.png", "card-b.png", "--max-diff-pixel-ratio", "-0.5"],
    ["card-a.png", "card-b.png", "--ignore", "1,1,9223372036854775807,1"],
    ["card-a.png", "card-b.png", "--diff-image", ""],
    ["card-a.png", "card-b.png", "--ignore", "1,2,3"],
    ["card-a.png", "card-b.png", "--ignore", "a,b,c,d"],
    ["card-a.png", "card-b.png", "--max-diff-pixels", "-1"],
    ["card-a.png", "make_fixtures.py"],
    ["card-a.png", "."],
  ])
  func badInputExitsTwo(_ arguments: [String]) async {
    let resolved = arguments.map {
      $0.hasPrefix("-") || Int($0.prefix(1)) != nil ? $0 : Self.fixture($0)
    }
    #expect(await Self.run(resolved).0 == .badInput)
  }
}
