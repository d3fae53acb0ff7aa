import Foundation
import Reports
import Testing

@Suite struct ReportWriterTests {
  private func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "themeshot-reports-\(UUID().uuidString)")
  }

  @Test func writesTheThreeFilesIntoANewDirectory() throws {
    let root = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let dir = root.appendingPathComponent("nested/report")
    let report = SampleReport.report()
    let urls = try ReportWriter.write(report, to: dir)
    #expect(urls.map(\.lastPathComponent) == ["index.html", "junit.xml", "summary.md"])
    #expect(try String(contentsOf: urls[0], encoding: .utf8) == HTMLReport.render(report))
    #expect(try String(contentsOf: urls[1], encoding: .utf8) == JUnitReport.render(report))
    #expect(try String(contentsOf: urls[2], encoding: .utf8) == MarkdownReport.render(report))
    // No temporary files left behind.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        == ["index.html", "junit.xml", "summary.md"])
  }

  @Test func replacesAnEarlierReport() throws {
    let dir = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try ReportWriter.write(SampleReport.report(), to: dir, formats: [.markdown])
    let small = Report(items: [ReportItem(name: "a.png", status: .unchanged)])
    try ReportWriter.write(small, to: dir, formats: [.markdown])
    let text = try String(contentsOf: dir.appendingPathComponent("summary.md"), encoding: .utf8)
    #expect(text == MarkdownReport.render(small))
  }

  @Test func aFileInTheWayIsAnError() throws {
    let file = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("x".utf8).write(to: file)
    #expect(throws: ReportWriteError.self) {
      try ReportWriter.write(SampleReport.report(), to: file)
    }
  }

  @Test func aFailedWriteLeavesNoTemporaryAndKeepsWhatWasThere() throws {
    let dir = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    // A directory where junit.xml should go makes the rename fail.
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("junit.xml"), withIntermediateDirectories: true)
    do {
      try ReportWriter.write(SampleReport.report(), to: dir, formats: [.junit])
      Issue.record("expected an error")
    } catch {
      guard case .cannotWrite(let path, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(path.hasSuffix("junit.xml") && error.path == path && !error.reason.isEmpty)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["junit.xml"])
  }
}

@Suite struct ReportWriterImageFilesTests {
  @Test func filesModeWritesImagesBesideThePageAndLinksThem() throws {
    let fm = FileManager.default
    let dir = fm.temporaryDirectory.appendingPathComponent("themeshot-files-\(UUID().uuidString)")
    defer { try? fm.removeItem(at: dir) }
    let images = dir.appendingPathComponent("images")
    try fm.createDirectory(at: images, withIntermediateDirectories: true)
    try Data("stale".utf8).write(to: images.appendingPathComponent("img-99-diff.png"))
    try Data("mine".utf8).write(to: images.appendingPathComponent("keep.txt"))

    let report = SampleReport.report()
    let written = try ReportWriter.write(report, to: dir, images: .files)
    let html = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(!html.contains("data:image/png"))
    #expect(html.contains("--e:url('images/img-1-expected.png')"))
    #expect(html.contains("img-src data: 'self' file:"))
    let first = report.items[0]
    let bytes = try [UInt8](Data(contentsOf: images.appendingPathComponent("img-1-diff.png")))
    #expect(bytes == first.diffPNG)
    let names = try fm.contentsOfDirectory(atPath: images.path)
    #expect(!names.contains("img-99-diff.png") && names.contains("keep.txt"))
    let pngs = report.items.reduce(0) {
      $0 + [$1.expectedPNG, $1.actualPNG, $1.diffPNG].compactMap { $0 }.count
    }
    #expect(names.filter { $0.hasSuffix(".png") }.count == pngs)
    #expect(written.count == pngs + 3)
  }

  @Test func folderNamesCannotBreakOutOfTheCSSString() {
    let page = HTMLReport.render(
      Report(items: [SampleReport.items[3]]), images: .files(folder: "a') ; x:url('b"))
    #expect(page.contains(#"--a:url('a\27 \29  ; x:url\28 \27 b/img-1-actual.png')"#))
  }
}
