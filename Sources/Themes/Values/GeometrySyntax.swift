import Foundation
import Primitives

/// Number lists and UIKit's geometry strings (`"{10, 20, 10, 20}"`, `"{{x, y}, {w, h}}"`).
enum GeometrySyntax {
  /// `"1, 2.5 ,3"` → [1, 2.5, 3]; nil if any part is not a number (Giotto's `floatValue`
  /// quietly read 0; themeshot rejects).
  static func numbers(_ text: Substring, separator: Character = ",") -> [Double]? {
    let parts = text.split(separator: separator, omittingEmptySubsequences: false)
    var out: [Double] = []
    for p in parts {
      guard let v = number(p.trimmed()) else { return nil }
      out.append(v)
    }
    return out
  }

  /// A finite decimal number (no `nan`/`inf` text).
  static func number(_ text: String) -> Double? {
    guard let v = Double(text), v.isFinite else { return nil }
    return v
  }

  /// UIKit's `NSStringFromCGSize` family: `{a, b}` or `{{a, b}, {c, d}}`; braces removed
  /// and the numbers returned in order. Bad input is nil (UIKit quietly gives zeros).
  static func uiKitString(_ text: String) -> [Double]? {
    let s = text.trimmed()
    guard s.hasPrefix("{"), s.hasSuffix("}") else { return nil }
    var flat = ""
    var depth = 0
    for ch in s {
      if ch == "{" {
        depth += 1
        if depth > 2 { return nil }
      } else if ch == "}" {
        depth -= 1
        if depth < 0 { return nil }
      } else {
        flat.append(ch)
      }
    }
    guard depth == 0 else { return nil }
    return numbers(Substring(flat))
  }

  /// The text inside `name(...)`, for Pixelbits' `insets(...)`, `rect(...)`, `image(...)`.
  static func call(_ text: String, _ name: String) -> Substring? {
    guard text.hasPrefix(name + "("), text.hasSuffix(")") else { return nil }
    return text.dropFirst(name.count + 1).dropLast()
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs. Pure Swift: Foundation's
  /// `trimmingCharacters(in:)` bridges to NSString, which showed up in the load profile.
  func trimmed() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }) else { return "" }
    let last = lastIndex(where: { !isSpace($0) })!
    return String(self[first...last])
  }
}
