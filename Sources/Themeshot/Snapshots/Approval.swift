import Foundation
import PNG
import Primitives
import Reports

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `themeshot approve`: promotes the last check's actuals to references without rendering.
///
/// The last run is its `report.json`: it names the references and render folders and which
/// images failed. Each chosen actual is checked against the hash in its own sidecar (so a
/// half-written or edited actual is never promoted), then its PNG and sidecar are written
/// over the reference atomically, under the project lock. Approving a removed image (its
/// screen or theme is gone) deletes its reference and sidecar, as `prune --apply` does.
public struct Approval: Sendable {
  /// The report folder of the last check (`out/report`).
  public var reportFolder: String
  /// The folder the report's references and renders must be in (links followed), or nil
  /// for anywhere: report.json is a file like any other, and one naming `/etc` as its
  /// references would otherwise have approval overwrite or delete files there.
  public var project: String?

  public init(reportFolder: String, project: String? = nil) {
    self.reportFolder = reportFolder
    self.project = project
  }

  /// The last run's report.
  public func lastReport() throws -> Report {
    let path = (reportFolder as NSString).appendingPathComponent(ReportFormat.json.fileName)
    guard let data = try ReportJSON.contents(of: path) else {
      throw Diagnostic.error(
        "no report of a last check here; run `themeshot check` first",
        at: SourceLocation(file: path))
    }
    return try ReportFile.parse(data, path: path)
  }

  /// The changed, added and removed images of the last run that `patterns` name (exact
  /// names or shell patterns such as `Dark/*`); all of them when `patterns` is empty. A
  /// pattern that matches none is an error listing what can be approved.
  public func candidates(_ patterns: [String], in report: Report) throws -> [ReportItem] {
    let failures = report.items.filter { $0.status != .unchanged }
    guard !patterns.isEmpty else { return failures }
    var chosen: [ReportItem] = []
    for pattern in patterns {
      let hits = failures.filter { fnmatch(pattern, $0.name, 0) == 0 }
      guard !hits.isEmpty else {
        let names = failures.map(\.name).joined(separator: ", ")
        throw Diagnostic.error(
          "'\(pattern)' names no changed, added or removed image of the last check"
            + (names.isEmpty ? " (it had none)" : " (it had: \(names))"))
      }
      for hit in hits where !chosen.contains(where: { $0.name == hit.name }) {
        chosen.append(hit)
      }
    }
    return chosen
  }

  /// Approves the images `patterns` name; returns the references written.
  @discardableResult
  public func approve(_ patterns: [String], log: (String) -> Void = { _ in }) throws -> [String] {
    let report = try lastReport()
    guard let folders = report.folders else {
      throw Diagnostic.error(
        "the last report names no references folder (was it written by `themeshot check`?)",
        at: SourceLocation(file: reportFolder))
    }
    try checkInside(folders)
    let items = try candidates(patterns, in: report)
    let lock = try ProjectLock(folder: folders.baseline, waiting: log)
    defer { lock.release() }
    var written: [String] = []
    for item in items {
      guard Self.isSafe(item.name), Self.isSafe(item.name, under: folders) else {
        throw Diagnostic.error(
          "'\(item.name)' would leave the references folder; not approved",
          at: SourceLocation(file: reportFolder))
      }
      let reference = Reference(
        path: (folders.baseline as NSString).appendingPathComponent(item.name))
      if item.status == .removed {
        try Self.removeReference(reference)
        log("removed \(reference.path) (its screen or theme is gone)")
        written.append(reference.path)
        continue
      }
      let actual = (folders.current as NSString).appendingPathComponent(item.name)
      let bytes = try Self.verifiedActual(at: actual)
      try AtomicFile.write(bytes.png, to: reference.path)
      try AtomicFile.write(bytes.sidecar, to: reference.sidecarPath)
      written.append(reference.path)
    }
    return written
  }

  /// Deletes a removed image's reference and sidecar; one already gone is not an error
  /// (approving twice is harmless).
  static func removeReference(_ reference: Reference) throws {
    for path in [reference.path, reference.sidecarPath]
    where FileManager.default.fileExists(atPath: path) {
      do {
        try FileManager.default.removeItem(atPath: path)
      } catch {
        throw Diagnostic.error(
          "cannot remove the reference: \(error.localizedDescription)",
          at: SourceLocation(file: path))
      }
    }
  }

  /// A relative path that stays inside its folder: not absolute, no `..` component.
  static func isSafe(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix("/") && !name.split(separator: "/").contains("..")
  }

  /// Whether `name` stays inside both folders: a link on its way (`Snapshots/Dark` →
  /// elsewhere) must lead inside the folder, or the write or removal would follow it.
  /// Only links that exist are followed, so a name not written yet is checked as far as
  /// it goes.
  static func isSafe(_ name: String, under folders: ComparedFolders) -> Bool {
    [folders.baseline, folders.current].allSatisfy { folder in
      var path = folder
      for part in name.split(separator: "/") {
        path = (path as NSString).appendingPathComponent(String(part))
        var info = stat()
        guard lstat(path, &info) == 0 else { return true }
        if info.st_mode & mode_t(S_IFMT) == mode_t(S_IFLNK),
          !OutputPaths.isFile(path, inside: folder)
        {
          return false
        }
      }
      return true
    }
  }

  /// Throws unless the report's folders are inside ``project`` (when set).
  func checkInside(_ folders: ComparedFolders) throws {
    guard let project else { return }
    for folder in [folders.baseline, folders.current]
    where !OutputPaths.isFile(folder, inside: project) {
      throw Diagnostic.error(
        "the last report's folder '\(folder)' is outside the project folder; not approved "
          + "(pass --allow-outside-project to allow it)",
        at: SourceLocation(
          file: (reportFolder as NSString).appendingPathComponent(ReportFormat.json.fileName)))
    }
  }

  /// An actual's PNG and sidecar bytes, after checking the PNG against the sidecar's hash.
  static func verifiedActual(at path: String) throws -> (png: [UInt8], sidecar: [UInt8]) {
    let sidecarPath = Sidecar.path(forImage: path)
    let png: [UInt8]?
    let side: [UInt8]?
    do throws(InputFile.Refusal) {
      png = try InputFile.contents(path, limit: PNGDecoder.maximumFileBytes)
      side = try InputFile.contents(sidecarPath, limit: Sidecar.maximumFileBytes)
    } catch {
      throw Diagnostic.error("the file \(error.reason)", at: SourceLocation(file: error.path))
    }
    guard let png else {
      throw Diagnostic.error(
        "the last check's actual is gone; run `themeshot check` again",
        at: SourceLocation(file: path))
    }
    guard let side, let sidecar = try? JSONDecoder().decode(Sidecar.self, from: Data(side)),
      let hash = sidecar.pngHash, hash == PixelHash(png)
    else {
      throw Diagnostic.error(
        "the actual does not match its sidecar's hash (changed since the check?); "
          + "run `themeshot check` again", at: SourceLocation(file: path))
    }
    return (png, side)
  }
}
