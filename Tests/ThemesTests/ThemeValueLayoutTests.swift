import Primitives
import Testing

@testable import Themes

/// Values are stored in place, not each in a box of its own: a theme of 5,000 constants
/// and 2,000 styles made (and later freed) a box for every colour and number, and retained
/// it on every copy. Only the cases wider than two words are `indirect`.
@Suite struct ThemeValueLayoutTests {
  @Test func aValueIsAtMostTwoWordsAndATag() {
    #expect(MemoryLayout<ThemeValue>.size <= 2 * MemoryLayout<Int>.size + 1)
  }

  @Test func boxedAndInlineCasesCompareAndHashByValue() {
    let pairs: [(ThemeValue, ThemeValue)] = [
      (.color(.black), .color(Color(red: 0, green: 0, blue: 0))),
      (.font(FontSpec(name: "Menlo", size: 12)), .font(FontSpec(name: "Menlo", size: 12))),
      (.insets(EdgeInsets(all: 1)), .insets(EdgeInsets(all: 1))),
      (.rect(Rect(x: 0, y: 1, width: 2, height: 3)), .rect(Rect(x: 0, y: 1, width: 2, height: 3))),
      (.states([.normal: .number(1)]), .states([.normal: .number(1)])),
    ]
    for (a, b) in pairs {
      #expect(a == b)
      #expect(a.hashValue == b.hashValue)
    }
    #expect(ThemeValue.insets(EdgeInsets(all: 1)) != .insets(EdgeInsets(all: 2)))
  }
}
