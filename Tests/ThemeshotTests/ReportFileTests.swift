import Primitives
import Testing

@testable import Themeshot

/// A report.json that is not JSON is an error at its line and column.
@Suite struct ReportFileTests {
  // Found by the hostile pass (session 13): `approve` and `merge-reports` said "The given
  // data was not valid JSON" with no line or column, for a truncated or hand-edited file.
  @Test(arguments: [
    ("{\"format\": \"themeshot-report\",\n \"items\": [}\n", 2),
    ("{\n\n  \"version\": NaN}", 3),
    (String(repeating: "[", count: 100_000), 1),
  ])
  func aSyntaxErrorIsLocated(_ text: String, line: Int) throws {
    do {
      _ = try ReportFile.parse(Array(text.utf8), path: "out/report/report.json")
      Issue.record("parsed")
    } catch let d as Diagnostic {
      #expect(d.message.hasPrefix("not a themeshot report"))
      #expect(d.location?.file == "out/report/report.json")
      #expect(d.location?.line == line && (d.location?.column ?? 0) > 0, "\(d.formatted)")
    }
  }

  @Test func validJSONThatIsNotAReportKeepsItsReason() throws {
    do {
      _ = try ReportFile.parse(Array("{\"a\": 1}".utf8), path: "r.json")
      Issue.record("parsed")
    } catch let d as Diagnostic {
      #expect(d.message.contains("not a themeshot report"))
      #expect(d.location?.file == "r.json")
    }
  }
}
