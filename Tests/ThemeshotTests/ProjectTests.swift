import Foundation
import Primitives
import TestSupport
import Testing
import Widgets

@testable import Themeshot

@Suite struct ProjectTests {
  static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  func errors(_ text: String) -> [Diagnostic] {
    do {
      _ = try ProjectFile.parse(text, path: "themeshot.yml", root: ".")
      return []
    } catch let e as DiagnosticError {
      return e.diagnostics
    } catch {
      return [.error("\(error)")]
    }
  }

  @Test func readsTheExampleProject() throws {
    let p = try Project.load(root: Self.repo)
    #expect(p.themes.map(\.name) == ["Light", "Dark", "Indigo", "Teal", "Sepia", "SepiaNight"])
    #expect(p.themes[5].alternatives.count == 1)
    #expect(
      p.themes[1].files.map { ($0 as NSString).lastPathComponent } == [
        "Colors.yaml", "DarkMappings.yaml", "Components.yaml",
      ])
    #expect(
      p.screens.map(RenderRun.screenName) == ["controls", "feed", "gallery", "settings", "sign-in"])
    #expect(p.devices == [Device.default])
    #expect(p.output == Self.repo + "/out")
  }

  @Test func themeMayBeOneFileAListOrFilesWithAlternatives() throws {
    let p = try ProjectFile.parse(
      """
      themes:
        One: a.json
        Two: [a.json, b.json]
        Three: {files: [base.plist], alternatives: [alt.plist]}
      devices: [iPhone SE, 320x480@2]
      output: renders
      """, path: "themeshot.yml", root: "proj")
    #expect(
      p.themes.map(\.files) == [
        ["proj/a.json"], ["proj/a.json", "proj/b.json"], ["proj/base.plist"],
      ])
    #expect(p.themes[2].alternatives == ["proj/alt.plist"])
    #expect(
      p.devices.map(\.size) == [Size(width: 375, height: 667), Size(width: 320, height: 480)])
    #expect(p.output == "proj/renders")
  }

  @Test func badProjectFilesAreLocated() {
    let d = errors("themes:\n  Dark: []\ndevices: [Nokia]\ncolour: red\n")
    #expect(d.map { $0.location?.line ?? 0 } == [2, 3, 4])
  }

  @Test func conventionsWithoutAProjectFile() throws {
    let dir = NSTemporaryDirectory() + "themeshot-project-\(getpid())"
    let fm = FileManager.default
    try? fm.removeItem(atPath: dir)
    try fm.createDirectory(atPath: dir + "/themes/pixelbits", withIntermediateDirectories: true)
    try fm.createDirectory(atPath: dir + "/screens", withIntermediateDirectories: true)
    _ = fm.createFile(atPath: dir + "/themes/Ocean.json", contents: Data("{}".utf8))
    _ = fm.createFile(atPath: dir + "/themes/pixelbits/Candy.yaml", contents: Data("{}".utf8))
    _ = fm.createFile(atPath: dir + "/screens/b.yml", contents: Data())
    _ = fm.createFile(atPath: dir + "/screens/a.json", contents: Data())
    _ = fm.createFile(atPath: dir + "/screens/notes.txt", contents: Data())
    defer { try? fm.removeItem(atPath: dir) }
    let p = try Project.load(root: dir)
    #expect(p.themes.map(\.name) == ["Ocean", "Candy"])
    #expect(p.screens.map(RenderRun.screenName) == ["a", "b"])
  }

  @Test func planNamesOutputsByThemeAndScreen() throws {
    let p = Project(
      root: ".", themes: [.init(name: "Light", files: ["l"]), .init(name: "Dark", files: ["d"])],
      screens: ["screens/a.yml", "screens/b.yml"])
    let run = try RenderRun(project: p, themes: ["Dark"], screens: ["b"], scale: 1)
    #expect(run.items.map(\.output) == ["out/Dark/b.png"])
    #expect(run.items[0].device.scale == 1)
    let all = try RenderRun(project: p, themes: ["all"], output: "shots")
    #expect(
      all.items.map(\.output) == [
        "shots/Light/a.png", "shots/Light/b.png", "shots/Dark/a.png", "shots/Dark/b.png",
      ])
    #expect(RenderRun.metadataPath("out/Dark/b.png") == "out/Dark/b.json")
  }

  @Test func unknownThemeOrScreenIsAnError() {
    let p = Project(root: ".", themes: [.init(name: "Light", files: ["l"])], screens: ["s/a.yml"])
    #expect(throws: DiagnosticError.self) { try RenderRun(project: p, themes: ["Drak"]) }
    #expect(throws: DiagnosticError.self) { try RenderRun(project: p, themes: [], screens: ["zz"]) }
  }

  @Test func globPatterns() {
    #expect(Glob.matches("sign-in.yml", "*.yml"))
    #expect(Glob.matches("a.json", "?.json"))
    #expect(!Glob.matches("a.json", "*.yml"))
  }
}

@Suite struct ProjectFileFuzzTests {
  /// Seeded random edits of a valid project file: a project or located errors, never a crash.
  @Test func mutatedProjectFilesNeverCrash() {
    let base = Array(
      """
      themes:
        Light: [a.yaml, b.yaml]
        Dark: {files: [a.yaml], alternatives: [c.plist]}
      screens: [screens]
      devices: [iPhone 15, 320x480@2]
      output: out
      """.utf8)
    var rng = SplitMix(seed: 99)
    func next() -> UInt64 { rng.next() }
    let alphabet = Array("{}[]:,-\"' \n#ax0@".utf8)
    for _ in 0..<300 {
      var bytes = base
      for _ in 0..<(1 + Int(next() % 5)) {
        let i = Int(next() % UInt64(bytes.count))
        if next() % 2 == 0 {
          bytes[i] = alphabet[Int(next() % UInt64(alphabet.count))]
        } else {
          bytes.remove(at: i)
        }
      }
      do {
        _ = try ProjectFile.parse(
          String(decoding: bytes, as: UTF8.self), path: "themeshot.yml", root: "/nonexistent")
      } catch let e as DiagnosticError {
        #expect(!e.diagnostics.isEmpty)
      } catch {
        Issue.record("unexpected error \(error)")
      }
    }
  }
}
