import Primitives
import Testing
import Themes

@testable import Widgets

/// Custom properties limited to some view classes (`on:`, issue 11). Motif registers an
/// applier on a class in a category's `+load` and looks appliers up along the view's
/// superclass chain (NSObject+ThemeClassAppliers.m `mtf_themeClassAppliers`), so
/// DynamicThemingExample's `text` is its own on UIButton (UIButton+Theming.m: the class is
/// applied to `button.titleLabel`) and `color` on UILabel (UILabel+Theming.m: `textColor`),
/// while every other class keeps UIKit's meaning of the name.
@Suite struct PropertyKindsTests {
  /// A theme written in the shape of DynamicThemingExample's Typography/Controls themes.
  static let theme = """
    $SubheadFontName: AvenirNext-Regular
    $HeadingColor: '#223344'
    .SubheadText:
        fontName: $SubheadFontName
        fontSize: 16
    .ContentSubheadText:
        _superclass: .SubheadText
        color: $HeadingColor
    .Button:
        text: .ContentSubheadText
        backgroundColor: '#3366CC'
    .Greeting:
        text: Hello
        color: '#AA0000'
    """

  func registry() -> PropertyRegistry {
    var r = PropertyRegistry.standard
    r.declare(CustomProperty(name: "text", type: .style, subObject: "titleLabel", on: ["UIButton"]))
    r.declare(CustomProperty(name: "color", type: .color, sets: ["textColor"], on: ["UILabel"]))
    return r
  }

  func load(_ registry: PropertyRegistry) throws -> Theme {
    try ThemeLoader.load(
      sources: [ThemeSource(path: "ControlsTheme.yaml", text: Self.theme)],
      options: ThemeLoadOptions(catalog: registry.catalog))
  }

  func color(_ hex: String) -> ThemeValue { .color(Color(hexString: hex)!) }

  @Test func textIsTheButtonsOwnAndTheLabelsStandard() throws {
    let registry = registry()
    let theme = try load(registry)
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    let button = Widget.button("Save").apply("Button")
    let label = Widget.label("x").apply("Greeting")
    let root = Widget.view {
      Widget.stack(.vertical) {
        button
        label
      }
    }
    let found = Cascade(registry: registry).apply(ThemeStyleSheet(theme), to: root)
    #expect(found.isEmpty, "\(found)")
    // UIButton+Theming.m: the class is applied to the title label, whose own `color`
    // applier (UILabel+Theming.m) sets its text color.
    #expect(
      button.value("titleLabel.font") == .font(FontSpec(name: "AvenirNext-Regular", size: 16)))
    #expect(button.value("titleLabel.textColor") == color("#223344"))
    #expect(button.value("backgroundColor") == color("#3366CC"))
    // A label's `text` is still its text, and `color` its text color.
    #expect(label.value("text") == .string("Hello"))
    #expect(label.value("textColor") == color("#AA0000"))
  }

  /// Without the declarations the class-valued `text` is a type mismatch: the key is
  /// skipped with a located warning, as before.
  @Test func undeclaredTextStyleIsAWarning() throws {
    let theme = try load(.standard)
    #expect(
      theme.diagnostics.contains {
        $0.message.contains("'text' takes a string") && $0.location?.line == 10
      }, "\(theme.diagnostics)")
  }

  /// Other classes keep the standard meaning: an activity indicator's `color` is its own,
  /// and a label given a class as `text` is told it has nothing of that name to style.
  @Test func otherKindsKeepTheStandardProperty() throws {
    let registry = registry()
    let theme = try load(registry)
    let spinner = Widget(.activityIndicator).apply("Greeting")
    let label = Widget.label("x").apply("Button")
    let root = Widget.view {
      Widget.stack(.vertical) {
        spinner
        label
      }
    }
    let found = Cascade(registry: registry).apply(ThemeStyleSheet(theme), to: root)
    #expect(spinner.value("color") == color("#AA0000"))
    #expect(spinner.value("textColor") == nil)
    #expect(label.value("text") == .string("x"))
    #expect(label.value("titleLabel.font") == nil)
    #expect(
      found.contains { $0.message.contains("no sub-object or child 'text'") }, "\(found)")
  }

  /// One name declared for several classes: DynamicThemingExample's UINavigationBar+Theming.m
  /// turns the same `text` class into the bar's title text attributes (font from
  /// `fontName` + `fontSize`, colour from the label's own `color`).
  @Test func oneNameOnSeveralClasses() throws {
    var registry = registry()
    registry.declare(
      CustomProperty(
        name: "text", type: .style, subObject: "titleTextAttributes", on: ["UINavigationBar"]))
    let theme = try ThemeLoader.load(
      sources: [
        ThemeSource(
          path: "NavigationTheme.yaml",
          text: Self.theme + "\n.NavigationBar:\n    text: .ContentSubheadText\n")
      ], options: ThemeLoadOptions(catalog: registry.catalog))
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    let bar = Widget(.navigationBar).apply("NavigationBar")
    let button = Widget.button("Save").apply("Button")
    let found = Cascade(registry: registry).apply(
      ThemeStyleSheet(theme),
      to: Widget.view {
        bar
        button
      })
    #expect(found.isEmpty, "\(found)")
    #expect(
      bar.value("titleTextAttributes.font")
        == .font(FontSpec(name: "AvenirNext-Regular", size: 16)))
    #expect(bar.value("titleTextAttributes.textColor") == color("#223344"))
    #expect(bar.value("font") == nil)
    #expect(
      button.value("titleLabel.font") == .font(FontSpec(name: "AvenirNext-Regular", size: 16)))
  }

  /// Motif apps register appliers on their own view classes too: `on:` names a screen's
  /// own type, which then has the property; other views do not.
  @Test func anAppsOwnClass() throws {
    var registry = PropertyRegistry.standard
    registry.declare(
      CustomProperty(
        name: "accent", type: .color, sets: ["backgroundColor"], on: ["StyleGuideView"]))
    registry.declare(
      CustomProperty(name: "heading", type: .style, subObject: "titleLabel", on: ["GuideButton"]))
    let theme = try ThemeLoader.load(
      sources: [
        ThemeSource(
          path: "t.yaml",
          text: ".A:\n    accent: '#00FF00'\n.F:\n    font: Menlo, 12\n.B:\n    heading: .F\n")
      ], options: ThemeLoadOptions(catalog: registry.catalog))
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    let guide = Widget(WidgetType(name: "StyleGuideView", kind: .view)).apply("A")
    let plain = Widget.view().apply("A")
    let button = Widget(WidgetType(name: "GuideButton", kind: .button)).apply("B")
    let found = Cascade(registry: registry).apply(
      ThemeStyleSheet(theme),
      to: Widget.view {
        guide
        plain
        button
      })
    #expect(guide.value("backgroundColor") == color("#00FF00"))
    #expect(plain.value("backgroundColor") == nil)
    #expect(button.value("titleLabel.font") == .font(FontSpec(name: "Menlo", size: 12)))
    #expect(found.map(\.message) == ["UIView has no property 'accent' (ignored)"])
  }

  /// An applier registered on a class serves its subclasses: `UIControl` covers buttons
  /// and switches, not labels; a custom type is covered through its base kind.
  @Test func aClassCoversItsSubclasses() throws {
    #expect(WidgetKind.kinds(inheritingFrom: "UIControl").contains(.switch))
    #expect(!WidgetKind.kinds(inheritingFrom: "UIControl").contains(.label))
    #expect(WidgetKind.kinds(inheritingFrom: "UIScrollView").contains(.tableView))
    #expect(WidgetKind.kinds(inheritingFrom: "Label") == [.label])
    #expect(WidgetKind.kinds(inheritingFrom: "UIWidget").isEmpty)
    var registry = PropertyRegistry.standard
    registry.declare(
      CustomProperty(name: "accent", type: .color, sets: ["tintColor"], on: ["UIControl"]))
    let theme = try ThemeLoader.load(
      sources: [ThemeSource(path: "t.yaml", text: ".A:\n    accent: '#00FF00'\n")],
      options: ThemeLoadOptions(catalog: registry.catalog))
    let fancy = Widget(WidgetType(name: "FancyButton", kind: .button)).apply("A")
    let label = Widget.label("x").apply("A")
    let found = Cascade(registry: registry).apply(
      ThemeStyleSheet(theme),
      to: Widget.view {
        Widget.stack(.vertical) {
          fancy
          label
        }
      })
    #expect(fancy.value("tintColor") == color("#00FF00"))
    #expect(label.value("tintColor") == nil)
    #expect(found.contains { $0.message.contains("UILabel has no property 'accent'") }, "\(found)")
  }

  /// One name declared on UIView and on UIButton: a button runs both declarations, its own
  /// class's first, and a plain view UIView's only, whatever order they were declared in.
  /// MTFThemeClass.m `applyTo:` runs every applier that `mtf_themeClassAppliers`
  /// (NSObject+ThemeClassAppliers.m) collects from the view's class up its superclass
  /// chain; a label keeps no applier of UIButton's.
  @Test(arguments: [false, true]) func aClassAndItsSuperclassBothApply(reversed: Bool) throws {
    var declarations = [
      CustomProperty(name: "accent", type: .color, sets: ["backgroundColor"], on: ["UIView"]),
      CustomProperty(name: "accent", type: .color, sets: ["tintColor"], on: ["UIButton"]),
    ]
    if reversed { declarations.reverse() }
    var registry = PropertyRegistry.standard
    for d in declarations { registry.declare(d) }
    let theme = try ThemeLoader.load(
      sources: [ThemeSource(path: "t.yaml", text: ".A:\n    accent: '#00FF00'\n")],
      options: ThemeLoadOptions(catalog: registry.catalog))
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    let button = Widget.button("Save").apply("A")
    let label = Widget.label("x").apply("A")
    let found = Cascade(registry: registry).apply(
      ThemeStyleSheet(theme),
      to: Widget.view {
        Widget.stack(.vertical) {
          button
          label
        }
      })
    #expect(found.isEmpty, "\(found)")
    #expect(button.value("tintColor") == color("#00FF00"))
    #expect(button.value("backgroundColor") == color("#00FF00"))
    #expect(label.value("backgroundColor") == color("#00FF00"))
    #expect(label.value("tintColor") == nil)
  }

  /// The order Motif runs them in: the class's own declarations, then each superclass's
  /// (`mtf_themeClassAppliers` walks `class.superclass`), each class's in the order declared.
  @Test func declarationsRunFromTheClassUpItsSuperclasses() {
    let onView = CustomProperty(name: "k", type: .color, sets: ["tintColor"], on: ["UIView"])
    let onControl = CustomProperty(name: "k", type: .color, sets: ["alpha"], on: ["Control"])
    let onButton = CustomProperty(name: "k", type: .color, sets: ["frame"], on: ["UIButton"])
    let anywhere = CustomProperty(name: "k", type: .color, sets: ["isHidden"])
    let onOwn = CustomProperty(name: "k", type: .color, sets: ["text"], on: ["FancyButton"])
    let all = [anywhere, onView, onButton, onControl, onOwn]
    let fancy = WidgetType(name: "FancyButton", kind: .button)
    #expect(
      PropertyRegistry.motifOrder(all, for: fancy).map(\.property.sets)
        == [["text"], ["frame"], ["alpha"], ["tintColor"], ["isHidden"]])
    #expect(
      PropertyRegistry.motifOrder(all, for: WidgetType(.label)).map(\.property.sets)
        == [["tintColor"], ["isHidden"]])
  }

  /// A class-valued name declared on UIView (styling `layer`) and on UIButton (styling
  /// `titleLabel`): the button's own declaration is the one that styles (a class is applied
  /// to one sub-object), whatever the order; a plain view keeps UIView's.
  @Test(arguments: [false, true]) func theClassesOwnSubObjectWins(reversed: Bool) throws {
    var declarations = [
      CustomProperty(name: "look", type: .style, subObject: "layer", on: ["UIView"]),
      CustomProperty(name: "look", type: .style, subObject: "titleLabel", on: ["UIButton"]),
    ]
    if reversed { declarations.reverse() }
    var registry = PropertyRegistry.standard
    for d in declarations { registry.declare(d) }
    #expect(registry.canonical("look", on: .button) == "titleLabel")
    #expect(registry.canonical("look", on: .view) == "layer")
    #expect(registry.canonical("look", on: .label) == "layer")
  }
}
