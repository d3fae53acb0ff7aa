import Primitives
import Themes

extension PropertyRegistry {
  /// The properties of UIKit's views that the seed themes style. Names, value types and
  /// per-state support come from the Themes stage's ``PropertyCatalog/standard`` (the one
  /// table of properties); this registers appliers against it: which kinds each applies to,
  /// and code for the ones that do more than store their value.
  public static let standard = PropertyRegistry(catalog: .standard)

  /// A registry for `catalog`: the standard appliers, then a storing applier for every
  /// other property the catalog names, so `theme lint`, `inspect` and `render` know the
  /// same keys.
  public init(catalog: PropertyCatalog) {
    self.init()
    self.catalog = catalog
    let text: Set<WidgetKind> = [.label, .textField]
    // Registers `key` with the catalog's type for the kinds given (nil: every kind).
    func add(_ key: String, _ kinds: Set<WidgetKind>? = nil) {
      guard let d = catalog.descriptor(for: key), d.type != .style else {
        assertionFailure("'\(key)' is not a value property of the catalog")
        return
      }
      register(
        PropertyApplier(key: d.name, type: d.type, kinds: kinds, perState: d.supportsStates))
    }
    // UIView and CALayer.
    for key in [
      "frame", "backgroundColor", "alpha", "isHidden", "tintColor", "clipsToBounds",
      "layoutMargins", "layer.cornerRadius", "layer.maskedCorners", "layer.borderWidth",
      "layer.borderColor", "layer.shadowColor", "layer.shadowOpacity", "layer.shadowOffset",
      "layer.shadowRadius",
      // Any view may set font and textColor: labels and text fields below it inherit them
      // (CSS-like; no seed does this).
      "font", "textColor",
    ] {
      add(key)
    }
    // Text.
    add("text", text)
    add("textAlignment", text)
    add("numberOfLines", [.label])
    add("highlightedTextColor", [.label])
    add("lineBreakMode", [.label])
    add("placeholder", [.textField])
    add("placeholderColor", [.textField])
    add("textInsets", [.textField])
    // Giotto's UITextField+ThemeManager.m `leftMargin`: a clear left view `margin` wide,
    // shown always, so the text starts there; the other sides keep their padding.
    register(
      PropertyApplier(key: "leftMargin", type: .number, kinds: [.textField]) {
        widget, value, context in
        guard let margin = value.number else { return }
        var insets = widget.value("textInsets")?.insets ?? TextFieldDefaults.padding
        insets.left = margin
        widget.set("textInsets", .insets(insets), context)
      })
    add("borderStyle", [.textField])
    // Controls and their per-state values.
    add("title", [.button])
    add("titleColor", [.button, .segmentedControl])
    add("image", [.button, .imageView])
    // A segmented control's per state too (Giotto's UISegmentedControl+ThemeManager.m).
    add("backgroundImage", [.button, .segmentedControl])
    add("contentEdgeInsets", [.button])
    // The title label's font and color, set through the `titleLabel` sub-object.
    register(PropertyApplier(key: "titleLabel.font", type: .font, kinds: [.button]))
    register(PropertyApplier(key: "titleLabel.textColor", type: .color, kinds: [.button]))
    add("contentMode", [.imageView, .button])
    add("isOn", [.switch])
    add("onTintColor", [.switch])
    add("thumbTintColor", [.switch])
    add("segments", [.segmentedControl])
    add("selectedSegmentIndex", [.segmentedControl])
    add("selectedSegmentTintColor", [.segmentedControl])
    // The segment titles' font and colour per state (`setTitleTextAttributes(_:for:)`);
    // DynamicThemingExample's UISegmentedControl+Theming.m sets them from a class's
    // `fontName` + `fontSize` and `color`, for the normal state.
    register(
      PropertyApplier(
        key: "titleTextAttributes.font", type: .font, kinds: [.segmentedControl], perState: true))
    register(
      PropertyApplier(
        key: "titleTextAttributes.textColor", type: .color, kinds: [.segmentedControl],
        perState: true))
    // Giotto's UISegmentedControl+ThemeManager.m: `font` sets the titles' font
    // (`setTitleTextAttributes:forState:`), for the state its `selected:`, `disabled:`,
    // `highlighted:` or `normal:` prefix names.
    register(
      PropertyApplier(key: "font", type: .font, kinds: [.segmentedControl], perState: true) {
        widget, value, context in
        widget.set("titleTextAttributes.font", value, context)
      })
    add("progress", [.progressView])
    add("progressTintColor", [.progressView])
    add("trackTintColor", [.progressView])
    // UIStackView.
    for key in ["axis", "spacing", "alignment", "distribution"] { add(key, [.stackView]) }

    // The bars, tables, collections, scroll views and other UIKit controls, by kind.
    UIKitProperties.register(in: &self)

    // Every other catalog property is stored as set (the app's own code may read it),
    // except Motif's compound keys, which apply only together (below).
    for d in catalog.allDescriptors
    where appliers[d.name] == nil && !["fontName", "fontSize"].contains(d.name) {
      guard d.type != .style else { continue }
      register(PropertyApplier(key: d.name, type: d.type, perState: d.supportsStates))
    }
    for (alias, key) in catalog.aliasNames { self.alias(alias, to: key) }
    registerSubObject("titleLabel", on: [.button])
    registerSubObject("titleTextAttributes", on: [.segmentedControl])

    // Motif's compound applier: a font from its name and size, only when both are present.
    register(
      CompoundApplier(keys: ["fontName", "fontSize"], types: [.string, .number]) {
        widget, values, context in
        guard let name = values["fontName"]?.string, let size = values["fontSize"]?.number
        else { return }
        // On a sub-object (a class applied to `titleTextAttributes`), its font.
        let key =
          !context.prefix.isEmpty
          ? context.prefix + ".font" : widget.kind == .button ? "titleLabel.font" : "font"
        widget.set(key, .font(FontSpec(name: name, size: size)), context)
      })
  }
}

/// UITextField's text padding when nothing sets it (ContentPainter draws with it).
enum TextFieldDefaults {
  static let padding = EdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
}

/// UIKit's content-mode names, as `contentMode` values spell them.
enum ContentModeNames {
  static let all = [
    "scaleToFill", "scaleAspectFit", "scaleAspectFill", "center", "top", "bottom", "left",
    "right", "topLeft", "topRight", "bottomLeft", "bottomRight",
  ]
}
