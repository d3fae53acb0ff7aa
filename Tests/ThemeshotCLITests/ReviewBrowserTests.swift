import Foundation
import Reports
import Testing
import Themeshot

@testable import ThemeshotCLI

/// Headless Chromium on PATH, if any (`bash Scripts/install-chromium.sh`).
enum Browser {
  static let path: String? = {
    let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    for exe in ["chromium", "chromium-browser"] {
      for dir in dirs where FileManager.default.isExecutableFile(atPath: "\(dir)/\(exe)") {
        return "\(dir)/\(exe)"
      }
    }
    return nil
  }()

  /// Loads `url`, lets its scripts and requests run, and returns the DOM as serialised
  /// then (`--dump-dom`); nil when the browser fails or takes over `timeout` seconds.
  static func dom(_ url: String, timeout: TimeInterval = 90) throws -> String? {
    let profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-review-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let output = profile.appendingPathExtension("html")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path!)
    process.arguments = [
      "--headless", "--disable-gpu", "--no-sandbox", "--disable-dev-shm-usage", "--no-first-run",
      "--user-data-dir=\(profile.path)", "--virtual-time-budget=10000", "--dump-dom", url,
    ]
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      return nil
    }
    return try String(contentsOf: output, encoding: .utf8)
  }
}

/// `themeshot review` end to end (issue 12): the served report has Accept buttons; a click
/// in a real browser replaces the reference on disk and updates the page.
@Suite(.enabled(if: Browser.path != nil, "no chromium on PATH (bash Scripts/install-chromium.sh)"))
struct ReviewBrowserTests {
  @Test func clickingAcceptReplacesTheReferenceAndUpdatesThePage() async throws {
    let p = try WorkflowProject()
    defer { p.remove() }
    _ = await ThemeshotMain.run(["check"] + p.project + ["--record", "missing"])
    try p.changeTint()
    #expect(await ThemeshotMain.run(["check"] + p.project) == .differences)
    let report = try ReportJSON.parse(Array(p.bytes("out/report/report.json")))
    let index = try #require(report.items.firstIndex { $0.name == "Dark/settings.png" })
    let untouched = try p.bytes("Snapshots/Dark/sign-in.png")

    let review = try Review(reportFolder: p.path("out/report"))
    defer { review.stop() }
    let dom = try #require(try Browser.dom(review.url + "#click=img-\(index + 1)"))
    // The page: a button per failure and one for all, and the clicked card marked.
    #expect(dom.contains("Accept all 2"))
    #expect(dom.contains("Accepted: the reference is now this image."))
    #expect(dom.components(separatedBy: "class=\"review-accept\"").count - 1 == 2)
    // The disk: the clicked reference is the actual now, the other one untouched.
    #expect(try p.bytes("Snapshots/Dark/settings.png") == p.bytes("out/check/Dark/settings.png"))
    #expect(try p.bytes("Snapshots/Dark/sign-in.png") == untouched)
  }

  @Test func reviewNeedsTheReportOfACheck() throws {
    let p = try WorkflowProject(screens: ["sign-in"])
    defer { p.remove() }
    // No report yet: review refuses to start, with the reason.
    #expect(throws: (any Error).self) { try Review(reportFolder: p.path("out/report")) }
  }
}
