extension Suggestion {
  /// ``Suggestion/closest(to:in:)`` for many names asked against one list of candidates.
  ///
  /// A file with thousands of unknown names each asked against thousands of candidates made
  /// hints quadratic (8,000 unknown style names: 40 s). The index lowercases the candidates
  /// once, groups them by length so a name only meets candidates within its edit limit,
  /// remembers each name's answer, and stops giving hints once `budget` distance cells have
  /// been spent: the rest of the messages come without "did you mean", in the same order on
  /// every run. Answers within the budget are exactly `closest(to:in:)`'s.
  public struct Index: Sendable {
    /// Candidates in the caller's order, lowercased.
    private let names: [String]
    private let lowered: [[Character]]
    /// Candidate positions by length, each list in the caller's order.
    private let byLength: [Int: [Int]]
    /// Each candidate's letters counted in `buckets` buckets (``letterCounts(_:)``), one
    /// after another: the cheap lower bound that rules most candidates out.
    private let counts: [UInt16]
    private var answers: [String: String?] = [:]
    /// Work still to spend: distance cells (the product of the two lengths) and buckets.
    public private(set) var budget: Int

    /// About a tenth of a second of distances on this project's machine.
    public static let defaultBudget = 50_000_000
    /// Answers kept: an index that lives as long as a process (a font engine's) stays small.
    public static let maximumRemembered = 16_384

    public init(_ candidates: some Sequence<String>, budget: Int = Index.defaultBudget) {
      var names: [String] = []
      var lowered: [[Character]] = []
      var byLength: [Int: [Int]] = [:]
      var counts: [UInt16] = []
      for candidate in candidates {
        let b = Array(candidate.lowercased())
        byLength[b.count, default: []].append(names.count)
        names.append(candidate)
        lowered.append(b)
        counts += Self.letterCounts(b)
      }
      self.counts = counts
      self.names = names
      self.lowered = lowered
      self.byLength = byLength
      self.budget = budget
    }

    /// The candidate closest to `name`, as ``Suggestion/closest(to:in:)`` answers, or nil
    /// once the budget is spent.
    public mutating func closest(to name: String) -> String? {
      if let known = answers[name] { return known }
      guard name.count <= maximumLength, budget > 0 else { return nil }
      let a = Array(name.lowercased())
      let limit = max(1, (a.count + 2) / 3)
      let letters = Self.letterCounts(a)
      var best: (position: Int, distance: Int)?
      for length in max(0, a.count - limit)...(a.count + limit) {
        for position in byLength[length] ?? [] {
          let b = lowered[position]
          // A tie wins only from an earlier place: past the best, the bound is one less. The
          // distance is at least the length difference, so most candidates stop here.
          let bound = min(
            limit, best.map { position < $0.position ? $0.distance : $0.distance - 1 } ?? limit)
          guard abs(a.count - b.count) <= bound else { continue }
          // The budget counts the work: the bound's buckets, then the distance's cells.
          budget -= Self.buckets
          guard Self.letterBound(letters, counts, at: position) <= bound else { continue }
          budget -= max(1, a.count * b.count)
          guard let d = distance(a, b, atMost: bound) else { continue }
          best = (position, d)
        }
      }
      let answer = best.map { names[$0.position] }
      if budget >= 0, answers.count < Self.maximumRemembered { answers[name] = answer }
      return budget >= 0 ? answer : nil
    }

    static let buckets = 32

    /// How many of `word`'s letters fall in each bucket (by the letter's first scalar, so
    /// the same on every run and machine).
    static func letterCounts(_ word: [Character]) -> [UInt16] {
      var counts = [UInt16](repeating: 0, count: buckets)
      for c in word { counts[Int(c.unicodeScalars.first!.value) % buckets] += 1 }
      return counts
    }

    /// A lower bound on the edit distance between the word counted in `letters` and the
    /// candidate at `position`: an edit changes at most one letter on each side, so the
    /// letters one word has beyond the other's (per bucket, summed) each need one.
    private static func letterBound(_ letters: [UInt16], _ counts: [UInt16], at position: Int)
      -> Int
    {
      var more = 0
      var fewer = 0
      let base = position * Self.buckets
      for k in 0..<Self.buckets {
        let x = Int(letters[k])
        let y = Int(counts[base + k])
        if x > y { more += x - y } else { fewer += y - x }
      }
      return max(more, fewer)
    }
  }
}
