/// JSON text pieces written by hand where output must be byte-for-byte stable (sorted keys,
/// fixed number forms), which Foundation's encoder does not promise across platforms.
public enum JSONText {
  /// `s` as a JSON string literal: quotes, backslashes and control characters escaped,
  /// everything else (including non-ASCII) as is.
  public static func quoted(_ s: String) -> String {
    var out = ""
    appendQuoted(s, to: &out)
    return out
  }

  /// Appends `s` as a JSON string literal to `out`.
  public static func appendQuoted(_ s: String, to out: inout String) {
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
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
