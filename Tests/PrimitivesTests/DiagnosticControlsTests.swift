import Testing

@testable import Primitives

/// Printed diagnostics never carry a file's control characters to the terminal.
@Suite struct DiagnosticControlsTests {
  // Found by the hostile pass (session 13): a screen file or theme named with an escape
  // sequence (`\u{1B}]0;pwned\u{7}`) was printed raw, so it could rewrite the terminal.
  @Test func controlsInFilesMessagesAndKeyPathsAreEscaped() {
    let d = Diagnostic.error(
      "theme name 'a\u{0}b\u{1B}[2J' contains a control character",
      at: SourceLocation(
        file: "screens/x\u{1B}]0;t\u{7}.yml", line: 1, column: 2, keyPath: "k\u{9B}"))
    let text = d.formatted
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
    #expect(
      text.hasPrefix("screens/x\\u{1B}]0;t\\u{7}.yml:1:2: error: theme name 'a\\u{0}b\\u{1B}[2J'"))
    #expect(text.hasSuffix("(in k\\u{9B})"))
  }

  @Test func lineFeedsOfAMessageStay() {
    #expect(Diagnostic.error("one\ntwo").formatted == "error: one\ntwo")
    #expect(Excerpt.visible("plain") == "plain")
  }
}
