import Foundation
import Primitives
import Testing
import Widgets

@testable import Themeshot

/// `<document>.yml` beside a storyboard: what the controller's code applies.
@Suite struct SidecarTests {
  @Test func sidecarAppliesTheControllersStyles() throws {
    // __Fixtures__/Login.storyboard.yml: Login: {apply: [LoginViewController]}.
    let s = try InterfaceBuilderScreens.load(ImporterTests.fixtures + "/Login.storyboard#Login")
    #expect(s.root.appliedStyles == ["LoginViewController"])
    #expect(s.name == "Login")  // a scene named like its file is the file's name
  }

  @Test func sidecarOutletsAndErrorsAreLocated() throws {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-sidecar-\(ProcessInfo.processInfo.processIdentifier)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let doc = try String(contentsOfFile: ImporterTests.fixtures + "/Card.xib", encoding: .utf8)
    try doc.write(toFile: dir + "/Card.xib", atomically: true, encoding: .utf8)
    try "CardView:\n  outlets:\n    tags: [Tag]\n".write(
      toFile: dir + "/Card.xib.yml", atomically: true, encoding: .utf8)
    let s = try InterfaceBuilderScreens.load(dir + "/Card.xib")
    #expect(s.root.outlets["tags"]?.map(\.appliedStyles) == [["Tag"], ["Tag"]])
    try "CardView:\n  outlets:\n    nope: [Tag]\n".write(
      toFile: dir + "/Card.xib.yml", atomically: true, encoding: .utf8)
    let e = try #require(throws: DiagnosticError.self) {
      try InterfaceBuilderScreens.load(dir + "/Card.xib")
    }
    #expect(e.diagnostics.first?.message == "no outlet 'nope' in scene 'CardView'")
    #expect(e.diagnostics.first?.location?.line == 3)
  }

  @Test func projectListsEveryScene() throws {
    let screens = Project.screenFiles(in: [ImporterTests.fixtures + "/Login.storyboard"])
    #expect(screens.map(RenderRun.screenName) == ["Login", "Login-Cfl-vc-001"])
  }
}
