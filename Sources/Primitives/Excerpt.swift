/// Short excerpts of what a file said, for messages. A CI log should show enough of a
/// value to find it, never a whole line of someone's file: a 20,000-character key quoted
/// back would bury the log, and a line of a file that was not what it claimed to be may be
/// a secret.
public enum Excerpt {
  /// The longest quoted run a message keeps whole, in characters.
  public static let maximumQuote = 120
  /// The longest key path a location prints whole.
  public static let maximumKeyPath = 200

  /// `text` when it has at most `limit` characters; otherwise its start and end around an
  /// ellipsis with the full length, e.g. `xxxxxxxx…xxxx (20,000 characters)`.
  public static func shortened(_ text: some StringProtocol, limit: Int = maximumQuote) -> String {
    let count = text.count
    guard count > limit else { return String(text) }
    let head = max(1, limit * 2 / 3)
    let tail = max(1, limit / 4)
    return String(text.prefix(head)) + "…" + String(text.suffix(tail))
      + " (\(grouped(count)) characters)"
  }

  /// `message` with every single-quoted run longer than ``maximumQuote`` shortened, so a
  /// message names a huge key or value without repeating it. Unpaired quotes (an
  /// apostrophe in prose) are left alone.
  public static func shorteningQuotes(in message: String) -> String {
    guard message.count > maximumQuote else { return message }
    var out = ""
    var rest = Substring(message)
    while let open = rest.firstIndex(of: "'") {
      let afterOpen = rest.index(after: open)
      guard let close = rest[afterOpen...].firstIndex(of: "'") else { break }
      out += rest[..<afterOpen]
      out += shortened(rest[afterOpen..<close])
      out += "'"
      rest = rest[rest.index(after: close)...]
    }
    return out + rest
  }

  /// 20000 → "20,000": the separator the rest of the messages use.
  static func grouped(_ n: Int) -> String {
    let digits = Array(String(n))
    var s = ""
    for (i, d) in digits.enumerated() {
      if i > 0, (digits.count - i) % 3 == 0 { s += "," }
      s.append(d)
    }
    return s
  }
}
