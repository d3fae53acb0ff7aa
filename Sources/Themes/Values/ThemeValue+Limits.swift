import Primitives

extension ThemeValue {
  /// Why a number inside this value cannot be used for `property` (NaN, infinite, out of
  /// ``NumberLimits``), or nil. The resolver reports it where the value is written, so
  /// `theme lint` finds what would otherwise trap at render time (issue 17).
  func numberProblem(property: String) -> String? {
    // Most numbers are fine; `NumberLimits.problem` words its bounds even then.
    if numbersAreUsable(property: property) { return nil }
    return numberProblemWorded(property: property)
  }

  /// ``numberProblem(property:)`` with `property`'s rule known (`NumberLimits.rule(for:)`,
  /// looked up once per key by the resolver rather than hashed for every number).
  func numberProblem(property: String, rule: NumberLimits.Rule) -> String? {
    if numbersAreUsable(rule, property: property) { return nil }
    return numberProblemWorded(property: property)
  }

  /// True when ``numberProblem(property:)`` is nil, found without making any text: each
  /// number within its rule's range (whole where the rule asks), or within the default
  /// rule for the components of a point, size, rect or insets (named `x`, `top`, …).
  func numbersAreUsable(property: String) -> Bool {
    numbersAreUsable(nil, property: property)
  }

  /// ``numbersAreUsable(property:)``, with `property`'s number rule when it is known.
  func numbersAreUsable(_ known: NumberLimits.Rule?, property: String) -> Bool {
    func usable(_ n: Double, _ rule: NumberLimits.Rule) -> Bool {
      n.isFinite && rule.range.contains(n) && (!rule.integer || n.rounded() == n)
    }
    let c = ComponentRules.shared
    switch self {
    case .number(let n): return usable(n, known ?? NumberLimits.rule(for: property))
    case .point(let p): return usable(p.x, c.x) && usable(p.y, c.y)
    case .size(let s): return usable(s.width, c.width) && usable(s.height, c.height)
    case .rect(let r):
      return usable(r.x, c.x) && usable(r.y, c.y) && usable(r.width, c.width)
        && usable(r.height, c.height)
    case .insets(let i):
      return usable(i.top, c.top) && usable(i.left, c.left) && usable(i.bottom, c.bottom)
        && usable(i.right, c.right)
    case .color, .bool, .string, .null, .image, .style: return true
    case .font, .array, .states: return false
    }
  }

  /// ``numberProblem(property:)`` the plain way: the twin the fast check is tested against.
  func numberProblemWorded(property: String) -> String? {
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

/// The rules of the components ``NumberLimits`` names in compound values, looked up once.
private struct ComponentRules {
  static let shared = ComponentRules()
  let x = NumberLimits.rule(for: "x")
  let y = NumberLimits.rule(for: "y")
  let width = NumberLimits.rule(for: "width")
  let height = NumberLimits.rule(for: "height")
  let top = NumberLimits.rule(for: "top")
  let left = NumberLimits.rule(for: "left")
  let bottom = NumberLimits.rule(for: "bottom")
  let right = NumberLimits.rule(for: "right")
}
