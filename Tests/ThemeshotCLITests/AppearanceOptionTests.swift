import Foundation
import PNG
import Primitives
import Testing

@testable import ThemeshotCLI

/// `--appearance` and `--contrast` override the theme's appearance (docs/appearance.md);
/// system colours then resolve to Apple's values for it (systemBlue: #007AFF light,
/// #0A84FF dark, #0040DD light with increased contrast).
@Suite struct AppearanceOptionTests {
  static func project() throws -> String {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-appearance-cli-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: root + "/screens", withIntermediateDirectories: true)
    try ".Tint:\n  backgroundColor: systemBlue\n".write(
      toFile: root + "/app.yaml", atomically: true, encoding: .utf8)
    try """
    size: [20, 20]
    scale: 1
    statusBar: false
    root: {type: UIView, apply: Tint}
    """.write(toFile: root + "/screens/s.yml", atomically: true, encoding: .utf8)
    try "themes:\n  App: [app.yaml]\n".write(
      toFile: root + "/themeshot.yml", atomically: true, encoding: .utf8)
    return root
  }

  static func pixel(_ extra: [String]) async throws -> Color? {
    let root = try project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let status = await ThemeshotMain.run(
      ["render", "--project", root, "--out", root + "/out"] + extra)
    guard status == .success else { return nil }
    return try PNGDecoder().decode(contentsOf: root + "/out/App/s.png")[10, 10].color
  }

  @Test func appearanceAndContrastChangeSystemColours() async throws {
    #expect(try await Self.pixel([]) == Color(red: 0x00, green: 0x7A, blue: 0xFF))
    #expect(
      try await Self.pixel(["--appearance", "dark"]) == Color(red: 0x0A, green: 0x84, blue: 0xFF))
    #expect(
      try await Self.pixel(["--contrast", "high"]) == Color(red: 0x00, green: 0x40, blue: 0xDD))
  }

  /// The sidecar records a render that is not light (what made it), and a light render's
  /// sidecar is unchanged.
  @Test func sidecarRecordsTheAppearance() async throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    for (style, out) in [("dark", "/dark"), ("light", "/light")] {
      let status = await ThemeshotMain.run(
        ["render", "--project", root, "--out", root + out, "--appearance", style])
      #expect(status == .success)
    }
    let dark = try String(contentsOfFile: root + "/dark/App/s.json", encoding: .utf8)
    let light = try String(contentsOfFile: root + "/light/App/s.json", encoding: .utf8)
    #expect(dark.contains("\"appearance\": \"dark\""))
    #expect(!light.contains("appearance"))
  }

  @Test func unknownAppearanceIsAUsageError() async throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let status = await ThemeshotMain.run(["render", "--project", root, "--appearance", "dusk"])
    #expect(status == .badInput)
  }
}
