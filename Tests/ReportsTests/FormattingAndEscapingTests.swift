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

@Suite struct EscapingTests {
  @Test func htmlEscapesMarkupAndQuotes() {
    #expect(
      Escape.html(#"<a href="x">'&'</a>"#)
        == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    #expect(Escape.html("a\u{0}b") == "a\u{FFFD}b")
  }

  @Test func xmlReplacesCharactersXMLCannotCarry() {
    #expect(Escape.xml("a\u{1}b\u{FFFF}") == "a\u{FFFD}b\u{FFFD}")
    #expect(Escape.xml("<&>\"'\t\n") == "&lt;&amp;&gt;&quot;&apos;&#9;&#10;")
  }

  @Test func markdownNeutralisesSyntaxHTMLAndMentions() {
    #expect(Escape.markdown("[x](y)") == #"\[x\](y)"#)
    #expect(Escape.markdown("<img src=x>") == "&lt;img src=x&gt;")
    #expect(Escape.markdown("a-b.png (1)") == "a-b.png (1)")
    #expect(Escape.markdown("- x", atLineStart: true) == "\\- x")
    #expect(Escape.markdown("12. x", atLineStart: true) == "12\\. x")
    #expect(Escape.markdown("12 x", atLineStart: true) == "12 x")
    #expect(Escape.markdown("a|b") == #"a\|b"#)
    #expect(Escape.markdown("@team") == "@&#8203;team")
    #expect(Escape.markdown("line\nbreak") == "line break")
  }

  @Test func escapedTextNeverContainsRawMarkup() {
    var rng = SplitMix(seed: 42)
    for _ in 0..<2_000 {
      let text = HostileText.make(&rng)
      let html = Escape.html(text)
      #expect(!html.contains("<") && !html.contains(">") && !html.contains("\""))
      let md = Escape.markdown(text)
      #expect(!md.contains("<") && !md.contains(">") && !md.contains("\n"))
      // Every Markdown special character is escaped: none follows an unescaped position.
      let scalars = Array(md.unicodeScalars)
      for (i, c) in scalars.enumerated() where "|[]`*_".unicodeScalars.contains(c) {
        #expect(i > 0 && scalars[i - 1] == "\\", "unescaped \(c) in \(md)")
      }
    }
  }
}

@Suite struct SHA256Tests {
  private func hex(_ text: String) -> String {
    SHA256.hash(Array(text.utf8)).map { String($0, radix: 16).leftPadded() }.joined()
  }

  /// FIPS 180-4 examples, plus lengths around the padding boundary.
  @Test func matchesKnownDigests() {
    #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
      hex(String(repeating: "a", count: 1_000))
        == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
  }
}

extension String {
  fileprivate func leftPadded() -> String { count == 1 ? "0" + self : self }
}
