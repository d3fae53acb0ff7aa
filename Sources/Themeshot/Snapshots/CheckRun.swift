import Foundation
import Primitives
import Reports

/// Compares fresh renders with the project's references (`Snapshots/<Theme>/<screen>.png`)
/// and records references as the mode says. Each render is matched by its path relative to
/// the render folder, so `out/check/Dark/settings.png` checks `Snapshots/Dark/settings.png`.
public struct CheckRun: Sendable {
  public var snapshots: String
  public var mode: RecordMode
  public var comparer: ImageComparer

  public init(snapshots: String, mode: RecordMode, comparer: ImageComparer) {
    self.snapshots = snapshots
    self.mode = mode
    self.comparer = comparer
  }

  /// What a check found.
  public struct Outcome: Sendable {
    /// One item per render (and per reference left without a render, when `complete`).
    public var items: [ReportItem]
    /// References written (paths), in order.
    public var recorded: [String]

    /// Whether the check passes: nothing changed, missing or removed, and nothing recorded
    /// (a recording run never passes by accident).
    public var passed: Bool {
      recorded.isEmpty && items.allSatisfy { $0.status == .unchanged }
    }
  }

  /// Checks the PNGs at `renders` (relative paths under `renderFolder`). With `complete`
  /// (the whole suite was rendered, no filters or shards) references that no render matched
  /// are reported as removed.
  public func check(renders: [String], in renderFolder: String, complete: Bool) throws -> Outcome {
    var items: [ReportItem] = []
    var recorded: [String] = []
    for name in renders {
      let actual = (renderFolder as NSString).appendingPathComponent(name)
      let reference = (snapshots as NSString).appendingPathComponent(name)
      let exists = FileManager.default.fileExists(atPath: reference)
      var item: ReportItem
      if exists {
        item = try comparer.compareFiles(expected: reference, actual: actual, name: name)
      } else {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: actual)))
        item = ReportItem(
          name: name, status: .added, actualPNG: bytes, message: "no reference in \(snapshots)")
      }
      let record: Bool
      switch mode {
      case .all: record = true
      case .missing: record = !exists
      case .failed: record = item.status != .unchanged
      case .never: record = false
      }
      if record {
        try AtomicFile.write(Array(Data(contentsOf: URL(fileURLWithPath: actual))), to: reference)
        recorded.append(reference)
        item.message = (item.message.map { $0 + "; " } ?? "") + "recorded \(reference)"
      }
      items.append(item)
    }
    if complete {
      let rendered = Set(renders)
      for name in (try? PNGListing.relativePaths(in: snapshots)) ?? []
      where !rendered.contains(name) {
        let path = (snapshots as NSString).appendingPathComponent(name)
        let bytes = (try? Array(Data(contentsOf: URL(fileURLWithPath: path))))
        items.append(
          ReportItem(
            name: name, status: .removed, expectedPNG: bytes,
            message: "reference without a screen or theme"))
      }
    }
    return Outcome(items: items, recorded: recorded)
  }
}
