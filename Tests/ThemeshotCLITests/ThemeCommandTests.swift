import Foundation
import Primitives
import Testing
import Themes

@testable import Themeshot
@testable import ThemeshotCLI

/// The theme fixtures live with the Themes tests.
private let themeFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("ThemesTests/__Fixtures__")

private func path(_ name: String) -> String {
  themeFixtures.appendingPathComponent(name).path
}

private func temporaryFile(_ name: String, _ text: String) throws -> String {
  let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
    "themeshot-cli-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
  let url = dir.appendingPathComponent(name)
  try Data(text.utf8).write(to: url)
  return url.path
}

@Suite struct ThemeCommandTests {
  @Test func resolveSucceedsOnAGoodTheme() async {
    #expect(await ThemeshotMain.run(["theme", "resolve", path("motif/Theme.json")]) == .success)
    #expect(
      await ThemeshotMain.run(["theme", "resolve", "--json", path("giotto/theme_default.plist")])
        == .success)
  }

  /// Issue 11: the app's own properties declared in themeshot.yml are known to lint too.
  @Test func lintKnowsTheProjectsOwnProperties() async throws {
    let theme = try temporaryFile("t.json", ##"{".A": {"accent": "#00FF00"}}"##)
    let folder = (theme as NSString).deletingLastPathComponent
    #expect(await ThemeshotMain.run(["theme", "lint", "--strict", theme]) == .badInput)
    try Data("properties:\n  accent: {type: color, sets: tintColor}\n".utf8).write(
      to: URL(fileURLWithPath: folder + "/themeshot.yml"))
    #expect(
      await ThemeshotMain.run(["theme", "lint", "--strict", "--project", folder, theme])
        == .success)
  }

  @Test func badInputExitsWithTwo() async throws {
    // An unknown constant is a warning (the key is skipped, issue 11); --strict refuses it.
    let typo = try temporaryFile("typo.json", "{\"$A\": \"$B\"}")
    #expect(await ThemeshotMain.run(["theme", "lint", typo]) == .success)
    #expect(await ThemeshotMain.run(["theme", "lint", "--strict", typo]) == .badInput)
    #expect(await ThemeshotMain.run(["theme", "resolve", "--strict", typo]) == .badInput)
    let broken = try temporaryFile("broken.json", "{\"$A\": }")
    #expect(await ThemeshotMain.run(["theme", "resolve", broken]) == .badInput)
    #expect(await ThemeshotMain.run(["theme", "lint", broken]) == .badInput)
    #expect(await ThemeshotMain.run(["theme", "resolve", "/nonexistent.json"]) == .badInput)
    #expect(await ThemeshotMain.run(["theme", "resolve", "--dialect", "css", broken]) == .badInput)
    #expect(await ThemeshotMain.run(["theme", "frobnicate"]) == .badInput)
  }

  @Test func lintPassesWithWarningsOnly() async {
    #expect(
      await ThemeshotMain.run(["theme", "lint", path("styleinjection/StyleSheet.plist")])
        == .success)
  }

  @Test func explainShowsTheSettingLineAndWhatItOverrode() async throws {
    let theme = try Theme.load(files: [path("motif/Theme.json")])
    let text = try ThemeText.explained(
      try theme.style(named: "WarningButton"), property: "borderColor")
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines[1] == "layer.borderColor = \"#F93D38FF\"")
    #expect(
      lines[2].hasSuffix(
        "Theme.json:20:9 (style 'WarningButton') via $RedColor (\(path("motif/Theme.json")):2:5)"))
    #expect(lines[3].hasPrefix("  overrides \"#50B5EDFF\" from "))
    #expect(lines[3].contains("Theme.json:14:9 (style 'Button')"))
    #expect(
      await ThemeshotMain.run([
        "theme", "explain", path("motif/Theme.json"), "--style", "WarningButton",
      ]) == .success)
    #expect(
      await ThemeshotMain.run([
        "theme", "explain", path("motif/Theme.json"), "--style", "Nope",
      ]) == .badInput)
  }

  @Test func resolveJSONHasTheDocumentedShape() throws {
    let theme = try Theme.load(files: [path("motif/Theme.json")])
    let text = theme.json.text
    #expect(
      text.hasPrefix(
        "{\"constants\":{\"BlueColor\":\"#50B5EDFF\",\"FontName\":\"AvenirNext-Regular\""))
    #expect(
      text.contains(
        "\"titleLabel\":{\"properties\":{\"fontName\":\"AvenirNext-Regular\",\"fontSize\":16},\"style\":\"ButtonText\"}"
      ))
    #expect(
      text.contains("\"contentEdgeInsets\":{\"bottom\":10,\"left\":20,\"right\":20,\"top\":10}"))
    #expect(!text.contains("_superclass"))
    #expect(
      text.hasSuffix(
        "\"diagnostics\":[],\"rules\":[],\"styles\":{" + text.split(separator: "\"styles\":{").last!
      ))
  }
}

@Suite struct ThemeCommandOptionTests {
  @Test func strictTurnsDuplicatesIntoErrors() async throws {
    let a = try temporaryFile("a.json", "{\"$C\": \"#111111\"}")
    let b = try temporaryFile("b.json", "{\"$C\": \"#222222\"}")
    #expect(await ThemeshotMain.run(["theme", "lint", a, b]) == .success)
    #expect(await ThemeshotMain.run(["theme", "lint", "--strict", a, b]) == .badInput)
    #expect(await ThemeshotMain.run(["theme", "resolve", "--strict", a, b]) == .badInput)
  }

  @Test func dialectCanBeForced() async throws {
    let constants = path("giotto/readme-constants.json")
    #expect(
      await ThemeshotMain.run(["theme", "resolve", "--dialect", "giotto", constants]) == .success)
    let options = try ThemeFileOptions.parse(["--dialect", "pixelbits", "x.json"]).request
      .loadOptions()
    #expect(options.dialect == .pixelbits)
  }

  @Test func alternativesAreSearchedFirst() async throws {
    let theme = try ThemeFileOptions.parse([
      path("giotto/theme_default.plist"), "--alternative", path("giotto/theme_alternative.plist"),
    ]).request.load()
    #expect(
      try theme.style(named: "PrimaryButton").properties["backgroundColor"]?.color?.hexString
        == "#E53935FF")
  }

  @Test func resolveTextListsStylesWithTheirParents() throws {
    let theme = try Theme.load(files: [path("motif/Theme.json")])
    let text = ThemeText.resolved(theme)
    #expect(text.contains("  WarningButton : Button\n"))
    #expect(text.contains("    layer.borderColor = \"#F93D38FF\""))
  }
}

@Suite struct ThemeResolveDeterminismTests {
  /// Each process hashes with its own seed, so dictionary order differs between runs: the
  /// JSON must not.
  @Test func resolveJSONIsTheSameBytesInSeparateProcesses() throws {
    let binary = themeFixtures.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/debug/themeshot")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else { return }
    func run() throws -> Data {
      let process = Process()
      process.executableURL = binary
      process.arguments = [
        "theme", "resolve", "--json", path("giotto/theme_default.plist"),
        path("styleinjection/StyleSheet.plist"), path("pixelbits/priority.json"),
      ]
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = FileHandle.nullDevice
      try process.run()
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
      return data
    }
    let first = try run()
    #expect(first.count > 1000)
    for _ in 0..<3 { #expect(try run() == first) }
  }
}

@Suite struct ThemeExplainPathTests {
  @Test func explainsWhichRuleWonForAWidget() async throws {
    let theme = try Theme.load(files: [path("pixelbits/priority.json")])
    let subjects = try ThemeText.subjects("UIView > UIView.some-style > UIButton.login-button")
    #expect(subjects.map(\.styleTags) == [[], ["some-style"], ["login-button"]])
    let text = try ThemeText.explained(
      theme.ruleProperties(for: subjects), title: "button", property: "title")
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines[1] == "title = \"8\"")
    #expect(lines[2].contains("rule 'UIView > UIView.some-style > UIButton.login-button'"))
    // The title, the value, where it was set, then the seven lower rules it overrode.
    #expect(lines.count == 3 + 7)
    #expect(
      await ThemeshotMain.run([
        "theme", "explain", path("pixelbits/priority.json"), "--path", "UIButton.login-button",
      ]) == .success)
    #expect(
      await ThemeshotMain.run(["theme", "explain", path("pixelbits/priority.json")]) == .badInput)
  }

  @Test func identifierAndControllerSteps() throws {
    let s = try ThemeText.subjects("HomeViewController > UIView > UILabel#demoLabel")
    #expect(s[0].isViewController && !s[1].isViewController)
    #expect(s[2].identifier == "demoLabel")
  }
}

@Suite struct ThemeDiffCommandTests {
  @Test func exitStatusSaysWhetherThemesDiffer() async {
    let light = ["Colors", "LightMappings", "Buttons"].map { path("motif/\($0).json") }
    let dark = ["Colors", "DarkMappings", "Buttons"].map { path("motif/\($0).json") }
    #expect(
      await ThemeshotMain.run(["theme", "diff"] + light + ["--against"] + dark) == .differences)
    #expect(await ThemeshotMain.run(["theme", "diff"] + light + ["--against"] + light) == .success)
    #expect(
      await ThemeshotMain.run(["theme", "diff"] + light + ["--against", "/nonexistent.json"])
        == .badInput)
  }
}
