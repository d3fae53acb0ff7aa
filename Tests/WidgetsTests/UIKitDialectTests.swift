import Primitives
import Testing
import Themes

@testable import Widgets

/// The keys the seeds' apps use on bars, tables and sliders (issue 10) are known
/// properties in every dialect: each styles a widget with no warning.
@Suite struct UIKitDialectTests {
  func color(_ hex: String) -> ThemeValue { .color(Color(hexString: hex)!) }

  func sheet(_ text: String, _ path: String) throws -> ThemeStyleSheet {
    ThemeStyleSheet(try ThemeLoader.load(sources: [ThemeSource(path: path, text: text)]))
  }

  /// A navigation bar, a table and a slider, for the rules and classes below.
  func tree() -> (root: Widget, bar: Widget, table: Widget, slider: Widget) {
    let bar = Widget.make(.navigationBar)
    let table = Widget.make(.tableView)
    let slider = Widget.make(.slider)
    let root = Widget.viewController("SettingsViewController") {
      bar
      table
      slider
    }
    return (root, bar, table, slider)
  }

  func expectStyled(_ t: (root: Widget, bar: Widget, table: Widget, slider: Widget)) {
    #expect(t.bar.value("barTintColor") == color("#123456"))
    #expect(t.bar.value("titleTextAttributes.textColor") == color("#FFFFFF"))
    #expect(t.table.value("separatorColor") == color("#C8C7CC"))
    #expect(t.slider.value("minimumTrackTintColor") == color("#FF9500"))
    #expect(t.slider.value("maximumTrackTintColor") == color("#E5E5EA"))
  }

  /// Motif: classes applied by name, constants, a nested `titleTextAttributes`.
  @Test func motifClasses() throws {
    let s = try sheet(
      """
      $Brand: "#123456"
      .Bar:
        barTintColor: $Brand
        titleTextAttributes:
          textColor: "#FFFFFF"
      .List:
        separatorColor: "#C8C7CC"
      .Volume:
        minimumTrackTintColor: "#FF9500"
        maximumTrackTintColor: "#E5E5EA"
      """, "Components.yaml")
    let t = tree()
    t.bar.appliedStyles = ["Bar"]
    t.table.appliedStyles = ["List"]
    t.slider.appliedStyles = ["Volume"]
    #expect(Cascade().apply(s, to: t.root).isEmpty)
    expectStyled(t)
  }

  /// Giotto: `color:` values and the Objective-C attribute name inside
  /// `titleTextAttributes` (NSForegroundColorAttributeName), as UIKit apps write it.
  @Test func giottoStyles() throws {
    let s = try sheet(
      """
      {"formatVersion": 2,
       "Styles": {
         "Bar": {"barTintColor": "color:123456",
                 "titleTextAttributes": {"NSForegroundColorAttributeName": "color:FFFFFF"}},
         "List": {"separatorColor": "color:C8C7CC"},
         "Volume": {"minimumTrackTintColor": "color:FF9500",
                    "maximumTrackTintColor": "color:E5E5EA"}}}
      """, "theme_default.json")
    let t = tree()
    t.bar.appliedStyles = ["Bar"]
    t.table.appliedStyles = ["List"]
    t.slider.appliedStyles = ["Volume"]
    #expect(Cascade().apply(s, to: t.root).isEmpty)
    expectStyled(t)
  }

  /// A_StyleInjection: `@Type` sets inside a controller's section.
  @Test func styleInjectionTypeSets() throws {
    let s = try sheet(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
        <key>SettingsViewController</key><dict>
          <key>@UINavigationBar</key><dict>
            <key>barTintColor</key><string>#123456</string>
            <key>titleTextAttributes.textColor</key><string>#FFFFFF</string></dict>
          <key>@UITableView</key><dict><key>separatorColor</key><string>#C8C7CC</string></dict>
          <key>@UISlider</key><dict>
            <key>minimumTrackTintColor</key><string>#FF9500</string>
            <key>maximumTrackTintColor</key><string>#E5E5EA</string></dict>
        </dict>
      </dict></plist>
      """, "StyleSheet.plist")
    let t = tree()
    #expect(Cascade().apply(s, to: t.root).isEmpty)
    expectStyled(t)
  }

  /// Pixelbits: type selectors and dash-case keys.
  @Test func pixelbitsSelectors() throws {
    let s = try sheet(
      """
      UINavigationBar:
        bar-tint-color: "#123456"
        title-text-attributes:
          text-color: "#FFFFFF"
      UITableView:
        separator-color: "#C8C7CC"
      UISlider:
        minimum-track-tint-color: "#FF9500"
        maximum-track-tint-color: "#E5E5EA"
      """, "stylesheet.yaml")
    let t = tree()
    #expect(Cascade().apply(s, to: t.root).isEmpty)
    expectStyled(t)
  }

  /// Typed Swift themes (Overlay's idea): catalog properties by name.
  @Test func typedSwiftTheme() throws {
    let theme = try Theme {
      NamedStyle("Bar") {
        Property.property("barTintColor", .color(Color(hexString: "#123456")!))
        Property.child("titleTextAttributes") {
          Property.textColor(Color.white)
        }
      }
      NamedStyle("List") {
        Property.property("separatorColor", .color(Color(hexString: "#C8C7CC")!))
      }
      NamedStyle("Volume") {
        Property.property("minimumTrackTintColor", .color(Color(hexString: "#FF9500")!))
        Property.property("maximumTrackTintColor", .color(Color(hexString: "#E5E5EA")!))
      }
    }
    let t = tree()
    t.bar.appliedStyles = ["Bar"]
    t.table.appliedStyles = ["List"]
    t.slider.appliedStyles = ["Volume"]
    #expect(Cascade().apply(ThemeStyleSheet(theme), to: t.root).isEmpty)
    expectStyled(t)
  }

  /// The theme catalog and the widgets' registry agree on the new keys' types.
  @Test func catalogKnowsTheNewKeys() {
    for e in UIKitProperties.entries where !e.key.contains(".") {
      #expect(PropertyCatalog.standard.descriptor(for: e.key) != nil, "\(e.key)")
    }
  }
}
