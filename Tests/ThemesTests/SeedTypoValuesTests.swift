import Primitives
import Testing

@testable import Themes

/// Values the seeds accept although they are most likely typos: themeshot draws what the
/// device draws and says where the value was written, once.
@Suite struct SeedTypoValuesTests {
  let label = SelectorSubject(typeNames: ["UILabel", "UIView"])

  func warnings(_ theme: Theme, _ key: String) -> [Diagnostic] {
    theme.diagnostics.filter { $0.severity == .warning && $0.message.contains("'\(key)'") }
  }

  /// Pixelbits UIColorConverter.swift `fromHex`: hex digits of any count but 3, 6 or 8 fall
  /// to the switch's `default: (a, r, g, b) = (1, 1, 1, 0)`, divided by 255 by
  /// `UIColor(red:green:blue:alpha:)`. The colour is set, so it is drawn.
  @Test(arguments: ["#1234", "#12345", "#1234567", "#", "#123456789"])
  func pixelbitsHexOfAnOddLengthIsTheDefaultCase(_ written: String) throws {
    let theme = try load([("p.yaml", "UILabel:\n  text-color: \"\(written)\"\n")])
    let expected = Color(red: 1, green: 1, blue: 0, alpha: 1)
    #expect(theme.ruleProperties(for: [label])["textColor"] == .color(expected))
    let found = warnings(theme, "textColor")
    #expect(found.count == 1, "\(theme.diagnostics)")
    #expect(found.first?.location?.line == 2)
    #expect(found.first?.location?.file == "p.yaml")
    #expect(found.first?.message.contains(written) == true)
  }

  /// UIColorConverter.swift trims non-alphanumerics at both ends before counting, so
  /// `#ff0000;` is red; a non-hex digit inside is no colour at all (the key is skipped).
  @Test func pixelbitsHexIsTrimmedAndHexDigitsOnly() throws {
    let theme = try load([
      ("p.yaml", "UILabel:\n  text-color: \"#ff0000;\"\n  tint-color: \"#12g4\"\n")
    ])
    let p = theme.ruleProperties(for: [label])
    #expect(p["textColor"] == .color(Color(red: 255, green: 0, blue: 0)))
    #expect(warnings(theme, "textColor").isEmpty, "\(theme.diagnostics)")
    #expect(p["tintColor"] == nil)
    #expect(warnings(theme, "tintColor").count == 1)
  }

  /// `--strict` turns the warning into an error, as every loader warning.
  @Test func pixelbitsOddHexIsAnErrorWhenStrict() throws {
    let theme = try load([("p.yaml", "UILabel:\n  text-color: \"#12345\"\n")])
    #expect(theme.diagnostics.contains { $0.severity == .warning })
    var strict = ThemeLoadOptions()
    strict.strict = true
    #expect(throws: (any Error).self) {
      try load([("p.yaml", "UILabel:\n  text-color: \"#12345\"\n")], options: strict)
    }
  }

  /// A_StyleInjection DefaultStyleDecoder.m `__convertFont:`: the size pattern `[0-9]*`
  /// matches no digits, `floatValue` of "" is 0, and `fontWithName:size:` at 0 is made at
  /// Core Text's default 12.0 (CTFontCreateWithName: "If 0.0 is specified, the default font
  /// size of 12.0 is used").
  @Test(arguments: [#"$"Menlo":"#, #"$"Menlo":0"#])
  func styleInjectionFontWithoutSizeIs12(_ written: String) throws {
    let theme = try load([
      (
        "s.plist",
        """
        <plist><dict><key>@UILabel</key><dict>
        <key>font</key><string>\(written)</string>
        </dict></dict></plist>
        """
      )
    ])
    #expect(theme.ruleProperties(for: [label])["font"] == .font(FontSpec(name: "Menlo", size: 12)))
    let found = warnings(theme, "font")
    #expect(found.count == 1, "\(theme.diagnostics)")
    #expect(found.first?.location?.line == 2)
  }

  /// A written size is kept and says nothing.
  @Test func styleInjectionFontWithSizeIsQuiet() throws {
    let theme = try load([
      (
        "s.plist",
        """
        <plist><dict><key>@UILabel</key><dict>
        <key>font</key><string>$"Menlo":15</string>
        </dict></dict></plist>
        """
      )
    ])
    #expect(theme.ruleProperties(for: [label])["font"] == .font(FontSpec(name: "Menlo", size: 15)))
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
  }
}
