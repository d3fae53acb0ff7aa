import TestSupport
import Testing

@testable import Reports

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

  @Test func bidiOverridesAreShownNotObeyed() {
    let name = "Light/\u{202E}gnp.exe"
    #expect(Escape.html(name) == "Light/[U+202E]gnp.exe")
    #expect(Escape.markdown(name) == "Light/\\[U+202E\\]gnp.exe")
    #expect(Escape.html("\u{200F}") == "\u{200F}")  // a plain right-to-left mark stays
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
