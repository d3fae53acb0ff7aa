extension FontLibrary {
  /// The ellipsis UIKit inserts (U+2026).
  static let ellipsis = "\u{2026}"

  /// Fits `text` into `width` with "…" at the end, start or middle (UIKit's truncating
  /// line break modes), cutting between characters. `force`: add the ellipsis even if the
  /// text would fit (more text follows that is not shown). The longest fitting cut is
  /// found by binary search, shaping each candidate.
  func truncate(_ text: String, font: ResolvedFont, width: Double, mode: LineBreakMode, force: Bool)
    -> String
  {
    let characters = Array(trimmed(text))
    if !force && shape(String(characters), font: font).advance <= width {
      return String(characters)
    }
    func candidate(_ keep: Int) -> String {
      switch mode {
      case .byTruncatingHead:
        return Self.ellipsis + trimmedLeading(String(characters.suffix(keep)))
      case .byTruncatingMiddle:
        let head = (keep + 1) / 2
        return trimmed(String(characters.prefix(head))) + Self.ellipsis
          + trimmedLeading(String(characters.suffix(keep - head)))
      default:
        return trimmed(String(characters.prefix(keep))) + Self.ellipsis
      }
    }
    var low = 0  // always fits (or is the best we can do)
    var high = force ? characters.count : characters.count - 1
    // Probe upward by doubling first: the cut that fits is about one line long, so the
    // search shapes O(line) text, not O(text) (a 1 MB label was quadratic, issue 17).
    var probe = 64
    while probe < high {
      if shape(candidate(probe), font: font).advance <= width {
        low = probe
        probe *= 2
      } else {
        high = probe - 1
        break
      }
    }
    while low < high {
      let mid = (low + high + 1) / 2
      if shape(candidate(mid), font: font).advance <= width { low = mid } else { high = mid - 1 }
    }
    return candidate(low)
  }

  private func trimmed(_ s: String) -> String {
    var s = Substring(s)
    while let last = s.last, last.isWhitespace { s = s.dropLast() }
    return String(s)
  }

  private func trimmedLeading(_ s: String) -> String {
    String(s.drop { $0.isWhitespace })
  }
}
