import Foundation
import PNG
import TestSupport
import Testing

@testable import Reports

/// Issue 13: the `theme diff` panel beside a changed image, and the same keys in report.json.
@Suite struct ThemeChangePanelTests {
  static func item() -> ReportItem {
    var item = ChangeExplanationTests.item()
    item.explanation?.themeChanges = [
      ThemeChange(
        key: "$Tint", before: "$SystemBlueDark = #0A84FFFF", after: "$SystemRedDark = #FF453AFF",
        location: "themes/motif/DarkMappings.yaml:2:1", widgets: ["#signIn backgroundColor"]),
      ThemeChange(
        key: ".Label.<i>", before: nil, after: "17", location: "a.yaml:3:1",
        locationBefore: "a.yaml:2:1", widgets: []),
    ]
    return item
  }

  @Test func reportJSONKeepsTheThemeChanges() throws {
    let report = Report(title: "t", items: [Self.item()], ordering: .asGiven)
    let text = ReportJSON.render(report)
    #expect(text.contains("\"themeChanges\""))
    let parsed = try ReportJSON.parse(Array(text.utf8))
    #expect(parsed.items[0].explanation?.themeChanges == Self.item().explanation?.themeChanges)
    // An explanation without theme changes writes no key (reports of earlier runs parse).
    let plain = ReportJSON.render(
      Report(title: "t", items: [ChangeExplanationTests.item()], ordering: .asGiven))
    #expect(!plain.contains("themeChanges"))
  }

  @Test func htmlShowsEachKeyWithBothValuesAndItsLine() {
    let html = HTMLReport.render(Report(title: "t", items: [Self.item()]))
    #expect(html.contains("<details class=\"tdiff\" open><summary>Theme changes <small>(2 keys"))
    #expect(html.contains("<th scope=\"row\"><code>$Tint</code></th>"))
    #expect(html.contains("<i class=\"sw\" style=\"background:#0A84FFFF\"></i>"))
    #expect(html.contains("<code>themes/motif/DarkMappings.yaml:2:1</code>"))
    #expect(html.contains("(was <code>a.yaml:2:1</code>)"))
    #expect(html.contains("<small>(unset)</small>"))
    #expect(html.contains("<code>.Label.&lt;i&gt;</code>") && !html.contains(".Label.<i>"))
    // No panel without theme changes.
    let plain = HTMLReport.render(Report(title: "t", items: [ChangeExplanationTests.item()]))
    #expect(!plain.contains("class=\"tdiff\""))
  }
}

/// The panel in a real browser, beside the same report without it: the page is written to
/// `.build/report-screenshots/theme-changes/` for a person to look at, and the swatches'
/// colours must add a swatch each to the screenshot (12 × 12 px with a 1 px edge: 100
/// pixels of the colour; 60 leaves room for rounding).
@Suite(
  .enabled(if: Chromium.path != nil, "no chromium on PATH (bash Scripts/install-chromium.sh)"))
struct ThemeChangePanelBrowserTests {
  func colours(_ item: ReportItem, _ name: String) throws -> [Int] {
    let dir = BrowserScreenshotTests.outputs.appendingPathComponent(name)
    try ReportWriter.write(Report(title: "theme diff", items: [item]), to: dir, formats: [.html])
    let shot = dir.appendingPathComponent("screenshot.png")
    try? FileManager.default.removeItem(at: shot)
    #expect(
      try Chromium.screenshot(
        dir.appendingPathComponent("index.html").absoluteString, to: shot, height: 1400))
    let bitmap = try PNGDecoder().decode(contentsOf: shot.path)
    try #require(bitmap.width == 1280)
    return BrowserScreenshotTests.counts(
      [(0x0A, 0x84, 0xFF), (0xFF, 0x45, 0x3A)], in: bitmap.pixels, rows: 0..<bitmap.height)
  }

  @Test func panelShowsTheSwatchesInChromium() throws {
    let with = try colours(ThemeChangePanelTests.item(), "theme-changes")
    let without = try colours(ChangeExplanationTests.item(), "theme-changes-none")
    #expect(
      with[0] >= without[0] + 60 && with[1] >= without[1] + 60,
      "swatch pixels with the panel \(with), without \(without)")
  }
}
