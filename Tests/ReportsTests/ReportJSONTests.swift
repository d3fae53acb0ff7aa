import Foundation
import Primitives
import Reports
import TestSupport
import Testing

@Suite struct ReportJSONTests {
  @Test func roundTripsEveryField() throws {
    let report = SampleReport.report()
    let back = try ReportJSON.parse(Array(ReportJSON.render(report).utf8))
    #expect(back == report)
    #expect(HTMLReport.render(back) == HTMLReport.render(report))
  }

  @Test func outputIsDeterministic() {
    #expect(ReportJSON.render(SampleReport.report()) == ReportJSON.render(SampleReport.report()))
  }

  @Test func rejectsOtherDocumentsWithAReason() {
    #expect(throws: ReportJSONError.notAReport) {
      try ReportJSON.parse(
        Array(
          #"{"format":"x","version":1,"title":"","expectedLabel":"","actualLabel":"","notes":[],"items":[]}"#
            .utf8))
    }
    let future = ReportJSON.render(Report(items: []))
      .replacingOccurrences(of: #""version":1"#, with: #""version":9"#)
    #expect(throws: ReportJSONError.unsupportedVersion(9)) {
      try ReportJSON.parse(Array(future.utf8))
    }
    let badStatus = ReportJSON.render(Report(items: [ReportItem(name: "a", status: .added)]))
      .replacingOccurrences(of: #""added""#, with: #""sideways""#)
    #expect(throws: ReportJSONError.invalidItem(index: 0, "unknown status 'sideways'")) {
      try ReportJSON.parse(Array(badStatus.utf8))
    }
    #expect(throws: ReportJSONError.self) { try ReportJSON.parse(Array("[1, 2".utf8)) }
  }

  /// Seeded corruption of a valid file: every result is a report or an error, never a trap.
  @Test func corruptedFilesNeverCrash() {
    let items = (0..<4).map {
      ReportItem(
        name: "F/\($0).png", status: ReportItem.Status.allCases[$0], mismatched: $0, ratio: 0.5,
        regions: [PixelRect(x: 1, y: 2, width: 3, height: 4)],
        expectedSize: PixelSize(width: 2, height: 2), expectedPNG: [1, 2, 3], message: "m")
    }
    let valid = Array(ReportJSON.render(Report(items: items)).utf8)
    var rng = SplitMix(seed: 99)
    var parsed = 0
    for _ in 0..<300 {
      var bytes = valid
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        let i = Int.random(in: 0..<bytes.count, using: &rng)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: bytes[i] = UInt8.random(in: 0...255, using: &rng)
        case 1: bytes.removeSubrange(i...)
        default: bytes.insert(Array("[]{},:\"-1e9".utf8).randomElement(using: &rng)!, at: i)
        }
        if bytes.isEmpty { break }
      }
      if (try? ReportJSON.parse(bytes)) != nil { parsed += 1 }
    }
    #expect(parsed < 300)
  }

  @Test func mergesShardsIntoOneOrderedReport() {
    let a = Report(
      title: "shard 1/2",
      items: [
        ReportItem(name: "b.png", status: .unchanged),
        ReportItem(name: "z.png", status: .changed),
      ],
      notes: ["threshold 0.1", "shard 1/2"], folders: ComparedFolders(baseline: "S", current: "o"))
    let b = Report(
      title: "shard 2/2", items: [ReportItem(name: "a.png", status: .changed)],
      notes: ["threshold 0.1", "shard 2/2"])
    let merged = Report(merging: [a, b], title: "all shards")
    #expect(merged.title == "all shards")
    #expect(merged.items.map(\.name) == ["a.png", "z.png", "b.png"])
    #expect(merged.notes == ["threshold 0.1", "shard 1/2", "shard 2/2"])
    #expect(merged.folders == a.folders && merged.summary.changed == 2)
  }

  @Test func writerAddsJSONOnlyWhenAsked() throws {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-json-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    let standard = try ReportWriter.write(SampleReport.report(), to: dir)
    #expect(!standard.map(\.lastPathComponent).contains("report.json"))
    let json = try ReportWriter.write(SampleReport.report(), to: dir, formats: [.json])
    let bytes = try [UInt8](Data(contentsOf: json[0]))
    #expect(try ReportJSON.parse(bytes) == SampleReport.report())
  }
}
