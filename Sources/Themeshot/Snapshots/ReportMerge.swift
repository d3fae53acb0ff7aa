import Foundation
import Primitives
import Reports

/// `themeshot merge-reports`: joins the `report.json` of each shard (a folder holding one,
/// or the file itself) into one report in every format, and their `timings.json` into one
/// for balancing the next run's shards.
public enum ReportMerge {
  public struct Result: Sendable {
    public var report: Report
    public var written: [String]
  }

  public static func merge(_ inputs: [String], into folder: String) throws -> Result {
    guard !inputs.isEmpty else { throw Diagnostic.error("give the shard report folders to merge") }
    var reports: [Report] = []
    var timings: [String: Double] = [:]
    for input in inputs {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else {
        throw Diagnostic.error("no such report folder or file", at: SourceLocation(file: input))
      }
      let path =
        isFolder.boolValue
        ? (input as NSString).appendingPathComponent(ReportFormat.json.fileName) : input
      guard let data = try ReportJSON.contents(of: path) else {
        throw Diagnostic.error(
          "no report.json here (run `themeshot check --shard i/n` to write one)",
          at: SourceLocation(file: path))
      }
      reports.append(try ReportFile.parse(data, path: path))
      let timingsPath =
        ((path as NSString).deletingLastPathComponent as NSString)
        .appendingPathComponent(CheckSuite.timingsName)
      if FileManager.default.fileExists(atPath: timingsPath) {
        timings.merge(try CheckSuite.readTimings(timingsPath)) { $1 }
      }
    }
    var merged = Report(merging: reports)
    merged.notes = merged.notes.filter { !$0.hasPrefix("shard ") }
    merged.notes.append("merged from \(inputs.count) report(s)")
    let files: [URL]
    do {
      files = try ReportWriter.write(
        merged, to: URL(fileURLWithPath: folder), formats: ReportFormat.standard + [.json])
    } catch {
      throw Diagnostic.error(error.reason, at: SourceLocation(file: error.path))
    }
    var written = files.map(\.path)
    if !timings.isEmpty {
      let path = (folder as NSString).appendingPathComponent(CheckSuite.timingsName)
      try AtomicFile.write(CheckSuite.timingsJSON(timings), to: path)
      written.append(path)
    }
    return Result(report: merged, written: written)
  }
}
