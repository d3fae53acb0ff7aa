import Foundation
import PNG
import Primitives
import TestSupport
import Testing

@testable import Reports

/// Issue 13: the explanation as data in report.json and as interactive outlines in the
/// HTML report.
@Suite struct ChangeExplanationTests {
  /// The sample report's changed profile with one explained region: a widget whose colour
  /// changed, its frame a little larger than the region.
  static func item() -> ReportItem {
    var item = SampleReport.items[1]
    let r = item.regions[0]
    let frame = [Double(r.x - 6), Double(r.y - 6), Double(r.width + 12), Double(r.height + 12)]
    item.explanation = ChangeExplanation(
      scale: 1,
      regions: [
        .init(
          rect: [r.x, r.y, r.width, r.height],
          widgets: [
            .init(
              key: "#signIn", id: "signIn", type: "UIButton", path: "UIView/#form/#signIn",
              frame: frame, frameBefore: nil,
              changes: [
                .init(
                  kind: "property", property: "backgroundColor", before: "#0A84FFFF",
                  after: "#FF453AFF",
                  origin: "themes/motif/Components.yaml:76:3 (.PrimaryButton.<b>)")
              ])
          ])
      ]
        + item.regions.dropFirst().map {
          .init(
            rect: [$0.x, $0.y, $0.width, $0.height], widgets: [],
            drawing: "no widget property changed — drawing changed", fonts: [])
        },
      lines: ["#signIn (UIButton) backgroundColor  #0A84FFFF → #FF453AFF"])
    return item
  }

  @Test func reportJSONKeepsTheExplanation() throws {
    let report = Report(title: "t", items: [Self.item()], ordering: .asGiven)
    let parsed = try ReportJSON.parse(Array(ReportJSON.render(report).utf8))
    #expect(parsed.items[0].explanation == Self.item().explanation)
  }

  @Test func reportJSONRefusesARegionThatIsNotFourNumbers() throws {
    var item = Self.item()
    item.explanation?.regions[0].rect = [1, 2]
    let text = ReportJSON.render(Report(title: "t", items: [item], ordering: .asGiven))
    #expect(throws: ReportJSONError.self) { try ReportJSON.parse(Array(text.utf8)) }
  }

  @Test func htmlListsRegionsAsButtonsAndPlacesWidgetOutlines() {
    let html = HTMLReport.render(Report(title: "t", items: [Self.item()]))
    #expect(html.contains("<button type=\"button\" class=\"why-r\" aria-pressed=\"false\""))
    // The origin is escaped like every other report text.
    #expect(html.contains("(.PrimaryButton.&lt;b&gt;)"))
    #expect(!html.contains("(.PrimaryButton.<b>)"))
    let frame = Self.item().explanation!.regions[0].widgets[0].frame
    // 180 × 320 image at scale 1: percentages of the frame.
    let left = String(format: "%.4f", frame[0] * 100 / 180).replacingOccurrences(
      of: "0+$", with: "", options: .regularExpression)
    #expect(html.contains("<b data-r=\"0\" style=\"left:\(left)"))
    #expect(html.contains("no widget property changed — drawing changed"))
  }
}

/// The outlines in a real browser: pinning region 0 (`#why=0`, as a click does) draws the
/// widget's frame in the accent colour on every view.
@Suite(
  .enabled(if: Chromium.path != nil, "no chromium on PATH (bash Scripts/install-chromium.sh)"))
struct ExplanationBrowserTests {
  /// The light scheme's `--accent`, the outline colour of an active widget.
  static let accent: (UInt8, UInt8, UInt8) = (0x09, 0x69, 0xDA)

  @Test func pinnedRegionOutlinesItsWidgetInChromium() throws {
    let dir = BrowserScreenshotTests.outputs.appendingPathComponent("explanation")
    let report = Report(title: "why", items: [ChangeExplanationTests.item()])
    try ReportWriter.write(report, to: dir, formats: [.html])
    var harness = "<!doctype html><style>body{margin:0}iframe{display:block;border:0;"
    harness += "width:1280px;height:900px}</style>\n"
    harness += "<iframe src=\"index.html\"></iframe>\n<iframe src=\"index.html#why=0\"></iframe>\n"
    let harnessURL = dir.appendingPathComponent("harness.html")
    try harness.write(to: harnessURL, atomically: true, encoding: .utf8)
    let shot = dir.appendingPathComponent("screenshot.png")
    try? FileManager.default.removeItem(at: shot)
    #expect(try Chromium.screenshot(harnessURL.absoluteString, to: shot, height: 1800))
    let bitmap = try PNGDecoder().decode(contentsOf: shot.path)
    try #require(bitmap.width == 1280 && bitmap.height == 1800)
    let idle = BrowserScreenshotTests.counts([Self.accent], in: bitmap.pixels, rows: 0..<900)[0]
    let pinned = BrowserScreenshotTests.counts(
      [Self.accent], in: bitmap.pixels, rows: 900..<1800)[0]
    // Three views (expected, actual, diff) each outline the widget, 2 px wide.
    #expect(pinned > idle + 300, "accent pixels: idle \(idle), pinned \(pinned)")
  }
}
