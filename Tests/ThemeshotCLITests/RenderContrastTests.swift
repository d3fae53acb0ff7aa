import Foundation
import Testing

@testable import ThemeshotCLI

/// `render --wcag` (issue 13, contrast on the rendered pixels): the same audit as `check
/// --wcag`; its warnings fail the run only with `--strict`.
@Suite struct RenderContrastTests {
  static func project(textColor: String) throws -> String {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-wcag-\(UUID().uuidString)").path
    for folder in ["screens", "themes"] {
      try FileManager.default.createDirectory(
        atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
    try "UILabel:\n  textColor: '\(textColor)'\n".write(
      toFile: root + "/themes/T.yaml", atomically: true, encoding: .utf8)
    try """
    size: [200, 60]
    scale: 1
    statusBar: false
    root:
      type: UIView
      props: {backgroundColor: '#FFFFFF'}
      children:
        - {type: UILabel, id: hint, frame: [10, 10, 180, 30], props: {text: Faint words}}
    """.write(toFile: root + "/screens/s.yml", atomically: true, encoding: .utf8)
    return root
  }

  @Test func lowContrastWarnsAndFailsOnlyWhenStrict() async throws {
    let root = try Self.project(textColor: "#BBBBBB")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let render = ["render", "--project", root, "--out", root + "/out", "--wcag", "aa"]
    #expect(await ThemeshotMain.run(render) == .success)
    #expect(await ThemeshotMain.run(render + ["--strict"]) == .badInput)
    // Without the audit the strict run is clean.
    #expect(
      await ThemeshotMain.run(["render", "--project", root, "--out", root + "/out", "--strict"])
        == .success)
  }

  @Test func highContrastPassesStrict() async throws {
    let root = try Self.project(textColor: "#111111")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let render = ["render", "--project", root, "--out", root + "/out", "--wcag", "aaa"]
    #expect(await ThemeshotMain.run(render + ["--strict"]) == .success)
  }
}
