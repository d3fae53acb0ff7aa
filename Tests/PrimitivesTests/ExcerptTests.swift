import Primitives
import Testing

/// Issue 17 ("Secrets echoed", "never more than a short excerpt"): messages quote what a file
/// said in short excerpts, whatever its size.
struct ExcerptTests {
  @Test func shortValuesStayWhole() {
    #expect(Excerpt.shortened("titleColor") == "titleColor")
    let exact = String(repeating: "a", count: Excerpt.maximumQuote)
    #expect(Excerpt.shortened(exact) == exact)
  }

  @Test func longValuesKeepTheirEndsAndSayTheirLength() {
    let key = "start" + String(repeating: "x", count: 19_990) + "final"
    let short = Excerpt.shortened(key)
    #expect(short.hasPrefix("startxx"))
    #expect(short.contains("…"))
    #expect(short.hasSuffix("xfinal (20,000 characters)"))
    #expect(short.count < Excerpt.maximumQuote + 30)
  }

  @Test func aDiagnosticShortensEveryLongQuoteOnly() {
    let key = String(repeating: "q", count: 20_000)
    let d = Diagnostic.warning(
      "unknown property '\(key)' (did you mean 'textColor'?)",
      at: SourceLocation(file: "t.json", line: 1, column: 14, keyPath: ".UILabel." + key))
    #expect(d.message.contains("'textColor'"))
    #expect(d.message.contains("(20,000 characters)'"))
    let line = d.formatted
    #expect(line.count < 500, "\(line.count) characters")
    #expect(line.hasPrefix("t.json:1:14: warning: unknown property 'qqq"))
    #expect(line.contains("(in .UILabel.qqq"))
  }

  @Test func anApostropheInProseIsNotAQuote() {
    let prose = "the file's " + String(repeating: "long words ", count: 20)
    #expect(Diagnostic.error(prose).message == prose)
  }

  @Test func aHugeNameGetsNoHintAndCostsNothing() {
    let name = String(repeating: "z", count: 1_000_000)
    #expect(Suggestion.closest(to: name, in: ["textColor"]) == nil)
    #expect(Suggestion.nearest(3, to: name, in: ["iPhone 15"]).isEmpty)
  }
}
