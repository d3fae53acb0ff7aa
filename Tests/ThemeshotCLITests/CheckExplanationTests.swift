import Foundation
import Reports
import Testing

/// Issue 13: a failing `check` names the widget, the property, both values and the theme
/// line, from the record kept in the reference's sidecar.
@Suite(.enabled(if: ThemeshotExecutable.path != nil, "themeshot executable not built"))
struct CheckExplanationTests {
  func run(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ThemeshotExecutable.path!)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test func themeColourChangeIsExplainedWithItsThemeLine() throws {
    let p = try WorkflowProject()
    defer { p.remove() }
    _ = try run(["check", "--project", p.root, "--record", "all"])
    #expect(FileManager.default.contents(atPath: p.path("Snapshots/Dark/sign-in.json")) != nil)
    try p.changeTint()
    let output = try run(["check", "--project", p.root])
    // Colors.yaml's #0A84FF (systemBlue, dark) became #5B2FC4 through $Tint.
    let line = try #require(
      output.split(separator: "\n").first { $0.contains("#logo (UIView) backgroundColor") })
    #expect(line.contains("#0A84FFFF → #5B2FC4FF"))
    #expect(line.contains("Components.yaml:119:3 (.BlueTile.backgroundColor)"))
  }
}

/// Issue 13: the explanation as data, in `check --json` and in `report.json`.
@Suite(.enabled(if: ThemeshotExecutable.path != nil, "themeshot executable not built"))
struct CheckExplanationJSONTests {
  /// A project whose references were recorded, then the Dark tint changed.
  static func changedProject() throws -> (WorkflowProject, String) {
    let p = try WorkflowProject(screens: ["sign-in"])
    _ = try CheckExplanationTests().run(["check", "--project", p.root, "--record", "all"])
    try p.changeTint()
    let out = try CheckExplanationTests().run(["check", "--project", p.root, "--json"])
    return (p, out)
  }

  @Test func checkJSONCarriesRegionsWidgetsAndChanges() throws {
    let (p, out) = try Self.changedProject()
    defer { p.remove() }
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    let items = try #require(root["items"] as? [[String: Any]])
    let item = try #require(items.first { $0["name"] as? String == "Dark/sign-in.png" })
    let explanation = try #require(item["explanation"] as? [String: Any])
    #expect(explanation["scale"] as? Double == 1)
    let regions = try #require(explanation["regions"] as? [[String: Any]])
    #expect(regions.count == (item["regions"] as? [Any])?.count)
    let widgets = regions.flatMap { $0["widgets"] as? [[String: Any]] ?? [] }
    // Components.yaml:119 (.BlueTile) styles #logo; its colour comes from $Tint.
    let logo = try #require(widgets.first { $0["key"] as? String == "#logo" })
    #expect(logo["id"] as? String == "logo")
    #expect(logo["type"] as? String == "UIView")
    #expect((logo["path"] as? String)?.hasSuffix("#logo") == true)
    #expect((logo["frame"] as? [Double])?.count == 4)
    let changes = try #require(logo["changes"] as? [[String: Any]])
    let change = try #require(changes.first { $0["property"] as? String == "backgroundColor" })
    #expect(change["kind"] as? String == "property")
    #expect(change["before"] as? String == "#0A84FFFF")
    #expect(change["after"] as? String == "#5B2FC4FF")
    #expect(
      (change["origin"] as? String)?.hasSuffix(
        "/themes/motif/Components.yaml:119:3 (.BlueTile.backgroundColor)") == true)
    let lines = try #require(explanation["lines"] as? [String])
    #expect(
      lines.contains { $0.hasPrefix("#logo (UIView) backgroundColor  #0A84FFFF → #5B2FC4FF") })
  }

  @Test func reportJSONAndHTMLCarryTheExplanation() throws {
    let (p, _) = try Self.changedProject()
    defer { p.remove() }
    let report = try ReportJSON.parse(Array(p.bytes("out/report/report.json")))
    let item = try #require(report.items.first { $0.name == "Dark/sign-in.png" })
    let explanation = try #require(item.explanation)
    let change = explanation.regions.flatMap(\.widgets).first { $0.key == "#logo" }?
      .changes.first { $0.property == "backgroundColor" }
    #expect(change?.after == "#5B2FC4FF")
    #expect(
      change?.origin?.hasSuffix("/themes/motif/Components.yaml:119:3 (.BlueTile.backgroundColor)")
        == true)
    // The HTML lists each region as a button and outlines its widgets (data-r links them).
    let html = String(decoding: try p.bytes("out/report/index.html"), as: UTF8.self)
    #expect(html.contains("<button type=\"button\" class=\"why-r\" aria-pressed=\"false\""))
    #expect(html.contains("<div class=\"wboxes\" aria-hidden=\"true\"><b data-r=\"0\""))
    #expect(html.contains("<code>#logo</code> UIView"))
  }

  @Test func reportCarriesTheThemeKeysThatChanged() throws {
    // Issue 13's `theme diff` panel: Colors.yaml's $SystemBlueDark literal changed.
    let (p, _) = try Self.changedProject()
    defer { p.remove() }
    let report = try ReportJSON.parse(Array(p.bytes("out/report/report.json")))
    let item = try #require(report.items.first { $0.name == "Dark/sign-in.png" })
    let keys = try #require(item.explanation?.themeChanges)
    let blue = try #require(keys.first { $0.key == "$SystemBlueDark" })
    #expect(blue.before == "#0A84FFFF" && blue.after == "#5B2FC4FF")
    #expect(blue.location?.hasSuffix("themes/motif/Colors.yaml:4:1") == true)
    #expect(blue.widgets.contains("#logo backgroundColor"))
    #expect(blue.widgets.contains("#signIn backgroundColor"))
    // Only that key: $Tint still points at $SystemBlueDark, Components.yaml is untouched.
    #expect(keys.map(\.key) == ["$SystemBlueDark"])
    let html = String(decoding: try p.bytes("out/report/index.html"), as: UTF8.self)
    #expect(html.contains("<details class=\"tdiff\" open><summary>Theme changes"))
    #expect(html.contains("<th scope=\"row\"><code>$SystemBlueDark</code></th>"))
  }
}
