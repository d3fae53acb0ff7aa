import Primitives

/// Keys made once per document: every class body of a theme repeats `layer.borderColor`,
/// and a key longer than 15 bytes (a small string's room) was an allocation for each entry,
/// a twelfth of all a 5,000-constant theme made. A key already made is found in a small
/// table by its bytes and shared; the table only answers a key whose bytes are equal, so the
/// text is what `string()` would make (``JSONReader/internsKeys`` off: the plain twin).
extension JSONReader {
  /// Slots in the table of recent keys: a theme's bodies share a few dozen key names.
  static let keySlots = 64

  /// The quoted key at `index`: a plain one (no escape, no control character) longer than a
  /// small string is shared with an equal one read before; others are read by `string()`.
  mutating func readKey() throws(Diagnostic) -> String {
    keyHash = nil
    guard internsKeys else { return try string() }
    let start = index + 1
    var end = start
    // The bytes' hash and whether they are ASCII, found on the way (see `keyHash`).
    var hash = Self.keyHashSeed
    var any: UInt8 = 0
    while end < bytes.count, bytes[end] >= 0x20, bytes[end] != UInt8(ascii: "\\"),
      bytes[end] != UInt8(ascii: "\"")
    {
      hash = Self.keyHashStep(hash, bytes[end])
      any |= bytes[end]
      end += 1
    }
    guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return try string() }
    // Unescaped ASCII: the key's text is these bytes.
    if any < 0x80 { keyHash = hash }
    guard end - start > 15 else { return try string() }
    let count = end - start
    let slot =
      (count &* 31 &+ Int(bytes[start]) &* 7 &+ Int(bytes[end - 1]) &* 3
        &+ Int(bytes[start + count / 2])) & (Self.keySlots - 1)
    if let known = recentKeys[slot], Self.equal(known, bytes[start..<end]) {
      index = end + 1
      return known
    }
    let made = try string()
    recentKeys[slot] = made
    return made
  }

  /// True when `text`'s bytes are `slice`: compared in place, buffer to buffer (a generic
  /// `elementsEqual` over the two was 2 % of a theme's load).
  static func equal(_ text: String, _ slice: ArraySlice<UInt8>) -> Bool {
    guard text.utf8.count == slice.count else { return false }
    let compared = text.utf8.withContiguousStorageIfAvailable { a in
      slice.withUnsafeBufferPointer { b in
        for i in 0..<b.count where a[i] != b[i] { return false }
        return true
      }
    }
    return compared ?? text.utf8.elementsEqual(slice)
  }
}
