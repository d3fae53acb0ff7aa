import Primitives
import Testing

@testable import Themes

@Suite struct MotifTests {
  @Test func readmeThemeLoadsWithInheritanceAndClassValues() throws {
    let theme = try Theme.load(files: [fixture("motif/Theme.json")])
    #expect(theme.diagnostics.isEmpty)
    #expect(theme.constants["RedColor"]?.value == .string("#f93d38"))
    let button = try theme.style(named: "Button").properties
    #expect(button["layer.borderWidth"] == .number(1))
    #expect(button["layer.cornerRadius"] == .number(5))
    #expect(
      button["contentEdgeInsets"] == .insets(EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)))
    #expect(button["tintColor"] == hex("#50B5ED"))
    guard case .style(let text)? = button["titleLabel"] else {
      Issue.record("titleText should be a style value")
      return
    }
    #expect(text.name == "ButtonText")
    #expect(text.properties["fontName"] == .string("AvenirNext-Regular"))
    #expect(text.properties["fontSize"] == .number(16))
    let warning = try theme.style(named: "WarningButton").properties
    #expect(warning["tintColor"] == hex("#F93D38"))
    #expect(warning["layer.borderColor"] == hex("#F93D38"))
    #expect(warning["layer.cornerRadius"] == .number(5))
    #expect(warning["_superclass"] == nil)
  }

  @Test func mappingThemesPickTheirOwnMapping() throws {
    let light = try Theme.load(
      files: ["Colors", "LightMappings", "Buttons"].map { fixture("motif/\($0).json") })
    let dark = try Theme.load(
      files: ["Colors", "DarkMappings", "Buttons"].map { fixture("motif/\($0).json") })
    #expect(try light.style(named: "Button").properties["tintColor"] == hex("#FC3B2F"))
    #expect(try dark.style(named: "Button").properties["tintColor"] == hex("#FC8078"))
    let tint = try light.style(named: "Button").properties.property(named: "tintColor")!
    #expect(tint.provenance.references.map(\.name) == ["$WarningColor", "$RedDarkColor"])
  }
}
