import ArgumentParser
import Diff
import Foundation
import Reports
import Themeshot

/// `themeshot check`: renders the project and compares every screen × theme with its
/// reference under `Snapshots/`, like a snapshot test suite run from CI.
struct CheckCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Render every screen × theme and compare with the references in Snapshots/.",
    discussion: """
      Renders to out/check/<Theme>/<screen>.png, compares each with \
      Snapshots/<Theme>/<screen>.png, writes a report (index.html, junit.xml, summary.md) \
      and exits 0 when everything matches, 1 on differences, missing or recorded \
      references, 2 on bad input. --record missing|failed|all writes references \
      (atomically); THEMESHOT_RECORD sets the same. Split large suites with --shard i/n.
      """)

  @OptionGroup var render: RenderOptions

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

  @Option(help: "pixelmatch threshold for a changed pixel (0 = any change counts).")
  var threshold: Double = 0

  @Option(help: "Pixels allowed to differ per image.")
  var maxDiffPixels: Int?

  @Flag(help: "Print the results as JSON for tools.")
  var json = false

  func validate() throws {
    if let record, RecordMode(rawValue: record) == nil {
      throw ValidationError("--record must be never, missing, failed or all")
    }
    if let shard, Shard(shard) == nil {
      throw ValidationError("--shard must be i/n with 1 ≤ i ≤ n (e.g. 2/3)")
    }
  }

  func run() async throws {
    let project = try Project.load(root: render.project)
    let renderFolder = render.output ?? inProject("out/check")
    let plan = try RenderRun(
      project: project, themes: render.themes, screens: render.screens,
      device: try Devices.named(render.device), scale: render.scale, output: renderFolder)
    let part = shard.flatMap(Shard.init) ?? .whole
    var run = plan
    run.items = part.select(plan.items)

    let renderer = try Renderer(fontFolders: project.fontFolders, registry: project.registry)
    // Said once per run: renders still work, with DejaVu standing in.
    if let warning = renderer.fonts.setupWarning {
      DiagnosticPrinter.standardError.print([warning])
    }
    let warnings = try run.run(
      renderer: renderer,
      loadSheet: { try ThemeSheets.load($0, project: project, strict: render.strict) })
    try ThemeSheets.report(warnings, strict: render.strict)

    let mode = record.flatMap(RecordMode.init) ?? Self.environmentMode()
    let metric: PixelMetric = threshold > 0 ? .yiq(threshold: threshold) : .exact
    let checker = CheckRun(
      snapshots: snapshots ?? inProject("Snapshots"), mode: mode,
      comparer: ImageComparer(
        options: DiffOptions(metric: metric, includeAA: threshold == 0),
        budget: DiffBudget(maxDiffPixels: maxDiffPixels)))
    let names = run.items.map { String($0.output.dropFirst(renderFolder.count + 1)) }
    let complete = render.themes.isEmpty && render.screens.isEmpty && part == .whole
    let outcome = try checker.check(renders: names, in: renderFolder, complete: complete)

    let folder = report ?? inProject("out/report")
    let summary = Report(
      title: "themeshot check", items: outcome.items, expectedLabel: "Reference",
      actualLabel: "Render",
      notes: ["\(checker.snapshots) → \(renderFolder)"] + (part == .whole ? [] : ["shard \(part)"]))
    try ReportWriter.write(summary, to: URL(fileURLWithPath: folder))

    if json {
      print(Self.json(outcome))
    } else {
      for item in outcome.items where item.status != .unchanged {
        print("\(item.status.rawValue): \(item.name)\(item.message.map { " — \($0)" } ?? "")")
      }
      print("\(summary.summary.headline) · report: \(folder)/index.html")
    }
    if !outcome.passed { throw DifferencesFound() }
  }

  /// `path` inside the project folder (left relative when the project is the current one).
  func inProject(_ path: String) -> String {
    render.project == "." ? path : (render.project as NSString).appendingPathComponent(path)
  }

  /// `THEMESHOT_RECORD` when set; a CLI check never records unless asked.
  static func environmentMode() -> RecordMode {
    ProcessInfo.processInfo.environment["THEMESHOT_RECORD"].flatMap {
      RecordMode(rawValue: $0.lowercased())
    } ?? .never
  }

  static func json(_ outcome: CheckRun.Outcome) -> String {
    let items: [[String: Any]] = outcome.items.map {
      [
        "name": $0.name, "status": $0.status.rawValue, "mismatched": $0.mismatched,
        "ratio": $0.ratio, "regions": $0.regions.map { [$0.x, $0.y, $0.width, $0.height] },
      ]
    }
    let object: [String: Any] = [
      "items": items, "recorded": outcome.recorded, "passed": outcome.passed,
    ]
    let data = try? JSONSerialization.data(
      withJSONObject: object, options: [.sortedKeys, .prettyPrinted])
    return data.map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }
}
