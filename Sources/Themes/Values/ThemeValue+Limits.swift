import Primitives

extension ThemeValue {
  /// Why a number inside this value cannot be used for `property` (NaN, infinite, out of
  /// ``NumberLimits``), or nil. The resolver reports it where the value is written, so
  /// `theme lint` finds what would otherwise trap at render time (issue 17).
  func numberProblem(property: String) -> String? {
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
    case .array(let items):
      return items.lazy.compactMap { $0.numberProblem(property: property) }.first
    case .states(let map):
      return map.sorted { $0.key < $1.key }.lazy.compactMap {
        $0.value.numberProblem(property: property)
      }.first
    case .color, .bool, .string, .null, .image, .style: return nil
    }
  }
}
