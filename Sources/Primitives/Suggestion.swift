/// "Did you mean" hints: the one edit-distance rule every message uses, so a typo gets the
/// same hint whether it names a property, a style, a constant, a font or a device.
public enum Suggestion {
  /// Names longer than this get no hint: no real name is that long, and the distance costs
  /// the product of the lengths.
  public static let maximumLength = 256

  /// The candidate closest to `name` (case-insensitive Levenshtein distance) within
  /// ⌈n/3⌉ edits, at least one, where n is the length of `name`; ties go to the first in
  /// `candidates`, so hints are deterministic when the caller's order is.
  public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
    guard name.count <= maximumLength else { return nil }
    let a = Array(name.lowercased())
    let limit = max(1, (a.count + 2) / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let b = Array(candidate.lowercased())
      // The distance is at least the length difference: most candidates stop here.
      // Only a strictly closer candidate wins, so the bound is one less than the best.
      let bound = min(limit, (best?.distance ?? limit + 1) - 1)
      guard abs(a.count - b.count) <= bound, let d = distance(a, b, atMost: bound) else {
        continue
      }
      best = (candidate, d)
    }
    return best?.name
  }

  /// The `count` candidates nearest to `name`, nearest first (ties by name), however far.
  public static func nearest(_ count: Int, to name: String, in candidates: [String]) -> [String] {
    guard name.count <= maximumLength else { return [] }
    let a = Array(name.lowercased())
    return candidates.map { (distance(a, Array($0.lowercased())), $0) }
      .sorted { $0 < $1 }.prefix(count).map(\.1)
  }

  /// ``distance(_:_:)`` when it is at most `bound`, else nil: only the cells within `bound`
  /// of the diagonal can stay within it, and once a whole row exceeds it no later row can
  /// come back. A hint's candidates are mostly far off, so most stop after a few rows.
  public static func distance(_ a: [Character], _ b: [Character], atMost bound: Int) -> Int? {
    guard bound >= 0, abs(a.count - b.count) <= bound else { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let over = bound + 1  // stands for every value past the bound
    var previous = (0...b.count).map { min($0, over) }
    var current = [Int](repeating: over, count: b.count + 1)
    for i in 1...a.count {
      let low = max(1, i - bound)
      let high = min(b.count, i + bound)
      current[0] = min(i, over)
      if low > 1 { current[low - 1] = over }
      var rowMinimum = current[0]
      for j in low...high {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        let value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost, over)
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if high < b.count { current[high + 1] = over }
      if rowMinimum > bound { return nil }
      swap(&previous, &current)
    }
    return previous[b.count] <= bound ? previous[b.count] : nil
  }

  /// Levenshtein distance: insertions, deletions and substitutions all cost 1.
  public static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
