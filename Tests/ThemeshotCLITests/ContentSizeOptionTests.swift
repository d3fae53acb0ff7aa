import Foundation
import Testing

@testable import ThemeshotCLI

/// Issue 12: `--content-size` on `render` and `check`, and `contentSizes` in themeshot.yml.
@Suite struct ContentSizeOptionTests {
  /// A project whose one label uses the `body` text style (Pixelbits), with `contentSizes`.
  static func project(sizes: String) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "themeshot-content-size-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(
      atPath: dir + "/screens", withIntermediateDirectories: true)
    let files = [
      "screens/text.yml": """
      root:
        type: UIViewController
        children:
          - {type: UILabel, id: body, frame: [16, 40, 288, 80], props: {text: Body}}
      """,
      "theme.yaml": "UILabel:\n  font: body\n  text-color: black\n",
      "themeshot.yml": """
      themes: {Plain: [theme.yaml]}
      devices: [320x200@1]
      \(sizes)
      """,
    ]
    for (name, text) in files {
      try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8)
    }
    return dir
  }

  @Test func renderNamesEachSizeButTheDefault() async throws {
    let dir = try Self.project(sizes: "contentSizes: [large, extraLarge]")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(await ThemeshotMain.run(["render", "--project", dir]) == .success)
    let fm = FileManager.default
    #expect(fm.fileExists(atPath: dir + "/out/Plain/text.png"))
    #expect(fm.fileExists(atPath: dir + "/out/Plain/text@extraLarge.png"))
    let meta = try String(contentsOfFile: dir + "/out/Plain/text@extraLarge.json", encoding: .utf8)
    #expect(meta.contains("\"contentSize\": \"extraLarge\""))
    #expect(
      !(try String(contentsOfFile: dir + "/out/Plain/text.json", encoding: .utf8))
        .contains("contentSize"))
    // The images differ: the body label is drawn at 19 pt instead of 17 pt.
    #expect(
      fm.contents(atPath: dir + "/out/Plain/text.png")
        != fm.contents(atPath: dir + "/out/Plain/text@extraLarge.png"))
    // The option replaces the project's list.
    let out = dir + "/ax"
    #expect(
      await ThemeshotMain.run([
        "render", "--project", dir, "--out", out, "--content-size",
        "UICTContentSizeCategoryAccessibilityXXXL",
      ]) == .success)
    #expect(
      try fm.contentsOfDirectory(atPath: out + "/Plain").sorted() == [
        "text@accessibilityExtraExtraExtraLarge.json", "text@accessibilityExtraExtraExtraLarge.png",
      ])
  }

  @Test func checkRecordsAndVerifiesEverySize() async throws {
    let dir = try Self.project(sizes: "contentSizes: [large, accessibilityExtraExtraExtraLarge]")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(
      await ThemeshotMain.run(["check", "--project", dir, "--record", "missing"]) == .differences)
    #expect(
      FileManager.default.fileExists(
        atPath: dir + "/Snapshots/Plain/text@accessibilityExtraExtraExtraLarge.png"))
    #expect(await ThemeshotMain.run(["check", "--project", dir]) == .success)
  }

  @Test func anUnknownSizeIsBadInput() async throws {
    let dir = try Self.project(sizes: "")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(
      await ThemeshotMain.run(["render", "--project", dir, "--content-size", "huge"]) == .badInput)
    try "themes: {Plain: [theme.yaml]}\ncontentSizes: [gigantic]\n".write(
      toFile: dir + "/themeshot.yml", atomically: true, encoding: .utf8)
    #expect(await ThemeshotMain.run(["check", "--project", dir]) == .badInput)
  }
}
