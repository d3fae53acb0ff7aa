import Primitives
import Testing
import Themes

@testable import Widgets

/// The seeds' example apps' theme files load unchanged and style as on the device (issue
/// 11). Each test holds a few lines written here in the shape of the example file named.
@Suite struct SeedExampleThemesTests {
  func load(_ path: String, _ text: String, catalog: PropertyCatalog = .standard) throws -> Theme {
    try ThemeLoader.load(
      sources: [ThemeSource(path: path, text: text)], options: ThemeLoadOptions(catalog: catalog))
  }

  func color(_ hex: String) -> ThemeValue { .color(Color(hexString: hex)!) }

  /// Motif's Examples/ButtonsExample/Theme.yaml: compound `fontName` + `fontSize`, Motif
  /// 0.3 inset arrays, a class-valued `titleText`, and a view's outlets styled by class.
  @Test func motifButtonsExample() throws {
    let theme = try load(
      "Theme.yaml",
      """
      $Blue: '#50b5ed'
      $Face: AvenirNext-Regular
      .ButtonText:
          fontName: $Face
          fontSize: 16
      .Button:
          borderWidth: 1
          cornerRadius: 5
          contentEdgeInsets: [10, 20]
          borderColor: $Blue
          titleText: .ButtonText
      .ButtonsView:
          backgroundColor: '#f1efeb'
          saveButton: .Button
      """)
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    let save = Widget.button("Save")
    save.key = "saveButton"
    let view = Widget.view { Widget.stack(.vertical) { save } }.apply("ButtonsView")
    let found = Cascade().apply(ThemeStyleSheet(theme), to: view)
    #expect(found.isEmpty, "\(found)")
    #expect(view.value("backgroundColor") == color("#F1EFEB"))
    #expect(save.value("layer.borderColor") == color("#50B5ED"))
    #expect(save.value("titleLabel.font") == .font(FontSpec(name: "AvenirNext-Regular", size: 16)))
    #expect(save.contentEdgeInsets == EdgeInsets(top: 10, left: 20, bottom: 10, right: 20))
  }

  /// Motif's Examples/DynamicThemingExample registers its own `color` applier for labels;
  /// declared once, the theme loads without warnings and sets the text color.
  @Test func motifDynamicThemingExampleWithItsOwnApplier() throws {
    var registry = PropertyRegistry.standard
    registry.declare(CustomProperty(name: "color", type: .color, sets: ["textColor"]))
    let text = """
      $Heading: '#333333'
      .DisplayText:
          fontName: AvenirNext-Bold
          fontSize: 28
      .ContentDisplayText:
          _superclass: .DisplayText
          color: $Heading
      """
    // Without the app's applier, `color` is UIActivityIndicatorView's: a label ignores it.
    let plain = Widget.label("Title").apply("ContentDisplayText")
    Cascade().apply(ThemeStyleSheet(try load("ContentTheme.yaml", text)), to: plain)
    #expect(plain.value("textColor") == nil)
    let theme = try load("ContentTheme.yaml", text, catalog: registry.catalog)
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    let label = Widget.label("Title").apply("ContentDisplayText")
    #expect(Cascade(registry: registry).apply(ThemeStyleSheet(theme), to: label).isEmpty)
    #expect(label.value("textColor") == color("#333333"))
  }

  /// Giotto's Example/Giotto/theme_default.plist names a constant it never defines: on the
  /// device that one key fails; the rest of the style applies.
  @Test func giottoExampleWithAnUndefinedConstant() throws {
    let theme = try load(
      "theme_default.plist",
      """
      <plist version="1.0"><dict>
        <key>formatVersion</key><integer>2</integer>
        <key>Constants</key><dict><key>FONT_REGULAR</key><string>system</string></dict>
        <key>Styles</key><dict>
          <key>CommonTextField</key><dict>
            <key>textAlignment</key><string>NSTextAlignmentCenter</string>
            <key>textColor</key><string>COLOR_BRAND_ALTERNATIVE</string>
            <key>font</key><string>f:FONT_REGULAR,23</string>
          </dict>
        </dict>
      </dict></plist>
      """)
    #expect(theme.diagnostics.count == 1)
    #expect(theme.diagnostics.first?.severity == .warning)
    #expect(theme.diagnostics.first?.location?.line == 7)
    let field = Widget.textField(placeholder: "x").apply("CommonTextField")
    Cascade().apply(ThemeStyleSheet(theme), to: field)
    #expect(field.value("textAlignment") == .string("center"))
    #expect(field.value("font")?.font?.size == 23)
    #expect(field.value("textColor") == nil)
  }

  /// A_StyleInjection's Example/ObjcExample/StyleSheet.plist styles a navigation bar and
  /// labels: it loads unchanged, without a warning, and both apply.
  @Test func styleInjectionExampleStylesItsNavigationBar() throws {
    let theme = try load(
      "StyleSheet.plist",
      """
      <plist version="1.0"><dict>
        <key>@UINavigationBar</key><dict><key>barTintColor</key><string>#510E80</string></dict>
        <key>@UILabel</key><dict>
          <key>textColor</key><string>#FFFFFF</string>
          <key>font</key><string>$&quot;HelveticaNeue&quot;:15</string>
        </dict>
      </dict></plist>
      """)
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    let bar = Widget.make(.navigationBar)
    Cascade().apply(ThemeStyleSheet(theme), to: bar)
    #expect(bar.value("barTintColor") == color("#510E80"))
    let label = Widget.label("x")
    Cascade().apply(ThemeStyleSheet(theme), to: label)
    #expect(label.value("textColor") == color("#FFFFFF"))
    #expect(label.value("font")?.font?.size == 15)
  }
}
