import Foundation
import Primitives
import Reports
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML  // XMLDocument lives here on Linux; in Foundation on Darwin
#endif

@Suite struct JUnitReportTests {
  private func parse(_ xml: String) throws -> XMLDocument {
    try XMLDocument(data: Data(xml.utf8), options: [])
  }

  private func testCases(_ doc: XMLDocument) throws -> [XMLElement] {
    try doc.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
  }

  @Test func oneTestCasePerImageWithCountsOnTheSuite() throws {
    let report = SampleReport.report()
    let doc = try parse(JUnitReport.render(report))
    let suite = try #require(try doc.nodes(forXPath: "//testsuite").first as? XMLElement)
    #expect(suite.attribute(forName: "name")?.stringValue == report.title)
    #expect(suite.attribute(forName: "tests")?.stringValue == "7")
    #expect(suite.attribute(forName: "failures")?.stringValue == "4")
    #expect(suite.attribute(forName: "errors")?.stringValue == "0")
    #expect(try testCases(doc).count == report.items.count)
  }

  @Test func classnameIsTheFolderAndNameTheFile() throws {
    let report = SampleReport.report()
    let cases = try testCases(try parse(JUnitReport.render(report)))
    let pairs = cases.map {
      (
        $0.attribute(forName: "classname")!.stringValue!,
        $0.attribute(forName: "name")!.stringValue!
      )
    }
    for (item, pair) in zip(report.items, pairs) {
      #expect(pair.0 == (item.folder.isEmpty ? report.title : item.folder))
      #expect(pair.1 == item.fileName)
    }
    let files = cases.map { $0.attribute(forName: "file")?.stringValue }
    #expect(files == report.items.map(\.name))
    // The hostile name survives escaping and parsing unchanged.
    #expect(pairs.contains { $0.0 + "/" + $0.1 == SampleReport.hostileName })
  }

  @Test func changedAndRemovedFailWithCountAndRatio() throws {
    let item = ReportItem(
      name: "Light/profile.png", status: .changed, mismatched: 1_234, ratio: 0.0123)
    let removed = ReportItem(name: "Light/old.png", status: .removed)
    let added = ReportItem(name: "Light/new.png", status: .added)
    let doc = try parse(JUnitReport.render(Report(items: [item, removed, added])))
    let failures = try doc.nodes(forXPath: "//failure").compactMap { $0 as? XMLElement }
    #expect(failures.map { $0.attribute(forName: "type")?.stringValue } == ["changed", "removed"])
    let message = failures[0].attribute(forName: "message")?.stringValue ?? ""
    #expect(message == "1,234 pixels differ (1.23%)")
    #expect(failures[0].stringValue?.contains("ratio: 0.0123") == true)
    let addedCase = try testCases(doc)[2]
    #expect(addedCase.elements(forName: "failure").isEmpty)
    #expect(
      addedCase.elements(forName: "system-out").first?.stringValue?.hasPrefix("Added") == true)
  }

  @Test func longRegionListsAreCut() throws {
    let regions = (0..<50).map { PixelRect(x: $0, y: 0, width: 1, height: 1) }
    let item = ReportItem(
      name: "a.png", status: .changed, mismatched: 50, ratio: 0.5, regions: regions)
    let doc = try parse(JUnitReport.render(Report(items: [item])))
    let text = try #require(try doc.nodes(forXPath: "//failure").first?.stringValue)
    #expect(text.contains("regions: 0,0 1×1; 1,0 1×1;") && text.hasSuffix("19,0 1×1; +30 more"))
  }

  @Test func randomHostileNamesAlwaysGiveValidXML() throws {
    var rng = SplitMix(seed: 5)
    for _ in 0..<200 {
      let items = (0..<3).map { _ in
        ReportItem(
          name: HostileText.make(&rng),
          status: ReportItem.Status.allCases.randomElement(using: &rng)!,
          mismatched: 3, ratio: 0.5, message: HostileText.make(&rng))
      }
      let xml = JUnitReport.render(Report(title: HostileText.make(&rng), items: items))
      let doc = try parse(xml)
      #expect(try testCases(doc).count == 3)
    }
  }

  @Test func outputIsDeterministic() {
    #expect(JUnitReport.render(SampleReport.report()) == JUnitReport.render(SampleReport.report()))
    #expect(!JUnitReport.render(SampleReport.report()).contains("timestamp"))
  }
}
