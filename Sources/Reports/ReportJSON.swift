import Foundation
import Primitives

/// A report as JSON (`report.json`), the form shard runs hand to the machine that merges
/// them: every field of every item, PNGs as base64, keys sorted so the bytes are stable.
/// `ReportJSON.parse` reads it back; `Report(merging:)` joins shards.
///
/// ```json
/// {"actualLabel":"Actual","expectedLabel":"Expected","folders":null,"format":"themeshot-report",
///  "items":[{"name":"Dark/a.png","status":"changed","mismatched":12,"ratio":0.001,
///            "regions":[[1,2,3,4]],"expectedSize":[390,844],…}],"notes":[],"title":"…","version":1}
/// ```
public enum ReportJSON {
  /// The `format` value that marks a themeshot report.
  public static let format = "themeshot-report"
  /// The schema version written; `parse` accepts this version only.
  public static let version = 1

  /// The JSON text, ending in a newline: Primitives' one writer (``JSONValue``), keys
  /// sorted, absent values left out.
  public static func render(_ report: Report) -> String {
    var root: [String: JSONValue] = [
      "format": .string(format), "version": .number(Double(version)),
      "title": .string(report.title), "expectedLabel": .string(report.expectedLabel),
      "actualLabel": .string(report.actualLabel),
      "notes": .array(report.notes.map(JSONValue.string)),
      "items": .array(report.items.map(json)),
    ]
    if let folders = report.folders {
      var f: [String: JSONValue] = [
        "baseline": .string(folders.baseline), "current": .string(folders.current),
      ]
      if let command = folders.approveCommand { f["approveCommand"] = .string(command) }
      root["folders"] = .object(f)
    }
    if let url = report.reportURL { root["reportURL"] = .string(url) }
    return JSONValue.object(root).text + "\n"
  }

  static func json(_ item: ReportItem) -> JSONValue {
    func ints(_ values: [Int]) -> JSONValue { .array(values.map { .number(Double($0)) }) }
    func base64(_ bytes: [UInt8]) -> JSONValue { .string(Data(bytes).base64EncodedString()) }
    var o: [String: JSONValue] = [
      "name": .string(item.name), "status": .string(item.status.rawValue),
      "mismatched": .number(Double(item.mismatched)),
      "ratio": .number(item.ratio.isFinite ? item.ratio : 0),
      "regions": .array(item.regions.map { ints([$0.x, $0.y, $0.width, $0.height]) }),
    ]
    if let s = item.expectedSize { o["expectedSize"] = ints([s.width, s.height]) }
    if let s = item.actualSize { o["actualSize"] = ints([s.width, s.height]) }
    if let png = item.expectedPNG { o["expectedPNG"] = base64(png) }
    if let png = item.actualPNG { o["actualPNG"] = base64(png) }
    if let png = item.diffPNG { o["diffPNG"] = base64(png) }
    if let message = item.message { o["message"] = .string(message) }
    if let explanation = item.explanation { o["explanation"] = explanation.json }
    return .object(o)
  }

  /// Reads a report written by `render`, keeping its item order.
  ///
  /// - Throws: `ReportJSONError` naming what is wrong, never traps on bad input.
  /// The most bytes a report.json may have (it carries the changed images' PNGs).
  public static let maximumFileBytes = 1 << 30

  /// The bytes of the report file at `path`, nil when there is none; a located error when
  /// it is no regular file (a FIFO would block, `/dev/zero` never end) or too big.
  public static func contents(of path: String) throws(Diagnostic) -> [UInt8]? {
    do {
      return try InputFile.contents(path, limit: maximumFileBytes)
    } catch {
      throw .error("the report file \(error.reason)", at: SourceLocation(file: path))
    }
  }

  public static func parse(_ bytes: [UInt8]) throws(ReportJSONError) -> Report {
    let document: Document
    do {
      document = try JSONDecoder().decode(Document.self, from: Data(bytes))
    } catch {
      throw .malformed(String(describing: error))
    }
    guard document.format == format else { throw .notAReport }
    guard document.version == version else { throw .unsupportedVersion(document.version) }
    return try document.report()
  }

  /// The form `parse` decodes; fields mirror `Report` and `ReportItem`.
  private struct Document: Decodable {
    var format: String
    var version: Int
    var title: String
    var expectedLabel: String
    var actualLabel: String
    var notes: [String]
    var folders: Folders?
    var reportURL: String?
    var items: [Item]

    struct Folders: Decodable {
      var baseline: String
      var current: String
      var approveCommand: String?
    }

    struct Item: Decodable {
      var name: String
      var status: String
      var mismatched: Int
      var ratio: Double
      var regions: [[Int]]
      var expectedSize: [Int]?
      var actualSize: [Int]?
      var expectedPNG: Data?
      var actualPNG: Data?
      var diffPNG: Data?
      var message: String?
      var explanation: ChangeExplanation?
    }

    func report() throws(ReportJSONError) -> Report {
      var out: [ReportItem] = []
      for (index, item) in items.enumerated() {
        guard let status = ReportItem.Status(rawValue: item.status) else {
          throw .invalidItem(index: index, "unknown status '\(item.status)'")
        }
        guard item.mismatched >= 0, item.ratio.isFinite, item.ratio >= 0 else {
          throw .invalidItem(index: index, "mismatched and ratio must be ≥ 0")
        }
        var regions: [PixelRect] = []
        for r in item.regions {
          guard r.count == 4, r[2] >= 0, r[3] >= 0 else {
            throw .invalidItem(index: index, "a region needs [x, y, w, h] with w, h ≥ 0")
          }
          regions.append(PixelRect(x: r[0], y: r[1], width: r[2], height: r[3]))
        }
        func size(_ s: [Int]?) throws(ReportJSONError) -> PixelSize? {
          guard let s else { return nil }
          guard s.count == 2, s[0] > 0, s[1] > 0 else {
            throw .invalidItem(index: index, "a size needs [w, h], both positive")
          }
          return PixelSize(width: s[0], height: s[1])
        }
        for region in item.explanation?.regions ?? [] {
          guard region.rect.count == 4, region.widgets.allSatisfy({ $0.frame.count == 4 })
          else {
            throw .invalidItem(
              index: index, "an explanation region needs rect [x, y, w, h] and widget frames")
          }
        }
        out.append(
          ReportItem(
            name: item.name, status: status, mismatched: item.mismatched, ratio: item.ratio,
            regions: regions, expectedSize: try size(item.expectedSize),
            actualSize: try size(item.actualSize),
            expectedPNG: item.expectedPNG.map { [UInt8]($0) },
            actualPNG: item.actualPNG.map { [UInt8]($0) },
            diffPNG: item.diffPNG.map { [UInt8]($0) },
            message: item.message, explanation: item.explanation))
      }
      return Report(
        title: title, items: out, ordering: .asGiven, expectedLabel: expectedLabel,
        actualLabel: actualLabel, notes: notes,
        folders: folders.map {
          ComparedFolders(
            baseline: $0.baseline, current: $0.current, approveCommand: $0.approveCommand)
        },
        reportURL: reportURL)
    }
  }
}

/// Why `report.json` could not be read.
public enum ReportJSONError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Not JSON, or fields missing or of the wrong type (the decoder's words).
  case malformed(String)
  /// JSON, but without `"format": "themeshot-report"`.
  case notAReport
  /// A report from a newer (or older) schema.
  case unsupportedVersion(Int)
  /// The item at `index` (0-based) holds an impossible value.
  case invalidItem(index: Int, String)

  public var description: String {
    switch self {
    case .malformed(let reason): "not a valid report file: \(reason)"
    case .notAReport: "not a themeshot report (no \"format\": \"themeshot-report\")"
    case .unsupportedVersion(let v):
      "report version \(v) is not supported (expected \(ReportJSON.version))"
    case .invalidItem(let index, let reason): "item \(index): \(reason)"
    }
  }
}

extension Report {
  /// One report from several (the shards of a split run): every item of every report,
  /// ordered by status then name (shard order breaks ties), with the first report's labels,
  /// folders and report URL, and every distinct note in first-seen order.
  ///
  /// - Parameter title: The merged title; the first report's when nil.
  public init(merging reports: [Report], title: String? = nil) {
    var notes: [String] = []
    for note in reports.flatMap(\.notes) where !notes.contains(note) { notes.append(note) }
    let first = reports.first
    self.init(
      title: title ?? first?.title ?? "themeshot", items: reports.flatMap(\.items),
      expectedLabel: first?.expectedLabel ?? "Expected",
      actualLabel: first?.actualLabel ?? "Actual",
      notes: notes, folders: first?.folders, reportURL: first?.reportURL)
  }
}
