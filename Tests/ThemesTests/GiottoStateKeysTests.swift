import Primitives
import Testing

@testable import Themes

/// Which state-prefixed keys of a Giotto style reach UIKit (Themes/Dialects/GiottoKeys.swift):
/// UIButton+ThemeManager.m reads `selected:`/`disabled:`/`highlighted:` for `titleColor`,
/// `image`, `backgroundImageWithColor`; UISegmentedControl+ThemeManager.m reads those and
/// `normal:` for `backgroundImageWithColor`, `backgroundImage`, `font`. Every other key with
/// a colon goes whole to `setValue:forKeyPath:`, raises, and is skipped.
@Suite struct GiottoStateKeysTests {
  func load(_ style: String) throws -> Theme {
    try ThemeLoader.load(
      sources: [
        ThemeSource(path: "g.json", text: "{\"formatVersion\": 2, \"Styles\": {\"S\": {\(style)}}}")
      ])
  }

  /// UISegmentedControl+ThemeManager.m passes `selected:tintColor` whole to KVC: skipped,
  /// with one warning at the key.
  @Test func selectedTintColorIsSkippedWithOneLocatedWarning() throws {
    let theme = try load(#""tintColor": "color:FF0000", "selected:tintColor": "color:00FF00""#)
    let style = try theme.style(named: "S")
    #expect(style.properties["tintColor"] == .color(Color(red: 255, green: 0, blue: 0)))
    let warnings = theme.diagnostics.filter { $0.message.contains("'selected:tintColor'") }
    #expect(warnings.count == 1, "\(theme.diagnostics)")
    #expect(warnings.first?.location?.file == "g.json")
    #expect(warnings.first?.location?.column == 68)
    #expect(warnings.first?.message.contains("skips") == true)
  }

  /// The keys the control categories read keep their state.
  @Test(arguments: [
    ("selected:titleColor", "titleColor", ControlState.selected),
    ("highlighted:image", "image", .highlighted),
    ("disabled:backgroundImageWithColor", "backgroundImageWithColor", .disabled),
    ("normal:backgroundImage", "backgroundImage", .normal),
    ("selected:font", "font", .selected),
  ])
  func handledPrefixesKeepTheirState(_ key: String, _ name: String, _ state: ControlState)
    throws
  {
    let value =
      name == "font"
      ? "font:Menlo,12"
      : name.contains("mage") && !name.contains("Color")
        ? "bg.png" : "color:00FF00"
    let theme = try load("\"\(key)\": \"\(value)\"")
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    let v = try #require(try theme.style(named: "S").properties[name])
    if case .states(let map) = v {
      #expect(map[state] != nil)
    } else {
      #expect(state == .normal, "\(v)")
    }
  }

  /// UIButton+ThemeManager.m has no `normal:` prefix and passes `normal:titleColor` on;
  /// a prefix Giotto never defines (`focused:`, a capital `Selected:`) and the Pixelbits
  /// order (`titleColor:selected`) are keys KVC lacks, as is a prefix before a dot (SDThemeManager.m
  /// `normalizeDictionary:` makes `selected:titleLabel` the object's key).
  @Test(arguments: [
    "normal:titleColor", "focused:titleColor", "Selected:titleColor", "titleColor:selected",
    "selected:titleLabel.textColor",
  ])
  func keysNoApplierReadsAreSkipped(_ key: String) throws {
    let theme = try load("\"\(key)\": \"color:00FF00\"")
    let style = try theme.style(named: "S")
    #expect(style.properties.isEmpty, "\(style.properties.names)")
    #expect(theme.diagnostics.count == 1, "\(theme.diagnostics)")
    #expect(theme.diagnostics.first?.message.contains("'\(key)'") == true)
  }

  /// A comma list keeps its parts the device applies.
  @Test func aCommaListLosesOnlyTheSkippedPart() throws {
    let theme = try load(#""selected:titleColor,selected:tintColor": "color:00FF00""#)
    let style = try theme.style(named: "S")
    #expect(style.properties.names == ["titleColor"])
    #expect(theme.diagnostics.count == 1)
  }

  /// A nested dictionary styles an outlet, whose keys go through the same appliers.
  @Test func nestedStylesAreFilteredToo() throws {
    let theme = try load(#""titleLabel": {"highlighted:textColor": "color:00FF00"}"#)
    #expect(theme.diagnostics.count == 1, "\(theme.diagnostics)")
    #expect(theme.diagnostics.first?.message.contains("'highlighted:textColor'") == true)
  }

  /// CALayer+ThemeManager.m: the `shadowColor` branch assigns `self.borderColor`.
  @Test(arguments: [
    #""layer.shadowColor": "color:FF0000""#, #""layer": {"shadowColor": "color:FF0000"}"#,
  ])
  func layerShadowColorSetsTheBorderColor(_ style: String) throws {
    let theme = try load(style)
    let props = try theme.style(named: "S").properties
    let red = ThemeValue.color(Color(red: 255, green: 0, blue: 0))
    let layer = props["layer"].flatMap { v -> ThemeValue? in
      // Inside `layer`, Motif's `borderColor` name is the catalog's `layer.borderColor`.
      if case .style(let s) = v { return s.properties["layer.borderColor"] }
      return nil
    }
    #expect(props["layer.borderColor"] == red || layer == red, "\(props.entries)")
    #expect(props["layer.shadowColor"] == nil)
    #expect(theme.diagnostics.count == 1)
    #expect(theme.diagnostics.first?.message.contains("borderColor") == true)
  }

  /// SDThemeManager.m `themeStyleForKey:` reads a string style through
  /// `valueForConventionalString:`: `"Alias": "style:A,B"` is A then B.
  @Test func aStyleWrittenAsStyleConventionIsAnAlias() throws {
    let theme = try ThemeLoader.load(
      sources: [
        ThemeSource(
          path: "g.json",
          text: #"""
            {"formatVersion": 2, "Styles": {
              "A": {"textColor": "color:FF0000", "alpha": 0.5},
              "B": {"textColor": "color:0000FF"},
              "Alias": "style:A,B", "Short": "s:A"}}
            """#)
      ])
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    let alias = try theme.style(named: "Alias").properties
    #expect(alias["textColor"] == .color(Color(red: 0, green: 0, blue: 255)))
    #expect(alias["alpha"] == .number(0.5))
    #expect(try theme.style(named: "Short").properties["textColor"] != nil)
  }
}

/// CALayer+ThemeManager.m's `borderColor` branch sets the colour only when the value is a
/// UIColor: `nil`, or a `color:` Giotto reads as nil, leaves the border colour as it was.
@Suite struct GiottoLayerBorderColorTests {
  @Test(arguments: [
    #""layer.borderColor": "nil""#, #""layer": {"borderColor": "color:GGG"}"#,
    #""layer.borderColor": "COLOR_NONE""#,
  ])
  func aNilBorderColorIsDropped(_ style: String) throws {
    let theme = try ThemeLoader.load(
      sources: [
        ThemeSource(
          path: "g.json",
          text: #"""
            {"formatVersion": 2, "Constants": {"COLOR_NONE": "null"},
             "Styles": {"A": {"layer.borderColor": "color:FF0000"},
                        "B": {"_superstyle": "A", \#(style)}}}
            """#)
      ])
    let props = try theme.style(named: "B").properties
    #expect(props["layer.borderColor"] == .color(Color(red: 255, green: 0, blue: 0)))
    #expect(theme.diagnostics.contains { $0.message.contains("only from a UIColor") })
  }
}
