import Primitives

/// Reads JSON (RFC 8259) into a ``DocumentNode`` tree, keeping the line and column of
/// every key and value. Foundation's `JSONSerialization` reports neither and loses key
/// order, so themeshot parses JSON itself.
///
/// Theme files are read forgivingly, as the libraries' READMEs write them: `//` and `/* */`
/// comments, typographic quotes (with a warning), a repeated key replacing the earlier one
/// (with a warning). A `strict` reader (scene files) accepts RFC 8259 only: no comments,
/// no leading zeros, no unpaired surrogates, valid UTF-8, finite numbers, and it keeps
/// repeated keys for the caller to refuse.
public struct JSONReader {
  let bytes: [UInt8]
  private let file: String
  private let strict: Bool
  private let maximumDepth: Int
  /// "JSON: " or "malformed JSON: ", before every syntax error.
  private let prefix: String
  var index = 0
  private var line = 1
  private var lineStart = 0
  public private(set) var warnings: [Diagnostic] = []
  private var warnedTypographic = false
  /// Share keys read before (JSONReader+Keys.swift), share an object's key path among its
  /// entries' locations and count columns over the bytes in place; off: the plain twin of
  /// all three, for tests.
  var internsKeys = true
  var recentKeys = [String?](repeating: nil, count: JSONReader.keySlots)
  /// The byte hash of the key `readKey` read last (nil when it had none: escaped, not ASCII,
  /// or the plain reader), and the hashes of the entries of every object being read, in
  /// nesting order (JSONReader+Duplicates.swift).
  var keyHash: Int?
  var keyHashes: [Int] = []

  public init(
    bytes: [UInt8], file: String, strict: Bool = false, limits: DocumentLimits = .standard
  ) {
    self.bytes = bytes
    self.file = file
    self.strict = strict
    self.maximumDepth = limits.maximumDepth
    self.prefix = strict ? "malformed JSON: " : "JSON: "
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  /// Parses the whole input; throws a located ``Diagnostic`` at the first syntax error.
  public mutating func read() throws(Diagnostic) -> DocumentNode {
    skipWhitespace()
    let node = try value(path: Path(head: nil, tail: ""), depth: 0)
    skipWhitespace()
    if index < bytes.count { throw error("unexpected text after the JSON value") }
    return node
  }

  // The column cache: characters counted from `lineStart` up to `columnIndex`. Columns are
  // asked for in increasing order, so counting on from the cache keeps reading linear.
  private var columnIndex = 0
  private var columnCount = 1

  private mutating func currentColumn() -> Int {
    if columnIndex < lineStart || columnIndex > index {
      columnIndex = lineStart
      columnCount = 1
    }
    // Count characters, not bytes: UTF-8 continuation bytes (10xxxxxx) do not start one.
    let end = min(index, bytes.count)
    guard internsKeys else {
      // The plain twin: byte by byte through the array's checked subscript.
      while columnIndex < end {
        if bytes[columnIndex] & 0xC0 != 0x80 { columnCount += 1 }
        columnIndex += 1
      }
      return columnCount
    }
    // Over the buffer in place (the checked loop was 2.8 % of a theme's load).
    if columnIndex < end {
      let from = columnIndex
      columnCount += bytes.withUnsafeBufferPointer { b in
        var starts = 0
        for i in from..<end where b[i] & 0xC0 != 0x80 { starts += 1 }
        return starts
      }
      columnIndex = end
    }
    return columnCount
  }

  private mutating func here(_ keyPath: String) -> SourceLocation {
    SourceLocation(file: file, line: line, column: currentColumn(), keyPath: keyPath)
  }

  private mutating func here(_ path: Path) -> SourceLocation {
    SourceLocation(file: file, line: line, column: currentColumn(), under: path.head, path.tail)
  }

  /// A value's key path as the reader carries it: `head`'s text (shared by the entries of
  /// one object, so an entry's path is not a string of its own: a 5,000-constant theme made
  /// 16,000 of them that only a diagnostic reads) then `tail`.
  struct Path {
    var head: KeyPathPrefix?
    var tail: String

    /// The whole path, joined.
    var string: String { head.map { $0.string + tail } ?? tail }
  }

  private mutating func error(_ message: String, keyPath: String = "") -> Diagnostic {
    .error(prefix + message, at: here(keyPath))
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D: index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
      case UInt8(ascii: "/")
      where !strict && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
        // `// comments`, as in Giotto's README examples (JSON has none; they are skipped).
        while index < bytes.count && bytes[index] != 0x0A { index += 1 }
      case UInt8(ascii: "/")
      where !strict && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
        index += 2
        while index + 1 < bytes.count
          && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
        {
          if bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
          }
          index += 1
        }
        index = min(index + 2, bytes.count)
      default: return
      }
    }
  }

  private mutating func value(path: Path, depth: Int) throws(Diagnostic) -> DocumentNode {
    guard depth < maximumDepth else {
      throw error("too deep: nesting deeper than \(maximumDepth) levels")
    }
    let location = here(path)
    guard index < bytes.count else { throw error("unexpected end of input, expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object(path: path, depth: depth, at: location)
    case UInt8(ascii: "["): return try array(path: path, depth: depth, at: location)
    case UInt8(ascii: "\""): return DocumentNode(.string(try string()), at: location)
    case 0xE2 where !strict && isTypographicQuote(open: true):
      return DocumentNode(.string(try typographicString()), at: location)
    case UInt8(ascii: "t"):
      try literal("true")
      return DocumentNode(.bool(true), at: location)
    case UInt8(ascii: "f"):
      try literal("false")
      return DocumentNode(.bool(false), at: location)
    case UInt8(ascii: "n"):
      try literal("null")
      return DocumentNode(.null, at: location)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return DocumentNode(.number(try number()), at: location)
    default:
      throw error("unexpected character '\(printable(bytes[index]))', expected a value")
    }
  }

  private func printable(_ b: UInt8) -> String {
    b >= 0x20 && b < 0x7F ? String(UnicodeScalar(b)) : "\\u{\(String(b, radix: 16))}"
  }

  private mutating func literal(_ word: StaticString) throws(Diagnostic) {
    let count = word.utf8CodeUnitCount
    // Compared in place: no array is made for the word or for the input's bytes.
    let matches = word.withUTF8Buffer { w in
      index + count <= bytes.count && (0..<count).allSatisfy { bytes[index + $0] == w[$0] }
    }
    guard matches else { throw error("invalid literal, expected '\(word)'") }
    index += count
  }

  private mutating func object(path: Path, depth: Int, at location: SourceLocation)
    throws(Diagnostic) -> DocumentNode
  {
    index += 1
    var entries: [DocumentNode.Entry] = []
    // Where each key was last written (the entry that holds it); a small object searches its
    // entries instead, from the newest.
    var seen: [String: Int]?
    // Entries a later one of the same key replaced: dropped when the object ends.
    var replaced = Set<Int>()
    // Until a key without a byte hash (escaped, not ASCII) comes, a repeated key is found by
    // the hashes of the keys' bytes (JSONReader+Duplicates.swift) instead.
    var byHash = internsKeys && !strict
    var hashed = HashedKeys(base: keyHashes.count)
    defer { keyHashes.removeSubrange(hashed.base...) }
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return DocumentNode(.dictionary(entries), at: location)
    }
    // Room for a typical body at once: grown from empty, a ten-key object was reallocated
    // four times.
    entries.reserveCapacity(8)
    // The entries' shared path, `path.` (a root entry's path is its key alone).
    let entriesHead: KeyPathPrefix? =
      internsKeys && (path.head != nil || !path.tail.isEmpty)
      ? KeyPathPrefix(path.head, path.tail + ".") : nil
    while true {
      skipWhitespace()
      guard index < bytes.count,
        bytes[index] == UInt8(ascii: "\"") || (!strict && isTypographicQuote(open: true))
      else {
        throw error("expected a quoted key", keyPath: path.string)
      }
      // The key's line and column, without a location (and its two strings) made for them.
      let keyLine = line
      let keyColumn = currentColumn()
      let quoted = bytes[index] == UInt8(ascii: "\"")
      let key = quoted ? try readKey() : try typographicString()
      let hash = quoted ? keyHash : nil
      let childPath =
        internsKeys
        ? Path(head: entriesHead, tail: key)
        : Path(head: nil, tail: Self.plainChildPath(path.tail, key))
      let keyLocation = SourceLocation(
        file: file, line: keyLine, column: keyColumn, under: childPath.head, childPath.tail)
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after the key \"\(key)\"", keyPath: childPath.string)
      }
      index += 1
      skipWhitespace()
      let v = try value(path: childPath, depth: depth + 1)
      let entry = DocumentNode.Entry(key: key, keyLocation: keyLocation, value: v)
      var earlier: Int?
      var placed = false
      if byHash, let hash {
        let found = hashed.find(hash, key, in: entries, keyHashes)
        // A crowded table (keys made to collide) has not answered: the strings do.
        if !hashed.crowded {
          earlier = found
          if let found { replaced.insert(found) }
          entries.append(entry)
          hashed.added(
            hash, count: entries.count, replacing: found, replaced: replaced, in: entries,
            to: &keyHashes)
          placed = true
        }
      }
      if !placed {
        byHash = false
        if !strict, let i = Self.lastIndex(of: key, in: entries, &seen) {
          earlier = i
          replaced.insert(i)
        }
        entries.append(entry)
        seen?[key] = entries.count - 1
      }
      if hashed.crowded { byHash = false }
      if let earlier {
        warnings.append(duplicate(key, first: entries[earlier].keyLocation.line, at: keyLocation))
      }
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of input, expected '}'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        if !replaced.isEmpty {
          entries = entries.indices.filter { !replaced.contains($0) }.map { entries[$0] }
        }
        return DocumentNode(.dictionary(entries), at: location)
      }
      throw error("expected ',' or '}' after a value", keyPath: path.string)
    }
  }

  /// ``appendKeyPath(_:_:)`` in one reserved string: the plain reader's key paths (the
  /// reader's own share `Path.head`).
  static func plainChildPath(_ base: String, _ key: String) -> String {
    if base.isEmpty { return key }
    var path = ""
    path.reserveCapacity(base.utf8.count + 1 + key.utf8.count)
    path += base
    path += "."
    path += key
    return path
  }

  private func duplicate(_ key: String, first: Int, at location: SourceLocation) -> Diagnostic {
    .warning("duplicate key '\(key)' (first at line \(first)); the later value wins", at: location)
  }

  /// The newest entry of `key` among `entries` (replaced ones included): searched from the
  /// newest while there are few, then in `seen`, made from them once they are many.
  private static func lastIndex(
    of key: String, in entries: [DocumentNode.Entry], _ seen: inout [String: Int]?
  ) -> Int? {
    if seen == nil, entries.count < 16 {
      return entries.lastIndex(where: { $0.key == key })
    }
    if seen == nil {
      var table: [String: Int] = [:]
      for (i, e) in entries.enumerated() { table[e.key] = i }
      seen = table
    }
    return seen?[key]
  }

  private mutating func array(path: Path, depth: Int, at location: SourceLocation)
    throws(Diagnostic) -> DocumentNode
  {
    index += 1
    var items: [DocumentNode] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return DocumentNode(.array(items), at: location)
    }
    while true {
      skipWhitespace()
      let item = Path(head: path.head, tail: path.tail + "[\(items.count)]")
      items.append(try value(path: item, depth: depth + 1))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of input, expected ']'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return DocumentNode(.array(items), at: location)
      }
      throw error("expected ',' or ']' after a value", keyPath: path.string)
    }
  }

  mutating func string() throws(Diagnostic) -> String {
    index += 1
    // Most strings have no escape: decode them straight from the input, copying nothing.
    let start = index
    while index < bytes.count, bytes[index] >= 0x20, bytes[index] != UInt8(ascii: "\\") {
      guard bytes[index] == UInt8(ascii: "\"") else {
        index += 1
        continue
      }
      index += 1
      if strict {
        guard let s = String(validating: bytes[start..<index - 1], as: UTF8.self) else {
          throw error("invalid UTF-8 in a string")
        }
        return s
      }
      return String(decoding: bytes[start..<index - 1], as: UTF8.self)
    }
    // An escape or a control character: copy what came before, then go on byte by byte.
    var out = Array(bytes[start..<index])
    while index < bytes.count {
      let b = bytes[index]
      if b == UInt8(ascii: "\"") {
        index += 1
        if strict {
          guard let s = String(validating: out, as: UTF8.self) else {
            throw error("invalid UTF-8 in a string")
          }
          return s
        }
        return String(decoding: out, as: UTF8.self)
      }
      if b < 0x20 { throw error("control character in a string") }
      if b != UInt8(ascii: "\\") {
        out.append(b)
        index += 1
        continue
      }
      index += 1
      guard index < bytes.count else { break }
      let e = bytes[index]
      index += 1
      switch e {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = try hex4()
        if strict, (0xD800..<0xE000).contains(scalar) {
          scalar = try surrogatePair(high: scalar)
        } else if (0xD800..<0xDC00).contains(scalar), index + 1 < bytes.count,
          bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        {
          index += 2
          let low = try hex4()
          if (0xDC00..<0xE000).contains(low) {
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          }
        }
        let u = UnicodeScalar(scalar) ?? "\u{FFFD}"
        out.append(contentsOf: Array(String(Character(u)).utf8))
      default: throw error("invalid escape '\\\(printable(e))' in a string")
      }
    }
    throw error("unterminated string")
  }

  /// True at `“` (open) or `”` (close): E2 80 9C / E2 80 9D.
  private func isTypographicQuote(open: Bool) -> Bool {
    index + 2 < bytes.count && bytes[index] == 0xE2 && bytes[index + 1] == 0x80
      && bytes[index + 2] == (open ? 0x9C : 0x9D)
  }

  /// A string in typographic quotes (“…”), as word processors write them and Giotto's
  /// README shows; read with a warning, without escapes.
  private mutating func typographicString() throws(Diagnostic) -> String {
    if !warnedTypographic {
      warnings.append(.warning("typographic quotes (“…”) are read as '\"'", at: here("")))
      warnedTypographic = true
    }
    index += 3
    let start = index
    while index < bytes.count {
      if isTypographicQuote(open: false) {
        let s = String(decoding: bytes[start..<index], as: UTF8.self)
        index += 3
        return s
      }
      if bytes[index] == 0x0A { break }
      index += 1
    }
    throw error("unterminated string")
  }

  /// The scalar a `\uD8xx\uDCxx` pair encodes; anything else is an error (strict reading).
  private mutating func surrogatePair(high: UInt32) throws(Diagnostic) -> UInt32 {
    guard high < 0xDC00, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
      bytes[index + 1] == UInt8(ascii: "u")
    else { throw error("unpaired surrogate in a string") }
    index += 2
    let low = try hex4()
    guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in a string") }
    return 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
  }

  private mutating func hex4() throws(Diagnostic) -> UInt32 {
    guard index + 4 <= bytes.count,
      let v = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { throw error("invalid \\u escape") }
    index += 4
    return v
  }

  private mutating func number() throws(Diagnostic) -> Double {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    func digits(_ i: inout Int, _ bytes: [UInt8]) -> Int {
      let s = i
      while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1 }
      return i - s
    }
    let integerStart = index
    guard digits(&index, bytes) > 0 else { throw error("invalid number") }
    if strict, bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 {
      throw error("invalid number: leading zero")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits(&index, bytes) > 0 else {
        throw error("invalid number: digits expected after '.'")
      }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits(&index, bytes) > 0 else { throw error("invalid number: exponent expected") }
    }
    guard let v = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
      throw error("invalid number")
    }
    if strict, !v.isFinite { throw error("number out of range") }
    return v
  }
}
