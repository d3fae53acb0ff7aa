import ArgumentParser
import Themeshot

/// `themeshot merge-reports`: one report from the shards of a split check.
struct MergeReportsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge-reports",
    abstract: "Merge the report.json of several check shards into one report.",
    discussion: """
      Each argument is a shard's report folder (or its report.json). Writes index.html, \
      junit.xml, summary.md, report.json and the merged timings.json into --out. Exit \
      status 0 when every merged image is unchanged, 1 otherwise, 2 on bad input.
      """)

  @Argument(help: "The shards' report folders.")
  var reports: [String] = []

  @Option(name: .customLong("out"), help: "Where to write the merged report.")
  var output: String = "out/report"

  func validate() throws {
    if reports.isEmpty { throw ValidationError("give the shard report folders to merge") }
    if output.isEmpty { throw ValidationError("--out must not be empty") }
  }

  func run() async throws {
    let result = try ReportMerge.merge(reports, into: output)
    print("\(result.report.summary.headline) · report: \(output)/index.html")
    if result.report.items.contains(where: { $0.status != .unchanged }) {
      throw DifferencesFound()
    }
  }
}
