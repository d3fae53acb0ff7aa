import Primitives
import Testing
import Themes

@testable import Widgets

/// SDThemeManager.m `valueForConventionalString:`: a `color:` whose text `colorForString:`
/// cannot read gives nil, and a `font:` without a size raises inside the method's @try,
/// whose @catch returns nil; `applyValue:` applies that nil, so the property goes back to
/// UIKit's default instead of keeping what a superstyle set.
@Suite struct GiottoMalformedConventionTests {
  @Test(arguments: [
    ("backgroundColor", "color:GGG", "color:FF0000"), ("textColor", "c:12345", "color:00FF00"),
    ("font", "font:Menlo", "font:Menlo,30"),
  ])
  func aConventionGiottoCannotReadResetsTheProperty(
    _ key: String, _ bad: String, _ inherited: String
  ) throws {
    let theme = try ThemeLoader.load(
      sources: [
        ThemeSource(
          path: "g.json",
          text: #"""
            {"formatVersion": 2, "Styles": {"A": {"\#(key)": "\#(inherited)"},
              "B": {"_superstyle": "A", "\#(key)": "\#(bad)"}}}
            """#)
      ])
    let warnings = theme.diagnostics.filter { $0.message.contains("Giotto can read") }
    #expect(warnings.count == 1, "\(theme.diagnostics)")
    #expect(warnings.first?.location?.line == 2)
    let label = Widget.label("Hi").apply("B")
    _ = Cascade().apply(ThemeStyleSheet(theme), to: Widget.view { label })
    #expect(label.value(key) == .null)
    let plain = Widget.label("Hi")
    #expect(label.font == plain.font)
    #expect(label.textColor == plain.textColor)
    #expect(label.color("backgroundColor") == nil)
  }
}
