import Primitives
import Testing

@testable import Themes

/// Edge cases of the seeds' value converters, each from the converter's source or its own
/// tests: what a device draws, and what it skips (a skipped key is a located warning here).
@Suite struct SeedConverterEdgesTests {
  let label = SelectorSubject(typeNames: ["UILabel", "UIView"])
  let view = SelectorSubject(typeNames: ["UIView"])

  func warned(_ theme: Theme, _ key: String) -> Bool {
    theme.diagnostics.contains { $0.severity == .warning && $0.message.contains("'\(key)'") }
  }

  /// Pixelbits UIColorConverter.swift: a name is a `UIColor` class method (`darkGrayColor`:
  /// white 1/3), `#` takes 3, 6 or 8 (ARGB) digits; UIColorConverterTest.swift: `#jklmno`
  /// and `dedede` (no `#`) are nil, so PBProperty skips the key.
  @Test func pixelbitsColors() throws {
    let theme = try load([
      (
        "p.yaml",
        """
        UILabel:
          text-color: darkGray
          background-color: "#fff"
          tint-color: "#80102030"
        UIView:
          background-color: "#jklmno"
          tint-color: dedede
        """
      )
    ])
    let p = theme.ruleProperties(for: [label])
    let third = 1.0 / 3
    let darkGray = ThemeValue.color(Color.unit(third, third, third))
    #expect(p["textColor"] == darkGray)
    #expect(p["backgroundColor"] == hex("#FFFFFF"))
    let argb = Color(red: 0x10, green: 0x20, blue: 0x30, alpha: 0x80)
    #expect(p["tintColor"] == .color(argb))
    #expect(theme.ruleProperties(for: [view]).isEmpty)
    #expect(warned(theme, "backgroundColor"), "\(theme.diagnostics)")
    #expect(warned(theme, "tintColor"), "\(theme.diagnostics)")
  }

  /// Pixelbits UIEdgeInsetsConverter.swift: one value is every side, two are vertical and
  /// horizontal, four are top, left, bottom, right; three are nil (the key is skipped).
  @Test func pixelbitsInsetCounts() throws {
    let theme = try load([
      (
        "p.yaml",
        """
        UILabel:
          layout-margins: insets(4)
        UIButton:
          content-edge-insets: insets(1, 2, 3, 4)
        UIView:
          layout-margins: insets(1, 2, 3)
        """
      )
    ])
    #expect(theme.ruleProperties(for: [label])["layoutMargins"] == .insets(EdgeInsets(all: 4)))
    #expect(
      theme.ruleProperties(for: [SelectorSubject(typeNames: ["UIButton"])])["contentEdgeInsets"]
        == .insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
    #expect(theme.ruleProperties(for: [view])["layoutMargins"] == nil)
    #expect(warned(theme, "layoutMargins"), "\(theme.diagnostics)")
  }

  /// Pixelbits UIFontConverter.swift: a name alone is that font at 12 pt.
  @Test func pixelbitsFontWithoutSizeIs12() throws {
    let theme = try load([("p.yaml", "UILabel:\n  font: Menlo\n")])
    #expect(theme.ruleProperties(for: [label])["font"] == .font(FontSpec(name: "Menlo", size: 12)))
  }

  /// A_StyleInjection DefaultStyleDecoder.m: `#` takes exactly six hex digits in either
  /// case (`^#(\d|[a-f]|[A-F]){6}$`), `IMG(name)` is an image, and a font's size is whole
  /// digits (`^\$"…":[0-9]*$`): `$"Menlo":17.5` matches no decoder, so the key is skipped.
  @Test func styleInjectionDecoders() throws {
    let theme = try load([
      (
        "s.plist",
        """
        <plist><dict><key>@UILabel</key><dict>
        <key>textColor</key><string>#a0b0c0</string>
        <key>backgroundColor</key><string>#12345</string>
        <key>font</key><string>$"Menlo":17.5</string>
        </dict><key>@UIImageView</key><dict>
        <key>image</key><string>IMG(logo)</string>
        </dict></dict></plist>
        """
      )
    ])
    let p = theme.ruleProperties(for: [label])
    #expect(p["textColor"] == hex("#A0B0C0"))
    #expect(p["backgroundColor"] == nil)
    #expect(p["font"] == nil)
    #expect(warned(theme, "backgroundColor"), "\(theme.diagnostics)")
    #expect(warned(theme, "font"), "\(theme.diagnostics)")
    let image = theme.ruleProperties(for: [SelectorSubject(typeNames: ["UIImageView"])])
    #expect(image["image"] == .image("logo"))
  }
}
