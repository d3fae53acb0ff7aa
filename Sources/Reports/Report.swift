import Primitives

/// What every report format shows: a title, the compared images in a fixed order, and the
/// counts per status.
///
/// Reports are pure functions of this value: the same `Report` gives the same bytes in
/// every format (no timestamps, no dictionary order).
///
/// ```swift
/// let report = Report(title: "Light → Dark", items: items)
/// try ReportWriter.write(report, to: URL(fileURLWithPath: "out/report"))
/// ```
public struct Report: Hashable, Sendable {
  /// How `items` are ordered in every format.
  public enum Ordering: Hashable, Sendable {
    /// By status (changed, removed, added, unchanged), then by name (Unicode scalar order,
    /// so `B.png` sorts before `a.png`), then as given. The default: failures first.
    case statusThenName
    /// Exactly as given.
    case asGiven
  }

  /// Heading of the HTML page, the JUnit suite name and the Markdown heading.
  public var title: String
  /// The compared images, already in report order.
  public private(set) var items: [ReportItem]
  /// What the baseline side is called in views and captions (`Expected`, `Light`, `v1.2`).
  public var expectedLabel: String
  /// What the current side is called (`Actual`, `Dark`, `main`).
  public var actualLabel: String
  /// Extra lines shown under the title (the folders compared, the threshold and budget).
  public var notes: [String]
  /// The folders compared, when the images are files there; the HTML and Markdown reports
  /// then show the shell commands that accept changes (`AcceptCommands`).
  public var folders: ComparedFolders?
  /// Where the HTML report will be published (a CI artifact URL), linked from the
  /// Markdown summary and JUnit failures.
  public var reportURL: String?

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - title: Page heading and JUnit suite name.
  ///   - items: The compared images.
  ///   - ordering: `.statusThenName` (default) or `.asGiven`.
  ///   - expectedLabel: Name of the baseline side.
  ///   - actualLabel: Name of the current side.
  ///   - notes: Lines shown under the title, in order.
  ///   - folders: The baseline and current folders, for accept commands.
  ///   - reportURL: Where the HTML report will be published, for links.
  public init(
    title: String = "themeshot", items: [ReportItem], ordering: Ordering = .statusThenName,
    expectedLabel: String = "Expected", actualLabel: String = "Actual", notes: [String] = [],
    folders: ComparedFolders? = nil, reportURL: String? = nil
  ) {
    self.title = title
    self.folders = folders
    self.reportURL = reportURL
    self.expectedLabel = expectedLabel
    self.actualLabel = actualLabel
    self.notes = notes
    switch ordering {
    case .asGiven:
      self.items = items
    case .statusThenName:
      self.items = items.enumerated().sorted { a, b in
        let (ra, rb) = (a.element.status.reportRank, b.element.status.reportRank)
        if ra != rb { return ra < rb }
        let (na, nb) = (a.element.name.unicodeScalars, b.element.name.unicodeScalars)
        if !na.elementsEqual(nb) { return na.lexicographicallyPrecedes(nb) }
        return a.offset < b.offset
      }.map(\.element)
    }
  }

  /// Counts per status.
  public var summary: ReportSummary { ReportSummary(items) }
}

/// Counts of a report's items per status.
public struct ReportSummary: Hashable, Sendable {
  public var changed = 0
  public var unchanged = 0
  public var added = 0
  public var removed = 0

  /// Counts the items.
  public init(_ items: [ReportItem]) {
    for item in items { self[item.status] += 1 }
  }

  /// All items.
  public var total: Int { changed + unchanged + added + removed }

  /// Items that fail a check: changed or removed. Added images are new, not failures, as in
  /// reg-cli without `-E`; the CLI may still choose to fail on them.
  public var failures: Int { changed + removed }

  /// The count for one status.
  public subscript(status: ReportItem.Status) -> Int {
    get {
      switch status {
      case .changed: changed
      case .unchanged: unchanged
      case .added: added
      case .removed: removed
      }
    }
    set {
      switch status {
      case .changed: changed = newValue
      case .unchanged: unchanged = newValue
      case .added: added = newValue
      case .removed: removed = newValue
      }
    }
  }

  /// One line for headings: `2 changed, 1 removed, 3 added, 40 unchanged` (zero counts left
  /// out), or `No images` when empty.
  public var headline: String {
    let parts = ReportItem.Status.reportOrder.compactMap { status in
      self[status] > 0 ? "\(self[status]) \(status.rawValue)" : nil
    }
    return parts.isEmpty ? "No images" : parts.joined(separator: ", ")
  }
}

extension ReportItem.Status {
  /// Statuses in report order: what needs attention first.
  public static let reportOrder: [ReportItem.Status] = [.changed, .removed, .added, .unchanged]

  /// Position in `reportOrder`.
  var reportRank: Int {
    switch self {
    case .changed: 0
    case .removed: 1
    case .added: 2
    case .unchanged: 3
    }
  }

  /// The capitalised label (`Changed`).
  public var title: String {
    switch self {
    case .changed: "Changed"
    case .unchanged: "Unchanged"
    case .added: "Added"
    case .removed: "Removed"
    }
  }

  /// Whether an item with this status fails a check (changed or removed).
  public var isFailure: Bool { self == .changed || self == .removed }
}
