import Primitives
import Themes

extension ThemeValue {
  fileprivate var imagePath: String? {
    if case .image(let s) = self { return s }
    return nil
  }
}

/// One UIBarButtonItem of a navigation bar or toolbar, read from its list entry: a plain
/// string (`Edit`, `systemName:plus`, `image(file.png)`, `done:Save`, `flexibleSpace`) or
/// a mapping with the item's own properties:
///
/// ```yaml
/// rightBarButtonItems:
///   - Edit
///   - {title: Delete, tintColor: systemRed}
///   - {title: Save, style: done, isEnabled: false}
///   - {systemName: plus, tintColor: "#34C759"}
///   - {title: Share, titleTextAttributes: {font: {font: Georgia, size: 15}, textColor: purple}}
///   - {fixedSpace: 20}                 # or {systemItem: fixedSpace, width: 20}
///   - {customView: volume}             # the bar's child with `id: volume`
/// ```
///
/// UIKit's rules: an item's `tintColor` beats the bar's, which beats the window's
/// (UIView.tintColor inheritance; the item draws in its own when set); a `done` item's
/// title is semibold; `setTitleTextAttributes(_:for:)` colours and fonts win over the
/// tint for the item's state (`disabled` when `isEnabled: false`, else `normal`).
struct BarButtonItem: Equatable {
  var title = ""
  /// `systemName:<symbol>` or an image path.
  var image: String?
  var isFlexibleSpace = false
  /// A fixed space's width (`UIBarButtonItem.SystemItem.fixedSpace`, its `width`).
  var fixedWidth: Double?
  /// The `id` of the bar's child that is this item's view (`customView`).
  var customView: String?
  var isDone = false
  var tint: Color?
  var isEnabled = true
  var font: FontSpec?
  var textColor: Color?

  /// The keys a mapping entry may have (`image`/`systemName` name its picture).
  static let keys: Set<String> = [
    "title", "image", "systemName", "style", "tintColor", "isEnabled", "enabled",
    "titleTextAttributes", "fixedSpace", "systemItem", "width", "customView",
  ]
  static let attributeKeys: [String: String] = [
    "font": "font", "NSFontAttributeName": "font", "textColor": "textColor",
    "foregroundColor": "textColor", "NSForegroundColorAttributeName": "textColor",
  ]

  /// The string forms.
  init(text: String) {
    title = text
    if text == "flexibleSpace" {
      isFlexibleSpace = true
    } else if text == "fixedSpace" {
      fixedWidth = 0
    } else if text.hasPrefix("systemName:") {
      image = text
    } else if text.hasPrefix("image("), text.hasSuffix(")") {
      image = String(text.dropFirst(6).dropLast()).trimmingSpaces
    } else if text.hasPrefix("done:") {
      isDone = true
      title = String(text.dropFirst(5))
    }
  }

  /// An item as its list stores it; a value of no item form throws a message naming what
  /// is wrong (the applier locates it at the item).
  init(_ value: ThemeValue) throws(Diagnostic) {
    switch value {
    case .string(let s): self.init(text: s)
    case .number: self.init(text: PropertyType.string.coerce(value)?.string ?? "")
    case .image(let path): self.init(text: path.hasPrefix("systemName:") ? path : "image(\(path))")
    case .style(let style): try self.init(properties: style.properties)
    default:
      throw .error(
        "a bar button item is a title or a mapping (title, image, systemName, style, "
          + "tintColor, isEnabled, titleTextAttributes, fixedSpace, customView), got "
          + value.summary)
    }
  }

  private init(properties p: PropertySet) throws(Diagnostic) {
    func fail(_ key: String, _ expected: String) -> Diagnostic {
      .error(
        "bar button item '\(key)' expects \(expected), got \(p[key]?.summary ?? "nothing")",
        at: p.property(named: key)?.location)
    }
    for name in p.names where !Self.keys.contains(name) {
      throw .error(
        "unknown bar button item key '\(name)' (expected "
          + Self.keys.sorted().joined(separator: ", ") + ")",
        at: p.property(named: name)?.location)
    }
    if try readSpaceOrView(p, fail) { return }
    if let v = p["title"] {
      guard case .string(let s)? = PropertyType.string.coerce(v) else {
        throw fail("title", "a string")
      }
      title = s
    }
    if let v = p["systemName"] {
      guard let s = v.string, !s.isEmpty else { throw fail("systemName", "a symbol name") }
      image = "systemName:" + s
    }
    if let v = p["image"] {
      guard let s = PropertyType.image.coerce(v)?.imagePath, !s.isEmpty else {
        throw fail("image", "an image file")
      }
      image = s
    }
    if let v = p["style"] {
      switch v.string {
      case "done": isDone = true
      case "plain", "bordered": isDone = false
      default: throw fail("style", "plain or done")
      }
    }
    if let v = p["tintColor"] {
      guard let c = PropertyType.color.coerce(v)?.color else { throw fail("tintColor", "a color") }
      tint = c
    }
    for key in ["isEnabled", "enabled"] {
      guard let v = p[key] else { continue }
      guard case .bool(let b)? = PropertyType.bool.coerce(v) else { throw fail(key, "a boolean") }
      isEnabled = b
    }
    if let v = p["titleTextAttributes"] {
      guard case .style(let attributes) = v else {
        throw fail("titleTextAttributes", "a mapping of font and textColor")
      }
      try readAttributes(attributes.properties)
    }
    if title.isEmpty, image == nil {
      throw .error("a bar button item needs a title, image or systemName")
    }
  }

  /// `fixedSpace: 20`, `systemItem: fixedSpace|flexibleSpace` (with `width`) and
  /// `customView: id`; true when `p` is one of those, which take no other key.
  private mutating func readSpaceOrView(
    _ p: PropertySet, _ fail: (String, String) -> Diagnostic
  ) throws(Diagnostic) -> Bool {
    func width(_ key: String) throws(Diagnostic) -> Double? {
      guard let v = p[key] else { return nil }
      // A width is points on screen: finite and at most the widest device, checked before
      // any layout uses it.
      guard let n = PropertyType.number.coerce(v)?.number, n.isFinite, (0...10_000).contains(n)
      else { throw fail(key, "a width from 0 to 10000 points") }
      return n
    }
    var kind: String?
    if let n = try width("fixedSpace") {
      kind = "fixedSpace"
      fixedWidth = n
    }
    if let v = p["systemItem"] {
      switch v.string {
      case "fixedSpace": fixedWidth = try width("width") ?? 0
      case "flexibleSpace": isFlexibleSpace = true
      default: throw fail("systemItem", "fixedSpace or flexibleSpace")
      }
      kind = "systemItem"
    } else if p["width"] != nil, p["customView"] == nil {
      throw fail("width", "a fixed space (systemItem: fixedSpace)")
    }
    if let v = p["customView"] {
      guard let id = v.string, !id.isEmpty else {
        throw fail("customView", "the id of one of the bar's children")
      }
      customView = id
      kind = "customView"
    }
    guard let kind else { return false }
    let allowed: Set<String> = kind == "systemItem" ? ["systemItem", "width"] : [kind]
    if let extra = p.names.first(where: { !allowed.contains($0) }) {
      throw .error(
        "a \(kind) bar button item takes no '\(extra)'", at: p.property(named: extra)?.location)
    }
    return true
  }

  /// `titleTextAttributes`: a font and a text colour, each plain or per state; the item's
  /// state picks (`disabled` or `normal`, UIKit's fallback to `normal`).
  private mutating func readAttributes(_ a: PropertySet) throws(Diagnostic) {
    let state: ControlState = isEnabled ? .normal : .disabled
    for name in a.names {
      guard let key = Self.attributeKeys[name] else {
        throw .error(
          "unknown title text attribute '\(name)' (expected font or textColor)",
          at: a.property(named: name)?.location)
      }
      let type: PropertyType = key == "font" ? .font : .color
      let raw = a[name]!
      var values: [ThemeValue] = []
      if case .states(let map) = raw { values = Array(map.values) } else { values = [raw] }
      guard values.allSatisfy({ type.coerce($0) != nil }) else {
        throw .error(
          "title text attribute '\(name)' expects \(type), got \(raw.summary)",
          at: a.property(named: name)?.location)
      }
      guard let v = raw.value(for: state).flatMap(type.coerce) else { continue }
      if key == "font" { font = v.font } else { textColor = v.color }
    }
  }

  /// The title's font: its own title text attributes', else 17 pt, semibold for the
  /// `done` style (iOS 17's bar buttons).
  var titleFont: FontSpec { font ?? .system(size: 17, weight: isDone ? 600 : nil) }

  /// The item's width in its bar: its title's, 24 pt for an image, `viewWidth` of its
  /// custom view's id, 0 for a space (``BarItemPlacement`` adds a space's width).
  func width(measuring text: any TextMeasuring, viewWidth: (String) -> Double) -> Double {
    if isSpace { return 0 }
    if let customView { return viewWidth(customView) }
    if image != nil { return 24 }
    return text.layout(title, font: titleFont, maxWidth: nil, maxLines: 1, lineBreak: .byClipping)
      .size.width
  }

  /// Whether the item is a space (fixed or flexible), drawing nothing.
  var isSpace: Bool { isFlexibleSpace || fixedWidth != nil }

  /// A bar's items from its list property; entries that are no item are left out (the
  /// applier reported them).
  static func items(_ value: ThemeValue?) -> [BarButtonItem] {
    switch value {
    case .array(let list)?: list.compactMap { try? BarButtonItem($0) }
    // A theme may write a comma-separated string.
    case .string(let s)?:
      s.split(separator: ",").map { BarButtonItem(text: String($0).trimmingSpaces) }
    default: []
    }
  }

  /// Checks every entry of a list property, throwing at the first that is no item; with
  /// `bar`, a `customView` must name one of its children, as UIKit's item holds a view (an
  /// id naming none would draw nothing where the item's room is kept).
  static func validate(_ value: ThemeValue, in bar: Widget? = nil) throws(Diagnostic) {
    guard case .array(let list) = value else { return }
    for (i, v) in list.enumerated() {
      do {
        let item = try BarButtonItem(v)
        if let bar, let id = item.customView { try check(customView: id, in: bar) }
      } catch {
        var d = error
        d.message = "item \(i + 1): " + d.message
        throw d
      }
    }
  }

  /// Throws when no child of `bar` has the id `id`.
  private static func check(customView id: String, in bar: Widget) throws(Diagnostic) {
    let ids = bar.children.compactMap(\.id)
    guard !ids.contains(id) else { return }
    var message = "bar button item 'customView' names no child of the \(bar.type.name): '\(id)'"
    if let near = Suggestion.closest(to: id, in: ids.sorted()) {
      message += " (did you mean '\(near)'?)"
    } else if ids.isEmpty {
      message += " (the bar has no children with an id)"
    }
    throw .error(message)
  }
}
