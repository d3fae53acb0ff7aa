/// A report as JUnit XML, the format CI systems (GitHub Actions reporters, GitLab, Jenkins)
/// read test results from.
///
/// One `<testsuite>` named after the report's title holds one `<testcase>` per image, in
/// report order: `classname` is the image's folder (the title for top-level images), `name`
/// its file name and `file` its relative path. Changed and removed images carry a `<failure>` with the mismatch
/// count and ratio; added images and messages go to `<system-out>`. `time` is always `0`
/// so the bytes do not depend on the clock.
public enum JUnitReport {
  /// Regions listed in a failure's text at most.
  static let maxRegions = 20

  /// The XML document, UTF-8, ending in a newline.
  public static func render(_ report: Report) -> String {
    let summary = report.summary
    let suite = Escape.xml(report.title)
    var out = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    let counts =
      #"tests="\#(summary.total)" failures="\#(summary.failures)" errors="0" skipped="0" time="0""#
    out += #"<testsuites name="\#(suite)" \#(counts)>"# + "\n"
    out += #"  <testsuite name="\#(suite)" \#(counts)>"# + "\n"
    for item in report.items {
      out += testCase(item, report: report)
    }
    out += "  </testsuite>\n</testsuites>\n"
    return out
  }

  private static func testCase(_ item: ReportItem, report: Report) -> String {
    let classname = item.folder.isEmpty ? report.title : item.folder
    var out =
      #"    <testcase classname="\#(Escape.xml(classname))" name="\#(Escape.xml(item.fileName))""#
      + #" file="\#(Escape.xml(item.name))" time="0""#
    let sizes = Format.sizes(item.resolvedExpectedSize, item.resolvedActualSize)
    switch item.status {
    case .changed:
      let message = changeSummary(item)
      var body = [message]
      if let sizes { body.append("size: \(sizes)\(item.sizeChanged ? " (layout changed)" : "")") }
      body.append("ratio: \(Format.ratio(item.ratio))")
      if !item.regions.isEmpty {
        // A noisy diff can have thousands of clusters; CI logs need the first few.
        let shown = item.regions.prefix(maxRegions).map(Format.region).joined(separator: "; ")
        let more =
          item.regions.count > maxRegions ? "; +\(item.regions.count - maxRegions) more" : ""
        body.append("regions: \(shown)\(more)")
      }
      if let m = item.message { body.append(m) }
      if let url = report.reportURL { body.append("report: \(url)") }
      out += ">\n"
      out += #"      <failure type="changed" message="\#(Escape.xml(message))">"#
      out += Escape.xml(body.joined(separator: "\n")) + "</failure>\n"
      out += "    </testcase>\n"
    case .removed:
      let message =
        "Removed: \(report.expectedLabel) has this image, \(report.actualLabel) does not"
      var body = [message]
      if let sizes { body.append("size: \(sizes)") }
      if let m = item.message { body.append(m) }
      out += ">\n"
      out += #"      <failure type="removed" message="\#(Escape.xml(message))">"#
      out += Escape.xml(body.joined(separator: "\n")) + "</failure>\n"
      out += "    </testcase>\n"
    case .added, .unchanged:
      var lines: [String] = []
      if item.status == .added {
        lines.append("Added: new in \(report.actualLabel)" + (sizes.map { " (\($0))" } ?? ""))
      } else if item.mismatched > 0 {
        lines.append("\(changeSummary(item)), within budget")
      }
      if let m = item.message { lines.append(m) }
      if lines.isEmpty {
        out += "/>\n"
      } else {
        out += ">\n      <system-out>" + Escape.xml(lines.joined(separator: "\n"))
        out += "</system-out>\n    </testcase>\n"
      }
    }
    return out
  }

  /// `1,234 pixels differ (0.52%)`, with the sizes when the layout changed.
  static func changeSummary(_ item: ReportItem) -> String {
    let verb = item.mismatched == 1 ? "differs" : "differ"
    var s = "\(Format.plural(item.mismatched, "pixel")) \(verb) (\(Format.percent(item.ratio)))"
    if item.sizeChanged, let e = item.resolvedExpectedSize, let a = item.resolvedActualSize {
      s += "; size \(Format.size(e)) → \(Format.size(a))"
    }
    return s
  }
}
