import Documents

/// Picks a file's dialect from its structure (never from its values).
///
/// - A root with `Constants` or `formatVersion` is Giotto.
/// - A plist whose root keys, or whose sections' keys, start with `@` or `#` is
///   A_StyleInjection; any other plist is Giotto (a version-1 plist is flat constants).
/// - JSON/YAML whose root keys all start with `$` or `.` is Motif, unless a class body uses
///   Pixelbits' syntax (dash-case keys, `key:state`, `@subview`); anything else is Pixelbits.
enum DialectDetector {
  static func detect(_ root: DocumentNode, format: DocumentFormat) -> Dialect {
    guard let entries = root.entries else { return format == .plist ? .giotto : .motif }
    let keys = entries.map(\.key)
    if keys.contains("Constants") || keys.contains("formatVersion") { return .giotto }
    func isSelectorKey(_ k: String) -> Bool { k.hasPrefix("@") || k.hasPrefix("#") }
    if format == .plist {
      if keys.contains(where: isSelectorKey) { return .styleInjection }
      for e in entries {
        if let inner = e.value.entries, inner.contains(where: { isSelectorKey($0.key) }) {
          return .styleInjection
        }
      }
      return .giotto
    }
    guard !keys.isEmpty, keys.allSatisfy(isMotifRootKey) else { return .pixelbits }
    // Entries are looked at by index: `contains(where:)` and `for e in` hand out copies,
    // six retains an entry (a fifth of the detector's time on a 2,000-class theme).
    for i in entries.indices where startsWith(entries[i].key, UInt8(ascii: ".")) {
      guard case .dictionary(let inner) = entries[i].value.kind else { continue }
      for j in inner.indices where isPixelbitsKey(inner[j].key) { return .pixelbits }
    }
    return .motif
  }

  /// A class body key only Pixelbits writes: dash-case, `key:state`, `@subview`.
  private static func isPixelbitsKey(_ key: String) -> Bool {
    // A native string's bytes are scanned in place (its UTF-8 view, iterated, cost ~30
    // instructions a byte).
    let dashOrColon = { (b: UInt8) in b == UInt8(ascii: "-") || b == UInt8(ascii: ":") }
    let found =
      key.utf8.withContiguousStorageIfAvailable { $0.contains(where: dashOrColon) }
      ?? key.utf8.contains(where: dashOrColon)
    return found || startsWith(key, UInt8(ascii: "@"))
  }

  /// `key.hasPrefix` of one ASCII character (not CR), decided from the bytes when they can
  /// decide it: a first byte that differs, or an ASCII byte after it (which starts a second
  /// character). A non-ASCII byte after it may join the first character: then `hasPrefix`.
  static func startsWith(_ key: String, _ ascii: UInt8) -> Bool {
    var bytes = key.utf8.makeIterator()
    guard let first = bytes.next(), first == ascii else { return false }
    guard let second = bytes.next(), second >= 0x80 else { return true }
    return key.hasPrefix(String(UnicodeScalar(ascii)))
  }

  /// `$Name` or `.Name`: a sigil and at least one more character. Two ASCII bytes are two
  /// characters, so the common key is decided from its bytes; others are counted.
  static func isMotifRootKey(_ key: String) -> Bool {
    var bytes = key.utf8.makeIterator()
    guard let first = bytes.next(), let second = bytes.next(), first < 0x80, second < 0x80 else {
      return key.count > 1 && (key.hasPrefix("$") || key.hasPrefix("."))
    }
    return first == UInt8(ascii: "$") || first == UInt8(ascii: ".")
  }
}
