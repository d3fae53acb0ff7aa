import Primitives

extension ThemeValue {
  /// Why a number inside this value cannot be used for `property` (NaN, infinite, out of
  /// ``NumberLimits``), or nil. The resolver reports it where the value is written, so
  /// `theme lint` finds what would otherwise trap at render time (issue 17).
  func numberProblem(property: String) -> String? {
    switch self {
    case .number(let n): return NumberLimits.problem(n, property: property)
    case .font(let f): return NumberLimits.problem(in: f.numberComponents)
    case .point(let p): return NumberLimits.problem(in: p.numberComponents)
    case .size(let s): return NumberLimits.problem(in: s.numberComponents)
    case .rect(let r): return NumberLimits.problem(in: r.numberComponents)
    case .insets(let i): return NumberLimits.problem(in: i.numberComponents)
    case .array(let items):
      return items.lazy.compactMap { $0.numberProblem(property: property) }.first
    case .states(let map):
      return map.sorted { $0.key < $1.key }.lazy.compactMap {
        $0.value.numberProblem(property: property)
      }.first
    case .color, .bool, .string, .null, .image, .style: return nil
    }
  }

  /// Why this value cannot be stored for `property`: a number problem as above, or text
  /// over ``Limits/textBytes``; nil when it can. Checked before a widget stores a value, so
  /// later integer conversions (`numberOfLines`, `selectedSegmentIndex`) and pixel maths
  /// stay in range, and text is never shaped past the limit (docs/limits.md).
  public func limitProblem(property: String) -> String? {
    if case .string(let text) = self, text.utf8.count > Limits.textBytes {
      return "is \(text.utf8.count) bytes of text, over the limit of \(Limits.textBytes) "
        + "(THEMESHOT_MAX_TEXT_BYTES raises it)"
    }
    if case .array(let items) = self {
      return items.lazy.compactMap { $0.limitProblem(property: property) }.first
    }
    return numberProblem(property: property)
  }
}
