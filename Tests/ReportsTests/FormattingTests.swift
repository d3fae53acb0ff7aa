import Testing

@testable import Reports

@Suite struct FormattingTests {
  @Test func groupsThousands() {
    #expect(Format.count(0) == "0")
    #expect(Format.count(999) == "999")
    #expect(Format.count(1_000) == "1,000")
    #expect(Format.count(1_234_567) == "1,234,567")
  }

  @Test func showsSmallRatiosWithEnoughDigits() {
    #expect(Format.percent(0) == "0%")
    #expect(Format.percent(0.0523) == "5.23%")
    #expect(Format.percent(1) == "100%")
    #expect(Format.percent(0.005) == "0.5%")
    #expect(Format.percent(0.000012) == "0.0012%")
    #expect(Format.percent(1e-9) == "<0.0001%")
    #expect(Format.percent(.nan) == "–")
    #expect(Format.ratio(0.1234567) == "0.123457")
  }
}
