import Primitives
import Testing

@testable import Themes

/// Motif colours as UIColor+HTMLColors.m reads them (`mtf_colorWithCSS:`).
@Suite struct MotifColorSourceTests {
  func color(_ text: String) throws -> ThemeValue? {
    let theme = try load([("m.json", #"{".A": {"textColor": "\#(text)", "alpha": 1}}"#)])
    return try theme.style(named: "A").properties["textColor"]
  }

  /// `mtf_scanNum:scale:` reads a number or a percentage in every place: a percentage
  /// alpha, and saturation and lightness as plain fractions, are colours.
  @Test(arguments: [
    ("rgba(0, 0, 0, 50%)", "#00000080"), ("hsl(120, 1, 0.5)", "#00FF00"),
    ("hsla(480, 100%, 50%, 0.5)", "#00FF0080"), ("rgb(100%, 0%, 50%)", "#FF0080"),
    ("rgb (255, 0, 0)", "#FF0000"), ("hsl(50%, 100%, 50%)", "#00FFFF"),
  ])
  func numbersOrPercentagesAnywhere(_ text: String, _ expected: String) throws {
    #expect(try color(text) == hex(expected))
  }

  /// No range check: UIColor clamps the channels it draws.
  @Test func channelsOutOfRangeAreClamped() throws {
    #expect(try color("rgb(300, -5, 0)") == hex("#FF0000"))
  }

  /// `MTFW3CNamedColors` is CSS 3's 147 names: `rebeccapurple` (CSS 4) is no colour.
  @Test func rebeccapurpleIsNotAMotifColor() throws {
    #expect(try color("RebeccaPurple") == nil)
    #expect(try color("BlueViolet") == hex("#8A2BE2"))
  }
}
