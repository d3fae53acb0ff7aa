import Primitives
import Text

/// Greedy line breaking and truncation over any width function, as UILabel does it:
/// break at spaces (or anywhere for `byCharWrapping`), keep at most `maxLines` lines, and
/// put "…" at the tail, head or middle of the last line when text is cut.
struct LineBreaker {
  /// Advance width of a string in points.
  let width: (Substring) -> Double
  let lineHeight: Double
  /// Baseline of the first line from the top of the block.
  let ascent: Double

  func layout(
    _ text: String, maxWidth: Double?, maxLines: Int, lineBreak: LineBreakMode, fontName: String
  ) -> TextBlock {
    var lines: [String] = []
    let wraps = maxWidth != nil && (maxLines != 1)
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard wraps, let maxWidth else {
        lines.append(String(paragraph))
        continue
      }
      lines += wrap(paragraph, maxWidth, byChar: lineBreak == .byCharWrapping)
    }
    var cut = false
    if maxLines > 0, lines.count > maxLines {
      lines = Array(lines.prefix(maxLines))
      cut = true
    }
    if let maxWidth, let last = lines.last, lineBreak != .byClipping,
      cut || width(Substring(last)) > maxWidth + 0.01
    {
      // Only the tail keeps the rest of a cut paragraph out; head and middle truncation
      // apply to single-line labels as UIKit does.
      let mode = lines.count == 1 ? lineBreak : .byTruncatingTail
      lines[lines.count - 1] = truncate(
        cut ? last + " " : last, maxWidth, mode: mode, forceEllipsis: cut)
    }
    let out = lines.enumerated().map {
      TextLine(
        text: $0.element, width: width(Substring($0.element)),
        baseline: ascent + Double($0.offset) * lineHeight)
    }
    let w = min(out.map(\.width).max() ?? 0, maxWidth ?? .infinity)
    return TextBlock(
      lines: out, size: Size(width: w, height: Double(out.count) * lineHeight), fontName: fontName)
  }

  private func wrap(_ paragraph: Substring, _ maxWidth: Double, byChar: Bool) -> [String] {
    var lines: [String] = []
    var current = ""
    let pieces: [Substring] =
      byChar ? paragraph.map { Substring(String($0)) } : paragraph.split(separator: " ")
    let joiner = byChar ? "" : " "
    for piece in pieces {
      let candidate = current.isEmpty ? String(piece) : current + joiner + piece
      if current.isEmpty || width(Substring(candidate)) <= maxWidth {
        current = candidate
      } else {
        lines.append(current)
        current = String(piece)
      }
      // A single word wider than the line is broken by characters.
      while !byChar, width(Substring(current)) > maxWidth, current.count > 1 {
        var head = current
        while head.count > 1, width(Substring(head)) > maxWidth { head.removeLast() }
        lines.append(head)
        current = String(current.dropFirst(head.count))
      }
    }
    lines.append(current)
    return lines
  }

  private func truncate(
    _ line: String, _ maxWidth: Double, mode: LineBreakMode, forceEllipsis: Bool
  )
    -> String
  {
    var chars = Array(line.trimmingSpaces)
    let fits = { (s: String) in self.width(Substring(s)) <= maxWidth }
    if !forceEllipsis, fits(String(chars)) { return String(chars) }
    switch mode {
    case .byTruncatingHead:
      while !chars.isEmpty, !fits("…" + String(chars)) { chars.removeFirst() }
      return "…" + String(chars)
    case .byTruncatingMiddle:
      var left = chars.count / 2
      var right = chars.count - left
      var toggle = true
      while left + right > 0,
        !fits(String(chars.prefix(left)) + "…" + String(chars.suffix(right)))
      {
        if toggle, left > 0 { left -= 1 } else if right > 0 { right -= 1 } else { left -= 1 }
        toggle.toggle()
      }
      return String(chars.prefix(left)) + "…" + String(chars.suffix(right))
    default:
      while !chars.isEmpty, !fits(String(chars) + "…") { chars.removeLast() }
      while chars.last == " " { chars.removeLast() }
      return String(chars) + "…"
    }
  }
}
