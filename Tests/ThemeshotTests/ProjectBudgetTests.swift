import Foundation
import Primitives
import Testing

@testable import Themeshot

/// Budgets per screen or theme in themeshot.yml (issue 12), with every number checked
/// where it is read (issue 17).
@Suite struct ProjectBudgetTests {
  func parse(_ budgets: String) throws -> Project {
    try ProjectFile.parse(
      "themes:\n  Dark: [a.yaml]\nbudgets:\n" + budgets, path: "themeshot.yml", root: ".")
  }

  @Test func budgetsMatchScreensAndThemesAndLaterOnesWin() throws {
    let project = try parse(
      """
        - {maxDiffPixels: 10}
        - {screens: [feed, "set*"], themes: [Dark], maxDiffPixels: 40, perceptualPrecision: 0.98}
        - {screens: [settings], maxDiffPixels: 5}
      """)
    #expect(project.budgets.count == 3)
    let cli = ComparisonOptions(maxDiffPixelRatio: 0.5)
    let (feed, feedFrom) = ProjectBudget.options(
      cli, project.budgets, screen: "feed", theme: "Dark")
    #expect(feed.maxDiffPixels == 40)
    #expect(feed.perceptualPrecision == 0.98)
    #expect(feed.maxDiffPixelRatio == 0.5)
    #expect(feedFrom.map(\.line) == [4, 5])
    let (settings, _) = ProjectBudget.options(
      cli, project.budgets, screen: "settings", theme: "Dark")
    #expect(settings.maxDiffPixels == 5)
    let (light, _) = ProjectBudget.options(cli, project.budgets, screen: "feed", theme: "Light")
    #expect(light.maxDiffPixels == 10)
    #expect(light.perceptualPrecision == nil)
  }

  @Test(arguments: [
    "  - {maxDiffPixels: 1e30}", "  - {maxDiffPixels: .nan}", "  - {maxDiffPixels: -1}",
    "  - {maxDiffPixels: 2.5}", "  - {threshold: 2}", "  - {threshold: .inf}",
    "  - {precision: .nan}", "  - {includeAA: maybe}", "  - {colour: red}", "  - 7",
  ])
  func badBudgetsAreLocatedErrors(_ entry: String) throws {
    do {
      _ = try parse(entry)
      Issue.record("accepted \(entry)")
    } catch let error as DiagnosticError {
      let first = try #require(error.diagnostics.first)
      #expect(first.location?.file == "themeshot.yml")
      #expect(first.location?.line == 4)
      #expect(first.location?.keyPath.hasPrefix("budgets[0]") == true)
    }
  }

  @Test func aBudgetLetsAChangePassAndSaysSo() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-budget-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let reference = Reference(path: root + "/Snapshots/Dark/a.png")
    try reference.record(CheckRunTests.image(.white))
    let run = CheckRun(snapshots: root + "/Snapshots", mode: .never)
    let changed = CheckRunTests.image(.white, changing: 3)
    let strict = try run.check(
      changed, name: "Dark/a.png", actualPath: root + "/out/Dark/a.png", sidecar: Sidecar())
    #expect(strict.item.status == .changed)
    let budget = SourceLocation(file: "themeshot.yml", line: 7, column: 5, keyPath: "budgets[1]")
    let loose = try run.check(
      changed, name: "Dark/a.png", actualPath: root + "/out/Dark/a.png", sidecar: Sidecar(),
      options: ComparisonOptions(maxDiffPixels: 3), budgets: [budget])
    #expect(loose.item.status == .unchanged)
    #expect(loose.item.message?.contains("3 allowed") == true)
    #expect(loose.item.message?.contains("budget from themeshot.yml:7") == true)
  }
}
