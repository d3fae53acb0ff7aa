import Foundation
import Testing

@testable import ThemeshotCLI

private let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().path

@Suite struct InspectCommandTests {
  @Test func inspectsWithAProjectThemeOrThemeFiles() async {
    let screen = repo + "/screens/settings.yml"
    #expect(
      await ThemeshotMain.run(["inspect", screen, "--theme", "Dark", "--project", repo, "--json"])
        == .success)
    #expect(
      await ThemeshotMain.run([
        "inspect", screen, repo + "/themes/motif/Colors.yaml",
        repo + "/themes/motif/LightMappings.yaml", repo + "/themes/motif/Components.yaml",
      ]) == .success)
  }

  @Test func badScreensAndUsageExitWithTwo() async throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "themeshot-inspect-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let bad = dir.appendingPathComponent("bad.yml")
    try Data("root:\n  type: UILabel\n  props: {numberOfLines: \"#FFF\"}\n".utf8).write(to: bad)
    let theme = repo + "/themes/pixelbits/stylesheet.yaml"
    #expect(await ThemeshotMain.run(["inspect", bad.path, theme, "--json"]) == .badInput)
    #expect(await ThemeshotMain.run(["inspect", bad.path]) == .badInput)
    #expect(
      await ThemeshotMain.run(["inspect", repo + "/screens/feed.yml", "--theme", "X", theme])
        == .badInput)
    #expect(
      await ThemeshotMain.run(["inspect", repo + "/screens/feed.yml", theme, "--dialect", "css"])
        == .badInput)
    #expect(
      await ThemeshotMain.run([
        "inspect", repo + "/screens/feed.yml", theme, "--dialect", "pixelbits", "--strict",
      ]) == .success)
  }
}
