import Primitives
import Testing

@testable import Themes

/// iOS system colour names are colours in every dialect, in UIKit's spellings, resolved in
/// the appearance the theme is loaded for (`ColorEnvironment`; values from Apple's HIG
/// "Color": label black/white, systemBlue #007AFF/#0A84FF).
@Suite struct SystemColorValueTests {
  let label = SelectorSubject(typeNames: ["UILabel", "UIView"])
  let view = SelectorSubject(typeNames: ["UIView"])

  func loaded(_ path: String, _ text: String, _ appearance: Appearance) throws -> Theme {
    try ColorEnvironment(appearance: appearance).withValue {
      try load([(path, text)])
    }
  }

  @Test func motifThemeMixesItsOwnColoursWithSystemOnes() throws {
    let text = """
      {"$Brand": "#FF8800", ".Card": {"backgroundColor": "$Brand",
       "textColor": "UIColor.labelColor", "tintColor": "systemBlue"}}
      """
    for (appearance, labelColor, blue) in [
      (Appearance.light, "#000000", "#007AFF"), (.dark, "#FFFFFF", "#0A84FF"),
    ] {
      let card = try loaded("t.json", text, appearance).style(named: "Card").properties
      #expect(card["backgroundColor"] == hex("#FF8800"))
      #expect(card["textColor"] == hex(labelColor))
      #expect(card["tintColor"] == hex(blue))
    }
  }

  @Test func pixelbitsAndStyleInjectionReadSystemNames() throws {
    let pixelbits = try loaded(
      "p.yaml", "UIView:\n  background-color: systemBackground\n  text-color: gray\n", .dark)
    #expect(pixelbits.ruleProperties(for: [view])["backgroundColor"] == hex("#000000"))
    // UIKit's own class colours keep their fixed values.
    #expect(pixelbits.ruleProperties(for: [view])["textColor"] == hex("#808080"))
    let injection = try loaded(
      "s.plist",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>@UILabel</key><dict>
      <key>textColor</key><string>secondaryLabelColor</string></dict></dict></plist>
      """, .dark)
    #expect(
      injection.ruleProperties(for: [view, label])["textColor"]
        == .color(Color(red: 235, green: 235, blue: 245, alpha: 153)))
  }

  @Test func unknownNameIsStillNotAColour() {
    let d = diagnostics([("t.json", #"{".Card": {"textColor": "labelColour"}}"#)])
    #expect(d.contains { $0.message.contains("'labelColour' is not a color") })
  }
}
