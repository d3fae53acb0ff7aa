import Testing

@testable import Primitives

/// `Suggestion.Index` answers as `Suggestion.closest(to:in:)` does, and bounds the work of
/// many unknown names against many candidates (8,000 of each took 40 s before it).
@Suite struct SuggestionIndexTests {
  /// Deterministic pseudo-random names over a small alphabet, so near misses and ties are common.
  private static func names(_ count: Int, seed: UInt64) -> [String] {
    var state = seed
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    let alphabet = Array("abcABé")
    return (0..<count).map { _ in
      String((0..<(1 + Int(next() % 7))).map { _ in alphabet[Int(next()) % alphabet.count] })
    }
  }

  @Test func answersAreThePlainRulesAnswers() {
    let candidates = Self.names(300, seed: 1)
    var index = Suggestion.Index(candidates)
    for name in Self.names(2_000, seed: 2) + ["", "ABC", "abcabcabc"] {
      #expect(index.closest(to: name) == Suggestion.closest(to: name, in: candidates), "\(name)")
    }
  }

  @Test func tiesGoToTheFirstCandidateInTheCallersOrder() {
    var index = Suggestion.Index(["hat", "bat", "ca"])
    #expect(index.closest(to: "cat") == "hat")
    var other = Suggestion.Index(["ca", "bat", "hat"])
    #expect(other.closest(to: "cat") == "ca")
  }

  @Test func aRepeatedNameCostsNothingMore() {
    var index = Suggestion.Index(Self.names(100, seed: 3))
    _ = index.closest(to: "abcab")
    let left = index.budget
    _ = index.closest(to: "abcab")
    #expect(index.budget == left)
  }

  @Test func oncePastItsBudgetHintsStopTheSameWayEveryTime() {
    let candidates = (0..<5_000).map { "constant\($0)" }
    let asked = (0..<5_000).map { "konstant\($0)" }
    func answers() -> [String?] {
      var index = Suggestion.Index(candidates, budget: 2_000_000)
      return asked.map { index.closest(to: $0) }
    }
    let first = answers()
    #expect(first == answers())
    // The first names get the plain rule's hint; the last ones none.
    #expect(first[0] == Suggestion.closest(to: asked[0], in: candidates))
    #expect(first[0] != nil)
    #expect(first.last! == nil)
  }

  @Test func nameLongerThanTheLimitGetsNoHint() {
    var index = Suggestion.Index(["a"])
    #expect(index.closest(to: String(repeating: "a", count: Suggestion.maximumLength + 1)) == nil)
  }
}
