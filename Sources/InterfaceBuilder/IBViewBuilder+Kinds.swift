import Primitives
import Themes
import Widgets

/// The attributes each UIKit family shows.
extension IBViewBuilder {
  static let lineBreaks = [
    "tailTruncation": "byTruncatingTail", "headTruncation": "byTruncatingHead",
    "middleTruncation": "byTruncatingMiddle", "wordWrap": "byWordWrapping",
    "characterWrap": "byCharWrapping", "clip": "byClipping",
  ]
  static let alignments = ["natural", "left", "center", "right", "justified"]

  /// The element's text: the `text` attribute or a `<string key="text">` child.
  func text(_ e: IBElement, key: String = "text") -> String? {
    e[key] ?? e.child("string", key: key)?.text
  }

  func label(_ e: IBElement, _ w: Widget) {
    if let t = text(e) { set(w, "text", .string(t)) }
    textCommon(e, w)
    if let n = e["numberOfLines"] {
      if let v = Int(n), v >= 0, v <= 10_000 {
        set(w, "numberOfLines", .number(Double(v)))
      } else {
        skip("numberOfLines '\(n)'", e)
      }
    } else if w.type.name == "UITextView" {
      set(w, "numberOfLines", .number(0))
      set(w, "lineBreakMode", .string("byWordWrapping"))
    }
    if let m = e["lineBreakMode"], let mode = Self.lineBreaks[m] {
      set(w, "lineBreakMode", .string(mode))
    }
  }

  func textCommon(_ e: IBElement, _ w: Widget) {
    if let a = e["textAlignment"] {
      if Self.alignments.contains(a) {
        set(w, "textAlignment", .string(a))
      } else {
        skip("textAlignment '\(a)'", e)
      }
    }
  }

  func textField(_ e: IBElement, _ w: Widget) {
    if let t = text(e) { set(w, "text", .string(t)) }
    if let p = text(e, key: "placeholder") { set(w, "placeholder", .string(p)) }
    textCommon(e, w)
    if let b = e["borderStyle"] {
      if ["none", "line", "bezel", "roundedRect"].contains(b) {
        set(w, "borderStyle", .string(b))
      } else {
        skip("borderStyle '\(b)'", e)
      }
    }
  }

  /// A button's per-state titles, title colours and images; a custom-type button's titles
  /// are white unless set (UIKit's `UIButton(type: .custom)`), a system button's are tinted.
  func button(_ e: IBElement, _ w: Widget) {
    for s in e.children where s.name == "state" {
      guard let stateName = s["key"], let state = ControlState(rawValue: stateName) else {
        skip("button state '\(s["key"] ?? "")'", s)
        continue
      }
      let st: ControlState? = state == .normal ? nil : state
      if let t = s["title"] ?? s.child("string", key: "title")?.text {
        set(w, "title", .string(t), state: st)
      }
      if let c = s.child("color", key: "titleColor").flatMap(color) {
        set(w, "titleColor", .color(c), state: st)
      }
      for (attr, key) in [("image", "image"), ("backgroundImage", "backgroundImage")] {
        if let name = s[attr], let path = image(name, s) { set(w, key, .image(path), state: st) }
      }
    }
    if let config = e.child("buttonConfiguration", key: "configuration") {
      configuration(config, w)
    } else if e["buttonType"] == nil, w.initial.value("titleColor") == nil {
      set(w, "titleColor", .color(.white))
    }
    if let i = e.child("inset", key: "contentEdgeInsets").flatMap(insets) {
      set(w, "contentEdgeInsets", .insets(i))
    } else if e.child("buttonConfiguration", key: "configuration") == nil {
      // UIKit's button without a configuration: no content insets, and 6 points above and
      // below the title in its intrinsic size (a 15-point title is 30 points tall, as IB
      // stores it), not the 7 × 12 points a screen file's button gets.
      set(w, "contentEdgeInsets", .insets(EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)))
    }
  }

  /// iOS 15 button configurations: the title, and the filled/tinted/gray backgrounds.
  func configuration(_ e: IBElement, _ w: Widget) {
    if let t = text(e, key: "title") { set(w, "title", .string(t)) }
    switch e["style"] ?? "plain" {
    case "filled":
      set(w, "backgroundColor", .color(SystemColor.systemBlue.resolved(in: .light)))
      set(w, "titleColor", .color(.white))
      set(w, "layer.cornerRadius", .number(6))
    case "tinted":
      set(
        w, "backgroundColor",
        .color(SystemColor.systemBlue.resolved(in: .light).withAlphaMultiplied(by: 0.15)))
      set(w, "layer.cornerRadius", .number(6))
    case "gray":
      set(w, "backgroundColor", .color(SystemColor.systemFill.resolved(in: .light)))
      set(w, "layer.cornerRadius", .number(6))
    default: break
    }
  }

  func imageView(_ e: IBElement, _ w: Widget) {
    let reference = e.child("imageReference", key: "image")
    if let name = e["image"] ?? reference?["image"] {
      if let path = image(name, reference ?? e) { set(w, "image", .image(path)) }
      if let r = resourceImages[name], let width = number(r, "width"),
        let height = number(r, "height"), width >= 0, height >= 0
      {
        imageSizes[ObjectIdentifier(w)] = Size(width: width, height: height)
      }
    }
    contentMode(e, w)
  }

  func contentMode(_ e: IBElement, _ w: Widget) {
    guard let m = e["contentMode"], m != "redraw" else { return }
    set(w, "contentMode", .string(m))
  }

  func stack(_ e: IBElement, _ w: Widget) {
    set(w, "axis", .string(e["axis"] == "vertical" ? "vertical" : "horizontal"))
    if let s = number(e, "spacing") { set(w, "spacing", .number(s)) }
    if let a = e["alignment"] { set(w, "alignment", .string(a)) }
    if let d = e["distribution"] { set(w, "distribution", .string(d)) }
    // A stack arranges inside its `layoutMargins` (UIKit's `isLayoutMarginsRelativeArrangement`):
    // IB lays out a stack whose margins it wrote inside them (Xcode 9 and later write no
    // flag then), and one flagged with no margins written inside UIView's default 8 points.
    let written = [
      ("edgeInsets", "layoutMargins"), ("directionalEdgeInsets", "directionalLayoutMargins"),
    ]
    .contains { e.child($0.0, key: $0.1) != nil }
    if e["layoutMarginsRelativeArrangement"] == "YES", !written {
      set(w, "layoutMargins", .insets(EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)))
    }
  }

  func segments(_ e: IBElement, _ w: Widget) {
    let titles = e.items(in: "segments").map { $0["title"] ?? "" }
    set(w, "segments", .array(titles.map(ThemeValue.string)))
    if let i = e["selectedSegmentIndex"], let n = Int(i), n >= -1, n < max(titles.count, 1) {
      set(w, "selectedSegmentIndex", .number(Double(n)))
    }
  }

  /// Progress views show `progress`; sliders (drawn as one) show where `value` sits
  /// between their minimum and maximum.
  func progress(_ e: IBElement, _ w: Widget) {
    if let p = number(e, "progress") { set(w, "progress", .number(min(max(p, 0), 1))) }
    if let v = number(e, "value") {
      let lo = number(e, "minValue") ?? 0
      let hi = number(e, "maxValue") ?? 1
      let p = hi > lo ? (v - lo) / (hi - lo) : 0
      set(w, "progress", .number(min(max(p, 0), 1)))
    }
  }
}
