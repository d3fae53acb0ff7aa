/// Escaping for every place a report puts untrusted text (image names, messages, titles).
///
/// Names come from the file system, so any character may appear: `<script>`, quotes,
/// ampersands, control characters, Markdown syntax. Each format has one function here and
/// every piece of text goes through it.
enum Escape {
  /// Text for HTML content or a double- or single-quoted attribute value. C0 controls other
  /// than tab, newline and carriage return become U+FFFD (HTML parsers reject them).
  static func html(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case _ where isBidiControl(scalar): out += visible(scalar)
      default:
        out.unicodeScalars.append(isAllowedControl(scalar) ? scalar : "\u{FFFD}")
      }
    }
    return out
  }

  /// Text for XML 1.0 content or a double-quoted attribute value. Characters XML 1.0 cannot
  /// carry even as references (C0 controls other than tab, LF and CR; U+FFFE, U+FFFF)
  /// become U+FFFD; tab, LF and CR are written as references so attribute-value
  /// normalisation keeps them.
  static func xml(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t": out += "&#9;"
      case "\n": out += "&#10;"
      case "\r": out += "&#13;"
      case "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
      default:
        out.unicodeScalars.append(scalar.value < 0x20 ? "\u{FFFD}" : scalar)
      }
    }
    return out
  }

  /// Text for GitHub-flavoured Markdown inside a paragraph, list item or table cell: the
  /// punctuation that can open inline markup is backslash-escaped (`\` `` ` `` `*` `_` `[`
  /// `]` `|` for tables, `~`, `$` for math, `#`), `<`, `>` and `&` become entities so no HTML
  /// gets through, line breaks become spaces, and `@` gets a zero-width space after it so a
  /// name never mentions a GitHub user. Characters that only mean something at the start of
  /// a line (`-`, `+`, `1.`) are escaped there when `atLineStart` is set; links cannot form
  /// because `[` and `]` are escaped.
  static func markdown(_ text: String, atLineStart: Bool = false) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "@": out += "@&#8203;"
      case "\\", "`", "*", "_", "[", "]", "|", "~", "$", "#":
        out += "\\"
        out.unicodeScalars.append(scalar)
      case "\n", "\r", "\t": out += " "
      case _ where isBidiControl(scalar): out += "\\" + visible(scalar).dropLast() + "\\]"
      default:
        out.unicodeScalars.append(scalar.value < 0x20 || scalar.value == 0x7F ? "\u{FFFD}" : scalar)
      }
    }
    if atLineStart {
      // A list marker (`-`, `+`, `1.`, `1)`) or a heading/rule would change the line's kind.
      let digits = out.prefix { $0.isASCII && $0.isNumber }
      if out.hasPrefix("-") || out.hasPrefix("+") || out.hasPrefix("=") {
        out = "\\" + out
      } else if !digits.isEmpty, let next = out.dropFirst(digits.count).first,
        next == "." || next == ")"
      {
        out = digits + "\\" + out.dropFirst(digits.count)
      }
    }
    return out
  }

  /// Text for a quoted CSS string: quotes, backslashes, controls and markup characters
  /// become CSS escapes (`\\27 `), so the string cannot end early whatever it holds.
  static func cssString(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar.value < 0x20 || scalar.value == 0x7F || "'\"\\<>&()".unicodeScalars.contains(scalar)
      {
        out += "\\" + String(scalar.value, radix: 16) + " "
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A URL as a Markdown link destination: in angle brackets, with the characters that
  /// could end it (`<`, `>`, spaces, line breaks) percent-encoded.
  static func markdownURL(_ url: String) -> String {
    var out = "<"
    for scalar in url.unicodeScalars {
      switch scalar {
      case "<": out += "%3C"
      case ">": out += "%3E"
      case " ": out += "%20"
      case "\\": out += "%5C"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F { continue }
        out.unicodeScalars.append(scalar)
      }
    }
    return out + ">"
  }

  /// Bidirectional embedding, override and isolate controls: in a name they can make the
  /// text read differently from the file it names ("Trojan Source", CVE-2021-42574), so
  /// the page and the summary show them as `[U+202E]` instead.
  static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
  }

  private static func visible(_ scalar: Unicode.Scalar) -> String {
    "[U+" + String(scalar.value, radix: 16, uppercase: true) + "]"
  }

  private static func isAllowedControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x20 || scalar == "\t" || scalar == "\n" || scalar == "\r"
  }
}
