import Testing

/// The ThemeshotSymbols build-tool plugin generated `ThemeSymbols` from `Themes/` while this
/// target was built: these names compile only because the theme defines them (a misspelt
/// `ThemeSymbols.Styles.primaryButon` would be a compile error, the point of the plugin).
@Suite struct ThemeSymbolsPluginTests {
  @Test func stylesConstantsAndPropertiesAreDeclared() {
    #expect(ThemeSymbols.Styles.primaryButton == "PrimaryButton")
    #expect(ThemeSymbols.Styles.largeTitle == "LargeTitle")
    #expect(ThemeSymbols.Constants.tint == "Tint")
    #expect(ThemeSymbols.Properties.layerCornerRadius == "layer.cornerRadius")
  }
}
