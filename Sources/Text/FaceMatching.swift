/// Choosing a face of a family for a requested weight and slant, by CSS Fonts level 4's
/// font-matching rule (§5.2): slant first (italic, then oblique, then upright), then the
/// nearest weight in the direction the rule prescribes, normal widths before condensed.
enum FaceMatching {
  /// The best face among `faces` (all of one family) for `weight` and `italic`.
  static func best(in faces: [FontFace], weight: Int, italic: Bool) -> FontFace? {
    guard !faces.isEmpty else { return nil }
    let sloped = faces.filter { $0.italic == italic }
    let candidates = sloped.isEmpty ? faces : sloped
    let normalWidth = candidates.filter { $0.width == 100 }
    let pool = normalWidth.isEmpty ? candidates : normalWidth
    let weights = Set(pool.map(\.weight))
    guard let chosen = nearestWeight(weights, to: weight) else { return nil }
    return pool.filter { $0.weight == chosen }.min()
  }

  /// CSS's weight rule. Desired 400: 400, then 500, then lighter descending, then heavier
  /// ascending. Desired 500: 500, 400, lighter descending, heavier ascending. Below 400:
  /// lighter descending, then heavier ascending. Above 500: heavier ascending, then lighter
  /// descending.
  static func nearestWeight(_ available: Set<Int>, to desired: Int) -> Int? {
    if available.contains(desired) { return desired }
    let lighter = available.filter { $0 < desired }.sorted(by: >)
    let heavier = available.filter { $0 > desired }.sorted()
    switch desired {
    case 400...500:
      let upTo500 = heavier.filter { $0 <= 500 }
      let beyond = heavier.filter { $0 > 500 }
      return (upTo500 + lighter + beyond).first
    case ..<400: return (lighter + heavier).first
    default: return (heavier + lighter).first
    }
  }

  /// Parses a style word run (`DemiBold`, `semibolditalic`, `Bold Oblique`, `UltraLight`)
  /// into a weight and slant; nil when any part is not a style word.
  static func parseStyle(_ text: String) -> (weight: Int?, italic: Bool)? {
    var rest = Substring(normalizedKey(text))
    var weight: Int?
    var italic = false
    while !rest.isEmpty {
      guard let (word, value) = styleWords.first(where: { rest.hasPrefix($0.0) }) else {
        return nil
      }
      rest = rest.dropFirst(word.count)
      switch value {
      case .weight(let w): weight = w
      case .italic: italic = true
      case .none: break
      }
    }
    return (weight, italic)
  }

  private enum StyleValue {
    case weight(Int)
    case italic
    case none
  }

  /// Longer words first, so `ultralight` wins over `light` and `semibold` over `bold`.
  private static let styleWords: [(String, StyleValue)] = [
    ("ultralight", .weight(200)), ("extralight", .weight(200)), ("hairline", .weight(100)),
    ("semibold", .weight(600)), ("demibold", .weight(600)), ("extrabold", .weight(800)),
    ("ultrabold", .weight(800)), ("extrablack", .weight(950)), ("ultrablack", .weight(950)),
    ("thin", .weight(100)), ("light", .weight(300)), ("regular", .weight(400)),
    ("normal", .weight(400)), ("roman", .weight(400)), ("book", .weight(400)),
    ("plain", .weight(400)), ("medium", .weight(500)), ("heavy", .weight(800)),
    ("black", .weight(900)), ("bold", .weight(700)), ("semi", .weight(600)),
    ("demi", .weight(600)), ("italic", .italic), ("oblique", .italic), ("it", .italic),
    ("condensed", .none), ("psmt", .none), ("mt", .none), ("ps", .none),
  ]

  /// Lower case without spaces, dashes, underscores, dots or colons: the form names are
  /// compared in (`.SFUI-Regular` → `sfuiregular`, `Helvetica Neue` → `helveticaneue`).
  static func normalizedKey(_ name: String) -> String {
    String(name.lowercased().unicodeScalars.filter { !" -_.:".unicodeScalars.contains($0) })
  }
}
