import Primitives

extension PropertyRegistry {
  /// The properties of UIKit's views that the seed themes style, with their value types.
  public static let standard: PropertyRegistry = {
    var r = PropertyRegistry()
    let controls: Set<WidgetKind> = [.button, .textField, .switch, .segmentedControl]
    let text: Set<WidgetKind> = [.label, .textField]
    func add(
      _ key: String, _ type: ValueType, _ kinds: Set<WidgetKind>? = nil, perState: Bool = false
    ) {
      r.register(PropertyApplier(key: key, type: type, kinds: kinds, perState: perState))
    }
    // UIView and CALayer.
    add("frame", .rect)
    add("backgroundColor", .color, perState: true)
    add("alpha", .number)
    add("isHidden", .bool)
    add("tintColor", .color, perState: true)
    add("clipsToBounds", .bool)
    add("layoutMargins", .insets)
    add("layer.cornerRadius", .number)
    add("layer.maskedCorners", .cornerMask)
    add("layer.borderWidth", .number)
    add("layer.borderColor", .color, perState: true)
    add("layer.shadowColor", .color)
    add("layer.shadowOpacity", .number)
    add("layer.shadowOffset", .size)
    add("layer.shadowRadius", .number)
    // Text.
    add("text", .string, text)
    // Any view may set font and textColor: labels and text fields below it inherit them
    // (CSS-like; no seed does this).
    add("font", .font)
    add("textColor", .color, perState: true)
    add("textAlignment", .keyword(["left", "center", "right", "justified", "natural"]), text)
    add("numberOfLines", .number, [.label])
    add("highlightedTextColor", .color, [.label])
    add(
      "lineBreakMode",
      .keyword([
        "byWordWrapping", "byCharWrapping", "byClipping", "byTruncatingHead",
        "byTruncatingTail", "byTruncatingMiddle",
      ]), [.label])
    add("placeholder", .string, [.textField])
    add("placeholderColor", .color, [.textField])
    add("textInsets", .insets, [.textField])
    add("borderStyle", .keyword(["none", "line", "bezel", "roundedRect"]), [.textField])
    // Controls and their per-state values.
    add("title", .string, [.button], perState: true)
    add("titleColor", .color, [.button, .segmentedControl], perState: true)
    add("image", .image, [.button, .imageView], perState: true)
    add("backgroundImage", .image, [.button], perState: true)
    add("contentEdgeInsets", .insets, [.button])
    add("titleLabel.font", .font, [.button])
    add("titleLabel.textColor", .color, [.button])
    add("contentMode", .keyword(ContentModeNames.all), [.imageView, .button])
    add("isOn", .bool, [.switch])
    add("onTintColor", .color, [.switch])
    add("thumbTintColor", .color, [.switch])
    add("segments", .stringList, [.segmentedControl])
    add("selectedSegmentIndex", .number, [.segmentedControl])
    add("selectedSegmentTintColor", .color, [.segmentedControl])
    add("progress", .number, [.progressView])
    add("progressTintColor", .color, [.progressView])
    add("trackTintColor", .color, [.progressView])
    // UIStackView.
    add("axis", .keyword(["horizontal", "vertical"]), [.stackView])
    add("spacing", .number, [.stackView])
    add(
      "alignment",
      .keyword(["fill", "leading", "top", "center", "trailing", "bottom", "firstBaseline"]),
      [.stackView])
    add(
      "distribution",
      .keyword(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]),
      [.stackView])
    _ = controls

    for (alias, key) in [
      ("hidden", "isHidden"), ("on", "isOn"), ("masksToBounds", "clipsToBounds"),
      ("layer.masksToBounds", "clipsToBounds"), ("cornerRadius", "layer.cornerRadius"),
      ("borderWidth", "layer.borderWidth"), ("borderColor", "layer.borderColor"),
      ("maskedCorners", "layer.maskedCorners"), ("items", "segments"),
      ("titleText", "titleLabel"),
    ] {
      r.alias(alias, to: key)
    }
    r.registerSubObject("titleLabel", on: [.button])
    UIKitProperties.register(in: &r)

    // Motif's compound applier: a font from its name and size, only when both are present.
    r.register(
      CompoundApplier(keys: ["fontName", "fontSize"], types: [.string, .number]) {
        widget, values, context in
        guard let name = values["fontName"]?.string, let size = values["fontSize"]?.number
        else { return }
        let key = widget.kind == .button ? "titleLabel.font" : "font"
        widget.set(key, .font(FontSpec(name: name, size: size)), context)
      })
    return r
  }()
}

/// UIKit's content-mode names, as `contentMode` values spell them.
enum ContentModeNames {
  static let all = [
    "scaleToFill", "scaleAspectFit", "scaleAspectFill", "center", "top", "bottom", "left",
    "right", "topLeft", "topRight", "bottomLeft", "bottomRight",
  ]
}
