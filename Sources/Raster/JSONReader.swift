/// A JSON value with the line and column where it starts, so scene errors can point at
/// the exact place (Foundation's JSONSerialization reports no positions).
struct JSONNode: Sendable {
  enum Value: Sendable {
    case object([(key: String, node: JSONNode)])
    case array([JSONNode])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
  }
  var value: Value
  var line: Int
  var column: Int

  var typeName: String {
    switch value {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }
}

/// A syntax error at a 1-based line and column.
struct JSONSyntaxError: Error, Sendable {
  var message: String
  var line: Int
  var column: Int
}

/// A strict RFC 8259 reader over UTF-8 bytes. Nesting is limited, so hostile input cannot
/// overflow the stack.
struct JSONReader {
  private let bytes: [UInt8]
  private var i = 0
  private var line = 1
  private var lineStart = 0
  private var depth = 0
  static let maxDepth = 256

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
    var r = JSONReader(bytes)
    // A UTF-8 byte-order mark is allowed and skipped.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { r.i = 3 }
    r.skipSpace()
    let node = try r.value()
    r.skipSpace()
    if r.i < bytes.count { throw r.error("unexpected text after the JSON value") }
    return node
  }

  private var column: Int { i - lineStart + 1 }

  private func error(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(message: message, line: line, column: column)
  }

  private mutating func skipSpace() {
    while i < bytes.count {
      switch bytes[i] {
      case 0x20, 0x09, 0x0D: i += 1
      case 0x0A:
        i += 1
        line += 1
        lineStart = i
      default: return
      }
    }
  }

  private mutating func value() throws(JSONSyntaxError) -> JSONNode {
    guard i < bytes.count else { throw error("unexpected end of file, expected a value") }
    let (l, c) = (line, column)
    func node(_ v: JSONNode.Value) -> JSONNode { JSONNode(value: v, line: l, column: c) }
    switch bytes[i] {
    case UInt8(ascii: "{"): return node(try object())
    case UInt8(ascii: "["): return node(try array())
    case UInt8(ascii: "\""): return node(.string(try string()))
    case UInt8(ascii: "t"):
      try literal("true")
      return node(.bool(true))
    case UInt8(ascii: "f"):
      try literal("false")
      return node(.bool(false))
    case UInt8(ascii: "n"):
      try literal("null")
      return node(.null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return node(.number(try number()))
    default: throw error("unexpected character '\(printable(bytes[i]))', expected a value")
    }
  }

  private func printable(_ b: UInt8) -> String {
    b >= 0x20 && b < 0x7F ? String(UnicodeScalar(b)) : "\\u{\(String(b, radix: 16))}"
  }

  private mutating func literal(_ word: String) throws(JSONSyntaxError) {
    for b in word.utf8 {
      guard i < bytes.count, bytes[i] == b else {
        throw error("invalid literal, expected '\(word)'")
      }
      i += 1
    }
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    if depth > JSONReader.maxDepth { throw error("nesting deeper than \(JSONReader.maxDepth)") }
  }

  private mutating func object() throws(JSONSyntaxError) -> JSONNode.Value {
    try enter()
    defer { depth -= 1 }
    i += 1
    var members: [(key: String, node: JSONNode)] = []
    skipSpace()
    if i < bytes.count && bytes[i] == UInt8(ascii: "}") {
      i += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
        throw error("expected a string key")
      }
      let key = try string()
      skipSpace()
      guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':'") }
      i += 1
      skipSpace()
      members.append((key, try value()))
      skipSpace()
      guard i < bytes.count else { throw error("unexpected end of file, expected ',' or '}'") }
      if bytes[i] == UInt8(ascii: ",") {
        i += 1
        continue
      }
      if bytes[i] == UInt8(ascii: "}") {
        i += 1
        return .object(members)
      }
      throw error("expected ',' or '}'")
    }
  }

  private mutating func array() throws(JSONSyntaxError) -> JSONNode.Value {
    try enter()
    defer { depth -= 1 }
    i += 1
    var items: [JSONNode] = []
    skipSpace()
    if i < bytes.count && bytes[i] == UInt8(ascii: "]") {
      i += 1
      return .array(items)
    }
    while true {
      skipSpace()
      items.append(try value())
      skipSpace()
      guard i < bytes.count else { throw error("unexpected end of file, expected ',' or ']'") }
      if bytes[i] == UInt8(ascii: ",") {
        i += 1
        continue
      }
      if bytes[i] == UInt8(ascii: "]") {
        i += 1
        return .array(items)
      }
      throw error("expected ',' or ']'")
    }
  }

  private mutating func string() throws(JSONSyntaxError) -> String {
    i += 1
    var out: [UInt8] = []
    while true {
      guard i < bytes.count else { throw error("unterminated string") }
      let b = bytes[i]
      if b == UInt8(ascii: "\"") {
        i += 1
        break
      }
      if b < 0x20 { throw error("control character in string") }
      if b != UInt8(ascii: "\\") {
        out.append(b)
        i += 1
        continue
      }
      i += 1
      guard i < bytes.count else { throw error("unterminated string") }
      let e = bytes[i]
      i += 1
      switch e {
      case UInt8(ascii: "\""): out.append(0x22)
      case UInt8(ascii: "\\"): out.append(0x5C)
      case UInt8(ascii: "/"): out.append(0x2F)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "u"):
        var code = try hex4()
        if (0xD800..<0xDC00).contains(code) {
          // A surrogate pair.
          guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"),
            bytes[i + 1] == UInt8(ascii: "u")
          else { throw error("unpaired surrogate in string") }
          i += 2
          let low = try hex4()
          guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in string") }
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(code) {
          throw error("unpaired surrogate in string")
        }
        out.append(contentsOf: Array(String(UnicodeScalar(code)!).utf8))
      default: throw error("invalid escape '\\\(printable(e))'")
      }
    }
    guard let s = String(validating: out, as: UTF8.self) else {
      throw error("invalid UTF-8 in string")
    }
    return s
  }

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    guard i + 4 <= bytes.count else { throw error("truncated \\u escape") }
    var v: UInt32 = 0
    for _ in 0..<4 {
      let b = bytes[i]
      let d: UInt32
      switch b {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
      default: throw error("invalid \\u escape")
      }
      v = v * 16 + d
      i += 1
    }
    return v
  }

  private mutating func number() throws(JSONSyntaxError) -> Double {
    let start = i
    func digits() -> Int {
      let s = i
      while i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9") {
        i += 1
      }
      return i - s
    }
    if bytes[i] == UInt8(ascii: "-") { i += 1 }
    let intStart = i
    guard digits() > 0 else { throw error("invalid number") }
    if bytes[intStart] == UInt8(ascii: "0") && i - intStart > 1 {
      throw error("invalid number: leading zero")
    }
    if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
      i += 1
      guard digits() > 0 else { throw error("invalid number: digits expected after '.'") }
    }
    if i < bytes.count && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
      i += 1
      if i < bytes.count && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) {
        i += 1
      }
      guard digits() > 0 else { throw error("invalid number: digits expected in exponent") }
    }
    let text = String(decoding: bytes[start..<i], as: UTF8.self)
    guard let v = Double(text), v.isFinite else { throw error("number out of range") }
    return v
  }
}
