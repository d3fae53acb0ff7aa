extension HTMLReport {
  /// Under a changed image, beside its regions: the theme keys whose values changed
  /// (``ThemeChange``), one row each with both values, the line that sets the key and the
  /// widget properties it reached. Open by default: it is usually the whole answer.
  static func themeChangesBlock(_ changes: [ThemeChange]?) -> String {
    guard let changes, !changes.isEmpty else { return "" }
    let count = changes.count == 1 ? "1 key" : "\(changes.count) keys"
    var out = "<details class=\"tdiff\" open><summary>Theme changes <small>(\(count), "
    out += "from the reference's record)</small></summary>\n"
    out += "<table><thead><tr><th scope=\"col\">Key</th><th scope=\"col\">Reference</th>"
    out += "<th scope=\"col\"></th><th scope=\"col\">Now</th><th scope=\"col\">Set at</th>"
    out += "</tr></thead><tbody>\n"
    for c in changes {
      out += "<tr><th scope=\"row\"><code>\(Escape.html(c.key))</code></th>"
      out += "<td class=\"old\">\(value(c.before))</td><td aria-hidden=\"true\">→</td>"
      out += "<td class=\"new\">\(value(c.after))</td><td>"
      if let location = c.location { out += "<code>\(Escape.html(location))</code>" }
      if let before = c.locationBefore {
        out += " <small>(was <code>\(Escape.html(before))</code>)</small>"
      }
      out += "</td></tr>\n"
      if !c.widgets.isEmpty {
        out += "<tr class=\"reach\"><td></td><td colspan=\"4\"><small>changes "
        out += c.widgets.map { "<code>\(Escape.html($0))</code>" }.joined(separator: ", ")
        out += "</small></td></tr>\n"
      }
    }
    return out + "</tbody></table></details>\n"
  }

  /// A value, with a swatch when it is a colour (`#RRGGBB` or `#RRGGBBAA` at its end).
  private static func value(_ text: String?) -> String {
    guard let text else { return "<small>(unset)</small>" }
    var out = ""
    if let hash = text.lastIndex(of: "#") {
      let hex = text[text.index(after: hash)...]
      if [6, 8].contains(hex.count), hex.allSatisfy(\.isHexDigit) {
        out += "<i class=\"sw\" style=\"background:#\(hex)\"></i>"
      }
    }
    return out + "<code>\(Escape.html(text))</code>"
  }

  static let themeChangesStyle = """
    .tdiff{margin:10px 0 0;border:1px solid var(--line);border-radius:8px;padding:6px 10px}
    .tdiff summary{font-weight:600;cursor:pointer}.tdiff summary small{color:var(--muted);
    font-weight:400}.tdiff table{border-collapse:collapse;margin-top:6px;width:100%}
    .tdiff th,.tdiff td{text-align:left;padding:2px 8px 2px 0;vertical-align:top;
    overflow-wrap:anywhere}.tdiff thead th{color:var(--muted);font-weight:400}
    .tdiff .old code{text-decoration:line-through;text-decoration-color:var(--muted)}
    .tdiff .reach td{padding-bottom:6px;color:var(--muted)}
    .tdiff tbody th{white-space:nowrap;overflow-wrap:normal}
    .tdiff .sw{display:inline-block;width:12px;height:12px;border-radius:3px;margin-right:4px;
    vertical-align:-1px;box-shadow:inset 0 0 0 1px rgb(0 0 0/.25)}

    """
}
