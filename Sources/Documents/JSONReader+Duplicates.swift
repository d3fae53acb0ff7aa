/// A repeated key in an object, found by the hashes of the keys' bytes. A theme's root holds
/// thousands of keys: a table of them by `String` hashed each key twice (2.9 % of a
/// 5,000-constant theme's load), and a class body compared its keys as strings one by one.
/// Only keys read from unescaped ASCII bytes are hashed this way: two such keys are equal
/// exactly when their bytes are (an ASCII string equals no other spelling of itself), and an
/// object whose key has no such hash goes back to comparing strings (`lastIndex`) from there
/// on, which is also the plain reader's way (``JSONReader/internsKeys`` off).
///
/// A repeated key's earlier entry is not removed at once (that moved every entry after it:
/// a file repeating thousands of keys took minutes) but marked replaced, and the object's
/// entries are compacted once, when it ends.
extension JSONReader {
  static let keyHashSeed = Int(bitPattern: 0xcbf2_9ce4_8422_2325)

  /// One byte into a key's hash (FNV-1a).
  @inline(__always)
  static func keyHashStep(_ hash: Int, _ byte: UInt8) -> Int {
    (hash ^ Int(byte)) &* 0x100_0000_01b3
  }

  /// One object's keys by hash: their hashes are `hashes[base...]` (one per entry, in order,
  /// replaced ones included), searched from the newest while the object is small, then
  /// through a table of slots that holds each key's newest entry.
  struct HashedKeys {
    /// Where this object's hashes start in the reader's `keyHashes`.
    let base: Int
    /// Entry index + 1 by hash (0: empty), a power of two in size; empty below `tableFrom`.
    private var slots: [Int32] = []
    static let tableFrom = 16
    /// Longer runs of occupied slots than this mean keys made to collide (FNV is not keyed):
    /// the object then goes back to strings, hashed with the standard library's seed.
    static let longestProbe = 64
    /// Whether a probe ran past `longestProbe`: the caller stops using these hashes.
    private(set) var crowded = false

    init(base: Int) {
      self.base = base
    }

    /// The index of the newest entry whose key is `key` (hash `hash`), if any. A search
    /// that runs past `longestProbe` marks the table `crowded` and finds nothing: the caller
    /// then asks the strings.
    mutating func find(
      _ hash: Int, _ key: String, in entries: [DocumentNode.Entry], _ hashes: [Int]
    )
      -> Int?
    {
      if slots.isEmpty {
        for i in entries.indices.reversed() where hashes[base + i] == hash && entries[i].key == key
        {
          return i
        }
        return nil
      }
      return slot(of: hash, key, entries, hashes).map { Int(slots[$0]) - 1 }
    }

    /// Records the hash of the entry just appended (the object now has `count` entries);
    /// `replacing` is the index of the entry of the same key it replaces, if any, and
    /// `replaced` every such index so far.
    mutating func added(
      _ hash: Int, count: Int, replacing: Int?, replaced: Set<Int>,
      in entries: [DocumentNode.Entry], to hashes: inout [Int]
    ) {
      hashes.append(hash)
      guard count >= Self.tableFrom else { return }
      // Kept at most half full, so a search ends soon at an empty slot.
      if slots.count < 2 * count {
        rebuild(hashes, count: count, replaced: replaced)
      } else if let replacing, let s = slot(of: hash, entries[replacing].key, entries, hashes) {
        slots[s] = Int32(count)
      } else {
        place(count - 1, hash)
      }
    }

    /// The slot holding `key`'s newest entry.
    private mutating func slot(
      of hash: Int, _ key: String, _ entries: [DocumentNode.Entry], _ hashes: [Int]
    ) -> Int? {
      let mask = slots.count - 1
      var s = hash & mask
      var probes = 0
      while slots[s] != 0 {
        let i = Int(slots[s]) - 1
        if hashes[base + i] == hash && entries[i].key == key { return s }
        s = (s + 1) & mask
        probes += 1
        if probes > Self.longestProbe {
          crowded = true
          return nil
        }
      }
      return nil
    }

    /// Every entry not replaced, placed again in a larger table.
    private mutating func rebuild(_ hashes: [Int], count: Int, replaced: Set<Int>) {
      var size = 64
      while size < 4 * count { size *= 2 }
      slots = Array(repeating: 0, count: size)
      for i in 0..<count where !replaced.contains(i) { place(i, hashes[base + i]) }
    }

    private mutating func place(_ i: Int, _ hash: Int) {
      let mask = slots.count - 1
      var s = hash & mask
      var probes = 0
      while slots[s] != 0 {
        s = (s + 1) & mask
        probes += 1
      }
      if probes > Self.longestProbe { crowded = true }
      slots[s] = Int32(i + 1)
    }
  }
}
