/// A repeated key in an object, found by the hashes of the keys' bytes. A theme's root holds
/// thousands of keys: a table of them by `String` hashed each key twice (2.9 % of a
/// 5,000-constant theme's load), and a class body compared its keys as strings one by one.
/// Only keys read from unescaped ASCII bytes are hashed this way: two such keys are equal
/// exactly when their bytes are (an ASCII string equals no other spelling of itself), and an
/// object whose key has no such hash goes back to comparing strings (`lastLine`) from there
/// on, which is also the plain reader's way (``JSONReader/internsKeys`` off).
extension JSONReader {
  static let keyHashSeed = Int(bitPattern: 0xcbf2_9ce4_8422_2325)

  /// One byte into a key's hash (FNV-1a).
  @inline(__always)
  static func keyHashStep(_ hash: Int, _ byte: UInt8) -> Int {
    (hash ^ Int(byte)) &* 0x100_0000_01b3
  }

  /// One object's keys by hash: their hashes are `hashes[base...]` (one per entry, in order),
  /// searched in turn while the object is small, then through a table of slots.
  struct HashedKeys {
    /// Where this object's hashes start in the reader's `keyHashes`.
    let base: Int
    /// Entry index + 1 by hash (0: empty), a power of two in size; empty below `tableFrom`.
    private var slots: [Int32] = []
    static let tableFrom = 16

    init(base: Int) {
      self.base = base
    }

    /// The index of the entry whose key is `key` (hash `hash`), if any.
    func find(_ hash: Int, _ key: String, in entries: [DocumentNode.Entry], _ hashes: [Int])
      -> Int?
    {
      if slots.isEmpty {
        for i in entries.indices where hashes[base + i] == hash && entries[i].key == key {
          return i
        }
        return nil
      }
      let mask = slots.count - 1
      var s = hash & mask
      while slots[s] != 0 {
        let i = Int(slots[s]) - 1
        if hashes[base + i] == hash && entries[i].key == key { return i }
        s = (s + 1) & mask
      }
      return nil
    }

    /// Records the hash of the entry just appended (the object now has `count` entries).
    mutating func added(_ hash: Int, count: Int, to hashes: inout [Int]) {
      hashes.append(hash)
      guard count >= Self.tableFrom else { return }
      // Kept at most half full, so a search ends soon at an empty slot.
      if slots.count < 2 * count {
        rebuild(hashes, count: count)
      } else {
        place(count - 1, hash)
      }
    }

    /// Forgets the entry at `i` (removed from the entries, which close up behind it).
    mutating func removed(_ i: Int, from hashes: inout [Int]) {
      hashes.remove(at: base + i)
      if !slots.isEmpty { rebuild(hashes, count: hashes.count - base) }
    }

    private mutating func rebuild(_ hashes: [Int], count: Int) {
      guard count >= Self.tableFrom else {
        slots = []
        return
      }
      var size = 64
      while size < 4 * count { size *= 2 }
      slots = Array(repeating: 0, count: size)
      for i in 0..<count { place(i, hashes[base + i]) }
    }

    private mutating func place(_ i: Int, _ hash: Int) {
      let mask = slots.count - 1
      var s = hash & mask
      while slots[s] != 0 { s = (s + 1) & mask }
      slots[s] = Int32(i + 1)
    }
  }
}
