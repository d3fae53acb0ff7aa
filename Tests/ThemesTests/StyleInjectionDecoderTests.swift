import Primitives
import Testing

@testable import Themes

/// A plist of one A_StyleInjection type set, `@type`, holding `entries` (keys and values as
/// written), loaded.
func styleInjectionTheme(_ type: String, _ entries: String) throws -> Theme {
  try ThemeLoader.load(
    sources: [
      ThemeSource(
        path: "s.plist",
        text: """
          <?xml version="1.0" encoding="UTF-8"?>
          <plist version="1.0"><dict><key>@\(type)</key><dict>
          \(entries)</dict></dict></plist>
          """)
    ])
}

/// A_StyleInjection's DefaultStyleDecoder.m, value by value.
@Suite struct StyleInjectionDecoderTests {
  func image(_ written: String) throws -> (ThemeValue?, [Diagnostic]) {
    let theme = try styleInjectionTheme(
      "UIImageView", "<key>image</key><string>\(written)</string>")
    return (theme.rules.first?.properties["image"], theme.diagnostics)
  }

  /// `__convertUIImage:` reads `IMG(name)` with a case-insensitive pattern
  /// (NSString+Regex.m `extractFirstRegex:` uses NSRegularExpressionCaseInsensitive).
  @Test(arguments: ["IMG(logo)", "img(logo)", "Img(logo)"])
  func imgIsReadInAnyCase(_ written: String) throws {
    let (value, diagnostics) = try image(written)
    #expect(value == .image("logo"))
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  /// The pattern's name is `[\d|\w]*`: a dot leaves the text undecoded, so the key is
  /// skipped with a warning.
  @Test func imgWithADotIsNoImage() throws {
    let (value, diagnostics) = try image("IMG(logo.png)")
    #expect(value == nil)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.message.contains("IMG()") == true)
  }
}

/// A_StyleInjection README "UIKit Extension Property" (UIButton+Injection.m): eight keys
/// call `setTitle:forState:` and `setTitleColor:forState:` for normal, highlighted,
/// disabled and selected.
@Suite struct StyleInjectionButtonKeysTests {
  @Test func everyButtonExtensionKeySetsItsState() throws {
    var entries = ""
    let states: [(String, ControlState)] = [
      ("normal", .normal), ("highlighted", .highlighted), ("disabled", .disabled),
      ("selected", .selected),
    ]
    for (i, (name, _)) in states.enumerated() {
      entries += "<key>\(name)Title</key><string>T\(i)</string>"
      entries += "<key>\(name)TitleColor</key><string>#0\(i)0000</string>"
    }
    let theme = try styleInjectionTheme("UIButton", entries)
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    let p = try #require(theme.rules.first?.properties)
    for (i, (_, state)) in states.enumerated() {
      #expect(p["title"]?.value(for: state) == .string("T\(i)"))
      #expect(
        p["titleColor"]?.value(for: state) == .color(Color(red: UInt8(i), green: 0, blue: 0)))
    }
  }

  /// `__convertCGColor:` matches `^CG#…` with `matchRegexFormat:`, an NSPredicate MATCHES,
  /// which is case-sensitive: `cg#A0A0A0` is no colour (the key is skipped, with a warning).
  @Test(arguments: [
    ("CG#A0A0A0", true), ("CG#a0a0a0", true), ("cg#A0A0A0", false), ("Cg#A0A0A0", false),
  ])
  func cgPrefixIsUpperCase(_ written: String, _ isColor: Bool) throws {
    let theme = try styleInjectionTheme(
      "UIView",
      """
      <key>layer.borderColor</key><string>\(written)</string>
      <key>alpha</key><real>0.5</real>
      """)
    let value = theme.rules.first?.properties["layer.borderColor"]
    #expect(value == (isColor ? .color(Color(red: 0xA0, green: 0xA0, blue: 0xA0)) : nil))
    #expect(theme.diagnostics.count == (isColor ? 0 : 1))
  }

  /// README "Format of Style value": `#` makes a UIColor, `CG#` a CGColorRef, decoded by the
  /// text alone and set with `setValue:forKeyPath:`. A layer's colour takes only the
  /// CGColorRef and a view's only the UIColor: the other kind is skipped, with a warning.
  @Test func colourKindMustFitTheKey() throws {
    let theme = try styleInjectionTheme(
      "UIView",
      """
      <key>layer.borderColor</key><string>#A0A0A0</string>
      <key>layer.shadowColor</key><string>CG#A0A0A0</string>
      <key>backgroundColor</key><string>CG#A0A0A0</string>
      <key>tintColor</key><string>#A0A0A0</string>
      """)
    let p = theme.rules.first?.properties
    let grey = ThemeValue.color(Color(red: 0xA0, green: 0xA0, blue: 0xA0))
    #expect(p?["layer.borderColor"] == nil)
    #expect(p?["layer.shadowColor"] == grey)
    #expect(p?["backgroundColor"] == nil)
    #expect(p?["tintColor"] == grey)
    #expect(theme.diagnostics.map(\.location?.line) == [3, 5])
  }
}
