import Primitives

/// A JSON tree with a deterministic writer: object keys sorted by their UTF-8 bytes,
/// integral numbers without a fraction, no white space, so equal input gives equal bytes.
public indirect enum JSONValue: Hashable, Sendable {
  case object([String: JSONValue])
  case array([JSONValue])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  /// The compact, sorted-key text.
  public var text: String {
    var out = ""
    write(to: &out, indent: nil, level: 0)
    return out
  }

  /// The sorted-key text with two-space indentation.
  public var prettyText: String {
    var out = ""
    write(to: &out, indent: "  ", level: 0)
    return out
  }

  private func write(to out: inout String, indent: String?, level: Int) {
    func newline(_ l: Int) {
      guard let indent else { return }
      out += "\n" + String(repeating: indent, count: l)
    }
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += Self.number(n)
    case .string(let s): Self.quote(s, into: &out)
    case .array(let items):
      if items.isEmpty {
        out += "[]"
        return
      }
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        newline(level + 1)
        item.write(to: &out, indent: indent, level: level + 1)
      }
      newline(level)
      out += "]"
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      out += "{"
      let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      for (i, key) in keys.enumerated() {
        if i > 0 { out += "," }
        newline(level + 1)
        Self.quote(key, into: &out)
        out += indent == nil ? ":" : ": "
        members[key]!.write(to: &out, indent: indent, level: level + 1)
      }
      newline(level)
      out += "}"
    }
  }

  static func number(_ n: Double) -> String {
    guard n.isFinite else { return "null" }
    if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
    return String(n)
  }

  static func quote(_ s: String, into out: inout String) {
    JSONText.appendQuoted(s, to: &out)
  }
}
