import Primitives
import Reports
import TestSupport
import Testing

@Suite struct ReportTests {
  private let items = [
    ReportItem(name: "b.png", status: .unchanged),
    ReportItem(name: "a.png", status: .added),
    ReportItem(name: "z.png", status: .changed),
    ReportItem(name: "B.png", status: .changed),
    ReportItem(name: "m.png", status: .removed),
  ]

  @Test func ordersFailuresFirstThenByName() {
    let report = Report(items: items)
    #expect(report.items.map(\.name) == ["B.png", "z.png", "m.png", "a.png", "b.png"])
  }

  @Test func keepsTheGivenOrderWhenAsked() {
    let report = Report(items: items, ordering: .asGiven)
    #expect(report.items.map(\.name) == items.map(\.name))
  }

  @Test func orderDoesNotDependOnInputOrder() {
    var shuffled = items
    var rng = SplitMix(seed: 7)
    for _ in 0..<20 {
      shuffled.shuffle(using: &rng)
      #expect(Report(items: shuffled).items == Report(items: items).items)
    }
  }

  @Test func countsEachStatus() {
    let summary = Report(items: items).summary
    #expect(summary.changed == 2 && summary.removed == 1 && summary.added == 1)
    #expect(summary.unchanged == 1 && summary.total == 5 && summary.failures == 3)
    #expect(summary.headline == "2 changed, 1 removed, 1 added, 1 unchanged")
    #expect(ReportSummary([]).headline == "No images")
  }

  @Test func splitsNamesIntoFolderAndFile() {
    let item = ReportItem(name: "Dark/Settings/list.png", status: .added)
    #expect(item.folder == "Dark/Settings" && item.fileName == "list.png")
    let top = ReportItem(name: "root.png", status: .added)
    #expect(top.folder == "" && top.fileName == "root.png")
  }

  @Test func readsSizesFromPNGHeadersWhenNotGiven() {
    let png = TestImages.screen(width: 40, height: 30).png
    let item = ReportItem(name: "x.png", status: .changed, expectedPNG: png, actualPNG: png)
    #expect(item.resolvedExpectedSize == PixelSize(width: 40, height: 30))
    #expect(!item.sizeChanged)
    let taller = ReportItem(
      name: "x.png", status: .changed, expectedPNG: png,
      actualPNG: TestImages.screen(width: 40, height: 31).png)
    #expect(taller.sizeChanged)
    let corrupt = ReportItem(name: "x.png", status: .changed, expectedPNG: [1, 2, 3])
    #expect(corrupt.resolvedExpectedSize == nil)
  }
}

/// Random names with the characters that break formats: markup, quotes, controls, emoji.
enum HostileText {
  static let pieces = [
    "<", ">", "&", "\"", "'", "<script>", "</script>", "]]>", "-->", "|", "`", "*", "_", "[", "]",
    "(", ")", "#", "\\", "@", "$", "\n", "\r", "\t", "\u{0}", "\u{1}", "\u{1F}", "\u{7F}",
    "\u{FFFE}", "\u{FFFF}", "é", "名", "👩‍💻", "a", "b", "/", ".png", " ", "&amp;", "&#0;",
  ]

  static func make(_ rng: inout SplitMix) -> String {
    (0..<Int.random(in: 1...12, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }
      .joined()
  }
}
