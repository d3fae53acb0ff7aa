import Primitives
import Testing
import Themes

@testable import Widgets

/// The cascade on themes read from every dialect: one test per styling rule.
@Suite struct ThemeStyleSheetTests {
  func sheet(_ text: String, _ path: String) throws -> ThemeStyleSheet {
    ThemeStyleSheet(try ThemeLoader.load(sources: [ThemeSource(path: path, text: text)]))
  }

  func color(_ hex: String) -> ThemeValue { .color(Color(hexString: hex)!) }

  /// A_StyleInjection: `@Type` < `#id` < `Controller → @Type` < `Controller → #id`.
  @Test func styleInjectionFourLevels() throws {
    let s = try sheet(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
        <key>@UILabel</key><dict><key>textColor</key><string>#111111</string>
          <key>alpha</key><real>0.5</real></dict>
        <key>#title</key><dict><key>textColor</key><string>#222222</string>
          <key>numberOfLines</key><integer>2</integer></dict>
        <key>SignInViewController</key><dict>
          <key>#title</key><dict><key>textColor</key><string>#444444</string></dict>
          <key>@UILabel</key><dict><key>textColor</key><string>#333333</string>
            <key>numberOfLines</key><integer>3</integer></dict>
        </dict>
      </dict></plist>
      """, "StyleSheet.plist")
    let inside = Widget.label("a").id("title")
    let plain = Widget.label("b")
    let outside = Widget.label("c").id("title")
    let root = Widget.view {
      Widget.viewController("SignInViewController") {
        Widget.view {
          inside
          plain
        }
      }
      outside
    }
    Cascade().apply(s, to: root)
    #expect(inside.value("textColor") == color("#444444"))
    #expect(inside.value("numberOfLines") == .number(3))
    #expect(inside.value("alpha") == .number(0.5))
    #expect(plain.value("textColor") == color("#333333"))
    #expect(outside.value("textColor") == color("#222222"))
    #expect(outside.value("numberOfLines") == .number(2))
  }

  /// A_StyleInjection's per-state button keys.
  @Test func styleInjectionStateKeys() throws {
    let s = try sheet(
      """
      <plist version="1.0"><dict><key>@UIButton</key><dict>
        <key>normalTitleColor</key><string>#FFFFFF</string>
        <key>highlightedTitleColor</key><string>#D0D0D0</string>
      </dict></dict></plist>
      """, "StyleSheet.plist")
    let b = Widget.button("Go").states(.highlighted)
    Cascade().apply(s, to: b)
    #expect(b.value("titleColor") == color("#D0D0D0"))
    #expect(b.value("titleColor", in: .normal) == color("#FFFFFF"))
  }

  /// Pixelbits: nesting is a child combinator; Class < .tag < Class.tag; later wins ties.
  @Test func pixelbitsHierarchyAndPriority() throws {
    let s = try sheet(
      """
      {
        "UIButton.login": {"background-color": "#000004"},
        ".login": {"background-color": "#000003", "alpha": 0.7},
        "UIButton": {"background-color": "#000001", "corner-radius": 4},
        "UIView.form": {"UIButton": {"background-color": "#000002", "alpha": 0.9}}
      }
      """, "pixelbits.json")
    let login = Widget.button("Sign In").style("login")
    let other = Widget.button("Help")
    let deep = Widget.button("Deep")
    let form = Widget.view {
      login
      other
      Widget.view { deep }
    }.style("form")
    Cascade().apply(s, to: form)
    #expect(login.value("backgroundColor") == color("#000004"))
    #expect(login.value("alpha") == .number(0.7))
    #expect(other.value("backgroundColor") == color("#000002"))
    #expect(deep.value("backgroundColor") == color("#000001"))
    #expect(deep.value("alpha") == nil)
  }

  /// Rules of equal priority apply in source order: the later file wins.
  @Test func tiesGoToTheLaterRule() throws {
    let s = ThemeStyleSheet(
      try ThemeLoader.load(sources: [
        ThemeSource(
          path: "a.json", text: "{\"UILabel\": {\"text-color\": \"#000001\", \"alpha\": 0.5}}"),
        ThemeSource(path: "b.json", text: "{\"UILabel\": {\"text-color\": \"#000002\"}}"),
      ]))
    let l = Widget.label("x")
    Cascade().apply(s, to: l)
    #expect(l.value("textColor") == color("#000002"))
    #expect(l.value("alpha") == .number(0.5))
  }

  /// Pixelbits: `key:state`, `@subview` keys and dash-case names.
  @Test func pixelbitsStatesAndSubviews() throws {
    let s = try sheet(
      """
      UIButton:
        title-color:normal: "#FF0000"
        title-color:selected: "#00FF00"
        "@titleLabel":
          font: "Avenir Next, 15"
      """, "stylesheet.yaml")
    let b = Widget.button("x").states(.selected)
    Cascade().apply(s, to: b)
    #expect(b.value("titleColor") == color("#00FF00"))
    #expect(b.value("titleColor", in: .normal) == color("#FF0000"))
    #expect(b.titleFont == FontSpec(name: "Avenir Next", size: 15))
  }

  /// Type selectors match a widget's own type: a custom type is not its base to a selector.
  @Test func customTypesMatchTheirOwnName() throws {
    let s = try sheet(
      """
      <plist version="1.0"><dict>
        <key>@UIButton</key><dict><key>alpha</key><real>0.5</real></dict>
        <key>@FancyButton</key><dict><key>layer.cornerRadius</key><integer>9</integer></dict>
      </dict></plist>
      """, "StyleSheet.plist")
    let fancy = Widget.make(.button, type: "FancyButton")
    let plain = Widget.make(.button)
    Cascade().apply(
      s,
      to: Widget.view {
        fancy
        plain
      })
    #expect(fancy.value("layer.cornerRadius") == .number(9))
    #expect(fancy.value("alpha") == nil)
    #expect(plain.value("alpha") == .number(0.5))
  }

  /// Motif: classes applied in order, `_superclass`, class-valued properties styling a
  /// sub-object, the compound `fontName` + `fontSize`, mapping files.
  @Test func motifClassesAndMappings() throws {
    let files = [
      ThemeSource(path: "Colors.yaml", text: "$Blue: \"#007AFF\"\n$White: \"#FFFFFF\"\n"),
      ThemeSource(path: "Light.yaml", text: "$Tint: $Blue\n"),
      ThemeSource(
        path: "Buttons.yaml",
        text: """
          .ButtonText:
            fontName: AvenirNext-DemiBold
            fontSize: 16
          .Button:
            backgroundColor: $Tint
            cornerRadius: 8
            titleText: .ButtonText
          .Primary:
            _superclass: .Button
            titleColor: $White
          .Wide:
            contentEdgeInsets: "{10, 30, 10, 30}"
          """),
    ]
    let s = ThemeStyleSheet(try ThemeLoader.load(sources: files))
    let b = Widget.button("Go").apply("Primary", "Wide")
    #expect(Cascade().apply(s, to: b).isEmpty)
    #expect(b.value("backgroundColor") == color("#007AFF"))
    #expect(b.value("layer.cornerRadius") == .number(8))
    #expect(b.value("titleColor") == color("#FFFFFF"))
    #expect(b.titleFont == FontSpec(name: "AvenirNext-DemiBold", size: 16))
    #expect(b.contentEdgeInsets == EdgeInsets(top: 10, left: 30, bottom: 10, right: 30))
  }

  /// Giotto: key paths, comma key lists, nested dictionaries styling a named child,
  /// `_superstyle` applied in order.
  @Test func giottoKeyPathsCommaKeysAndChildren() throws {
    let s = try sheet(
      """
      {"formatVersion": 2,
       "Constants": {"COLOR_ACCENT": "color:A0522D", "RADIUS": 8},
       "Styles": {
         "Base": {"layer.borderWidth": 1, "layer.cornerRadius": "RADIUS"},
         "Card": {"_superstyle": "Base",
                  "backgroundColor,layer.borderColor": "COLOR_ACCENT",
                  "header": {"textColor": "color:FFFFFF", "numberOfLines": 2}}
       }}
      """, "theme_default.json")
    let title = Widget.label("t").id("header")
    let card = Widget.view { title }.apply("Card")
    #expect(Cascade().apply(s, to: card).isEmpty)
    #expect(card.value("layer.borderWidth") == .number(1))
    #expect(card.value("layer.cornerRadius") == .number(8))
    #expect(card.value("backgroundColor") == color("#A0522D"))
    #expect(card.value("layer.borderColor") == color("#A0522D"))
    #expect(title.value("textColor") == color("#FFFFFF"))
    #expect(title.value("numberOfLines") == .number(2))
  }

  /// Switching themes re-applies the new one to every widget styled so far; what the new
  /// theme does not set keeps its value (Motif's dynamic applier only sets values).
  @Test func switchingThemesRestylesTheTree() throws {
    let light = try sheet(
      ".Screen:\n  backgroundColor: \"#FFFFFF\"\n  textColor: \"#000000\"\n", "L.yaml")
    let dark = try sheet(".Screen:\n  backgroundColor: \"#000000\"\n", "D.yaml")
    let label = Widget.label("x")
    let root = Widget.viewController("VC") { label }.apply("Screen")
    Cascade().apply(light, to: root)
    #expect(label.textColor == .black)
    Cascade().apply(dark, to: root)
    #expect(root.value("backgroundColor") == color("#000000"))
    #expect(root.value("textColor") == color("#000000"))
    Cascade().apply(dark, to: root, reset: true)
    #expect(root.value("textColor") == nil)
  }

  /// Overlay's idea: a theme typed in Swift with state groups styles the same tree.
  @Test func swiftThemesWithStateGroups() throws {
    let white = Color.white
    let gray = Color(red: 128, green: 128, blue: 128)
    let theme = try Theme {
      NamedStyle("Primary") {
        StyleDeclaration.titleColor(ColorGroup(normal: white, disabled: gray))
        StyleDeclaration.cornerRadius(12)
      }
      Rule(Selector(steps: [Selector.Step(typeName: "UIButton")])) {
        StyleDeclaration.backgroundColor(Color(red: 0, green: 122, blue: 255))
      }
    }
    let b = Widget.button("Pay").apply("Primary").states(.disabled)
    #expect(Cascade().apply(ThemeStyleSheet(theme), to: b).isEmpty)
    #expect(b.titleColor == gray)
    #expect(b.value("titleColor", in: .normal) == .color(white))
    #expect(b.value("layer.cornerRadius") == .number(12))
    #expect(b.value("backgroundColor") == color("#007AFF"))
  }

  /// A theme property a widget kind lacks is a located warning; a named style the theme
  /// lacks is an error with a suggestion.
  @Test func problemsAreLocatedInTheTheme() throws {
    let s = try sheet(".Card:\n  title: Hello\n", "Components.yaml")
    let v = Widget.view().apply("Card", "Crad")
    let d = Cascade().apply(s, to: v)
    #expect(d.count == 2)
    #expect(d[0].severity == .warning && d[0].location?.file == "Components.yaml")
    #expect(d[0].location?.line == 2)
    #expect(d[1].message == "unknown style 'Crad' (did you mean 'Card'?)")
  }
}
