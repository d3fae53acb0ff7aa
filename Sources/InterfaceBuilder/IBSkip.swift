import Primitives

/// Something the importer read but could not use: an unknown element or attribute, a
/// value it cannot convert. Listed once per file (first place, with a count), never fatal.
public struct IBSkip: Hashable, Sendable, Error {
  public var what: String
  public var line: Int
  public var column: Int

  init(what: String, element: IBElement) {
    self.what = what
    self.line = element.line
    self.column = element.column
  }

  init(what: String, line: Int, column: Int) {
    self.what = what
    self.line = line
    self.column = column
  }

  /// One warning per distinct `what`, at its first place, saying how often it occurred.
  static func diagnostics(_ skips: [IBSkip], file: String) -> [Diagnostic] {
    var first: [String: IBSkip] = [:]
    var counts: [String: Int] = [:]
    for s in skips {
      counts[s.what, default: 0] += 1
      if let f = first[s.what], (f.line, f.column) <= (s.line, s.column) { continue }
      first[s.what] = s
    }
    return first.values.sorted { ($0.line, $0.column, $0.what) < ($1.line, $1.column, $1.what) }
      .map { s in
        let n = counts[s.what] ?? 1
        return .warning(
          "skipped \(s.what)" + (n > 1 ? " (\(n) places)" : ""),
          at: SourceLocation(file: file, line: s.line, column: s.column))
      }
  }
}

/// How much of a document the importer understood: elements and attributes, by count.
public struct IBStats: Hashable, Sendable {
  public var elements = 0
  public var understoodElements = 0
  public var attributes = 0
  public var understoodAttributes = 0

  public init() {}

  public static func + (a: IBStats, b: IBStats) -> IBStats {
    var s = a
    s.elements += b.elements
    s.understoodElements += b.understoodElements
    s.attributes += b.attributes
    s.understoodAttributes += b.understoodAttributes
    return s
  }
}
