import Foundation
import Reports
import TestSupport
import Testing

@Suite struct HTMLReportTests {
  private let html = HTMLReport.render(SampleReport.report())

  @Test func hostileTextIsEscapedEverywhere() {
    #expect(!html.contains("<script>alert"))
    #expect(!html.contains("<b>bold</b>"))
    #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;"))
    #expect(html.contains("&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;"))
    #expect(html.contains("<h1>themeshot &lt;demo&gt; &amp; co</h1>"))
    // Only the page's own two scripts.
    #expect(html.components(separatedBy: "<script>").count - 1 == 2)
  }

  @Test func randomHostileNamesNeverOpenATag() {
    var rng = SplitMix(seed: 11)
    for _ in 0..<100 {
      let name = HostileText.make(&rng)
      let item = ReportItem(name: name, status: .added)
      let page = HTMLReport.render(Report(items: [item]))
      // A name with a folder gets one more element (the dimmed folder), and nothing else.
      let plain = ReportItem(name: item.folder.isEmpty ? "x" : "d/x", status: .added)
      let baseline = HTMLReport.render(Report(items: [plain]))
      // The markup around the name is the same: names add text, never tags.
      #expect(page.filter { $0 == "<" }.count == baseline.filter { $0 == "<" }.count)
    }
  }

  @Test func selfContainedWithEachImageInlinedOnce() {
    // No URL but the SVG namespace (an identifier, never fetched) of the favicon data URL.
    let urls = html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "")
    #expect(!urls.contains("http://") && !urls.contains("https://"))
    #expect(html.contains("<link rel=\"icon\" href=\"data:image/svg+xml,"))
    #expect(!html.contains("src=\"") || !html.contains("src=\"http"))
    let items = SampleReport.items
    let profile = items[1]
    let base64 = Data(profile.diffPNG!).base64EncodedString()
    #expect(html.components(separatedBy: base64).count - 1 == 2)  // two cards share the diff
    #expect(html.contains("default-src 'none'; img-src data:;"))
    // Scripts are allowed by hash only, never wholesale.
    #expect(html.contains("script-src 'sha256-") && !html.contains("script-src 'unsafe-inline'"))
  }

  @Test func changedImagesGetEveryView() {
    let report = Report(items: [SampleReport.items[1]])
    let page = HTMLReport.render(report)
    for view in HTMLReport.View.allCases {
      #expect(page.contains("class=\"view view-\(view.rawValue)\""))
      #expect(page.contains(">\(view.title)</label>"))
    }
    #expect(page.contains("class=\"boxes\""))
    // Side by side is the view shown without JavaScript.
    #expect(page.contains("value=\"side\" checked>"))
  }

  @Test func regionsCanBeOutlinedOverEveryView() {
    let item = SampleReport.items[1]
    let page = HTMLReport.render(Report(items: [item]))
    #expect(page.contains("class=\"oi\"") && page.contains(">Outline changes</label>"))
    // Always on the two diff panels; optional on expected, actual, slider, blend and blink.
    #expect(page.components(separatedBy: "class=\"boxes\"").count - 1 == 2)
    #expect(page.components(separatedBy: "class=\"boxes opt\"").count - 1 == 5)
    #expect(page.components(separatedBy: "<i style=").count - 1 == 7 * item.regions.count)
    let plain = ReportItem(
      name: "a.png", status: .changed, mismatched: 1, expectedPNG: item.expectedPNG,
      actualPNG: item.actualPNG)
    #expect(!HTMLReport.render(Report(items: [plain])).contains("Outline changes"))
  }

  @Test func addedAndRemovedShowTheirOneImage() {
    let items = SampleReport.items
    let added = HTMLReport.render(Report(items: [items[3]]))
    #expect(added.contains("class=\"pic a checker\"") && !added.contains("class=\"pic e"))
    #expect(!added.contains("class=\"view "))
    let removed = HTMLReport.render(Report(items: [items[4]]))
    #expect(removed.contains("class=\"pic e checker\"") && !removed.contains("class=\"pic a"))
  }

  @Test func layoutChangeShowsBothSizesInOneFrame() {
    let page = HTMLReport.render(Report(items: [SampleReport.items[2]]))
    #expect(page.contains("180×320 → 180×360 · layout changed"))
    #expect(page.contains("--w:180;--h:360"))
    #expect(page.contains("height:88.8889%"))  // the shorter image inside the taller frame
  }

  @Test func withinBudgetDifferencesCollapseBehindADisclosure() {
    let changed = SampleReport.items[1]
    var item = changed
    item.status = .unchanged
    let page = HTMLReport.render(Report(items: [item]))
    #expect(page.contains("<details class=\"peek\"><summary>Show the comparison</summary>"))
    #expect(page.contains("within budget"))
    #expect(page.contains("class=\"view view-slider\""))
  }

  @Test func noDiffTabWithoutADiffImage() {
    var item = SampleReport.items[1]
    item.diffPNG = nil
    let page = HTMLReport.render(Report(items: [item]))
    #expect(
      !page.contains("class=\"view view-diff\"") && page.contains("class=\"view view-blink\""))
    #expect(!page.contains("Diff</figcaption>"))
  }

  @Test func idsAndRadioGroupsAreUniquePerCard() {
    let ids = html.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
    #expect(Set(ids).count == ids.count, "duplicate ids")
    #expect(html.contains("name=\"v-img-1\"") && html.contains("name=\"v-img-2\""))
  }

  @Test func filtersExistOnlyForPresentStatuses() {
    let page = HTMLReport.render(Report(items: [ReportItem(name: "a.png", status: .added)]))
    #expect(page.contains("id=\"f-added\"") && !page.contains("id=\"f-changed\""))
    #expect(page.contains("No visual changes"))
  }

  @Test func emptyReportSaysSo() {
    #expect(HTMLReport.render(Report(items: [])).contains("No images were compared."))
  }

  @Test func outputIsDeterministic() {
    #expect(html == HTMLReport.render(SampleReport.report()))
    var rng = SplitMix(seed: 3)
    let shuffled = Report(
      title: "themeshot <demo> & co", items: SampleReport.items.shuffled(using: &rng),
      notes: ["baseline: Snapshots/", "current: out/ & friends"],
      folders: ComparedFolders(baseline: "Snapshots", current: "out & friends"))
    #expect(HTMLReport.render(shuffled) == html)
  }

  @Test func elementsAreBalanced() {
    for tag in ["div", "article", "figure", "details", "main", "header", "nav", "p", "span"] {
      let opens =
        html.components(separatedBy: "<\(tag)>").count
        + html.components(separatedBy: "<\(tag) ").count - 2
      let closes = html.components(separatedBy: "</\(tag)>").count - 1
      #expect(opens == closes, "<\(tag)>: \(opens) opened, \(closes) closed")
    }
  }
}
