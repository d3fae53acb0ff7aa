/// themeshot's one JSON writer: a JSON tree whose text is deterministic (object keys sorted
/// by their UTF-8 bytes, integral numbers without a fraction, no white space unless
/// pretty), so equal input gives equal bytes on every platform, which Foundation's encoder
/// does not promise. Writers that stream their own layout (scene files) use its pieces,
/// ``quoted(_:)`` and ``numberText(_:)``.
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
    case .number(let n): out += Self.numberText(n)
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

  /// A number's shortest text that reads back to the same Double; whole numbers without
  /// ".0"; `null` for NaN and infinities, which JSON cannot write.
  public static func numberText(_ n: Double) -> String {
    guard n.isFinite else { return "null" }
    if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
    return String(n)
  }

  /// `s` as a JSON string literal: quotes, backslashes and control characters escaped,
  /// everything else (including non-ASCII) as is.
  public static func quoted(_ s: String) -> String {
    var out = ""
    quote(s, into: &out)
    return out
  }

  /// Appends `s` as a JSON string literal to `out`.
  public static func quote(_ s: String, into out: inout String) {
    quote(s, into: &out) { hex in "\\u" + String(repeating: "0", count: 4 - hex.count) + hex }
  }

  /// Appends `s` in double quotes to `out`, escaping quotes, backslashes, `\n`, `\r` and
  /// `\t` as JSON and Swift both write them; other control characters become
  /// `control(hex)` (JSON's `\u001f`, Swift's `\u{1f}`). Everything else is kept as is.
  public static func quote(
    _ s: String, into out: inout String, control: (_ lowercaseHex: String) -> String
  ) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          out += control(String(scalar.value, radix: 16))
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
