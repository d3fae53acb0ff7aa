import Foundation
import Primitives
import Text

/// IB's `<fontDescription>` as a ``FontSpec``: the system font with a type or weight,
/// a named font (PostScript name), or a Dynamic Type text style at its default size.
enum IBFont {
  static let weights: [String: Int] = [
    "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
    "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
  ]

  static func font(_ e: IBElement) -> Result<FontSpec, IBSkip> {
    if let style = e["style"] {
      // IB writes Core Text's names: UICTFontTextStyleBody, UICTFontTextStyleTitle1.
      var short = style.replacingOccurrences(of: "UICTFontTextStyle", with: "")
      if let first = short.first { short = first.lowercased() + short.dropFirst() }
      guard let s = TextStyle(name: short) ?? TextStyle(name: style) else {
        return .failure(IBSkip(what: "text style '\(style)'", element: e))
      }
      let (size, weight) = DynamicType.font(s)
      return .success(FontSpec(name: "system", size: size, weight: weight, textStyle: s.rawValue))
    }
    guard let text = e["pointSize"], let size = Double(text), size.isFinite, size > 0,
      size <= 1000
    else {
      return .failure(
        IBSkip(what: "font size '\(e["pointSize"] ?? "")' (expected 0 < size ≤ 1000)", element: e))
    }
    if let name = e["name"] { return .success(FontSpec(name: name, size: size)) }
    let weight = e["weight"].flatMap { weights[$0] }
    switch e["type"] ?? "system" {
    case "boldSystem": return .success(.system(size: size, weight: 700))
    case "italicSystem": return .success(FontSpec(name: "system", size: size, italic: true))
    case "system": return .success(.system(size: size, weight: weight))
    default:
      return .failure(IBSkip(what: "font type '\(e["type"] ?? "")'", element: e))
    }
  }
}
