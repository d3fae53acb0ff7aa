extension Diagnostic {
  /// `diagnostics` with each message kept at most `limit` times; the rest of a message's
  /// repeats become one summary line after its last kept copy. One long inheritance chain
  /// printed the same error for every style (99,900 lines, issue 17).
  public static func cappingRepeats(
    _ diagnostics: [Diagnostic], limit: Int = Limits.repeatedDiagnostics
  ) -> [Diagnostic] {
    var counts: [String: Int] = [:]
    for d in diagnostics { counts[d.severity.rawValue + d.message, default: 0] += 1 }
    guard counts.values.contains(where: { $0 > limit }) else { return diagnostics }
    var seen: [String: Int] = [:]
    var out: [Diagnostic] = []
    for d in diagnostics {
      let key = d.severity.rawValue + d.message
      seen[key, default: 0] += 1
      let n = seen[key]!
      if n <= limit { out.append(d) }
      if n == limit, let total = counts[key], total > limit {
        out.append(
          Diagnostic(
            d.severity,
            "… and \(total - limit) more of '\(d.message)' (not shown; "
              + "THEMESHOT_MAX_REPEATED raises the limit of \(limit))"))
      }
    }
    return out
  }
}
