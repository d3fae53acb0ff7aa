import Documents
import Foundation
import Primitives
import Raster
import Reports
import Widgets

/// `themeshot check` as a use case: plan the project's renders, take the project lock,
/// clean what a killed run left, render and check in parallel, write the report
/// (`index.html`, `junit.xml`, `summary.md`, `report.json`) and the per-screen times.
public struct CheckSuite {
  public var project: Project
  public var themes: [String] = []
  public var screens: [String] = []
  public var device: Device?
  public var scale: Double?
  /// An interface style and contrast over every theme's own (`--appearance`, `--contrast`).
  public var style: Appearance.Style?
  public var contrast: Appearance.Contrast?
  /// Dynamic Type sizes over the project's `contentSizes` (`--content-size`); empty: the
  /// project's.
  public var contentSizes: [ContentSizeCategory] = []
  /// Where failing actuals go (default `out/check` in the project).
  public var renderFolder: String
  public var snapshots: String
  public var reportFolder: String
  public var mode: RecordMode = .never
  public var shard: Shard = .whole
  public var options: ComparisonOptions = .exact
  public var keepsAllActuals = false
  /// Per-screen seconds from an earlier run (`timings.json`), to balance shards.
  public var timingsFile: String?
  /// Audit text contrast on the rendered pixels at this WCAG level (`--wcag`).
  public var contrastLevel: ContrastLevel?
  public var workers = ProcessInfo.processInfo.activeProcessorCount

  /// The folders no option named, with the option that would: checked for links leading
  /// out of the project before anything is written.
  var defaultFolders: [(path: String, option: String)] = []

  public init(project: Project, renderFolder: String?, snapshots: String?, reportFolder: String?) {
    self.project = project
    self.renderFolder = renderFolder ?? project.path("out/check")
    self.snapshots = snapshots ?? project.path("Snapshots")
    self.reportFolder = reportFolder ?? project.path("out/report")
    for (given, path, option) in [
      (renderFolder, self.renderFolder, "--out"), (snapshots, self.snapshots, "--snapshots"),
      (reportFolder, self.reportFolder, "--report"),
    ] where given == nil {
      defaultFolders.append((path, option))
    }
  }

  public struct Result: Sendable {
    public var outcome: CheckRun.Outcome
    public var report: Report
    public var warnings: [Diagnostic]
    /// Temporary files a killed run had left, now removed.
    public var cleaned: [String]
  }

  /// The file names inside the report folder.
  public static let timingsName = "timings.json"

  /// Runs the check. `log` receives one-off notes (waiting for the lock, cleaned files);
  /// `progress` is called on this thread as renders finish.
  public func run(
    loadSheet: (Project.ThemeEntry) throws -> any StyleSheet,
    log: (String) -> Void = { _ in }, progress: (Int, Int, String) -> Void = { _, _, _ in }
  ) throws -> Result {
    try options.validate()
    if let root = project.imageFolder {
      for (path, option) in defaultFolders {
        try OutputPaths.checkDefaultFolder(path, root: root, option: option)
      }
    }
    var plan = try RenderRun(
      project: project, themes: themes, screens: screens, device: device, scale: scale,
      output: renderFolder, style: style, contrast: contrast, contentSizes: contentSizes)
    let timings = try timingsFile.map(Self.readTimings) ?? [:]
    plan.items = shard.select(
      plan.items, name: { CheckRun.relativeName($0.output, in: renderFolder) }, timings: timings)

    let lock = try ProjectLock(folder: snapshots, waiting: log)
    defer { lock.release() }
    let cleaned =
      StaleTemporaries.remove(under: snapshots)
      + StaleTemporaries.remove(under: renderFolder)
    if !cleaned.isEmpty {
      log("removed \(cleaned.count) temporary file(s) left by an interrupted run")
    }

    // Renders run one per core; each rasterizes on one thread, so cores are not shared.
    let renderer = try Renderer(
      fontFolders: project.fontFolders,
      threads: plan.items.count > 1 ? 1 : Rasterizer.defaultThreads, registry: project.registry,
      assetCatalogs: project.assetCatalogs, imageFolder: project.imageFolder,
      symbols: project.symbols)
    // One image has the second core to itself until its bands: it readies the fonts and
    // the raster there while this thread loads the themes and the screen.
    let awake = plan.items.count == 1 ? renderer.warmUp() : nil
    defer { awake?.end() }
    var warnings: [Diagnostic] = renderer.fonts.setupWarning.map { [$0] } ?? []
    let sheets = try plan.loadSheets(loadSheet, assets: renderer.assets)
    renderer.readyThemeFonts(sheets)
    var checker = CheckRun(
      snapshots: snapshots, mode: mode, options: options, keepsAllActuals: keepsAllActuals)
    checker.budgets = project.budgets
    checker.contrastLevel = contrastLevel
    let total = plan.items.count
    let complete = themes.isEmpty && screens.isEmpty && shard == .whole
    let outcome = try checker.check(
      plan, renderFolder: renderFolder, renderer: renderer, sheets: sheets, complete: complete,
      workers: workers
    ) { done, item in
      progress(done, total, item.output)
    }
    warnings += outcome.warnings
    let report = Report(
      title: "themeshot check", items: outcome.items, expectedLabel: "Reference",
      actualLabel: "Render",
      notes: ["\(snapshots) → \(renderFolder)", options.summary]
        + (project.budgets.isEmpty
          ? [] : ["\(project.budgets.count) budget(s) from themeshot.yml per screen and theme"])
        + (shard == .whole ? [] : ["shard \(shard)"]),
      folders: ComparedFolders(
        baseline: snapshots, current: renderFolder,
        approveCommand: Self.approveCommand(project: project.root)))
    do {
      try ReportWriter.write(
        report, to: URL(fileURLWithPath: reportFolder),
        formats: ReportFormat.standard + [.json])
    } catch {
      throw Diagnostic.error(error.reason, at: SourceLocation(file: error.path))
    }
    try AtomicFile.write(
      Self.timingsJSON(outcome.timings),
      to: (reportFolder as NSString).appendingPathComponent(Self.timingsName))
    return Result(outcome: outcome, report: report, warnings: warnings, cleaned: cleaned)
  }

  /// `themeshot approve`, with `--project` when the project is not the current folder.
  static func approveCommand(project: String) -> String {
    project == "." ? "themeshot approve" : "themeshot approve --project '\(project)'"
  }

  /// The most bytes a timings file may have (a line per image).
  static let maximumTimingsBytes = 16 << 20

  /// Reads `{"Dark/settings.png": 0.12, …}`; a located error when it is not that.
  public static func readTimings(_ path: String) throws -> [String: Double] {
    let bytes: [UInt8]?
    do throws(InputFile.Refusal) {
      bytes = try InputFile.contents(path, limit: maximumTimingsBytes)
    } catch {
      throw Diagnostic.error("the timings file \(error.reason)", at: SourceLocation(file: path))
    }
    guard let bytes else {
      throw Diagnostic.error("no such timings file", at: SourceLocation(file: path))
    }
    // Read with the located reader: a syntax error, or a value that is not seconds, names
    // its line and column (JSONDecoder said only "not valid JSON").
    var reader = JSONReader(
      bytes: bytes, file: path, strict: true,
      limits: DocumentLimits(maximumBytes: maximumTimingsBytes))
    let root = try reader.read()
    guard let entries = root.entries else {
      throw Diagnostic.error(
        "not a timings file (expected {\"<image>\": seconds, …})", at: root.location)
    }
    var timings: [String: Double] = [:]
    for entry in entries {
      guard case .number(let seconds) = entry.value.kind, seconds.isFinite, seconds >= 0 else {
        throw Diagnostic.error(
          "the time of '\(entry.key)' must be seconds (a number, 0 or more)",
          at: entry.value.location)
      }
      timings[entry.key] = seconds
    }
    return timings
  }

  /// Sorted keys, milliseconds precision, so shard splits are stable.
  public static func timingsJSON(_ timings: [String: Double]) -> String {
    let lines = timings.keys.sorted().map {
      "  \(JSONValue.quoted($0)): \(String(format: "%.4f", timings[$0]!))"
    }
    return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
  }
}

extension Project {
  /// `relative` inside the project folder (left relative when the project is `.`).
  public func path(_ relative: String) -> String {
    root == "." ? relative : (root as NSString).appendingPathComponent(relative)
  }
}
