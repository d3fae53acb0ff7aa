import Foundation
import Primitives
import Themes

/// The type a property's applier accepts. Values from themes and screens are converted to
/// it (``ValueType/coerce(_:)``); anything else is a located error.
public enum ValueType: Hashable, Sendable, CustomStringConvertible {
  case color
  case number
  case bool
  case string
  case font
  case point
  case size
  case rect
  case insets
  case image
  /// One of a fixed set of names (an enum such as `textAlignment`), matched without
  /// case; UIKit's long spellings (`NSTextAlignmentCenter`, `.center`) are accepted too.
  case keyword([String])
  /// A list of strings (segment titles).
  case stringList
  /// `layer.maskedCorners`: corner names, CACornerMask names or the raw bit mask.
  case cornerMask
  /// Any value, kept as it is (a custom property that takes raw values).
  case any

  /// The applier type for a property type of the Themes catalog (the one table of names
  /// and types); nil for `style`, which styles a sub-object instead of setting a value.
  public init?(_ type: PropertyType) {
    switch type {
    case .color: self = .color
    case .number: self = .number
    case .bool: self = .bool
    case .string: self = .string
    case .font: self = .font
    case .point: self = .point
    case .size: self = .size
    case .rect: self = .rect
    case .insets: self = .insets
    case .image: self = .image
    case .keyword(let names): self = .keyword(names)
    case .list(.keyword(let names)) where names == Keywords.corners: self = .cornerMask
    case .list(.string): self = .stringList
    case .list, .any: self = .any
    case .style: return nil
    }
  }

  public var description: String {
    switch self {
    case .color: "a color"
    case .number: "a number"
    case .bool: "a boolean"
    case .string: "a string"
    case .font: "a font"
    case .point: "a point"
    case .size: "a size"
    case .rect: "a rect"
    case .insets: "insets"
    case .image: "an image"
    case .keyword(let names): "one of " + names.joined(separator: ", ")
    case .stringList: "a list of strings"
    case .cornerMask: "a list of corners (topLeft, topRight, bottomLeft, bottomRight)"
    case .any: "any value"
    }
  }

  /// `value` converted to this type, or nil when it cannot be.
  public func coerce(_ value: PropertyValue) -> PropertyValue? {
    if case .null = value { return .null }
    switch (self, value) {
    case (.any, _):
      return value
    case (.color, .color), (.number, .number), (.bool, .bool), (.string, .string),
      (.font, .font), (.point, .point), (.size, .size), (.rect, .rect), (.insets, .insets),
      (.image, .image):
      return value
    case (.number, .string(let s)):
      return Double(s.trimmingSpaces).map(PropertyValue.number)
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
    case (.keyword(let names), .string(let s)):
      return Self.keyword(s, in: names).map(PropertyValue.string)
    case (.stringList, .list(let items)):
      var out: [PropertyValue] = []
      for item in items {
        guard let s = ValueType.string.coerce(item) else { return nil }
        out.append(s)
      }
      return .list(out)
    case (.stringList, .string(let s)):
      return .list(s.split(separator: ",").map { .string(String($0).trimmingSpaces) })
    case (.rect, .list), (.size, .list), (.point, .list), (.insets, .list):
      return Self.fromList(self, value.list ?? [])
    case (.rect, .string(let s)), (.size, .string(let s)), (.point, .string(let s)),
      (.insets, .string(let s)):
      return Self.fromUIKitString(self, s)
    case (.cornerMask, _):
      return Self.cornerMask(value)
    default:
      return nil
    }
  }

  /// `[x, y, w, h]` rects, `[w, h]` sizes, `[x, y]` points; insets in Motif's array order
  /// (CSS: `[all]`, `[vertical, horizontal]`, `[top, right, bottom, left]`).
  static func fromList(_ type: ValueType, _ items: [PropertyValue]) -> PropertyValue? {
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
  static func fromUIKitString(_ type: ValueType, _ text: String) -> PropertyValue? {
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

  static func cornerMask(_ value: PropertyValue) -> PropertyValue? {
    switch value {
    case .number(let n):
      // CACornerMask bits: minXminY 1, maxXminY 2, minXmaxY 4, maxXmaxY 8.
      let bits = Int(n)
      guard Double(bits) == n, (0...15).contains(bits) else { return nil }
      return .list(
        cornerNames.enumerated().filter { bits & (1 << $0.offset) != 0 }.map {
          .string($0.element.0)
        })
    case .string(let s):
      return cornerMask(.list(s.split(separator: ",").map { .string(String($0)) }))
    case .list(let items):
      var out: [String] = []
      for item in items {
        guard case .string(let s) = item else { return nil }
        let key = s.trimmingSpaces.lowercased().replacingOccurrences(of: ".", with: "")
        guard let hit = cornerNames.first(where: { $0.1.contains(key) }) else { return nil }
        if !out.contains(hit.0) { out.append(hit.0) }
      }
      return .list(out.map(PropertyValue.string))
    default:
      return nil
    }
  }
}

extension String {
  var trimmingSpaces: String {
    var s = Substring(self)
    while s.first?.isWhitespace == true { s.removeFirst() }
    while s.last?.isWhitespace == true { s.removeLast() }
    return String(s)
  }
}
