import ArgumentParser
import Themeshot

/// `themeshot prune`: lists (or removes) references that nothing renders any more.
struct PruneCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "prune",
    abstract: "List references no screen × theme × device produces; --apply removes them.",
    discussion: """
      A removed or renamed screen, theme or device leaves its references behind, and \
      `check` reports them as orphans. Without --apply this is a dry run: it prints what \
      would be removed. Exit status 0, or 2 on bad input.
      """)

  @Argument(help: "Orphans to remove (default: all of them).")
  var names: [String] = []

  @Option(help: "The project folder.")
  var project: String = "."

  @Option(help: "The references folder (default: Snapshots under the project).")
  var snapshots: String?

  @Flag(help: "Remove the orphans (and their sidecars); otherwise only list them.")
  var apply = false

  func run() async throws {
    let pruning = Pruning(project: try Project.load(root: project), snapshots: snapshots)
    if apply {
      let removed = try pruning.prune(
        names, log: { DiagnosticPrinter.standardError.write("note: \($0)") })
      for path in removed { print("removed \(path)") }
      if removed.isEmpty { print("no orphaned references") }
    } else {
      let orphans = try pruning.orphans(names)
      for name in orphans { print("would remove \(pruning.snapshots)/\(name)") }
      print(
        orphans.isEmpty
          ? "no orphaned references" : "\(orphans.count) orphan(s); run with --apply to remove")
    }
  }
}
