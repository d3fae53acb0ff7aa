import Primitives
import Testing

@testable import Themes

/// `numberProblem` decides "usable" without wording any bounds; it must agree with the
/// worded check, its plain twin, on every kind of value and at every boundary.
@Suite struct ThemeValueLimitsTests {
  static let numbers: [Double] = [
    0, -0.0, 0.5, 1, -1, 2.5, 1000, 1001, 10_000, 10_001, 100_000, 100_000.5, -100_000,
    -100_001, 1_000_000, 1_000_001, 1e15, 1e16, -1e15, 1e300, -1e300, .infinity, -.infinity,
    .nan, 999.5, 0.25, -0.5,
  ]
  static let properties =
    Array(NumberLimits.rules.keys).sorted() + ["layer.cornerRadius", "x", "width", "top"]

  @Test func fastCheckAgreesWithTheWordedOne() {
    var values: [ThemeValue] = [.bool(true), .string("x"), .null, .image("a.png")]
    for (i, n) in Self.numbers.enumerated() {
      let m = Self.numbers[(i * 7 + 3) % Self.numbers.count]
      values.append(.number(n))
      values.append(.point(Point(x: n, y: m)))
      values.append(.size(Size(width: m, height: n)))
      values.append(.rect(Rect(x: n, y: 0, width: m, height: 1)))
      values.append(.insets(EdgeInsets(top: 1, left: n, bottom: m, right: 2)))
      values.append(.font(FontSpec(name: "A", size: n, weight: i % 3 == 0 ? Int(i * 90) : nil)))
      values.append(.array([.number(m), .number(n)]))
      values.append(.states([.normal: .number(n), .highlighted: .number(m)]))
    }
    for value in values {
      for property in Self.properties {
        let worded = value.numberProblemWorded(property: property)
        let usable = value.numbersAreUsable(property: property)
        // Fonts, lists and per-state values are left to the worded check (false: undecided).
        switch value {
        case .font, .array, .states: #expect(!usable)
        default: #expect(usable == (worded == nil), "\(value) \(property)")
        }
        #expect(value.numberProblem(property: property) == worded, "\(value) \(property)")
        // With the rule looked up beforehand, as the resolver passes it.
        #expect(
          value.numberProblem(property: property, rule: NumberLimits.rule(for: property))
            == worded, "\(value) \(property)")
      }
    }
  }
}
