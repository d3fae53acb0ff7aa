import Primitives
import Reports

/// A report with one item of every kind, including a layout change and hostile names,
/// used by the format tests and the browser test.
enum SampleReport {
  static let hostileName = "Dark/<script>alert(\"x\")</script> & 'q' [a](b) |x| @team.png"

  static let items: [ReportItem] = makeItems()

  private static func makeItems() -> [ReportItem] {
    let light = TestImages.screen()
    let changed = TestImages.screen(variant: 1)
    let d = TestImages.diff(light, changed)
    let darkOld = TestImages.screen(dark: true)
    let darkTall = TestImages.screen(height: 360, dark: true)
    let tallDiff = TestImages.diff(darkOld, darkTall)
    return [
      ReportItem(
        name: "Light/settings.png", status: .unchanged, expectedPNG: light.png,
        actualPNG: light.png),
      ReportItem(
        name: "Light/profile.png", status: .changed, mismatched: d.mismatched, ratio: d.ratio,
        regions: d.regions, expectedPNG: light.png, actualPNG: changed.png, diffPNG: d.png,
        message: "threshold 0.1, budget 0 pixels"),
      ReportItem(
        name: "Dark/profile.png", status: .changed, mismatched: tallDiff.mismatched,
        ratio: tallDiff.ratio, regions: tallDiff.regions, expectedPNG: darkOld.png,
        actualPNG: darkTall.png, diffPNG: tallDiff.png),
      ReportItem(name: "Dark/onboarding.png", status: .added, actualPNG: darkOld.png),
      ReportItem(name: "Light/legacy.png", status: .removed, expectedPNG: light.png),
      ReportItem(
        name: hostileName, status: .changed, mismatched: 1, ratio: 1.0 / 57_600,
        regions: [PixelRect(x: 3, y: 4, width: 1, height: 1)],
        expectedPNG: light.png, actualPNG: changed.png, diffPNG: d.png,
        message: "<b>bold</b> & \"quoted\""),
      ReportItem(name: "root.png", status: .unchanged),
    ]
  }

  static func report() -> Report {
    Report(
      title: "themeshot <demo> & co", items: items,
      notes: ["baseline: Snapshots/", "current: out/ & friends"],
      folders: ComparedFolders(baseline: "Snapshots", current: "out & friends"))
  }
}
