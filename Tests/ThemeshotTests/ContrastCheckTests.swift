import Foundation
import Primitives
import Testing

@testable import Themeshot

/// `check --wcag`: the suite audits each render and lists the warnings on its report card.
@Suite struct ContrastCheckTests {
  let root: String

  init() throws {
    root =
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "themeshot-contrast-\(UUID().uuidString)"
      ).path
    let files = [
      "themeshot.yml": "themes:\n  Tiny: [themes/tiny.yaml]\nscreens: [screens]\n",
      "themes/tiny.yaml": ".Faint:\n  textColor: '#AAAAAA'\n  fontSize: 15\n",
      "screens/tiny.yml": """
      root:
        type: UIView
        props: {backgroundColor: '#FFFFFF'}
        children:
          - type: UILabel
            id: faint
            apply: Faint
            frame: [10, 120, 200, 30]
            props: {text: Hard to read}
      """,
    ]
    for (name, text) in files {
      let path = root + "/" + name
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
  }

  func run(_ level: ContrastLevel?) throws -> CheckSuite.Result {
    let project = try Project.load(root: root)
    var suite = CheckSuite(project: project, renderFolder: nil, snapshots: nil, reportFolder: nil)
    suite.workers = 1
    suite.contrastLevel = level
    return try suite.run(loadSheet: { try ThemeSheets.load($0, project: project, strict: false) })
  }

  @Test func auditedCheckWarnsAtTheThemeLineAndListsItOnTheCard() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = try run(.aa)
    let warning = try #require(result.warnings.first { $0.message.hasPrefix("contrast ") })
    #expect(warning.location?.file.hasSuffix("themes/tiny.yaml") == true)
    #expect(warning.location?.line == 2)
    #expect(warning.message.contains("#faint (UILabel) 'Hard to read' #AAAAAA on #FFFFFF"))
    let item = try #require(result.outcome.items.first)
    #expect(item.message?.contains(warning.formatted) == true)
  }

  @Test func uncheckedContrastWarnsNothing() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = try run(nil)
    #expect(!result.warnings.contains { $0.message.hasPrefix("contrast ") })
    #expect(result.outcome.items.first?.message?.contains("contrast ") != true)
  }
}
