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
}
