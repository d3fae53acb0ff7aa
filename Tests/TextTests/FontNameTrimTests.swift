import Testing

@testable import Text

/// `FontLibrary.trimmed` (no trim for a name that starts and ends with a byte no
/// whitespace has) against Foundation's trim, its plain twin, on generated names.
@Suite struct FontNameTrimTests {
  @Test func trimmedMatchesFoundationsTrim() {
    let pieces = [
      "", " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{A0}", "\u{2003}", "\u{3000}", "\u{85}",
      "\u{301}", "\u{200B}", "a", "Z", "9", "-", ".", "é", "Helvetica", "SF Pro", "日本",
      "🙂", "DejaVu Sans:bold",
    ]
    var rng = SystemRandomNumberGenerator()
    var names = pieces
    for _ in 0..<5_000 {
      let count = Int.random(in: 1...5, using: &rng)
      names.append((0..<count).map { _ in pieces.randomElement(using: &rng)! }.joined())
    }
    for name in names {
      #expect(FontLibrary.trimmed(name) == FontLibrary.trimmedPlain(name), "\(Array(name.utf8))")
    }
  }
}
