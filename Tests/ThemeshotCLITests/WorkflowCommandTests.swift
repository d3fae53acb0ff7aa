import Foundation
import Reports
import Testing

@testable import ThemeshotCLI

/// The snapshot workflow from the command line (issue 12): check → approve, orphans →
/// prune, shards → merge-reports, and the shared option validation (issue 17).
@Suite struct WorkflowCommandTests {
  static func run(_ arguments: [String]) async -> ThemeshotCLI.ExitStatus {
    await ThemeshotMain.run(arguments)
  }

  @Test func approvePromotesTheLastRunsActualsWithoutRendering() async throws {
    let p = try WorkflowProject()
    defer { p.remove() }
    #expect(await Self.run(["check"] + p.project + ["--record", "missing"]) == .differences)
    #expect(await Self.run(["check"] + p.project) == .success)
    // A passing check writes no actual (verified by hash).
    #expect(!p.exists("out/check/Dark/settings.png"))
    try p.changeTint()
    #expect(await Self.run(["check"] + p.project) == .differences)
    #expect(p.exists("out/check/Dark/settings.png"))
    #expect(p.exists("out/check/Dark/settings.json"))
    let report = try ReportJSON.parse(Array(p.bytes("out/report/report.json")))
    #expect(report.items.filter { $0.status == .changed }.count == 2)

    // One by name: the reference becomes the actual, byte for byte, sidecar included.
    #expect(await Self.run(["approve"] + p.project + ["Dark/settings.png"]) == .success)
    #expect(try p.bytes("Snapshots/Dark/settings.png") == p.bytes("out/check/Dark/settings.png"))
    #expect(try p.bytes("Snapshots/Dark/settings.json") == p.bytes("out/check/Dark/settings.json"))
    #expect(await Self.run(["approve"] + p.project + ["Dark/nothing*"]) == .badInput)
    // The rest by pattern; then the suite passes.
    #expect(await Self.run(["approve"] + p.project + ["Dark/*"]) == .success)
    #expect(await Self.run(["check"] + p.project) == .success)
  }

  @Test func approveRefusesAnActualThatChangedSinceTheCheck() async throws {
    let p = try WorkflowProject(screens: ["sign-in"])
    defer { p.remove() }
    _ = await Self.run(["check"] + p.project + ["--record", "missing"])
    try p.changeTint()
    #expect(await Self.run(["check"] + p.project) == .differences)
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: p.path("out/check/Dark/sign-in.png")))
    let before = try p.bytes("Snapshots/Dark/sign-in.png")
    #expect(await Self.run(["approve"] + p.project) == .badInput)
    #expect(try p.bytes("Snapshots/Dark/sign-in.png") == before)
  }

  // issue 12: "A removed or renamed screen leaves its references forever […]; --record all
  // does not prune them."
  @Test func orphansAreListedPrunedAndRemovedByRecordAll() async throws {
    let p = try WorkflowProject()
    defer { p.remove() }
    _ = await Self.run(["check"] + p.project + ["--record", "missing"])
    try FileManager.default.moveItem(
      atPath: p.path("screens/settings.yml"), toPath: p.path("screens/preferences.yml"))
    #expect(await Self.run(["check"] + p.project + ["--record", "missing"]) == .differences)
    let report = try ReportJSON.parse(Array(p.bytes("out/report/report.json")))
    #expect(
      report.items.first { $0.name == "Dark/settings.png" }?.message?.contains("orphan") == true)
    // A dry run removes nothing; --apply removes the PNG and its sidecar.
    #expect(await Self.run(["prune"] + p.project) == .success)
    #expect(p.exists("Snapshots/Dark/settings.png"))
    #expect(await Self.run(["prune"] + p.project + ["--apply"]) == .success)
    #expect(!p.exists("Snapshots/Dark/settings.png"))
    #expect(!p.exists("Snapshots/Dark/settings.json"))
    #expect(await Self.run(["check"] + p.project) == .success)

    // --record all on the full suite prunes as well (and, recording, fails).
    try FileManager.default.removeItem(atPath: p.path("screens/preferences.yml"))
    #expect(await Self.run(["check"] + p.project + ["--record", "all"]) == .differences)
    #expect(!p.exists("Snapshots/Dark/preferences.png"))
    #expect(await Self.run(["check"] + p.project) == .success)
  }

  // issue 12: accepting from the last run covers a removed screen too: approving it deletes
  // its reference and sidecar (what `prune --apply` does), and the next check passes.
  @Test func approvingARemovedImageDeletesItsReference() async throws {
    let p = try WorkflowProject(screens: ["sign-in", "settings", "controls"])
    defer { p.remove() }
    _ = await Self.run(["check"] + p.project + ["--record", "missing"])
    for screen in ["settings", "controls"] {
      try FileManager.default.removeItem(atPath: p.path("screens/\(screen).yml"))
    }
    #expect(await Self.run(["check"] + p.project) == .differences)
    #expect(await Self.run(["approve"] + p.project + ["Dark/settings.png"]) == .success)
    #expect(!p.exists("Snapshots/Dark/settings.png"))
    #expect(!p.exists("Snapshots/Dark/settings.json"))
    #expect(p.exists("Snapshots/Dark/controls.png"))
    // Approving all the last run's failures takes the other removal too.
    #expect(await Self.run(["approve"] + p.project) == .success)
    #expect(!p.exists("Snapshots/Dark/controls.png"))
    #expect(p.exists("Snapshots/Dark/sign-in.png"))
    #expect(await Self.run(["check"] + p.project) == .success)
  }

  // issue 12: "Shards run, but nothing merges their reports; check writes no report.json."
  @Test func shardReportsMergeIntoOne() async throws {
    let p = try WorkflowProject()
    defer { p.remove() }
    _ = await Self.run(["check"] + p.project + ["--record", "missing"])
    try p.changeTint()
    for i in 1...2 {
      let status = await Self.run(
        ["check"] + p.project + ["--shard", "\(i)/2", "--report", p.path("shard-\(i)")])
      #expect(status == .differences)
      #expect(p.exists("shard-\(i)/report.json"))
      #expect(p.exists("shard-\(i)/timings.json"))
    }
    let merged = p.path("merged")
    #expect(
      await Self.run(["merge-reports", p.path("shard-1"), p.path("shard-2"), "--out", merged])
        == .differences)
    let report = try ReportJSON.parse(Array(p.bytes("merged/report.json")))
    #expect(report.items.map(\.name).sorted() == ["Dark/settings.png", "Dark/sign-in.png"])
    let junit = try String(contentsOfFile: merged + "/junit.xml", encoding: .utf8)
    #expect(junit.components(separatedBy: "<testcase").count - 1 == 2)
    let timings = try JSONDecoder().decode(
      [String: Double].self, from: p.bytes("merged/timings.json"))
    #expect(Set(timings.keys) == ["Dark/settings.png", "Dark/sign-in.png"])
    // The merged timings balance the next split.
    #expect(
      await Self.run(
        ["check"] + p.project + ["--shard", "1/2", "--timings", merged + "/timings.json"])
        == .differences)
    #expect(await Self.run(["merge-reports", p.path("nope")]) == .badInput)
  }

  // issue 17: "check accepts --threshold 2, inf, nan, negative budgets that diff refuses".
  @Test(arguments: [
    ["--threshold", "2"], ["--threshold", "inf"], ["--threshold", "nan"],
    ["--max-diff-pixels", "-1"], ["--max-diff-pixel-ratio", "-0.5"], ["--precision", "1.5"],
    ["--perceptual-precision", "nan"], ["--record", "sometimes"], ["--shard", "3/2"],
    ["--out", ""],
  ])
  func badCheckOptionsExitTwo(_ options: [String]) async throws {
    // A sound project, so only the option can be what is refused.
    let p = try WorkflowProject(screens: ["sign-in"])
    defer { p.remove() }
    #expect(await Self.run(["check"] + p.project + options) == .badInput)
    #expect(!p.exists("Snapshots"))
  }

  @Test func theReportShowsTheApproveCommand() async throws {
    let p = try WorkflowProject(screens: ["sign-in"])
    defer { p.remove() }
    _ = await Self.run(["check"] + p.project + ["--record", "missing"])
    try p.changeTint()
    _ = await Self.run(["check"] + p.project)
    let html = try String(contentsOfFile: p.path("out/report/index.html"), encoding: .utf8)
    #expect(
      html.contains("themeshot approve --project &#39;\(p.root)&#39; &#39;Dark/sign-in.png&#39;")
        || html.contains("themeshot approve --project '\(p.root)' 'Dark/sign-in.png'"))
  }
}
