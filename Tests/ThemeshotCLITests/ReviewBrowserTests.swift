import Foundation
import Reports
import TestSupport
import Testing
import Themeshot

@testable import ThemeshotCLI

/// `themeshot review` end to end (issue 12): the served report has Accept buttons; a click
/// in a real browser replaces the reference on disk and updates the page.
@Suite(.enabled(if: Chromium.path != nil, "no chromium on PATH (bash Scripts/install-chromium.sh)"))
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
    let dom = try #require(try Chromium.dom(review.url + "#click=img-\(index + 1)"))
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
