import Synchronization

/// Rendered glyph masks, keyed by face, pixel size, glyph, subpixel phase and synthesis.
///
/// Most screens draw the same few dozen glyphs many times, so a hit must be cheap: the
/// key is a few integers, and the table is split into shards by key hash so two
/// threads rarely wait on the same mutex. A miss renders outside the shard lock (the
/// face has its own), then stores; two threads missing on one key render it twice and
/// store the same bytes, which keeps output deterministic.
final class GlyphCache: Sendable {
  struct Key: Hashable, Sendable {
    /// Index of the face in the library's face table.
    var face: Int32
    var glyph: UInt32
    /// Pixel size in 1/64 pixel (FreeType's 26.6), so equal sizes hash equal.
    var size: Int32
    var phase: Int8
    var embolden: Bool
    var oblique: Bool
  }

  private final class Shard: Sendable {
    let table = Mutex<[Key: GlyphMask]>([:])
  }

  private static let shardCount = 8
  private let shards: [Shard] = (0..<GlyphCache.shardCount).map { _ in Shard() }

  func mask(for key: Key, render: () -> GlyphMask) -> GlyphMask {
    let shard = shards[Int(UInt(bitPattern: key.hashValue) % UInt(GlyphCache.shardCount))]
    if let hit = shard.table.withLock({ $0[key] }) { return hit }
    let mask = render()
    shard.table.withLock { $0[key] = mask }
    return mask
  }

  /// How many masks are stored (for tests and benchmarks).
  var count: Int { shards.reduce(0) { total, shard in total + shard.table.withLock { $0.count } } }
}
