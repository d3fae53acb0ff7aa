import Foundation
import Reports
import Testing

@Suite struct MarkdownReportTests {
  @Test func headlineAndCountsTable() {
    let md = MarkdownReport.render(SampleReport.report())
    #expect(md.hasPrefix("### ❌ themeshot &lt;demo&gt; &amp; co: 3 changed, 1 removed, 1 added"))
    #expect(md.contains("| Changed | 3 |\n| Removed | 1 |\n| Added | 1 |\n| Unchanged | 2 |"))
    #expect(md.contains("| **Total** | **7** |"))
  }

  @Test func passingReportSaysSo() {
    let md = MarkdownReport.render(Report(items: [ReportItem(name: "a.png", status: .unchanged)]))
    #expect(md.hasPrefix("### ✅ themeshot: no visual changes (1 unchanged)"))
  }

  @Test func changedImagesListMismatchAndRatio() {
    let item = ReportItem(
      name: "Light/profile.png", status: .changed, mismatched: 7_840, ratio: 0.1361)
    let md = MarkdownReport.render(Report(items: [item]))
    #expect(md.contains("| Light/profile.png | 7,840 | 13.61% |  |"))
  }

  @Test func hostileNamesCannotBreakTheTableOrInjectHTML() {
    let full = MarkdownReport.render(SampleReport.report())
    // Outside code blocks (where GitHub shows text literally), no raw name gets through.
    let parts = full.components(separatedBy: "```")
    #expect(parts.count == 3, "one fenced block: the accept script")
    let md = parts.enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined()
    #expect(!md.contains("<script>") && !md.contains("<b>"))
    #expect(!md.contains("@team"))
    // Every table row of the changed table still has exactly four cells.
    let rows = md.split(separator: "\n").filter { $0.hasPrefix("| ") && $0.contains(".png") }
    for row in rows {
      let cells = row.replacingOccurrences(of: #"\|"#, with: "").filter { $0 == "|" }.count - 1
      #expect(cells == 4, "\(row)")
    }
  }

  @Test func detailsAreCollapsible() {
    let md = MarkdownReport.render(SampleReport.report())
    #expect(
      md.contains("<details><summary>Removed (1)</summary>\n\n- Light/legacy.png (180×320)"))
    #expect(md.contains("<details><summary>Regions and messages</summary>"))
    #expect(
      md.components(separatedBy: "<details>").count
        == md.components(separatedBy: "</details>").count)
  }

  @Test func longListsAreCutWithACount() {
    let items = (0..<30).map {
      ReportItem(name: "s\($0).png", status: .changed, mismatched: 1, ratio: 0.1)
    }
    let md = MarkdownReport.render(Report(items: items), maxItemsPerList: 10)
    #expect(md.contains("… and 20 more (see the HTML report)"))
    #expect(md.components(separatedBy: "| 1 | 10% |").count - 1 == 10)
  }
}

@Suite struct ReportLinkTests {
  @Test func markdownAndJUnitLinkToThePublishedReport() {
    let item = ReportItem(name: "a.png", status: .changed, mismatched: 1, ratio: 0.1)
    let report = Report(items: [item], reportURL: "https://ci.example/run 1/<artifact>")
    let md = MarkdownReport.render(report)
    #expect(md.contains("[Open the full report](<https://ci.example/run%201/%3Cartifact%3E>)"))
    #expect(
      JUnitReport.render(report).contains("report: https://ci.example/run 1/&lt;artifact&gt;"))
    #expect(!MarkdownReport.render(Report(items: [item])).contains("Open the full report"))
  }
}
