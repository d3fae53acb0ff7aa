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
    private var answers: [String: String?] = [:]
    /// Distance cells (the product of the two lengths) still to spend.
    public private(set) var budget: Int

    /// About a tenth of a second of distances on this project's machine.
    public static let defaultBudget = 50_000_000

    public init(_ candidates: some Sequence<String>, budget: Int = Index.defaultBudget) {
      var names: [String] = []
      var lowered: [[Character]] = []
      var byLength: [Int: [Int]] = [:]
      for candidate in candidates {
        let b = Array(candidate.lowercased())
        byLength[b.count, default: []].append(names.count)
        names.append(candidate)
        lowered.append(b)
      }
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
      var best: (position: Int, distance: Int)?
      for length in max(0, a.count - limit)...(a.count + limit) {
        for position in byLength[length] ?? [] {
          let b = lowered[position]
          // A closer or earlier candidate already found: this one cannot win.
          if let best,
            abs(a.count - b.count) > best.distance
              || (abs(a.count - b.count) == best.distance && position > best.position)
          {
            continue
          }
          budget -= max(1, a.count * b.count)
          // A tie wins only from an earlier place: past the best, the bound is one less.
          let bound = best.map { position < $0.position ? $0.distance : $0.distance - 1 } ?? limit
          guard let d = distance(a, b, atMost: min(limit, bound)) else { continue }
          best = (position, d)
        }
      }
      let answer = best.map { names[$0.position] }
      if budget >= 0 { answers[name] = answer }
      return budget >= 0 ? answer : nil
    }
  }
}
