import Primitives

extension PropertyValue {
  /// Why this value cannot be used for `property`: a number NaN, infinite or out of
  /// ``NumberLimits``, or text over ``Limits/textBytes``; nil when it can. Checked before a value is stored, so that later integer
  /// conversions (`numberOfLines`, `selectedSegmentIndex`) and pixel maths stay in range.
  public func limitProblem(property: String) -> String? {
    func check(_ n: Double, _ name: String) -> String? {
      NumberLimits.problem(n, property: name).map { "\(name) \($0)" }
    }
    switch self {
    case .number(let n): return NumberLimits.problem(n, property: property)
    case .font(let f):
      if let p = check(f.size, "font.size") { return p }
      if let w = f.weight { return check(Double(w), "font.weight") }
      return nil
    case .point(let p): return check(p.x, "x") ?? check(p.y, "y")
    case .size(let s): return check(s.width, "width") ?? check(s.height, "height")
    case .rect(let r):
      return check(r.origin.x, "x") ?? check(r.origin.y, "y") ?? check(r.size.width, "width")
        ?? check(r.size.height, "height")
    case .insets(let i):
      return check(i.top, "top") ?? check(i.left, "left") ?? check(i.bottom, "bottom")
        ?? check(i.right, "right")
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
