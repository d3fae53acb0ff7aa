import Primitives

extension PropertyValue {
  /// Why this value cannot be used for `property`: a number NaN, infinite or out of
  /// ``NumberLimits``, or text over ``Limits/textBytes``; nil when it can. Checked before a value is stored, so that later integer
  /// conversions (`numberOfLines`, `selectedSegmentIndex`) and pixel maths stay in range.
  public func limitProblem(property: String) -> String? {
    switch self {
    case .number(let n): return NumberLimits.problem(n, property: property)
    case .font(let f): return NumberLimits.problem(in: f.numberComponents)
    case .point(let p): return NumberLimits.problem(in: p.numberComponents)
    case .size(let s): return NumberLimits.problem(in: s.numberComponents)
    case .rect(let r): return NumberLimits.problem(in: r.numberComponents)
    case .insets(let i): return NumberLimits.problem(in: i.numberComponents)
    case .list(let items):
      for item in items {
        if let p = item.limitProblem(property: property) { return p }
      }
      return nil
    case .string(let text) where text.utf8.count > Limits.textBytes:
      // Checked before layout: text is shaped and broken into lines (docs/limits.md).
      return "is \(text.utf8.count) bytes of text, over the limit of \(Limits.textBytes) "
        + "(THEMESHOT_MAX_TEXT_BYTES raises it)"
    case .color, .bool, .string, .image, .null: return nil
    }
  }
}
