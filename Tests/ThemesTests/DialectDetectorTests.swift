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

  /// `startsWith` (bytes where they decide) answers as `hasPrefix`, on keys that start with
  /// the character, with it and a combining mark, an emoji, CR LF, or nothing after it.
  @Test func prefixTestAgreesWithHasPrefix() {
    let pieces = ["@", ".", "$", "a", "\u{301}", "\u{200D}", "👍🏽", "\r\n", "\r", "é", "-", "🇫🇷", ""]
    var keys: [String] = []
    for a in pieces {
      for b in pieces {
        for c in ["", "x", "\u{301}"] { keys.append(a + b + c) }
      }
    }
    for key in keys {
      for ascii in [UInt8(ascii: "@"), UInt8(ascii: "."), UInt8(ascii: "$")] {
        #expect(
          DialectDetector.startsWith(key, ascii) == key.hasPrefix(String(UnicodeScalar(ascii))),
          "\(key.unicodeScalars.map(\.value))")
      }
    }
  }
}
