import Testing

@testable import Text

/// The iOS table's prefix keys, sorted with each key's length counted once, against the
/// plain sort that counted characters in every comparison: same keys, same rows, same order.
@Suite struct IOSFontTableKeysTests {
  @Test func keysSortAsThePlainComparisonDoes() {
    let fast = IOSFontTable.keys
    let plain = IOSFontTable.plainKeys
    #expect(fast.map(\.key) == plain.map(\.key))
    #expect(fast.map(\.row) == plain.map(\.row))
    // Longest first, as matching needs (`helveticaneue` before `helvetica`).
    #expect(zip(fast, fast.dropFirst()).allSatisfy { $0.key.count >= $1.key.count })
  }

  @Test(arguments: [
    "HelveticaNeue-Bold", "Helvetica", "AvenirNext-DemiBoldItalic", ".SFUI-Semibold",
    "TimesNewRomanPS-BoldMT", "systemBold", "Menlo", "Unknown-Font", "",
  ])
  func matchFindsTheRowThePlainKeysFind(_ name: String) {
    let key = FaceMatching.normalizedKey(name)
    var plain: (row: IOSFontMapping, weight: Int?, italic: Bool)?
    for (prefix, row) in IOSFontTable.plainKeys where key.hasPrefix(prefix) {
      if let style = FaceMatching.parseStyle(String(key.dropFirst(prefix.count))) {
        plain = (row, style.weight, style.italic)
        break
      }
    }
    let fast = IOSFontTable.match(name)
    #expect(fast?.row == plain?.row)
    #expect(fast?.weight == plain?.weight)
    #expect(fast?.italic == plain?.italic)
  }
}
