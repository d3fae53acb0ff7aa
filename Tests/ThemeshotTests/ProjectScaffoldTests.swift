import Foundation
import Primitives
import Testing
import Themes
import Widgets

@testable import Themeshot

/// `themeshot init`: an empty folder becomes a project that renders, and an app's own theme
/// files are found and named.
@Suite struct ProjectScaffoldTests {
  static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "themeshot-init-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func emptyFolderGetsAStarterProjectThatRendersInBothThemes() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let outcome = try ProjectScaffold(root: root).run()
    #expect(!outcome.foundThemes)
    #expect(
      Set(outcome.created).isSuperset(of: [
        "themeshot.yml", "screens/welcome.yml", ".gitignore", ".github/workflows/themeshot.yml",
        "themes/Light.yaml", "themes/Dark.yaml", "themes/Components.yaml",
      ]))
    let project = try Project.load(root: root)
    #expect(project.themes.map(\.name) == ["Light", "Dark"])
    #expect(project.screens.count == 1)
    let renderer = try Renderer(threads: 1)
    var bitmaps: [Bitmap] = []
    for entry in project.themes {
      let theme = try ThemeLoader.load(files: entry.files)
      #expect(theme.diagnostics.isEmpty)
      let screen = try ScreenFile.load(project.screens[0])
      var device = Device.default
      device.scale = 1
      let out = try renderer.render(screen, sheet: ThemeStyleSheet(theme), device: device)
      #expect(out.diagnostics.isEmpty, "\(out.diagnostics)")
      bitmaps.append(out.bitmap)
    }
    #expect(bitmaps[0] != bitmaps[1])
  }

  @Test func existingFilesAreKeptAndGitignoreIsAppendedOnce() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try "build/\n".write(toFile: root + "/.gitignore", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: root + "/screens", withIntermediateDirectories: true)
    try "root: {type: UIView}\n".write(
      toFile: root + "/screens/welcome.yml", atomically: true, encoding: .utf8)
    let first = try ProjectScaffold(root: root).run()
    #expect(first.kept == ["screens/welcome.yml"])
    #expect(
      try String(contentsOfFile: root + "/screens/welcome.yml", encoding: .utf8)
        == "root: {type: UIView}\n")
    let second = try ProjectScaffold(root: root).run()
    #expect(second.created.isEmpty)
    let ignore = try String(contentsOfFile: root + "/.gitignore", encoding: .utf8)
    #expect(ignore.hasPrefix("build/\n"))
    #expect(ignore.components(separatedBy: "out/").count == 2)
  }

  @Test func motifMappingThemesAreAssembledPerVariant() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let app = root + "/App/Theme"
    try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
    for name in ["Colors", "LightMappings", "DarkMappings", "Components"] {
      try FileManager.default.copyItem(
        atPath: Self.repo + "/themes/motif/\(name).yaml", toPath: app + "/\(name).yaml")
    }
    try FileManager.default.copyItem(
      atPath: Self.repo + "/themes/pixelbits/stylesheet.yaml", toPath: root + "/App/style.yaml")
    // Neither a theme nor a screen: never named as a theme.
    try "name: build\non: [push]\n".write(
      toFile: root + "/ci.yml", atomically: true, encoding: .utf8)
    let outcome = try ProjectScaffold(root: root).run()
    #expect(outcome.foundThemes)
    let themes = Dictionary(uniqueKeysWithValues: outcome.themes.map { ($0.name, $0.files) })
    #expect(Set(themes.keys) == ["Dark", "Light", "style"])
    #expect(
      themes["Dark"]
        == [
          "App/Theme/Colors.yaml", "App/Theme/DarkMappings.yaml", "App/Theme/Components.yaml",
        ])
    let project = try Project.load(root: root)
    #expect(project.themes.count == 3)
    for entry in project.themes {
      #expect(
        !(try ThemeLoader.load(files: entry.files, alternatives: entry.alternatives)).hasErrors)
    }
  }

  @Test func missingFolderIsALocatedError() {
    #expect(throws: Diagnostic.self) {
      try ProjectScaffold(root: "/nonexistent/themeshot-init").run()
    }
  }
}
