import Foundation
import Primitives
import Reports
import Testing

@testable import ThemeshotCLI

/// report.json is a file like any other (an artifact from CI, a shard's folder): `approve`
/// must not write or delete outside the project because a report names another folder,
/// and `merge-reports` and `approve` must not block on a FIFO or read `/dev/zero` without
/// end (hostile pass, session 6).
@Suite(.serialized) struct HostileReportTests {
  /// A project folder, and a folder outside it holding `victim.png`.
  static func folders() throws -> (root: String, outside: String) {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-report-\(UUID().uuidString)").path
    let fm = FileManager.default
    try fm.createDirectory(atPath: base + "/project/out/report", withIntermediateDirectories: true)
    try fm.createDirectory(atPath: base + "/outside", withIntermediateDirectories: true)
    try "not a png".write(toFile: base + "/outside/victim.png", atomically: true, encoding: .utf8)
    return (base + "/project", base + "/outside")
  }

  /// A last check's report naming `baseline` and one removed image, `name`.
  static func writeReport(in root: String, baseline: String, name: String) throws {
    let report = Report(
      title: "themeshot check", items: [ReportItem(name: name, status: .removed)],
      ordering: .asGiven,
      folders: ComparedFolders(baseline: baseline, current: root + "/out/check"))
    try ReportJSON.render(report).write(
      toFile: root + "/out/report/report.json", atomically: true, encoding: .utf8)
  }

  @Test func approveKeepsToTheProjectWhateverTheReportNames() async throws {
    let (root, outside) = try Self.folders()
    defer {
      try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent)
    }
    try Self.writeReport(in: root, baseline: outside, name: "victim.png")
    #expect(await ThemeshotMain.run(["approve", "--project", root]) == .badInput)
    #expect(FileManager.default.fileExists(atPath: outside + "/victim.png"))
    // Allowed on purpose, the same report removes it.
    #expect(
      await ThemeshotMain.run(["approve", "--project", root, "--allow-outside-project"])
        == .success)
    #expect(!FileManager.default.fileExists(atPath: outside + "/victim.png"))
  }

  @Test func approveDoesNotFollowALinkOutOfTheReferences() async throws {
    let (root, outside) = try Self.folders()
    defer {
      try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent)
    }
    try FileManager.default.createDirectory(
      atPath: root + "/Snapshots", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/Snapshots/Dark", withDestinationPath: outside)
    try Self.writeReport(in: root, baseline: root + "/Snapshots", name: "Dark/victim.png")
    #expect(await ThemeshotMain.run(["approve", "--project", root]) == .badInput)
    #expect(FileManager.default.fileExists(atPath: outside + "/victim.png"))
  }

  @Test(arguments: ["fifo", "zero", "folder"])
  func reportThatIsNoRegularFileIsRefused(_ kind: String) async throws {
    let (root, _) = try Self.folders()
    defer {
      try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent)
    }
    let report = root + "/out/report/report.json"
    switch kind {
    case "fifo": #expect(mkfifo(report, 0o644) == 0)
    case "zero":
      try FileManager.default.createSymbolicLink(atPath: report, withDestinationPath: "/dev/zero")
    default:
      try FileManager.default.createDirectory(atPath: report, withIntermediateDirectories: false)
    }
    #expect(await ThemeshotMain.run(["approve", "--project", root]) == .badInput)
    #expect(
      await ThemeshotMain.run(["merge-reports", root + "/out/report", "--out", root + "/merged"])
        == .badInput)
    #expect(!FileManager.default.fileExists(atPath: root + "/merged"))
  }

  @Test func shardTimingsThatAreAFIFOAreRefused() async throws {
    let (root, _) = try Self.folders()
    defer {
      try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent)
    }
    try ReportJSON.render(Report(title: "t", items: [], ordering: .asGiven)).write(
      toFile: root + "/out/report/report.json", atomically: true, encoding: .utf8)
    #expect(mkfifo(root + "/out/report/timings.json", 0o644) == 0)
    #expect(
      await ThemeshotMain.run(["merge-reports", root + "/out/report", "--out", root + "/merged"])
        == .badInput)
  }
}
