import Reports

extension CheckSuite.Result {
  /// What `check` prints without `--json`: a line per image that is not unchanged (with its
  /// message and explanation), then the counts and where the report is.
  public func summary(reportFolder: String) -> String {
    var lines = outcome.items.filter { $0.status != .unchanged }.map { item in
      "\(item.status.rawValue): \(item.name)\(item.message.map { " — \($0)" } ?? "")"
    }
    lines.append(
      "\(report.summary.headline) (\(outcome.verifiedByHash) verified by hash) · "
        + "report: \(reportFolder)/index.html")
    return lines.joined(separator: "\n")
  }
}
