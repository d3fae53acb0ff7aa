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

  public var description: String { "\(index)/\(count)" }
}
