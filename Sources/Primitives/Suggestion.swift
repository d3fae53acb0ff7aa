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
      guard abs(a.count - b.count) <= min(limit, best?.distance ?? limit) else { continue }
      let d = distance(a, b)
      if d <= limit, d < best?.distance ?? .max { best = (candidate, d) }
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
