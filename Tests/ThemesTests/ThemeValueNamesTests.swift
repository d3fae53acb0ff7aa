import Primitives
import Testing

@testable import Themes

/// One wording for a value's kind: `ThemeValue.summary` (what a widget got) and the
/// converter's type messages (what a property found) both say `kindName`.
@Suite struct ThemeValueNamesTests {
  static let values: [ThemeValue] = [
    .color(.black), .number(2), .bool(true), .string("x"), .null,
    .font(FontSpec(name: "Menlo", size: 12)), .point(Point(x: 1, y: 2)),
    .size(Size(width: 1, height: 2)), .rect(Rect(x: 0, y: 0, width: 1, height: 1)),
    .insets(EdgeInsets(all: 1)), .image("a.png"), .array([]),
    .style(StyleValue(name: nil, properties: PropertySet())), .states([.normal: .null]),
  ]

  @Test func summaryAndConverterNameTheKindAlike() {
    for v in Self.values {
      #expect(ValueConverter.kindName(v) == v.kindName)
      switch v {
      case .number, .bool, .string:
        // "the number 2": the kind's noun with the value.
        #expect(v.summary.contains(v.kindName.split(separator: " ").last!), "\(v.summary)")
      default:
        #expect(v.summary.hasPrefix(v.kindName), "\(v.summary) vs \(v.kindName)")
      }
    }
  }

  @Test func everyKindHasItsOwnName() {
    #expect(Set(Self.values.map(\.kindName)).count == Self.values.count)
  }
}
