import Foundation
import Primitives
import Themes

/// How a value from a theme, a screen file or an Interface Builder document is converted to
/// the type of the property it sets (the catalog's ``PropertyType``); anything else is a
/// located error. Screens write values loosely (`"12"` for a number, `"label"` for a color,
/// UIKit's `{x, y}` strings), so conversion is more than a type check.
extension PropertyType {
  /// `value` converted to this type, or nil when it cannot be.
  public func coerce(_ value: ThemeValue) -> ThemeValue? {
    if case .null = value { return .null }
    switch (self, value) {
    case (.any, _), (.style, _):
      return value
    case (.color, .color), (.number, .number), (.bool, .bool), (.string, .string),
      (.font, .font), (.point, .point), (.size, .size), (.rect, .rect), (.insets, .insets),
      (.image, .image):
      return value
    case (.number, .string(let s)):
      return Double(s.trimmingSpaces).map(ThemeValue.number)
    case (.bool, .number(let n)):
      return .bool(n != 0)
    case (.bool, .string(let s)):
      switch s.lowercased() {
      case "yes", "true": return .bool(true)
      case "no", "false": return .bool(false)
      default: return nil
      }
    case (.string, .number(let n)):
      return .string(n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n))
    case (.insets, .number(let n)):
      return .insets(EdgeInsets(all: n))
    case (.size, .number(let n)):
      return .size(Size(width: n, height: n))
    case (.point, .number(let n)):
      return .point(Point(x: n, y: n))
    case (.image, .string(let s)):
      return .image(s)
    case (.color, .string(let s)):
      // A color property given a name: `label`, or a named color from an asset catalog.
      return ColorText.parse(s).map(ThemeValue.color)
    case (.keyword(let names), .string(let s)):
      return Self.keyword(s, in: names).map(ThemeValue.string)
    case (.list(.keyword(let names)), _) where names == Keywords.corners:
      return Self.cornerMask(value)
    case (.list(.string), .array(let items)):
      var out: [ThemeValue] = []
      for item in items {
        guard let s = PropertyType.string.coerce(item) else { return nil }
        out.append(s)
      }
      return .array(out)
    case (.list(.string), .string(let s)):
      return .array(s.split(separator: ",").map { .string(String($0).trimmingSpaces) })
    case (.list, _):
      return value
    case (.rect, .array(let items)), (.size, .array(let items)), (.point, .array(let items)),
      (.insets, .array(let items)):
      return Self.fromList(self, items)
    case (.rect, .string(let s)), (.size, .string(let s)), (.point, .string(let s)),
      (.insets, .string(let s)):
      return Self.fromUIKitString(self, s)
    default:
      return nil
    }
  }

  /// `[x, y, w, h]` rects, `[w, h]` sizes, `[x, y]` points; insets in Motif's array order
  /// (CSS: `[all]`, `[vertical, horizontal]`, `[top, right, bottom, left]`).
  static func fromList(_ type: PropertyType, _ items: [ThemeValue]) -> ThemeValue? {
    let n = items.compactMap(\.number)
    guard n.count == items.count else { return nil }
    switch (type, n.count) {
    case (.rect, 4): return .rect(Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
    case (.size, 2): return .size(Size(width: n[0], height: n[1]))
    case (.point, 2): return .point(Point(x: n[0], y: n[1]))
    case (.insets, 1): return .insets(EdgeInsets(all: n[0]))
    case (.insets, 2): return .insets(EdgeInsets(top: n[0], left: n[1], bottom: n[0], right: n[1]))
    case (.insets, 4): return .insets(EdgeInsets(top: n[0], left: n[3], bottom: n[2], right: n[1]))
    default: return nil
    }
  }

  /// UIKit's string forms, as Motif 0.1 themes write them: `{x, y}`, `{w, h}`,
  /// `{{x, y}, {w, h}}` and insets `{top, left, bottom, right}` (UIKit order).
  static func fromUIKitString(_ type: PropertyType, _ text: String) -> ThemeValue? {
    let t = text.trimmingSpaces
    guard t.hasPrefix("{"), t.hasSuffix("}") else { return nil }
    let parts = t.filter { $0 != "{" && $0 != "}" }.split(separator: ",").map {
      Double(String($0).trimmingSpaces)
    }
    guard parts.allSatisfy({ $0 != nil }) else { return nil }
    let n = parts.map { $0! }
    switch (type, n.count) {
    case (.rect, 4): return .rect(Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
    case (.size, 2): return .size(Size(width: n[0], height: n[1]))
    case (.point, 2): return .point(Point(x: n[0], y: n[1]))
    case (.insets, 4): return .insets(EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3]))
    default: return nil
    }
  }

  /// Matches a keyword without case, after dropping UIKit prefixes such as
  /// `NSTextAlignment` or a leading dot.
  static func keyword(_ text: String, in names: [String]) -> String? {
    var s = text.trimmingSpaces
    if s.hasPrefix(".") { s.removeFirst() }
    let lower = s.lowercased()
    for name in names {
      let n = name.lowercased()
      if lower == n || (lower.hasSuffix(n) && lower.count > n.count && lower.hasPrefix("ns"))
        || (lower.hasSuffix(n) && lower.hasPrefix("ui"))
      {
        return name
      }
    }
    return nil
  }

  static let cornerNames: [(String, [String])] = [
    ("topLeft", ["topleft", "layerminxminycorner", "minxminy"]),
    ("topRight", ["topright", "layermaxxminycorner", "maxxminy"]),
    ("bottomLeft", ["bottomleft", "layerminxmaxycorner", "minxmaxy"]),
    ("bottomRight", ["bottomright", "layermaxxmaxycorner", "maxxmaxy"]),
  ]

  static func cornerMask(_ value: ThemeValue) -> ThemeValue? {
    switch value {
    case .number(let n):
      // CACornerMask bits: minXminY 1, maxXminY 2, minXmaxY 4, maxXmaxY 8.
      // Checked before the conversion: Int(1e30) traps (issue 17).
      guard (0...15).contains(n), n.rounded() == n else { return nil }
      let bits = Int(n)
      return .array(
        cornerNames.enumerated().filter { bits & (1 << $0.offset) != 0 }.map {
          .string($0.element.0)
        })
    case .string(let s):
      return cornerMask(.array(s.split(separator: ",").map { .string(String($0)) }))
    case .array(let items):
      var out: [String] = []
      for item in items {
        guard case .string(let s) = item else { return nil }
        let key = s.trimmingSpaces.lowercased().replacingOccurrences(of: ".", with: "")
        guard let hit = cornerNames.first(where: { $0.1.contains(key) }) else { return nil }
        if !out.contains(hit.0) { out.append(hit.0) }
      }
      return .array(out.map(ThemeValue.string))
    default:
      return nil
    }
  }
}
