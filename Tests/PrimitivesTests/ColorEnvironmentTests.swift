import Primitives
import Testing

/// How colour names resolve (UIKit spellings: `UIColor.label`, `labelColor`, `.label`).
@Suite struct ColorEnvironmentTests {
  @Test func systemNamesInEverySpelling() {
    let dark = ColorEnvironment(appearance: .dark)
    let white = Color.white
    for name in ["label", "labelColor", "UIColor.label", "UIColor.labelColor", ".label"] {
      #expect(dark.color(named: name) == white, "\(name)")
    }
    #expect(ColorEnvironment().color(named: "UIColor.label") == .black)
    #expect(ColorEnvironment().color(named: "notAColour") == nil)
  }

  @Test func namedColoursComeBeforeSystemNamesAndFollowTheAppearance() {
    let brand = DynamicColor(any: .white, dark: .black)
    let light = ColorEnvironment(namedColors: ["Brand": brand])
    #expect(light.color(named: "Brand") == .white)
    var dark = light
    dark.appearance = .dark
    #expect(dark.color(named: "Brand") == .black)
  }

  @Test func currentIsScopedToTheOperation() {
    #expect(ColorEnvironment.current.appearance == .light)
    let inside = ColorEnvironment(appearance: .dark).withValue {
      ColorEnvironment.current.color(named: "systemBackground")
    }
    #expect(inside == .black)
    #expect(ColorEnvironment.current.appearance == .light)
  }

  /// A dynamic colour without a variant for the appearance falls back the way
  /// `UIColor(named:)` does: high contrast to normal, dark to any.
  @Test func missingVariantsFallBack() {
    let c = DynamicColor(any: .white, highContrast: .black)
    #expect(c.resolved(in: .dark) == .white)
    #expect(c.resolved(in: Appearance(style: .light, contrast: .high)) == .black)
    #expect(c.resolved(in: Appearance(style: .dark, contrast: .high)) == .black)
  }
}
