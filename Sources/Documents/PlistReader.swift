import Foundation
import Primitives

/// Reads property lists into a ``DocumentNode`` tree.
///
/// XML plists are parsed here with a small scanner, so that keys keep their document
/// order and every value its line and column (Foundation's `PropertyListSerialization`
/// returns unordered dictionaries with no positions). Binary plists go through
/// Foundation; they have no lines, and their keys are sorted by name for determinism.
struct PlistReader {
  private let bytes: [UInt8]
  private let file: String
  private let limits: DocumentLimits
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private let columns = ColumnMark()

  init(bytes: [UInt8], file: String, limits: DocumentLimits = .standard) {
    self.bytes = bytes
    self.file = file
    self.limits = limits
  }

  /// Parses the input; throws a located ``Diagnostic`` at the first error.
  static func read(_ bytes: [UInt8], file: String, limits: DocumentLimits = .standard)
    throws(Diagnostic) -> DocumentNode
  {
    if bytes.starts(with: Array("bplist".utf8)) {
      return try readBinary(bytes, file: file, limits: limits)
    }
    var reader = PlistReader(bytes: bytes, file: file, limits: limits)
    return try reader.readDocument()
  }

  // MARK: Binary

  private static func readBinary(_ bytes: [UInt8], file: String, limits: DocumentLimits)
    throws(Diagnostic) -> DocumentNode
  {
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(
        from: Data(bytes), options: [], format: nil)
    } catch {
      throw .error("plist: not a valid binary property list", at: SourceLocation(file: file))
    }
    // A binary plist may reference one object many times, as YAML aliases do: count the
    // values as they are copied out so a small file cannot expand without bound.
    var budget = limits.maximumNodes
    return try node(
      from: object, file: file, keyPath: "", depth: 0, limits: limits, budget: &budget)
  }

  private static func node(
    from object: Any, file: String, keyPath: String, depth: Int, limits: DocumentLimits,
    budget: inout Int
  ) throws(Diagnostic) -> DocumentNode {
    let here = SourceLocation(file: file, keyPath: keyPath)
    guard depth < limits.maximumDepth else {
      throw .error("plist: nesting is too deep", at: here)
    }
    budget -= 1
    guard budget >= 0 else {
      throw .error(
        "plist: the document holds more than \(limits.maximumNodes) values", at: here)
    }
    switch object {
    case let s as String: return DocumentNode(.string(s), at: here)
    case let b as Bool where !(object is Int) && !(object is Double):
      return DocumentNode(.bool(b), at: here)
    case let n as NSNumber:
      return DocumentNode(.number(n.doubleValue), at: here)
    case let a as [Any]:
      var items: [DocumentNode] = []
      for (i, item) in a.enumerated() {
        items.append(
          try node(
            from: item, file: file, keyPath: keyPath + "[\(i)]", depth: depth + 1,
            limits: limits, budget: &budget))
      }
      return DocumentNode(.array(items), at: here)
    case let d as [String: Any]:
      var entries: [DocumentNode.Entry] = []
      for key in d.keys.sorted() {
        let path = appendKeyPath(keyPath, key)
        entries.append(
          DocumentNode.Entry(
            key: key, keyLocation: SourceLocation(file: file, keyPath: path),
            value: try node(
              from: d[key]!, file: file, keyPath: path, depth: depth + 1, limits: limits,
              budget: &budget)))
      }
      return DocumentNode(.dictionary(entries), at: here)
    case let date as Date:
      return DocumentNode(.string(ISO8601DateFormatter().string(from: date)), at: here)
    case is Data: return DocumentNode(.string("<data>"), at: here)
    default: throw .error("plist: unsupported value", at: here)
    }
  }

  // MARK: XML

  private struct Tag {
    var name: String
    var isClosing: Bool
    var isEmpty: Bool
    var location: SourceLocation
  }

  private var here: SourceLocation { location("") }

  private func location(_ keyPath: String) -> SourceLocation {
    // Counted on from the last place asked on this line, not from the line's start: a
    // plist on one long line asked once per tag (8,000 tags took 5 s).
    let mark =
      columns.start.line == line && columns.start.index <= index
      ? columns.start : (line: line, index: lineStart, column: 1)
    var column = mark.column
    var i = mark.index
    while i < index && i < bytes.count {
      if bytes[i] & 0xC0 != 0x80 { column += 1 }
      i += 1
    }
    columns.start = (line: line, index: i, column: column)
    return SourceLocation(file: file, line: line, column: column, keyPath: keyPath)
  }

  /// Where the last column was counted (a box: locations are asked from non-mutating code).
  private final class ColumnMark {
    var start: (line: Int, index: Int, column: Int) = (line: 0, index: 0, column: 1)
  }

  private func error(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
    .error("plist: " + message, at: location ?? here)
  }

  private mutating func advance() {
    if bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    index += 1
  }

  private mutating func readDocument() throws(Diagnostic) -> DocumentNode {
    // Prolog: declaration, comments and doctype, then <plist>.
    var tag = try nextTag()
    while tag.name != "plist" {
      guard tag.name.hasPrefix("?") || tag.name.hasPrefix("!") else {
        throw error("expected <plist>, found <\(tag.name)>", at: tag.location)
      }
      tag = try nextTag()
    }
    if tag.isEmpty { return DocumentNode(.null, at: tag.location) }
    let root = try value(try nextTag(), keyPath: "", depth: 0)
    let close = try nextTag()
    guard close.isClosing, close.name == "plist" else {
      throw error("expected </plist>, found <\(close.name)>", at: close.location)
    }
    return root
  }

  private mutating func skipSpaceAndComments() throws(Diagnostic) {
    while index < bytes.count {
      let b = bytes[index]
      if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
        advance()
      } else if startsWith("<!--") {
        let start = here
        while index < bytes.count && !startsWith("-->") { advance() }
        guard index < bytes.count else { throw error("unterminated comment", at: start) }
        for _ in 0..<3 { advance() }
      } else {
        return
      }
    }
  }

  private func startsWith(_ s: String) -> Bool {
    let u = Array(s.utf8)
    return index + u.count <= bytes.count && Array(bytes[index..<index + u.count]) == u
  }

  /// Reads the next tag, skipping white space and comments (text between tags is an error).
  private mutating func nextTag() throws(Diagnostic) -> Tag {
    try skipSpaceAndComments()
    guard index < bytes.count else { throw error("unexpected end of file") }
    let start = here
    guard bytes[index] == UInt8(ascii: "<") else { throw error("unexpected text outside a value") }
    advance()
    var raw: [UInt8] = []
    var bracketDepth = 0
    while index < bytes.count {
      let b = bytes[index]
      if b == UInt8(ascii: "[") { bracketDepth += 1 }
      if b == UInt8(ascii: "]") { bracketDepth -= 1 }
      if b == UInt8(ascii: ">") && bracketDepth <= 0 { break }
      raw.append(b)
      advance()
    }
    guard index < bytes.count else { throw error("unterminated tag", at: start) }
    advance()
    var text = String(decoding: raw, as: UTF8.self)
    let isClosing = text.hasPrefix("/")
    if isClosing { text.removeFirst() }
    let isEmpty = text.hasSuffix("/")
    if isEmpty { text.removeLast() }
    let name = String(text.prefix { !$0.isWhitespace })
    return Tag(name: name, isClosing: isClosing, isEmpty: isEmpty, location: start)
  }

  /// Reads character data up to `</name>`, decoding entities and CDATA.
  private mutating func text(until name: String) throws(Diagnostic) -> String {
    var out: [UInt8] = []
    let start = here
    while index < bytes.count {
      if startsWith("<![CDATA[") {
        for _ in 0..<9 { advance() }
        while index < bytes.count && !startsWith("]]>") {
          out.append(bytes[index])
          advance()
        }
        guard index < bytes.count else { throw error("unterminated CDATA", at: start) }
        for _ in 0..<3 { advance() }
        continue
      }
      if startsWith("</") {
        let tag = try nextTag()
        guard tag.name == name else {
          throw error("expected </\(name)>, found </\(tag.name)>", at: tag.location)
        }
        return String(decoding: out, as: UTF8.self)
      }
      if bytes[index] == UInt8(ascii: "<") { throw error("unexpected tag inside <\(name)>") }
      if bytes[index] == UInt8(ascii: "&") {
        out.append(contentsOf: try entity())
        continue
      }
      out.append(bytes[index])
      advance()
    }
    throw error("unterminated <\(name)>", at: start)
  }

  private mutating func entity() throws(Diagnostic) -> [UInt8] {
    let start = here
    var name: [UInt8] = []
    advance()
    while index < bytes.count, bytes[index] != UInt8(ascii: ";"), name.count < 12 {
      name.append(bytes[index])
      advance()
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
      throw error("invalid entity", at: start)
    }
    advance()
    let text = String(decoding: name, as: UTF8.self)
    switch text {
    case "lt": return [UInt8(ascii: "<")]
    case "gt": return [UInt8(ascii: ">")]
    case "amp": return [UInt8(ascii: "&")]
    case "quot": return [UInt8(ascii: "\"")]
    case "apos": return [UInt8(ascii: "'")]
    default:
      var code: UInt32?
      if text.hasPrefix("#x") {
        code = UInt32(text.dropFirst(2), radix: 16)
      } else if text.hasPrefix("#") {
        code = UInt32(text.dropFirst(), radix: 10)
      }
      guard let code, let scalar = UnicodeScalar(code) else {
        throw error("unknown entity '&\(text);'", at: start)
      }
      return Array(String(Character(scalar)).utf8)
    }
  }

  private mutating func value(_ tag: Tag, keyPath: String, depth: Int) throws(Diagnostic)
    -> DocumentNode
  {
    let at = SourceLocation(
      file: file, line: tag.location.line, column: tag.location.column, keyPath: keyPath)
    guard depth < limits.maximumDepth else { throw error("nesting is too deep", at: at) }
    guard !tag.isClosing else { throw error("unexpected </\(tag.name)>", at: tag.location) }
    switch tag.name {
    case "true", "false":
      if !tag.isEmpty { _ = try text(until: tag.name) }
      return DocumentNode(.bool(tag.name == "true"), at: at)
    case "string", "date", "data":
      let s = tag.isEmpty ? "" : try text(until: tag.name)
      return DocumentNode(.string(s), at: at)
    case "integer", "real":
      let s = tag.isEmpty ? "" : try text(until: tag.name)
      // Spaces and tabs only, as the theme values are trimmed.
      let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
      let trimmed = String(s.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
      guard let v = Double(trimmed) ?? Int(trimmed).map(Double.init) else {
        throw error("<\(tag.name)> holds '\(trimmed)', which is not a number", at: at)
      }
      return DocumentNode(.number(v), at: at)
    case "array":
      var items: [DocumentNode] = []
      if tag.isEmpty { return DocumentNode(.array(items), at: at) }
      while true {
        let next = try nextTag()
        if next.isClosing {
          guard next.name == "array" else { throw error("expected </array>", at: next.location) }
          return DocumentNode(.array(items), at: at)
        }
        items.append(try value(next, keyPath: keyPath + "[\(items.count)]", depth: depth + 1))
      }
    case "dict":
      var entries: [DocumentNode.Entry] = []
      if tag.isEmpty { return DocumentNode(.dictionary(entries), at: at) }
      while true {
        let next = try nextTag()
        if next.isClosing {
          guard next.name == "dict" else { throw error("expected </dict>", at: next.location) }
          return DocumentNode(.dictionary(entries), at: at)
        }
        guard next.name == "key" else {
          throw error("expected <key> in <dict>, found <\(next.name)>", at: next.location)
        }
        let key = next.isEmpty ? "" : try text(until: "key")
        let path = appendKeyPath(keyPath, key)
        let keyLocation = SourceLocation(
          file: file, line: next.location.line, column: next.location.column, keyPath: path)
        let valueTag = try nextTag()
        if valueTag.isClosing {
          throw error("the key '\(key)' has no value", at: keyLocation)
        }
        let v = try value(valueTag, keyPath: path, depth: depth + 1)
        entries.append(DocumentNode.Entry(key: key, keyLocation: keyLocation, value: v))
      }
    default:
      throw error("unknown element <\(tag.name)>", at: tag.location)
    }
  }
}
