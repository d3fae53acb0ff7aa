import Documents
import Foundation
import Primitives

extension ValueConverter {
  /// Fonts: Motif `"Name, 17"` or `{name, size}`; A_StyleInjection `$"Name":17`;
  /// Pixelbits `"Name, 17"`, `"Name"` (size 12) or a text style; Giotto uses `font:`.
  func font(_ node: DocumentNode) -> Result<ThemeValue, Failure> {
    if case .dictionary = node.kind, dialect == .motif || dialect == .swift {
      let name = node["name"] ?? node["fontName"]
      let size = node["size"] ?? node["fontSize"]
      guard case .string(let n)? = name?.kind, case .number(let s)? = size?.kind else {
        return .failure(Failure("a font dictionary needs 'name' (a string) and 'size' (a number)"))
      }
      var spec = Self.fontSpec(name: n, size: s)
      // `textStyle` scales the font with Dynamic Type, as UIFontMetrics does (docs/dynamic-type.md).
      if let styleNode = node["textStyle"] {
        guard case .string(let style) = styleNode.kind, Self.textStyles[style] != nil else {
          return .failure(
            Failure(
              "'textStyle' must be one of " + Self.textStyles.keys.sorted().joined(separator: ", "))
          )
        }
        spec.textStyle = style
      }
      return .success(.font(spec))
    }
    guard case .string(let text) = node.kind else {
      return .failure(Failure("\(node.kindDescription) is not a font"))
    }
    switch dialect {
    case .giotto:
      return .failure(Failure("'\(text)' is not a font (expected 'font:NAME,SIZE')"))
    case .styleInjection:
      // $"Font Name":17 — the size is whole digits, as A_StyleInjection's pattern requires.
      guard text.hasPrefix("$\""), let close = text.dropFirst(2).firstIndex(of: "\"") else {
        return .failure(Failure("'\(text)' is not a font (expected $\"Font Name\":17)"))
      }
      let name = String(text[text.index(text.startIndex, offsetBy: 2)..<close])
      let rest = text[text.index(after: close)...]
      let digits = rest.dropFirst()
      guard rest.hasPrefix(":"), digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
        return .failure(Failure("'\(text)' is not a font (expected $\"Font Name\":17)"))
      }
      // `[0-9]*` also matches no digits: `floatValue` of "" is 0, and a font made at size 0
      // gets Core Text's default size (see `styleInjectionZeroSize`).
      let size = Double(digits).flatMap { $0 > 0 ? $0 : nil } ?? Self.styleInjectionZeroSize
      return .success(.font(Self.fontSpec(name: name, size: size)))
    case .pixelbits:
      if let name = Self.pixelbitsTextStyle(text), let style = Self.textStyles[name] {
        return .success(
          .font(FontSpec(name: "system", size: style.0, weight: style.1, textStyle: name)))
      }
      return nameAndSize(text, defaultSize: 12)
    case .motif, .swift:
      return nameAndSize(text, defaultSize: nil)
    }
  }

  /// The text style Pixelbits' UIFontTextStyleConverter.swift reads from `text`: a name of
  /// ConverterValues.swift `UIFontTextStyles` (`headline`) or its constant's spelling
  /// (`UIFontTextStyleHeadline`), exactly. The table predates iOS 11: `largeTitle` is none.
  static func pixelbitsTextStyle(_ text: String) -> String? {
    var name = text
    if text.hasPrefix("UIFontTextStyle") {
      let rest = text.dropFirst("UIFontTextStyle".count)
      guard let first = rest.first, first.isUppercase else { return nil }
      name = first.lowercased() + rest.dropFirst()
    }
    return name != "largeTitle" && textStyles[name] != nil ? name : nil
  }

  /// `"Name, size"` with each part trimmed; either part may be a `$constant`.
  private func nameAndSize(_ text: String, defaultSize: Double?) -> Result<ThemeValue, Failure> {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      resolvePart($0.trimmed())
    }
    let expected = "expected \"Name, size\""
    guard parts.count == 2 || (parts.count == 1 && defaultSize != nil), !parts[0].isEmpty else {
      return .failure(Failure("'\(text)' is not a font (\(expected))"))
    }
    var size = defaultSize ?? 0
    if parts.count == 2 {
      guard let s = GeometrySyntax.number(parts[1]), s > 0 else {
        return .failure(Failure("'\(text)' is not a font (the size must be a positive number)"))
      }
      size = s
    }
    return .success(.font(Self.fontSpec(name: parts[0], size: size)))
  }

  /// A `$name` part replaced by its constant's text (Pixelbits allows them in fonts and
  /// in function arguments).
  func resolvePart(_ part: String) -> String {
    guard part.hasPrefix("$"), let node = lookup(String(part.dropFirst())) else { return part }
    switch node.kind {
    case .string(let s): return s
    case .number(let n): return Self.text(n)
    default: return part
    }
  }

  /// A font; Giotto's `system`, `systemBold` and `systemItalic` aliases are matched in any
  /// case and spelled canonically.
  static func fontSpec(name: String, size: Double) -> FontSpec {
    switch name.lowercased() {
    case "system": return FontSpec(name: "system", size: size)
    // The aliases keep their names: the Text stage resolves them (FontSpec's contract).
    case "systembold": return FontSpec(name: "systemBold", size: size)
    case "systemitalic": return FontSpec(name: "systemItalic", size: size)
    default: return FontSpec(name: name, size: size)
    }
  }

  /// The size of an A_StyleInjection font written without one (`$"Menlo":`): its decoder
  /// passes `floatValue` of the empty digits, 0, to `fontWithName:size:` (or to
  /// `systemFontOfSize:` for a name iOS lacks), and Core Text makes a font asked for at
  /// size 0.0 at its default of 12.0 (CTFontCreateWithName's documentation).
  static let styleInjectionZeroSize = 12.0

  /// iOS Dynamic Type text styles at the default size: (points, CSS weight).
  static let textStyles: [String: (Double, Int)] = [
    "largeTitle": (34, 400), "title1": (28, 400), "title2": (22, 400), "title3": (20, 400),
    "headline": (17, 600), "body": (17, 400), "callout": (16, 400), "subheadline": (15, 400),
    "footnote": (13, 400), "caption1": (12, 400), "caption2": (11, 400),
  ]
}
