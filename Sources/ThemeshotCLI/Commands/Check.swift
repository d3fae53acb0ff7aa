import ArgumentParser
import Themeshot

/// `themeshot check`: renders the project and compares every screen × theme with its
/// reference under `Snapshots/`, like a snapshot test suite run from CI.
struct CheckCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Render every screen × theme and compare with the references in Snapshots/.",
    discussion: """
      A passing render is verified by the pixel hash in its reference's sidecar, without \
      decoding or writing a PNG. Failures are diffed (exactly, unless a budget is given) and \
      their actuals written to out/check/ for `themeshot approve`. Writes a report \
      (index.html, junit.xml, summary.md, report.json, timings.json) and exits 0 when \
      everything matches, 1 on differences, missing, corrupt, orphaned or recorded \
      references, 2 on bad input. --record missing|failed|all writes references \
      atomically (THEMESHOT_RECORD sets the same); --record all on the whole suite also \
      prunes orphans. Split large suites with --shard i/n.
      """)

  @OptionGroup var render: RenderOptions
  @OptionGroup var comparison: ComparisonFlags

  @Option(help: "The references folder (default: Snapshots under the project).")
  var snapshots: String?

  @Option(help: "The report folder (default: out/report under the project).")
  var report: String?

  @Option(
    help:
      "Record references: never, missing, failed or all (default: THEMESHOT_RECORD, else never).")
  var record: String?

  @Option(help: "Check only part i of n of the suite (e.g. 2/3).")
  var shard: String?

  @Option(help: "Balance shards by these per-image seconds (a timings.json from an earlier run).")
  var timings: String?

  @OptionGroup var contrastAudit: ContrastAuditOption

  @Flag(help: "Write every actual PNG, not only failures'.")
  var keepActuals = false

  @Flag(help: "Print the results as JSON for tools, each change explained (docs/reports.md).")
  var json = false

  func validate() throws {
    for (path, option) in [(snapshots, "--snapshots"), (report, "--report")] {
      if let problem = OutputPaths.pathOptionProblem(path, option: option) {
        throw ValidationError(problem)
      }
    }
    if let record { _ = try Self.mode(record, source: "--record") }
    if let shard, Shard(shard) == nil {
      throw ValidationError("--shard must be i/n with 1 ≤ i ≤ n (e.g. 2/3)")
    }
    for (name, value) in [
      ("--out", render.output), ("--snapshots", snapshots), ("--report", report),
    ]
    where value?.isEmpty == true {
      throw ValidationError("\(name) must not be empty")
    }
  }

  func run() async throws {
    // The spare core readies the raster while the project is read.
    Renderer.warmUpProcess()
    let environmentMode = try RecordMode.explicit()
    let project = try Project.load(
      root: render.project, allowOutsideProject: render.allowOutsideProject)
    var suite = CheckSuite(
      project: project, renderFolder: render.output,
      snapshots: snapshots, reportFolder: report)
    suite.themes = render.themes
    suite.screens = render.screens
    suite.device = try Devices.named(render.device)
    suite.scale = render.scale
    suite.style = render.appearance.resolvedStyle
    suite.contrast = render.appearance.resolvedContrast
    suite.contentSizes = render.contentSizes
    suite.mode =
      try record.map { try Self.mode($0, source: "--record") } ?? environmentMode ?? .never
    suite.shard = shard.flatMap(Shard.init) ?? .whole
    suite.options = comparison.options
    suite.keepsAllActuals = keepActuals
    suite.timingsFile = timings
    suite.contrastLevel = contrastAudit.wcag

    var line: ProgressLine?
    let result = try suite.run(
      loadSheet: { try ThemeSheets.load($0, project: project, strict: render.strict) },
      log: { DiagnosticPrinter.standardError.write("note: \($0)") },
      progress: { done, total, label in
        if line == nil { line = ProgressLine(total: total) }
        line?.update(done, label)
      })
    line?.finish()
    try ThemeSheets.report(result.warnings, strict: render.strict)

    print(json ? result.outcome.json.prettyText : result.summary(reportFolder: suite.reportFolder))
    if !result.outcome.passed { throw DifferencesFound() }
  }

  static func mode(_ text: String, source: String) throws -> RecordMode {
    do {
      return try RecordMode.parse(text, source: source)
    } catch let error as Diagnostic {
      throw ValidationError(error.message)
    }
  }
}
