import Synchronization

/// Rendered glyph masks. Most screens draw the same few dozen glyphs many times, so a hit
/// must cost a couple of array reads, not a hash: masks live in *strikes* (one face at one
/// pixel size and synthesis), each a page table indexed by glyph id and subpixel phase.
/// A drawer finds the strike once per run and looks all its glyphs up under one lock.
/// Misses render outside the lock (the face has its own), then store; two threads missing
/// the same glyph render the same bytes, so output never depends on timing.
final class GlyphCache: Sendable {
  /// Face id (16 bits), size in 1/64 pixel (24 bits), bold and oblique (1 bit each).
  struct StrikeKey: Hashable, Sendable {
    let packed: UInt64

    init?(face: Int32, size: Int, embolden: Bool, oblique: Bool) {
      guard (0..<(1 << 16)).contains(face), (1..<(1 << 24)).contains(size) else { return nil }
      packed = UInt64(face) << 32 | UInt64(size) << 2 | (embolden ? 2 : 0) | (oblique ? 1 : 0)
    }
  }

  private let strikes = Mutex<[StrikeKey: GlyphStrike]>([:])

  /// The strike for a key, made on first use; nil keys (sizes out of range) get a fresh,
  /// unshared strike.
  func strike(_ key: StrikeKey?) -> GlyphStrike {
    guard let key else { return GlyphStrike() }
    return strikes.withLock { table in
      if let strike = table[key] { return strike }
      let strike = GlyphStrike()
      table[key] = strike
      return strike
    }
  }

  /// How many masks are stored (for tests and benchmarks).
  var count: Int { strikes.withLock { $0.values.reduce(0) { $0 + $1.count } } }
}

/// The masks of one face at one size, in the order they were rendered, found through pages
/// of 256 glyphs × 4 phases made on demand. A page holds 32-bit numbers (0: not rendered,
/// else the mask's place plus one), not the masks themselves: a page of optional masks was
/// 40 KB to clear and fault in for each range of glyph ids a screen touched (half a
/// millisecond of a passing check), a page of numbers is 4 KB.
final class GlyphStrike: Sendable {
  private static let pageBits = 8
  private static let pageSize = (1 << pageBits) * SubpixelGrid.phases

  private struct Table {
    var pages: [[UInt32]?] = []
    var masks: [GlyphMask] = []

    /// The mask of `(glyph, phase)`, nil where not rendered yet.
    @inline(__always)
    func find(_ glyph: UInt32, _ phase: Int) -> GlyphMask? {
      let page = Int(glyph) >> GlyphStrike.pageBits
      guard page < pages.count, let entries = pages[page] else { return nil }
      let place = entries[GlyphStrike.slot(glyph, phase)]
      return place == 0 ? nil : masks[Int(place) - 1]
    }
  }

  private let table = Mutex(Table())

  /// Looks up `(glyph, phase)` pairs under one lock; nil where not rendered yet.
  func lookUp(_ requests: [(glyph: UInt32, phase: Int)]) -> [GlyphMask?] {
    table.withLock { table in requests.map { table.find($0.glyph, $0.phase) } }
  }

  /// Runs `body` under the strike's lock with a look-up of `(glyph, phase)` (nil where not
  /// rendered yet), so a run's glyphs are found with no array of requests or results.
  func withLookUp(_ body: ((_ glyph: UInt32, _ phase: Int) -> GlyphMask?) -> Bool) -> Bool {
    table.withLock { table in body { glyph, phase in table.find(glyph, phase) } }
  }

  /// Keeps `mask` for `(glyph, phase)`; a second store of the same pair (two threads that
  /// both missed it render the same bytes) replaces the first.
  func store(_ mask: GlyphMask, glyph: UInt32, phase: Int) {
    table.withLock { table in
      let page = Int(glyph) >> Self.pageBits
      if table.pages.count <= page {
        table.pages += Array(repeating: nil, count: page + 1 - table.pages.count)
      }
      if table.pages[page] == nil {
        table.pages[page] = Array(repeating: 0, count: Self.pageSize)
      }
      let slot = Self.slot(glyph, phase)
      let place = table.pages[page]![slot]
      if place != 0 {
        table.masks[Int(place) - 1] = mask
      } else {
        table.masks.append(mask)
        table.pages[page]![slot] = UInt32(table.masks.count)
      }
    }
  }

  /// One glyph: look up, else render and store.
  func mask(glyph: UInt32, phase: Int, render: () -> GlyphMask) -> GlyphMask {
    if let hit = lookUp([(glyph, phase)])[0] { return hit }
    let mask = render()
    store(mask, glyph: glyph, phase: phase)
    return mask
  }

  var count: Int { table.withLock { $0.masks.count } }

  private static func slot(_ glyph: UInt32, _ phase: Int) -> Int {
    (Int(glyph) & ((1 << pageBits) - 1)) * SubpixelGrid.phases + phase
  }
}
