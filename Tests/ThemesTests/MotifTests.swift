import Foundation
import Primitives
import Testing

@testable import Themes

@Suite struct MotifTests {
  @Test func readmeThemeLoadsWithInheritanceAndClassValues() throws {
    let theme = try Theme.load(files: [fixture("motif/Theme.json")])
    #expect(theme.diagnostics.isEmpty)
    // Constants take the type of the property that uses them.
    #expect(theme.constants["RedColor"]?.value == hex("#F93D38"))
    #expect(theme.constants["FontName"]?.value == .string("AvenirNext-Regular"))
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

  @Test func symbolsExampleLoadsToo() throws {
    // The README's CLI section repeats the theme as `Buttons.json` (stored under another
    // name: the mapping example has a `Buttons.json` of its own).
    let a = try Theme.load(files: [fixture("motif/ButtonsSymbols.json")])
    let b = try Theme.load(files: [fixture("motif/Theme.json")])
    #expect(a.styles.mapValues(\.properties.json) == b.styles.mapValues(\.properties.json))
    #expect(Array(a.styles.keys) == ["ButtonText", "Button", "WarningButton"])
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

@Suite struct MotifValueTests {
  func style(_ body: String) throws -> PropertySet {
    try load([("t.json", "{\".S\": {\(body)}}")]).style(named: "S").properties
  }

  @Test func cssColors() throws {
    let p = try style(
      ##""backgroundColor": "rgb(255, 0, 0)", "tintColor": "rgba(0,0,255,0.5)", "textColor": "BlueViolet", "layer.borderColor": "hsl(120, 100%, 25%)", "layer.shadowColor": "transparent", "placeholderColor": "#0f0""##
    )
    #expect(p["backgroundColor"] == hex("#FF0000"))
    #expect(p["tintColor"] == hex("#0000FF80"))
    #expect(p["textColor"] == hex("#8A2BE2"))
    #expect(p["layer.borderColor"] == hex("#008000"))
    #expect(p["layer.shadowColor"] == hex("#00000000"))
    #expect(p["placeholderColor"] == hex("#00FF00"))
  }

  @Test func geometryForms() throws {
    let p = try style(
      #""contentEdgeInsets": [1, 2, 3], "layoutMargins": {"top": 4, "left": 5}, "titleEdgeInsets": 6, "frame": "{{1, 2}, {3, 4}}", "layer.shadowOffset": [0, 2], "center": {"x": 1, "y": 2}, "imageEdgeInsets": [1, 2, 3, 4]"#
    )
    // Motif 0.3 arrays are CSS order; three values leave left at 0.
    #expect(p["contentEdgeInsets"] == .insets(EdgeInsets(top: 1, left: 0, bottom: 3, right: 2)))
    #expect(p["imageEdgeInsets"] == .insets(EdgeInsets(top: 1, left: 4, bottom: 3, right: 2)))
    #expect(p["layoutMargins"] == .insets(EdgeInsets(top: 4, left: 5, bottom: 0, right: 0)))
    #expect(p["titleEdgeInsets"] == .insets(EdgeInsets(all: 6)))
    #expect(p["frame"] == .rect(Rect(x: 1, y: 2, width: 3, height: 4)))
    #expect(p["layer.shadowOffset"] == .size(Size(width: 0, height: 2)))
    #expect(p["center"] == .point(Point(x: 1, y: 2)))
  }

  @Test func referencesChainAndMayEndAtAClass() throws {
    let text = """
      .Child: {alpha: $C}
      $C: $B
      $B: $A
      $A: 0.5
      $PrimaryStyle: .Base
      .Base: {numberOfLines: 2}
      .User: {titleLabel: $PrimaryStyle, text: null}
      """
    let theme = try load([("t.yaml", text)])
    #expect(try theme.style(named: "Child").properties["alpha"] == .number(0.5))
    let user = try theme.style(named: "User").properties
    guard case .style(let s)? = user["titleLabel"] else {
      Issue.record("a constant may hold a class")
      return
    }
    #expect(s.name == "Base")
    #expect(s.properties["numberOfLines"] == .number(2))
    #expect(user["text"] == .null)
  }

  @Test func aClassWhereAColorBelongsIsAnError() {
    let d = diagnostics([("t.json", "{\".A\": {}, \".B\": {\"textColor\": \".A\"}}")])
    #expect(d.first?.message == "'textColor' takes a color, but 'A' is a style")
  }
}

@Suite struct DocumentFormatTests {
  @Test func uiKitStringsForSizesAndPoints() throws {
    let theme = try load([
      (
        "t.yaml",
        ".S:\n  layer.shadowOffset: \"{0, 4}\"\n  center: \"{1.5, 2}\"\n  frame: [1, 2, 3, 4]\n"
      )
    ])
    let p = try theme.style(named: "S").properties
    #expect(p["layer.shadowOffset"] == .size(Size(width: 0, height: 4)))
    #expect(p["center"] == .point(Point(x: 1.5, y: 2)))
    // A four-number array is a rect (x, y, width, height).
    #expect(p["frame"] == .rect(Rect(x: 1, y: 2, width: 3, height: 4)))
    #expect(theme.diagnostics.isEmpty)
  }

  @Test func binaryPlistsLoadInKeyOrder() throws {
    let object: [String: Any] = [
      "formatVersion": 2, "Constants": ["B": "c:00F", "A": "color:F00"],
      "Styles": ["S": ["tintColor": "A", "alpha": 0.5]],
    ]
    let data = try PropertyListSerialization.data(
      fromPropertyList: object, format: .binary, options: 0)
    let theme = try ThemeLoader.load(sources: [ThemeSource(path: "b.plist", bytes: Array(data))])
    #expect(Array(theme.constants.keys) == ["A", "B"])
    #expect(try theme.style(named: "S").properties["tintColor"] == hex("#FF0000"))
  }

  @Test func forcedDialectReadsTheGiottoReadmeConstants() throws {
    let theme = try Theme.load(
      files: [fixture("giotto/readme-constants.json")], options: ThemeLoadOptions(dialect: .giotto))
    #expect(theme.constants["COLOR_COMMON_BACKGROUND"]?.value == hex("#000000FF"))
    #expect(theme.constants["FONT_REGULAR"]?.value == .string("Helvetica-Neue"))
  }

  @Test func motifYAMLReadsTheSameAsJSON() throws {
    let yaml = """
      $Blue: "#50b5ed"
      .Button:
        borderWidth: 1
        tintColor: $Blue
        contentEdgeInsets: "{10, 20, 10, 20}"
      .WarningButton:
        _superclass: .Button
        borderWidth: 2
      """
    let json = """
      {"$Blue": "#50b5ed", ".Button": {"borderWidth": 1, "tintColor": "$Blue",
       "contentEdgeInsets": "{10, 20, 10, 20}"},
       ".WarningButton": {"_superclass": ".Button", "borderWidth": 2}}
      """
    let a = try load([("t.yaml", yaml)])
    let b = try load([("t.json", json)])
    #expect(a.styles.mapValues(\.properties.json) == b.styles.mapValues(\.properties.json))
  }
}
