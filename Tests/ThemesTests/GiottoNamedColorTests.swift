import Primitives
import Testing

@testable import Themes

/// SDThemeManager.m `colorForString:` tries `[UIColor colorNamed:]` before reading hex
/// digits, so `color:Brand` is the asset catalog's `Brand` colour, in the appearance.
@Suite struct GiottoNamedColorTests {
  @Test(arguments: [(Appearance.light, Color(red: 1, green: 2, blue: 3)), (.dark, Color.white)])
  func colorConventionNamesAnAssetCatalogColor(_ appearance: Appearance, _ expected: Color)
    throws
  {
    let environment = ColorEnvironment(
      appearance: appearance,
      namedColors: ["Brand": DynamicColor(any: Color(red: 1, green: 2, blue: 3), dark: .white)])
    let theme = try environment.withValue {
      try ThemeLoader.load(
        sources: [
          ThemeSource(
            path: "g.json",
            text: #"{"formatVersion": 2, "Styles": {"S": {"textColor": "color:Brand"}}}"#)
        ])
    }
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    #expect(try theme.style(named: "S").properties["textColor"] == .color(expected))
  }
}
