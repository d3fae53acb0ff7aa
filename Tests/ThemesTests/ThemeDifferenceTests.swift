import Primitives
import Testing

@testable import Themes

@Suite struct ThemeDifferenceTests {
  @Test func lightAgainstDarkListsWhatTheMappingChanges() throws {
    let light = try Theme.load(
      files: ["Colors", "LightMappings", "Buttons"].map { fixture("motif/\($0).json") })
    let dark = try Theme.load(
      files: ["Colors", "DarkMappings", "Buttons"].map { fixture("motif/\($0).json") })
    let d = light.differences(from: dark)
    #expect(d.map(\.subject) == ["constant 'WarningColor'", "style 'Button' tintColor"])
    #expect(d[1].old == hex("#FC3B2F"))
    #expect(d[1].new == hex("#FC8078"))
    #expect(d[0].oldLocation?.file.hasSuffix("LightMappings.json") == true)
    #expect(light.differences(from: light).isEmpty)
  }

  @Test func addedAndRemovedProperties() throws {
    let a = try load([("a.json", #"{".S": {"alpha": 1, "tintColor": "red"}, ".Old": {}}"#)])
    let b = try load([("b.json", #"{".S": {"alpha": 1, "isHidden": true}, ".New": {"alpha": 0}}"#)])
    let d = a.differences(from: b)
    #expect(d.map(\.subject) == ["style 'S' tintColor", "style 'S' isHidden", "style 'New' alpha"])
    #expect(d[0].new == nil && d[1].old == nil)
    #expect(d[0].text == "style 'S' tintColor\n  - \"#FF0000FF\"  (a.json:1:21)")
  }
}
