/// A report as GitHub-flavoured Markdown, for `$GITHUB_STEP_SUMMARY` or a pull-request
/// comment: a verdict heading, a counts table, a table of changed images with their
/// mismatch and ratio, and collapsible `<details>` for regions, added, removed and
/// unchanged images.
///
/// Every name and message is escaped (`Escape.markdown`), so a file called
/// `<img src=x>` or `[a](b)` shows as written, and `@team` in a name mentions nobody.
public enum MarkdownReport {
  /// The Markdown text, ending in a newline.
  ///
  /// - Parameters:
  ///   - report: The report.
  ///   - maxItemsPerList: At most this many rows per table or list; the rest are counted
  ///     in a final "… and N more" line. GitHub limits comments to 65,536 characters and
  ///     step summaries to 1 MiB, so a large suite stays postable.
  public static func render(_ report: Report, maxItemsPerList: Int = 100) -> String {
    let summary = report.summary
    let limit = max(1, maxItemsPerList)
    var lines: [String] = []
    let verdict =
      summary.failures > 0
      ? "❌ \(Escape.markdown(report.title)): \(summary.headline)"
      : "✅ \(Escape.markdown(report.title)): no visual changes (\(summary.headline))"
    lines.append("### " + verdict)
    lines.append("")
    if let url = report.reportURL {
      lines.append("[Open the full report](\(Escape.markdownURL(url)))")
      lines.append("")
    }
    if !report.notes.isEmpty {
      lines.append(
        report.notes.map { Escape.markdown($0, atLineStart: true) }.joined(separator: "<br>"))
      lines.append("")
    }
    lines += countsTable(summary)

    let changed = report.items.filter { $0.status == .changed }
    if !changed.isEmpty {
      lines.append("")
      lines.append("#### Changed (\(Format.count(changed.count)))")
      lines.append("")
      lines.append("| Image | Mismatched pixels | Ratio | Size |")
      lines.append("| :-- | --: | --: | :-- |")
      for item in changed.prefix(limit) {
        let size = Format.sizes(item.resolvedExpectedSize, item.resolvedActualSize) ?? ""
        let layout = item.sizeChanged ? " (layout)" : ""
        lines.append(
          "| \(Escape.markdown(item.name)) | \(Format.count(item.mismatched)) "
            + "| \(Format.percent(item.ratio)) | \(size)\(layout) |")
      }
      lines += more(changed.count - limit, trailingTableRow: true)
      let detailed = changed.prefix(limit).filter { !$0.regions.isEmpty || $0.message != nil }
      if !detailed.isEmpty {
        lines += detailsBlock("Regions and messages", detailed.map(changeDetail))
      }
    }
    for status in [ReportItem.Status.removed, .added, .unchanged] {
      let group = report.items.filter { $0.status == status }
      guard !group.isEmpty else { continue }
      var rows = group.prefix(limit).map { item -> String in
        var row = "- " + Escape.markdown(item.name)
        if let size = Format.sizes(item.resolvedExpectedSize, item.resolvedActualSize) {
          row += " (\(size))"
        }
        if let m = item.message { row += ": " + Escape.markdown(m) }
        return row
      }
      rows += more(group.count - limit, trailingTableRow: false)
      lines += detailsBlock("\(status.title) (\(Format.count(group.count)))", rows)
    }
    let accepted = summary.failures + summary.added
    if let folders = report.folders, accepted > 0 {
      let script = AcceptCommands.script(for: report.items, in: folders)
      lines += detailsBlock(
        "Accept these changes",
        accepted <= limit
          ? codeBlock(script, language: "sh")
          : ["\(Format.count(accepted)) commands: copy them from the HTML report."])
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A fenced code block whose fence is longer than any run of backticks in `code`, so a
  /// file name cannot close it.
  static func codeBlock(_ code: String, language: String) -> [String] {
    var longest = 0
    var run = 0
    for c in code.unicodeScalars {
      run = c == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: max(3, longest + 1))
    return [fence + language, code, fence]
  }

  private static func countsTable(_ summary: ReportSummary) -> [String] {
    var rows = ["| Status | Images |", "| :-- | --: |"]
    for status in ReportItem.Status.reportOrder {
      rows.append("| \(status.title) | \(Format.count(summary[status])) |")
    }
    rows.append("| **Total** | **\(Format.count(summary.total))** |")
    return rows
  }

  private static func changeDetail(_ item: ReportItem) -> String {
    var parts: [String] = []
    if !item.regions.isEmpty {
      let shown = item.regions.prefix(8).map(Format.region).joined(separator: "; ")
      let extra = item.regions.count > 8 ? "; +\(item.regions.count - 8) more" : ""
      parts.append("\(Format.plural(item.regions.count, "region")): \(shown)\(extra)")
    }
    if let m = item.message { parts.append(Escape.markdown(m)) }
    return "- **\(Escape.markdown(item.name))**: " + parts.joined(separator: "; ")
  }

  /// A collapsed `<details>` block. The summary is fixed text plus numbers (GitHub does not
  /// render Markdown inside `<summary>`); the body needs the blank lines to be Markdown.
  private static func detailsBlock(_ summary: String, _ body: [String]) -> [String] {
    ["", "<details><summary>\(summary)</summary>", ""] + body + ["", "</details>"]
  }

  private static func more(_ hidden: Int, trailingTableRow: Bool) -> [String] {
    guard hidden > 0 else { return [] }
    let text = "… and \(Format.count(hidden)) more (see the HTML report)"
    return [trailingTableRow ? "| \(text) | | | |" : "- \(text)"]
  }
}
