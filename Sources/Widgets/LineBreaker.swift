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

  /// Widths of `text`'s characters. The width function is additive (the approximate
  /// measurer's is), so a line is measured as a running sum: breaking and truncation stay
  /// linear in the text (re-measuring each candidate was quadratic, issue 17).
  private func widths(_ text: some StringProtocol) -> [Double] {
    text.map { width(Substring(String($0))) }
  }

  private func wrap(_ paragraph: Substring, _ maxWidth: Double, byChar: Bool) -> [String] {
    var lines: [String] = []
    var current = ""
    var currentWidth = 0.0
    let pieces: [Substring] =
      byChar ? paragraph.map { Substring(String($0)) } : paragraph.split(separator: " ")
    let joiner = byChar ? "" : " "
    let joinerWidth = byChar ? 0 : width(" ")
    for piece in pieces {
      let pieceWidths = widths(piece)
      let pieceWidth = pieceWidths.reduce(0, +)
      let epsilon = 1e-9 * max(1, maxWidth)
      if current.isEmpty || currentWidth + joinerWidth + pieceWidth <= maxWidth + epsilon {
        if !current.isEmpty {
          current += joiner
          currentWidth += joinerWidth
        }
        current += piece
        currentWidth += pieceWidth
      } else {
        lines.append(current)
        current = String(piece)
        currentWidth = pieceWidth
      }
      // A single word wider than the line is broken by characters.
      if !byChar, currentWidth > maxWidth + epsilon, current.count > 1 {
        let chars = Array(current)
        let w = widths(current)
        var start = 0
        var rest = w.reduce(0, +)
        while chars.count - start > 1, rest > maxWidth + epsilon {
          var headWidth = 0.0
          var end = start
          while end < chars.count, end == start || headWidth + w[end] <= maxWidth + epsilon {
            headWidth += w[end]
            end += 1
          }
          lines.append(String(chars[start..<end]))
          rest -= headWidth
          start = end
        }
        current = String(chars[start...])
        currentWidth = rest
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
    let chars = Array(line.trimmingSpaces)
    let w = widths(String(chars))
    let total = w.reduce(0, +)
    if !forceEllipsis, total <= maxWidth + 1e-9 * max(1, maxWidth) { return String(chars) }
    // A sum of per-character widths may differ from one measurement in the last bits.
    let room = maxWidth - width("…") + 1e-9 * max(1, maxWidth)
    switch mode {
    case .byTruncatingHead:
      var n = 0
      var used = 0.0
      while n < chars.count, used + w[chars.count - 1 - n] <= room {
        used += w[chars.count - 1 - n]
        n += 1
      }
      return "…" + String(chars.suffix(n))
    case .byTruncatingMiddle:
      // Characters are given up alternately from the left half and the right half.
      var left = chars.count / 2
      var right = chars.count - left
      var used = total
      var toggle = true
      while left + right > 0, used > room {
        if toggle, left > 0 {
          left -= 1
          used -= w[left]
        } else if right > 0 {
          used -= w[chars.count - right]
          right -= 1
        } else {
          left -= 1
          used -= w[left]
        }
        toggle.toggle()
      }
      return String(chars.prefix(left)) + "…" + String(chars.suffix(right))
    default:
      var n = 0
      var used = 0.0
      while n < chars.count, used + w[n] <= room {
        used += w[n]
        n += 1
      }
      while n > 0, chars[n - 1] == " " { n -= 1 }
      return String(chars.prefix(n)) + "…"
    }
  }
}
