import Primitives
import Testing

@testable import Themes

/// Round 9's fast paths beside their plain twins: the overridden history kept in place
/// (against joined arrays) and a Motif reference's sigil read from its bytes (against
/// reading characters).
@Suite struct ResolverFastPathTests {
  static func provenance(_ n: Int) -> Provenance {
    Provenance(value: .number(Double(n)), location: SourceLocation(file: "t", line: n), origin: "o")
  }

  /// `appending` gives the joined lists, in every length, and stays in its shortest form
  /// (equal histories are equal lists, so `ResolvedProperty`'s equality is unchanged).
  @Test func historyAppendsAsArraysJoin() {
    var d = GeneratedThemes.Draw(state: 9)
    for _ in 0..<2_000 {
      let a = (0..<d.below(5)).map { _ in Self.provenance(d.below(6)) }
      let b = (0..<d.below(4)).map { _ in Self.provenance(d.below(6)) }
      let last = Self.provenance(d.below(6))
      let joined = OverriddenHistory(a).appending(last, then: OverriddenHistory(b))
      #expect(joined.list == a + [last] + b)
      #expect(joined == OverriddenHistory(a + [last] + b))
      #expect(joined.count == a.count + 1 + b.count)
      #expect(OverriddenHistory(a).list == a)
      #expect((OverriddenHistory(a) == OverriddenHistory(b)) == (a == b))
      var p = ResolvedProperty(value: .null, provenance: last, overridden: a)
      #expect(p.overridden == a)
      p.overridden = b
      #expect(p.overridden == b)
      #expect(p == ResolvedProperty(value: .null, provenance: last, overridden: b))
    }
  }

  /// `WrittenKeys` (one list made at the body's size, a table past 32 keys) answers as a
  /// plain dictionary does, for bodies of every size, with keys repeated or not.
  @Test func writtenKeysAnswerAsADictionary() {
    var d = GeneratedThemes.Draw(state: 31)
    for _ in 0..<500 {
      let count = d.below(80)
      var fast = WrittenKeys<KeyNormalizer.Key>(capacity: d.below(40))
      var plain: [KeyNormalizer.Key: Int] = [:]
      for line in 0..<count {
        let key = KeyNormalizer.Key(
          name: "k\(d.below(1 + count / 2))",
          state: d.chance(30) ? d.pick(ControlState.allCases) : nil)
        #expect(fast.update(key, line: line) == plain.updateValue(line, forKey: key))
      }
    }
  }

  /// CSS colours read from their bytes (`#rgb`, `#rrggbb`) give what the full reading
  /// (trimmed, lowercased, counted) gives, on texts near and far from that form.
  @Test func hexColoursReadAsTheFullReading() {
    let pieces = [
      "#", "a", "F", "0", "9", "g", "G", " ", "\t", "\n", "é", "\u{301}", "１", "x", "(", ",",
      "rgb", "red", "ab", "cde", "-",
    ]
    var d = GeneratedThemes.Draw(state: 5)
    var texts = pieces
    for _ in 0..<20_000 {
      texts.append(
        (d.chance(80) ? "#" : "") + (0..<d.below(9)).map { _ in d.pick(pieces) }.joined())
    }
    for v in 0..<4096 { texts.append("#" + String(v, radix: 16)) }
    for text in texts {
      #expect(
        ColorSyntax.css(text) == ColorSyntax.css(text, fast: false), "\(text.debugDescription)")
    }
  }

  /// The Motif reader's root key without its sigil, from the bytes where they decide, is
  /// `String(key.dropFirst())`.
  @Test func rootKeyNameDropsOneCharacter() {
    let pieces = ["$", ".", "a", "\r", "\n", "\r\n", "\u{301}", "é", "👍🏽", "🇫🇷", "\u{200D}", "C1"]
    var keys = [""]
    for a in pieces {
      for b in pieces {
        for c in ["", "x", "\u{301}"] { keys.append(a + b + c) }
      }
    }
    for key in keys {
      #expect(
        MotifReader.droppingFirstCharacter(key) == String(key.dropFirst()),
        "\(key.unicodeScalars.map(\.value))")
      #expect(
        Array(MotifReader.droppingFirstCharacter(key).utf8) == Array(String(key.dropFirst()).utf8))
    }
  }

  /// The plain reading of a Motif value's sigil: by characters.
  static func plainReference(_ text: String) -> Resolver.Reference? {
    guard let first = text.first, text.index(after: text.startIndex) != text.endIndex else {
      return nil
    }
    if first == "$" { return .constant(String(text.dropFirst())) }
    if first == "." { return .styles([String(text.dropFirst())]) }
    return nil
  }

  static func same(_ a: Resolver.Reference?, _ b: Resolver.Reference?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (.constant(let x)?, .constant(let y)?): x == y
    case (.styles(let x)?, .styles(let y)?): x == y
    default: false
    }
  }

  /// Texts of one to four pieces: sigils, ASCII, CR LF, combining marks, emoji, flags.
  @Test func sigilBytesReadAsCharacters() {
    let pieces = [
      "$", ".", "a", "C12", "\r", "\n", "\r\n", "\u{301}", "\u{200D}", "é", "e\u{301}", "👍🏽",
      "🇫🇷", "\u{FE0F}", " ", "#", "$.", "ß", "\u{0}",
    ]
    let resolver = Resolver(draft: Draft(), catalog: .standard, strict: false)
    var plain = resolver
    plain.remembers = false
    var d = GeneratedThemes.Draw(state: 12)
    var texts = [""] + pieces
    for _ in 0..<5_000 {
      texts.append((0..<1 + d.below(4)).map { _ in d.pick(pieces) }.joined())
    }
    for text in texts {
      for dialect in [Dialect.motif, .swift] {
        let fast = resolver.reference(in: text, dialect: dialect)
        #expect(
          Self.same(fast, plain.reference(in: text, dialect: dialect)), "\(text.debugDescription)")
        #expect(Self.same(fast, Self.plainReference(text)), "\(text.debugDescription)")
      }
    }
  }

  /// A chain step's name less the sigil is the constant's own name whenever `stripsCleanly`
  /// says so (the first-use types are then kept by index, not by that name): against
  /// dropping the sigil's characters, on sigils and names that join across the two.
  @Test func sigilStripsAsDroppingCharacters() {
    let sigils = ["$", "", ".", "\r", "é", "e"]
    let names = ["", "C12", "\n", "\u{301}x", "é", "👍🏽", "\u{200D}a", "$", "1", " x"]
    for sigil in sigils {
      for name in names where Resolver.stripsCleanly(sigil, name) {
        #expect(String((sigil + name).dropFirst(sigil.count)) == name, "\(sigil) \(name)")
      }
    }
    #expect(Resolver.stripsCleanly("$", "C12"))
    #expect(!Resolver.stripsCleanly("$", "\u{301}x"))
    #expect(!Resolver.stripsCleanly("\r", "\n"))
  }
}
