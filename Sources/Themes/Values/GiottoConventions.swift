import Documents
import Foundation
import Primitives

/// Giotto's value conventions, matched as exact, case-sensitive prefixes (Giotto itself
/// found `point:`… anywhere in the lowercased text and took `Nilsson` for nil; themeshot
/// does not copy those bugs). Spaces after the colon and around commas are trimmed.
enum GiottoConventions {
  /// The typed value when `text` uses a convention (or is `null`/`nil`), a failure when it
  /// uses one wrongly, nil when it uses none. `style:` is handled by the resolver.
  static func value(_ text: String, lookup: (String) -> DocumentNode?) -> Result<
    ThemeValue, ValueConverter.Failure
  >? {
    // SDThemeManager.m `NULL_IDENTIFIERS`: these five spellings only (`NIL` is text).
    if ["null", "NULL", "Null", "nil", "Nil"].contains(text) { return .success(.null) }
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let prefix = text[..<colon]
    let body = text[text.index(after: colon)...].trimmed()
    func fail(_ why: String) -> Result<ThemeValue, ValueConverter.Failure> {
      .failure(ValueConverter.Failure("'\(text)' \(why)"))
    }
    func part(_ p: String) -> String {
      // Font name and size may be constant names.
      guard let node = lookup(p) else { return p }
      switch node.kind {
      case .string(let s): return s
      case .number(let n): return ValueConverter.text(n)
      default: return p
      }
    }
    switch prefix {
    case "color", "c":
      // SDThemeManager.m `colorForString:` asks `UIColor colorNamed:` first: an asset
      // catalog colour of that name wins over hex digits.
      let environment = ColorEnvironment.current
      if let named = environment.namedColors[String(body)] {
        return .success(.color(named.resolved(in: environment.appearance)))
      }
      // 3 (RGB), 4 (RGBA), 6 or 8 (RRGGBBAA, alpha last) hex digits, no '#':
      // `colorForString:` scans the text with `scanHexInt:`, which stops at a '#'.
      let digits = Substring(body)
      // A colour Giotto cannot read is nil (`colorForString:` returns it) and is applied:
      // the property goes back to UIKit's default (ValueConverter+Notes warns).
      guard [3, 4, 6, 8].contains(digits.count), let c = ColorSyntax.hex(digits) else {
        return .success(.null)
      }
      return .success(.color(c))
    case "font", "f":
      let parts = body.split(separator: ",", omittingEmptySubsequences: false).map {
        part($0.trimmed())
      }
      // Without a size, `specs[1]` raises inside `valueForConventionalString:`, whose
      // @catch returns nil, and the nil is applied (UIKit's default font).
      guard parts.count >= 2 else { return .success(.null) }
      guard parts.count == 2, !parts[0].isEmpty, let size = GeometrySyntax.number(parts[1]),
        size > 0
      else { return fail("is not a font (expected 'font:NAME,SIZE')") }
      return .success(.font(ValueConverter.fontSpec(name: parts[0], size: size)))
    case "point", "size", "rect", "edge":
      let count = prefix == "point" || prefix == "size" ? 2 : 4
      guard let n = GeometrySyntax.numbers(Substring(body)), n.count == count else {
        return fail("needs \(count) comma-separated numbers")
      }
      let type: PropertyType =
        switch prefix {
        case "point": .point
        case "size": .size
        case "rect": .rect
        default: .insets
        }
      // edge: is top, left, bottom, right: UIKit order.
      return ValueConverter.fromList(n, type, insetsInCSSOrder: false).map { .success($0) }
        ?? fail("needs \(count) numbers")
    default:
      return nil
    }
  }

  /// Whether `text` is a `color:`/`font:` convention Giotto reads as nil (a colour of no
  /// hex form, a font without a size), which is applied and resets the property.
  static func isMalformedObject(_ text: String) -> Bool {
    guard let colon = text.firstIndex(of: ":"),
      ["color", "c", "font", "f"].contains(String(text[..<colon]))
    else { return false }
    if case .success(.null)? = value(text, lookup: { _ in nil }) { return true }
    return false
  }

  /// The style names of a `style:`/`s:` value, trimmed, or nil.
  static func styleNames(_ text: String) -> [String]? {
    for prefix in ["style:", "s:"] where text.hasPrefix(prefix) {
      return text.dropFirst(prefix.count).split(separator: ",").map {
        $0.trimmed()
      }.filter { !$0.isEmpty }
    }
    return nil
  }
}

extension Keywords {
  /// The canonical keyword for `text`: exact, or a long UIKit/AppKit name
  /// (`NSTextAlignmentCenter`, `UIViewContentModeScaleAspectFit`), Pixelbits' `content-left`,
  /// dash-case, or another letter case.
  static func canonical(_ text: String, in names: [String]) -> String? {
    if names.contains(text) { return text }
    let cornerMask = [
      "layerMinXMinYCorner": "topLeft", "layerMaxXMinYCorner": "topRight",
      "layerMinXMaxYCorner": "bottomLeft", "layerMaxXMaxYCorner": "bottomRight",
    ]
    if let corner = cornerMask[text], names.contains(corner) { return corner }
    var s = text
    for prefix in [
      "NSTextAlignment", "UIViewContentMode", "NSLineBreak", "UIStackViewAlignment",
      "UIStackViewDistribution", "UIControlContentHorizontalAlignment",
      "UIControlContentVerticalAlignment", "UILayoutConstraintAxis", "UITextBorderStyle",
      "UITextField.BorderStyle.", "content-", ".",
    ] where s.hasPrefix(prefix) {
      s = String(s.dropFirst(prefix.count))
      break
    }
    if s == "vcenter" { s = "center" }
    if s == "vfill" { s = "fill" }
    s = camelCase(s)
    return names.first { $0.lowercased() == s.lowercased() }
  }
}

/// `background-color` → `backgroundColor`: dashes removed, the next letter capitalised.
func camelCase(_ key: String) -> String {
  guard key.utf8.contains(UInt8(ascii: "-")) else { return key }
  var out = ""
  var upper = false
  for ch in key {
    if ch == "-" {
      upper = !out.isEmpty
      continue
    }
    out += upper ? ch.uppercased() : String(ch)
    upper = false
  }
  return out
}
