import Primitives
import Testing
import Themes

@testable import Widgets

/// Styling as the device does it (issue 11): initial values under the theme, outlets at any
/// depth, re-styling over what is there, bad keys skipped, one property table.
@Suite struct RuntimeRulesTests {
  func sheet(_ text: String, _ path: String, catalog: PropertyCatalog = .standard) throws
    -> ThemeStyleSheet
  {
    ThemeStyleSheet(
      try ThemeLoader.load(
        sources: [ThemeSource(path: path, text: text)], options: ThemeLoadOptions(catalog: catalog)
      ))
  }

  func color(_ hex: String) -> ThemeValue { .color(Color(hexString: hex)!) }

  /// A view gets its storyboard (`props`) values when it is created, and the theme is
  /// applied afterwards (Giotto's `applyStyleWithName:toObject:` sets through KVC), so the
  /// theme wins; `pin` keeps a value above the theme.
  @Test func themeWinsOverInitialValuesAndPinWinsOverTheme() throws {
    let s = try sheet(##"{".Card": {"backgroundColor": "#FF0000", "alpha": 0.5}}"##, "t.json")
    let card = Widget.view().apply("Card")
      .prop("backgroundColor", color("#00FF00")).prop("isHidden", .bool(false))
      .pin("alpha", .number(1))
    Cascade().apply(s, to: card)
    #expect(card.value("backgroundColor") == color("#FF0000"))
    #expect(card.value("isHidden") == .bool(false))
    #expect(card.value("alpha") == .number(1))
  }

  /// Screen files: `props` are initial values, `pin` holds a value above the theme.
  @Test func screenFilePinIsAboveTheTheme() throws {
    let screen = try ScreenFile.parse(
      """
      root:
        type: UILabel
        apply: [Title]
        props: {textColor: "#00FF00", text: "#1 in sales"}
        pin: {alpha: 1}
      """, file: "s.yml", name: "s")
    let s = try sheet(##"{".Title": {"textColor": "#FF0000", "alpha": 0.5}}"##, "t.json")
    Cascade().apply(s, to: screen.root)
    #expect(screen.root.value("textColor") == color("#FF0000"))
    #expect(screen.root.value("alpha") == .number(1))
    // A `text` value that starts with `#` is text, not a color.
    #expect(screen.root.value("text") == .string("#1 in sales"))
  }

  /// Giotto README "Keys of a style": a key names an outlet of the object styled, which may
  /// sit anywhere in the controller's view; an outlet collection (an NSArray) styles every
  /// member (`applyDictionary:` iterates the array).
  @Test func giottoOutletsAtAnyDepthAndCollections() throws {
    let s = try sheet(
      """
      {"formatVersion": 2, "Styles": {"Home": {
        "titleLabel": {"textColor": "color:FF0000"},
        "fields.alpha": 0.5,
        "view.backgroundColor": "color:0000FF"}}}
      """, "theme.json")
    let title = Widget.label("Hi")
    title.key = "titleLabel"
    let first = Widget.textField(placeholder: "a")
    first.key = "fields"
    let second = Widget.textField(placeholder: "b")
    second.key = "fields"
    let root = Widget.viewController("HomeViewController") {
      Widget.stack(.vertical) {
        title
        Widget.view { first }
        second
      }
    }.apply("Home")
    let found = Cascade().apply(s, to: root)
    #expect(found.isEmpty, "\(found)")
    #expect(title.value("textColor") == color("#FF0000"))
    #expect(first.value("alpha") == .number(0.5))
    #expect(second.value("alpha") == .number(0.5))
    #expect(root.value("backgroundColor") == color("#0000FF"))
  }

  /// Giotto README "Conventions for values": `null` or `nil` set the property to nil, which
  /// resets it to UIKit's default, over the storyboard's value and an ancestor's.
  @Test func giottoNilClearsToTheDefault() throws {
    let s = try sheet(
      #"{"formatVersion": 2, "Styles": {"Plain": {"backgroundColor": "nil", "textColor": "null"}}}"#,
      "t.json")
    let label = Widget.label("x").apply("Plain").prop("backgroundColor", color("#FF0000"))
    let root = Widget.view { label }.prop("textColor", color("#00FF00"))
    Cascade().apply(s, to: root)
    #expect(label.color("backgroundColor") == nil)
    #expect(label.textColor == SystemDefaults.label)
  }

  /// A_StyleInjection README: after the style source changes, `applyStyle` styles again;
  /// it only sets values, so what the new map does not set keeps its value.
  @Test func reStylingKeepsWhatTheNewMapDoesNotSet() throws {
    let first = try sheet(
      """
      <plist version="1.0"><dict><key>@UILabel</key><dict>
        <key>textColor</key><string>#111111</string><key>alpha</key><real>0.5</real>
      </dict></dict></plist>
      """, "A.plist")
    let second = try sheet(
      """
      <plist version="1.0"><dict><key>@UILabel</key><dict>
        <key>textColor</key><string>#222222</string>
      </dict></dict></plist>
      """, "B.plist")
    let label = Widget.label("x")
    Cascade().apply(first, to: label)
    Cascade().apply(second, to: label)
    #expect(label.value("textColor") == color("#222222"))
    #expect(label.value("alpha") == .number(0.5))
  }

  /// A value of the wrong type loses only its key, with a located warning.
  @Test func wrongTypeAtApplyIsAWarningAndTheRestApplies() {
    let label = Widget.label("x")
    var found: [Diagnostic] = []
    PropertyRegistry.standard.apply(
      [
        Declaration("numberOfLines", .string("many"), at: SourceLocation(file: "t", line: 3)),
        Declaration("alpha", .number(0.5)),
      ], to: label, diagnostics: &found)
    #expect(found.map(\.severity) == [.warning])
    #expect(found.first?.location?.line == 3)
    #expect(label.value("alpha") == .number(0.5))
  }

  /// Giotto's UITextField+ThemeManager.m handles `leftMargin` itself: a clear left view that
  /// wide, always shown, so the text starts there. A label has no such key.
  @Test func giottoTextFieldLeftMarginMovesTheText() throws {
    let s = try sheet(
      #"{"formatVersion": 2, "Styles": {"F": {"leftMargin": 20}}}"#, "t.json")
    let field = Widget.textField(placeholder: "x").apply("F")
    let label = Widget.label("x").apply("F")
    let found = Cascade().apply(
      s,
      to: Widget.view {
        field
        label
      })
    #expect(field.value("textInsets") == .insets(EdgeInsets(top: 0, left: 20, bottom: 0, right: 8)))
    #expect(label.value("textInsets") == nil)
    #expect(found.map(\.message) == ["UILabel has no property 'leftMargin' (ignored)"])
  }

  /// Giotto README example: `"width": "DIMENSION_FIELD_WIDTH"` sizes the field.
  @Test func giottoWidthSetsTheFrameWidth() throws {
    let s = try sheet(
      #"{"formatVersion": 2, "Constants": {"W": 120}, "Styles": {"F": {"width": "W", "height": 30}}}"#,
      "t.json")
    let field = Widget.textField(placeholder: "x").apply("F")
    Cascade().apply(s, to: field)
    #expect(field.givenFrame?.size == Size(width: 120, height: 30))
    // Giotto README "Conventions for values": `point:x,y` for CGPoint properties.
    let placed = try sheet(
      #"{"formatVersion": 2, "Styles": {"P": {"frame": "rect:0,0,40,20", "center": "point:50,60"}}}"#,
      "p.json")
    let view = Widget.view().apply("P")
    Cascade().apply(placed, to: view)
    #expect(view.givenFrame == Rect(x: 30, y: 50, width: 40, height: 20))
  }

  /// An app's own property, declared once: themes that use it load without warnings and it
  /// sets each standard key path it names (Motif's custom appliers, Giotto's
  /// `ThemeManagerCustomizationProtocol`).
  @Test func customPropertyDeclaredOnce() throws {
    var registry = PropertyRegistry.standard
    registry.declare(
      CustomProperty(name: "accentColor", type: .color, sets: ["tintColor", "layer.borderColor"]))
    registry.declare(CustomProperty(name: "headline", type: .style, subObject: "titleLabel"))
    let theme = try ThemeLoader.load(
      sources: [
        ThemeSource(
          path: "t.json",
          text: """
            {".Font": {"font": "Menlo, 12"},
             ".Button": {"accentColor": "#FF0000", "headline": ".Font"}}
            """)
      ], options: ThemeLoadOptions(catalog: registry.catalog))
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    let button = Widget.button("Go").apply("Button")
    let found = Cascade(registry: registry).apply(ThemeStyleSheet(theme), to: button)
    #expect(found.isEmpty, "\(found)")
    #expect(button.value("tintColor") == color("#FF0000"))
    #expect(button.value("layer.borderColor") == color("#FF0000"))
    #expect(button.value("titleLabel.font") == .font(FontSpec(name: "Menlo", size: 12)))
  }

  /// One table: every key render applies is one `theme lint` knows, with the same type,
  /// and every value property lint knows has an applier (so render does not call it unknown).
  @Test func registryAndCatalogAgreeOnEveryKey() {
    let registry = PropertyRegistry.standard
    let catalog = registry.catalog
    for (key, appliers) in registry.appliers {
      let head = key.split(separator: ".").first.map(String.init) ?? key
      let rest = key.dropFirst(head.count + 1)
      if let d = catalog.descriptor(for: key) {
        for a in appliers {
          #expect(d.type == a.type, "\(key): \(d.type) vs \(a.type)")
          // An applier for some kinds may take fewer states than the catalog allows.
          #expect(!a.perState || d.supportsStates, "\(key) per-state")
        }
      } else {
        // `titleLabel.font`: a sub-object's property, as the loader reads the key path.
        #expect(
          catalog.descriptor(for: head)?.type == .style
            && catalog.descriptor(for: String(rest)) != nil, "\(key) is not in the catalog")
      }
    }
    // Motif's `fontName` + `fontSize` apply together, through the compound applier.
    let compound = Set(registry.compounds.flatMap(\.keys))
    for d in catalog.allDescriptors where d.type != .style && !compound.contains(d.name) {
      #expect(registry.appliers[d.name] != nil, "\(d.name) has no applier")
    }
    for (alias, key) in catalog.aliasNames {
      #expect(registry.canonical(alias) == key, "\(alias)")
    }
  }
}

/// Issue 11: each problem is reported once: what the loader reported, styling does not
/// report again.
@Suite struct ReportedOnceTests {
  @Test func unknownPropertyIsReportedByTheLoaderOnly() throws {
    let theme = try ThemeLoader.load(sources: [
      ThemeSource(path: "t.json", text: ##"{".Title": {"textColr": "#FF0000"}}"##)
    ])
    #expect(theme.diagnostics.count == 1)
    let label = Widget.label("x").apply("Title")
    let found = Cascade().apply(ThemeStyleSheet(theme), to: label)
    #expect(found.isEmpty, "\(found)")
  }
}

/// Pixelbits' view hierarchy on a widget tree, where a controller widget is its own root
/// view (issue 11).
@Suite struct PixelbitsHierarchyTests {
  /// README "Style tag": `UIViewController > UILabel` styles labels added directly to the
  /// controller's view, not labels deeper down (PBNodeCollection.swift `isNodeValid`).
  @Test func controllerRuleStylesOnlyDirectViews() throws {
    let theme = try ThemeLoader.load(sources: [
      ThemeSource(
        path: "s.yaml",
        text: """
          UIViewController:
            UILabel:
              text-color: "#FF0000"
            UIView:
              background-color: "#00FF00"
          """)
    ])
    let direct = Widget.label("a")
    let nested = Widget.label("b")
    let inner = Widget.view { nested }
    let root = Widget.viewController("HomeViewController") {
      direct
      inner
    }
    Cascade().apply(ThemeStyleSheet(theme), to: root)
    #expect(direct.value("textColor") == .color(Color(hexString: "#FF0000")!))
    #expect(nested.value("textColor") == nil)
    // The root view is a UIView whose parent is the controller (UIViewLocation.swift): the
    // controller widget. A view placed in it is one level deeper.
    #expect(root.value("backgroundColor") == .color(Color(hexString: "#00FF00")!))
    #expect(inner.value("backgroundColor") == .color(Color(hexString: "#00FF00")!))
  }
}
