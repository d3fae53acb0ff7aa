import Foundation
import Testing

@testable import ThemeshotCLI

private let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().path

private func temporaryFolder() throws -> String {
  let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
    "themeshot-render-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
  return dir.path
}

@Suite struct RenderCommandTests {
  @Test func writesThePNGAndAMetadataFileWithoutAbsolutePaths() async throws {
    let out = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: out) }
    let status = await ThemeshotMain.run([
      "render", "--project", repo, "--theme", "Dark", "--screen", "sign-in", "--scale", "1",
      "--out", out,
    ])
    #expect(status == .success)
    #expect(FileManager.default.fileExists(atPath: out + "/Dark/sign-in.png"))
    let meta = try String(contentsOfFile: out + "/Dark/sign-in.json", encoding: .utf8)
    #expect(meta.contains("\"screen\": \"screens/sign-in.yml\""))
    #expect(meta.contains("fonts-inter/Inter-"))
    #expect(!meta.contains(repo))
    #expect(!meta.contains("\"/"))
  }

  @Test func rendersAreDeterministic() async throws {
    let a = try temporaryFolder()
    let b = try temporaryFolder()
    defer {
      try? FileManager.default.removeItem(atPath: a)
      try? FileManager.default.removeItem(atPath: b)
    }
    for out in [a, b] {
      let status = await ThemeshotMain.run([
        "render", "--project", repo, "--theme", "Light", "--screen", "settings",
        "--device", "iPhone SE", "--scale", "1", "--out", out,
      ])
      #expect(status == .success)
    }
    for file in ["Light/settings.png", "Light/settings.json"] {
      #expect(
        FileManager.default.contents(atPath: a + "/" + file)
          == FileManager.default.contents(atPath: b + "/" + file))
    }
  }

  @Test func badInputExitsWithTwo() async throws {
    let project = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: project) }
    try FileManager.default.createDirectory(
      atPath: project + "/screens", withIntermediateDirectories: true)
    try Data("root:\n  type: UIFrobnicator\n".utf8).write(
      to: URL(fileURLWithPath: project + "/screens/bad.yml"))
    try Data("themes:\n  Plain: [\(repo)/themes/pixelbits/stylesheet.yaml]\n".utf8).write(
      to: URL(fileURLWithPath: project + "/themeshot.yml"))
    let out = project + "/out"
    // The theme lives outside this temporary project: allowed on purpose.
    #expect(
      await ThemeshotMain.run([
        "render", "--project", project, "--out", out, "--allow-outside-project",
      ]) == .badInput)
    #expect(!FileManager.default.fileExists(atPath: out + "/Plain/bad.png"))
    #expect(
      await ThemeshotMain.run(["render", "--project", repo, "--theme", "Purple"]) == .badInput)
    #expect(
      await ThemeshotMain.run(["render", "--project", repo, "--device", "Nokia"]) == .badInput)
    #expect(await ThemeshotMain.run(["render", "--project", repo, "--scale", "9"]) == .badInput)
  }
}
