/// A small subset of the Unicode Bidirectional Algorithm (UAX #9), enough for labels:
/// the paragraph level comes from the first strong character (rule P2), letters of
/// right-to-left scripts are R, other letters and digits L, everything else takes the
/// direction before it; items are reordered by levels (rule L2).
enum BidiOrder {
  struct Item<Face> {
    var face: Face
    var range: Range<Int>
    var rtl: Bool
    /// Holds at least one strong character (not only spaces and punctuation).
    var strong: Bool
  }

  /// true for right-to-left letters, false for left-to-right letters and digits, nil for
  /// neutrals (spaces, punctuation, symbols).
  static func direction(of character: Character) -> Bool? {
    guard let scalar = character.unicodeScalars.first else { return nil }
    let v = scalar.value
    if v < 0x80 {
      let ascii = UInt8(v)
      return (ascii >= 0x41 && ascii <= 0x5A) || (ascii >= 0x61 && ascii <= 0x7A)
        || (ascii >= 0x30 && ascii <= 0x39) ? false : nil
    }
    if rtlRanges.contains(where: { $0.contains(v) }) {
      return scalar.properties.isAlphabetic || scalar.properties.generalCategory == .otherLetter
        ? true : (scalar.properties.numericType != nil ? false : nil)
    }
    if scalar.properties.isAlphabetic || scalar.properties.numericType != nil { return false }
    return nil
  }

  /// Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic, their presentation forms,
  /// and the supplementary right-to-left blocks.
  private static let rtlRanges: [ClosedRange<UInt32>] = [
    0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
  ]

  /// Items in visual order.
  static func visual<Face>(_ items: [Item<Face>], paragraphRTL: Bool) -> [Item<Face>] {
    var levels = items.map { item -> Int in
      if paragraphRTL { return item.rtl ? 1 : (item.strong ? 2 : 1) }
      return item.rtl ? 1 : 0
    }
    var ordered = items
    guard let highest = levels.max(), highest > 0 else { return ordered }
    for level in stride(from: highest, through: 1, by: -1) {
      var i = 0
      while i < ordered.count {
        guard levels[i] >= level else {
          i += 1
          continue
        }
        var j = i
        while j < ordered.count && levels[j] >= level { j += 1 }
        ordered[i..<j].reverse()
        levels[i..<j].reverse()
        i = j
      }
    }
    return ordered
  }
}
