import Foundation
import Primitives

/// `themeshot prune`: finds references that no screen × theme × device of the project
/// produces any more (a removed or renamed screen, theme or device) and, when told to,
/// removes them with their sidecars under the project lock.
public struct Pruning {
  public var project: Project
  public var snapshots: String

  public init(project: Project, snapshots: String?) {
    self.project = project
    self.snapshots = snapshots ?? project.path("Snapshots")
  }

  /// Orphaned references (relative paths, sorted); only those `names` lists, when given.
  public func orphans(_ names: [String] = []) throws -> [String] {
    // Planned with a placeholder output folder: only the relative names matter.
    let folder = "/themeshot-plan"
    let plan = try RenderRun(project: project, themes: [], output: folder)
    let produced = Set(plan.items.map { CheckRun.relativeName($0.output, in: folder) })
    let all = try CheckRun(snapshots: snapshots, mode: .never).orphans(rendered: produced)
    guard !names.isEmpty else { return all }
    for name in names where !all.contains(name) {
      throw Diagnostic.error(
        "'\(name)' is not an orphaned reference"
          + (all.isEmpty ? " (there are none)" : " (orphans: \(all.joined(separator: ", ")))"))
    }
    return all.filter(names.contains)
  }

  /// Removes the orphans `names` chooses (all when empty); returns their paths.
  public func prune(_ names: [String] = [], log: (String) -> Void = { _ in }) throws -> [String] {
    let lock = try ProjectLock(folder: snapshots, waiting: log)
    defer { lock.release() }
    var removed: [String] = []
    for name in try orphans(names) {
      let reference = Reference(path: (snapshots as NSString).appendingPathComponent(name))
      try reference.remove()
      removed.append(reference.path)
    }
    return removed
  }
}
