import Foundation
import Primitives

/// The report files `ReportWriter` can write.
public enum ReportFormat: String, CaseIterable, Hashable, Sendable {
  /// `index.html`: the self-contained page (`HTMLReport`).
  case html
  /// `junit.xml`: one test case per image (`JUnitReport`).
  case junit
  /// `summary.md`: the Markdown summary (`MarkdownReport`).
  case markdown
  /// `report.json`: every field, for merging shards (`ReportJSON`). Not in `standard`.
  case json

  /// What `ReportWriter.write` writes unless told otherwise: HTML, JUnit and Markdown.
  public static let standard: [ReportFormat] = [.html, .junit, .markdown]

  /// The file name written in the report directory.
  public var fileName: String {
    switch self {
    case .html: "index.html"
    case .junit: "junit.xml"
    case .markdown: "summary.md"
    case .json: "report.json"
    }
  }

  /// The rendered text.
  public func render(_ report: Report) -> String {
    switch self {
    case .html: HTMLReport.render(report)
    case .junit: JUnitReport.render(report)
    case .markdown: MarkdownReport.render(report)
    case .json: ReportJSON.render(report)
    }
  }
}

/// Why a report could not be written.
public enum ReportWriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The directory could not be created, or a file of that name is in the way.
  case cannotCreateDirectory(path: String, reason: String)
  /// A report file could not be written or moved into place.
  case cannotWrite(path: String, reason: String)

  /// The directory or file that could not be written.
  public var path: String {
    switch self {
    case .cannotCreateDirectory(let path, _), .cannotWrite(let path, _): path
    }
  }

  /// What went wrong, without the path.
  public var reason: String {
    switch self {
    case .cannotCreateDirectory(_, let reason), .cannotWrite(_, let reason): reason
    }
  }

  public var description: String {
    switch self {
    case .cannotCreateDirectory(let path, let reason):
      "cannot create report directory '\(path)': \(reason)"
    case .cannotWrite(let path, let reason): "cannot write report file '\(path)': \(reason)"
    }
  }
}

/// Writes a report's files into a directory, each atomically: the text goes to a temporary
/// file in the same directory, which is then renamed over the final name. A reader sees the
/// old file or the new one, never half of one, and a failed run leaves no temporary behind.
public enum ReportWriter {
  /// Writes `index.html`, `junit.xml` and `summary.md` (or the chosen formats, e.g. with
  /// `.json` for shard runs) into `directory`, creating it and its parents as needed.
  ///
  /// - Parameter images: `.inline` keeps `index.html` one self-contained file (default);
  ///   `.files` writes the PNGs to `images/` beside it (`img-3-expected.png`, …) and links
  ///   them, for suites too big for one file. Earlier `img-*.png` files there are removed
  ///   first, so no stale image survives.
  /// - Returns: The written files, in `formats` order.
  @discardableResult
  public static func write(
    _ report: Report, to directory: URL, formats: [ReportFormat] = ReportFormat.standard,
    images: ImageStorage = .inline
  ) throws(ReportWriteError) -> [URL] {
    try createDirectory(directory)
    var written: [URL] = []
    if images == .files && formats.contains(.html) {
      written += try writeImages(report, to: directory.appendingPathComponent(imageFolder))
    }
    for format in formats {
      let url = directory.appendingPathComponent(format.fileName)
      let text =
        format == .html && images == .files
        ? HTMLReport.render(report, images: .files(folder: imageFolder)) : format.render(report)
      try writeAtomically(Array(text.utf8), to: url)
      written.append(url)
    }
    return written
  }

  /// Where `ReportWriter` puts the HTML page's images.
  public enum ImageStorage: Hashable, Sendable {
    /// In the page, as `data:` URLs.
    case inline
    /// In `images/` beside the page.
    case files
  }

  /// The folder, inside the report directory, of `.files` images.
  public static let imageFolder = "images"

  private static func writeImages(_ report: Report, to folder: URL) throws(ReportWriteError)
    -> [URL]
  {
    try createDirectory(folder)
    // Remove this writer's earlier images only (img-<n>-<kind>.png), nothing else.
    let old = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in old where name.hasPrefix("img-") && name.hasSuffix(".png") {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
    var written: [URL] = []
    for (index, item) in report.items.enumerated() {
      for (kind, png) in [
        ("expected", item.expectedPNG), ("actual", item.actualPNG), ("diff", item.diffPNG),
      ] {
        guard let png else { continue }
        let url = folder.appendingPathComponent(HTMLReport.imageFile(index, kind))
        try writeAtomically(png, to: url)
        written.append(url)
      }
    }
    return written
  }

  /// Writes `bytes` to `url` through Primitives' one atomic writer.
  static func writeAtomically(_ bytes: [UInt8], to url: URL) throws(ReportWriteError) {
    do throws(AtomicWriteError) {
      try AtomicFile.write(bytes, to: url.path)
    } catch {
      throw .cannotWrite(path: url.path, reason: error.reason)
    }
  }

  private static func createDirectory(_ directory: URL) throws(ReportWriteError) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw .cannotCreateDirectory(path: directory.path, reason: "a file of that name exists")
      }
      return
    }
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .cannotCreateDirectory(path: directory.path, reason: "\(error.localizedDescription)")
    }
  }

}
