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
  var isDone = false
  var tint: Color?
  var isEnabled = true
  var font: FontSpec?
  var textColor: Color?

  /// The keys a mapping entry may have (`image`/`systemName` name its picture).
  static let keys: Set<String> = [
    "title", "image", "systemName", "style", "tintColor", "isEnabled", "enabled",
    "titleTextAttributes",
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
          + "tintColor, isEnabled, titleTextAttributes), got \(value.summary)")
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

  /// Checks every entry of a list property, throwing at the first that is no item.
  static func validate(_ value: ThemeValue) throws(Diagnostic) {
    guard case .array(let list) = value else { return }
    for (i, v) in list.enumerated() {
      do {
        _ = try BarButtonItem(v)
      } catch {
        var d = error
        d.message = "item \(i + 1): " + d.message
        throw d
      }
    }
  }
}
