extension Excerpt {
  /// `text` with its control characters written as `\u{1B}`: a file or theme name holding
  /// an escape sequence must not reach a terminal as one (it could rewrite the log or the
  /// window title). `keepingLines` keeps line feeds and tabs, which messages may hold.
  public static func visible(_ text: String, keepingLines: Bool = false) -> String {
    func isControl(_ v: UInt32) -> Bool {
      if keepingLines, v == 0x0A || v == 0x09 { return false }
      return v < 0x20 || (v >= 0x7F && v < 0xA0)
    }
    guard text.unicodeScalars.contains(where: { isControl($0.value) }) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar.value) {
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
