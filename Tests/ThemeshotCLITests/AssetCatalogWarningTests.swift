import Foundation
import Testing

@testable import ThemeshotCLI

/// A broken image or colour set of the project's asset catalog is said by the run.
@Suite struct AssetCatalogWarningTests {
  // Found by the hostile pass (session 13): a set whose Contents.json was not JSON, or
  // named a file outside its set, was skipped with a warning nobody printed: a screen using
  // it read only "image not found", and `--strict` passed a project with a broken set.
  @Test(arguments: ["{{{", "{\"images\": [{\"filename\": \"../../../x.png\", \"scale\": \"1x\"}]}"])
  func aBrokenSetFailsAStrictRender(_ contents: String) async throws {
    let p = try WorkflowProject(screens: ["sign-in"])
    defer { p.remove() }
    let set = p.path("Assets.xcassets/star.imageset")
    #expect(await ThemeshotMain.run(["render", "--strict"] + p.project) == .success)
    try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
    try contents.write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
    #expect(await ThemeshotMain.run(["render", "--strict"] + p.project) == .badInput)
    #expect(await ThemeshotMain.run(["render"] + p.project) == .success)
  }
}
