extension PropertyCatalog {
  /// Adds the properties of UIKit's bars, tables, collections, scroll views and the other
  /// controls (Widgets' `UIKitProperties` registers their appliers), keeping any entry the
  /// catalog already has. Names are UIKit's; the Objective-C attribute names of
  /// `titleTextAttributes` dictionaries are aliases of `textColor` and `font`.
  mutating func registerUIKit() {
    func add(_ name: String, _ type: PropertyType, states: Bool = false) {
      guard descriptor(for: name) == nil else { return }
      register(PropertyDescriptor(name, type, supportsStates: states))
    }
    for name in [
      "barTintColor", "unselectedItemTintColor", "badgeColor", "separatorColor",
      "minimumTrackTintColor", "maximumTrackTintColor", "pageIndicatorTintColor",
      "currentPageIndicatorTintColor", "color", "sectionIndexColor", "sectionIndexBackgroundColor",
    ] {
      add(name, .color)
    }
    for name in [
      "selectedIndex", "rowHeight", "minimumInteritemSpacing", "minimumLineSpacing",
      "stepValue", "numberOfPages", "currentPage",
    ] {
      add(name, .number)
    }
    for name in ["prefersLargeTitles", "isTranslucent"] { add(name, .bool) }
    for name in ["prompt", "backButtonTitle", "badgeValue", "headerTitle", "footerTitle"] {
      add(name, .string)
    }
    add("detailTextLabel.text", .string)
    // UIBarButtonItems: titles, or mappings of an item's own properties (a screen's inline
    // style: `{title: Delete, tintColor: systemRed}`), checked by Widgets' BarButtonItem.
    for name in ["leftBarButtonItems", "rightBarButtonItems", "toolbarItems"] {
      add(name, .list(.style))
    }
    add("sectionIndexTitles", .list(.string))
    for name in ["titleTextAttributes", "largeTitleTextAttributes"] { add(name, .style) }
    for name in ["separatorInset", "sectionInset", "contentInset", "textContainerInset"] {
      add(name, .insets)
    }
    for name in ["itemSize", "contentSize"] { add(name, .size) }
    add("thumbImage", .image, states: true)
    add("tableStyle", .keyword(["plain", "grouped", "insetGrouped"]))
    add("separatorStyle", .keyword(["none", "singleLine"]))
    add("cellStyle", .keyword(["default", "subtitle", "value1", "value2"]))
    add(
      "accessoryType",
      .keyword([
        "none", "disclosureIndicator", "checkmark", "detailButton", "detailDisclosureButton",
      ]))
    add("activityIndicatorViewStyle", .keyword(["medium", "large"]))
    add(
      "contentInsetAdjustmentBehavior",
      .keyword(["automatic", "scrollableAxes", "never", "always"]))
    add(
      "configuration",
      .keyword([
        "plain", "gray", "tinted", "filled", "borderless", "bordered", "borderedTinted",
        "borderedProminent",
      ]))
    add("subtitle", .string)
    add("imagePlacement", .keyword(["leading", "trailing", "top", "bottom"]))
    add("cornerStyle", .keyword(["fixed", "dynamic", "small", "medium", "large", "capsule"]))
    add("baseBackgroundColor", .color)
    add("baseForegroundColor", .color)
    // UIVisualEffectView's UIBlurEffect style (Widgets' VisualEffect.styles).
    add(
      "effect",
      .keyword([
        "extraLight", "light", "dark", "regular", "prominent", "systemUltraThinMaterial",
        "systemThinMaterial", "systemMaterial", "systemThickMaterial", "systemChromeMaterial",
      ]))
    register(alias: "translucent", for: "isTranslucent")
    register(alias: "detailText", for: "detailTextLabel.text")
    register(alias: "NSForegroundColorAttributeName", for: "textColor")
    register(alias: "foregroundColor", for: "textColor")
    register(alias: "NSFontAttributeName", for: "font")
  }
}
