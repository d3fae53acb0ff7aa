import Primitives
import Testing

@testable import Documents

/// One JSON reader serves theme files (forgiving) and scene files (strict RFC 8259).
@Suite struct JSONReaderTests {
  func read(_ text: String, strict: Bool) throws(Diagnostic) -> DocumentNode {
    var reader = JSONReader(bytes: Array(text.utf8), file: "t.json", strict: strict)
    return try reader.read()
  }

  func message(_ text: String, strict: Bool) -> String? {
    do throws(Diagnostic) {
      _ = try read(text, strict: strict)
      return nil
    } catch {
      return error.message
    }
  }

  /// Giotto's README writes `//` comments in its JSON examples.
  @Test func commentsAreThemeOnly() throws {
    let text = "{\n  // a comment\n  \"a\": 1 /* more */\n}"
    #expect(try read(text, strict: false)["a"]?.kind == .number(1))
    #expect(message(text, strict: true)?.hasPrefix("malformed JSON: ") == true)
  }

  @Test func strictRefusesWhatRFC8259Refuses() {
    #expect(message("[01]", strict: true) == "malformed JSON: invalid number: leading zero")
    #expect(message("[01]", strict: false) == nil)
    #expect(message("[1e999]", strict: true) == "malformed JSON: number out of range")
    #expect(message("[\"\\ud800\"]", strict: true)?.contains("unpaired surrogate") == true)
    #expect(message("[\"\u{201C}x\u{201D}\"]", strict: true) == nil)
    #expect(message("[\u{201C}x\u{201D}]", strict: true)?.contains("unexpected character") == true)
  }

  @Test func strictKeepsRepeatedKeysForTheCaller() throws {
    let strict = try read("{\"a\": 1, \"a\": 2}", strict: true)
    #expect(strict.entries?.count == 2)
    var lenient = JSONReader(bytes: Array("{\"a\": 1, \"a\": 2}".utf8), file: "t.json")
    let node = try lenient.read()
    #expect(node.entries?.count == 1)
    #expect(lenient.warnings.first?.message.contains("duplicate key 'a'") == true)
  }

  @Test func depthIsBoundedAndLocated() {
    let text = String(repeating: "[", count: 250)
    let m = message(text, strict: true)
    #expect(m?.contains("nesting deeper than 200") == true)
    #expect(m?.contains("too deep") == true)
  }

  @Test func positionsCountCharactersNotBytes() {
    do throws(Diagnostic) {
      _ = try read("{\"é\": }", strict: true)
      Issue.record("accepted")
    } catch {
      #expect(error.location?.line == 1)
      #expect(error.location?.column == 7)
    }
  }
}
