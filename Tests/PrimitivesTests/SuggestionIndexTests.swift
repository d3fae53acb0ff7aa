import Testing

@testable import Primitives

/// `Suggestion.Index` answers as `Suggestion.closest(to:in:)` does, and bounds the work of
/// many unknown names against many candidates (8,000 of each took 40 s before it).
@Suite struct SuggestionIndexTests {
  /// Names over a small alphabet, so near misses and ties are common.
  private static func names(_ count: Int, seed: UInt64) -> [String] {
    randomWords(count, seed: seed, alphabet: "abcABé", lengths: 1...7).map { String($0) }
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

/// `Suggestion.distance(_:_:atMost:)` is the plain distance whenever that is within the
/// bound, and nil otherwise; `closest(to:in:)`, which now stops far candidates early, gives
/// the answer of the plain rule written out with the full distance.
@Suite struct BoundedDistanceTests {
  private static func words(_ count: Int, seed: UInt64) -> [[Character]] {
    randomWords(count, seed: seed, alphabet: "abcAé", lengths: 0...11)
  }

  @Test func boundedDistanceIsThePlainDistanceWithinTheBound() {
    let a = Self.words(120, seed: 7)
    let b = Self.words(120, seed: 8)
    for (x, y) in zip(a, b) {
      let plain = Suggestion.distance(x, y)
      for bound in -1...13 {
        let bounded = Suggestion.distance(x, y, atMost: bound)
        #expect(bounded == (plain <= bound ? plain : nil), "\(String(x)) \(String(y)) \(bound)")
      }
    }
  }

  @Test func closestIsThePlainRuleWithFullDistances() {
    let candidates = Self.words(200, seed: 9).map { String($0) }
    for name in Self.words(400, seed: 10).map({ String($0) }) {
      let a = Array(name.lowercased())
      let limit = max(1, (a.count + 2) / 3)
      var best: (name: String, distance: Int)?
      for c in candidates {
        let d = Suggestion.distance(a, Array(c.lowercased()))
        if d <= limit, d < best?.distance ?? .max { best = (c, d) }
      }
      #expect(Suggestion.closest(to: name, in: candidates) == best?.name, "\(name)")
    }
  }
}

extension BoundedDistanceTests {
  /// The letter-count bound the index rules candidates out by never exceeds the distance.
  @Test func letterCountsNeverExceedTheDistance() {
    let a = Self.wordsForBound(300, seed: 11)
    let b = Self.wordsForBound(300, seed: 12)
    for (x, y) in zip(a, b) {
      let cx = Suggestion.Index.letterCounts(x)
      let cy = Suggestion.Index.letterCounts(y)
      let more = zip(cx, cy).reduce(0) { $0 + max(0, Int($1.0) - Int($1.1)) }
      let fewer = zip(cx, cy).reduce(0) { $0 + max(0, Int($1.1) - Int($1.0)) }
      #expect(max(more, fewer) <= Suggestion.distance(x, y), "\(String(x)) \(String(y))")
    }
  }

  static func wordsForBound(_ count: Int, seed: UInt64) -> [[Character]] {
    randomWords(count, seed: seed, alphabet: "abcdefghijklmnopqrstuvwxyzé0129.-", lengths: 0...19)
  }
}

/// Deterministic pseudo-random words: `count` of them, each of a length in `lengths`.
private func randomWords(
  _ count: Int, seed: UInt64, alphabet: String, lengths: ClosedRange<Int>
) -> [[Character]] {
  var state = seed
  func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state >> 33
  }
  let letters = Array(alphabet)
  return (0..<count).map { _ in
    (0..<(lengths.lowerBound + Int(next() % UInt64(lengths.count)))).map { _ in
      letters[Int(next()) % letters.count]
    }
  }
}
