import Testing

@testable import Primitives

/// One "did you mean" rule: ⌈n/3⌉ edits (at least 1), case-insensitive, first wins ties.
@Suite struct SuggestionTests {
  @Test func closeTyposGetAHint() {
    #expect(Suggestion.closest(to: "textColour", in: ["tintColor", "textColor"]) == "textColor")
    #expect(Suggestion.closest(to: "BACKGROUNDCOLOR", in: ["backgroundColor"]) == "backgroundColor")
  }

  @Test func theThresholdIsAThirdOfTheName() {
    // "abcdef" (6): two edits allowed, three are not.
    #expect(Suggestion.closest(to: "abcdef", in: ["abcdxy"]) == "abcdxy")
    #expect(Suggestion.closest(to: "abcdef", in: ["abcxyz"]) == nil)
    // Short names still get one edit.
    #expect(Suggestion.closest(to: "ab", in: ["ax"]) == "ax")
  }

  @Test func tiesGoToTheFirstCandidate() {
    #expect(Suggestion.closest(to: "cat", in: ["bat", "hat"]) == "bat")
    #expect(Suggestion.closest(to: "cat", in: ["hat", "bat"]) == "hat")
  }

  @Test func nearestListsByDistanceThenName() {
    #expect(
      Suggestion.nearest(2, to: "Arial", in: ["Courier", "Arimo", "Aria"]) == ["Aria", "Arimo"])
    #expect(Suggestion.distance(Array("kitten"), Array("sitting")) == 3)
  }
}
