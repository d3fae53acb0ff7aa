import Foundation
import Testing

@testable import ThemeshotCLI

/// `themeshot check` on the example app, one screen at 1×: record, pass, then catch a change.
@Suite struct CheckCommandTests {
  let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  @Test func recordsThenPassesThenCatchesAChangedReference() async throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent(
      "themeshot-checkcmd-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: work) }
    let args = [
      "check", "--project", repo, "--theme", "Dark", "--screen", "sign-in", "--scale", "1",
      "--snapshots", work + "/Snapshots", "--out", work + "/out", "--report", work + "/report",
    ]
    // No reference yet: recording it is reported as a failure, never a silent pass.
    #expect(await ThemeshotMain.run(args + ["--record", "missing"]) == .differences)
    let reference = work + "/Snapshots/Dark/sign-in.png"
    #expect(FileManager.default.fileExists(atPath: reference))
    #expect(await ThemeshotMain.run(args + ["--record", "never"]) == .success)
    for file in ["index.html", "junit.xml", "summary.md"] {
      #expect(FileManager.default.fileExists(atPath: work + "/report/" + file))
    }
    // A reference from another screen stands in for a regression.
    try FileManager.default.removeItem(atPath: reference)
    #expect(
      await ThemeshotMain.run([
        "render", "--project", repo, "--theme", "Dark", "--screen", "settings", "--scale", "1",
        "--out", work + "/other",
      ]) == .success)
    try FileManager.default.copyItem(atPath: work + "/other/Dark/settings.png", toPath: reference)
    #expect(await ThemeshotMain.run(args) == .differences)
    let junit = try String(contentsOfFile: work + "/report/junit.xml", encoding: .utf8)
    #expect(junit.contains("<failure"))
  }

  @Test func badArgumentsExitWithTwo() async {
    #expect(await ThemeshotMain.run(["check", "--shard", "3/2"]) == .badInput)
    #expect(await ThemeshotMain.run(["check", "--record", "sometimes"]) == .badInput)
  }
}
