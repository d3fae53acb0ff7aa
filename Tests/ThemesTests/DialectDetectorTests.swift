import Testing

@testable import Themes

/// `isMotifRootKey` decides most keys from two bytes; it must answer as the plain test
/// (a sigil, then at least one more character) does, on keys that are not plain ASCII too.
@Suite struct DialectDetectorTests {
  @Test func rootKeyTestAgreesWithCountingCharacters() {
    let keys = [
      "", "$", ".", "$a", ".a", "a", "ab", "$ab", "$\u{301}", ".\u{301}", "$\u{301}x", "$é",
      "é", "$\r\n", ".\r", "\u{FEFF}$a", "@a", "#a", "$$", "..", "$ ", "$\u{200D}", "$\u{1F600}",
      ".👍🏽", "\u{301}$", "$C123", ".S1999",
    ]
    for key in keys {
      let plain = key.count > 1 && (key.hasPrefix("$") || key.hasPrefix("."))
      #expect(DialectDetector.isMotifRootKey(key) == plain, "\(key.unicodeScalars.map(\.value))")
    }
  }
}
