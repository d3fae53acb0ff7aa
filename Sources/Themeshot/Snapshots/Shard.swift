/// One of `count` equal parts of a run, for splitting a large suite across CI machines:
/// `--shard 2/3` takes every third item starting at the second, so the parts are disjoint,
/// together complete, and the same on every machine.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
  /// 1-based.
  public var index: Int
  public var count: Int

  public init?(index: Int, count: Int) {
    guard count >= 1, (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// Parses `i/n`.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else { return nil }
    self.init(index: i, count: n)
  }

  public static let whole = Shard(index: 1, count: 1)!

  /// The items of this shard, in their order.
  public func select<T>(_ items: [T]) -> [T] {
    items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
  }

  /// The items of this shard balanced by the previous run's seconds per item (`timings`,
  /// by `name`): longest first onto the least-loaded shard, ties to the lower index, so
  /// every machine computes the same split. Items without a time count as the median
  /// known time. Without any timings, the round-robin `select(_:)`.
  public func select<T>(_ items: [T], name: (T) -> String, timings: [String: Double]) -> [T] {
    let known = items.compactMap { timings[name($0)] }.filter { $0.isFinite && $0 >= 0 }.sorted()
    guard count > 1, !known.isEmpty else { return select(items) }
    let median = known[known.count / 2]
    let cost = items.map { item -> Double in
      guard let t = timings[name(item)], t.isFinite, t >= 0 else { return median }
      return t
    }
    let order = items.indices.sorted { cost[$0] != cost[$1] ? cost[$0] > cost[$1] : $0 < $1 }
    var load = [Double](repeating: 0, count: count)
    var mine: [Int] = []
    for i in order {
      var target = 0
      for s in 1..<count where load[s] < load[target] { target = s }
      load[target] += cost[i]
      if target == index - 1 { mine.append(i) }
    }
    return mine.sorted().map { items[$0] }
  }

  public var description: String { "\(index)/\(count)" }
}
