/// The part of the Unicode Bidirectional Algorithm (UAX #9) that single-paragraph labels
/// need, without explicit embeddings: character classes L, R, EN (digits) and N
/// (neutrals); paragraph level from the first strong character (P2, P3); EN after L
/// becomes L (W7); neutrals between two strong sides of one direction take it, others the
/// paragraph's (N1, N2, EN counting as R); levels by I1/I2; runs reversed by L2.
enum BidiOrder {
  /// A character's bidi class, reduced.
  enum Class {
    case left, right, number, neutral
  }

  struct Item<Face> {
    var face: Face
    var range: Range<Int>
    /// Embedding level: even left-to-right, odd right-to-left.
    var level: Int

    var rtl: Bool { level % 2 == 1 }
  }

  /// Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic, their presentation forms,
  /// and the supplementary right-to-left blocks.
  private static let rtlRanges: [ClosedRange<UInt32>] = [
    0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
  ]

  static func bidiClass(of character: Character) -> Class {
    guard let scalar = character.unicodeScalars.first else { return .neutral }
    let v = scalar.value
    if v < 0x80 {
      let ascii = UInt8(v)
      if ascii >= 0x30 && ascii <= 0x39 { return .number }
      return (ascii | 0x20) >= 0x61 && (ascii | 0x20) <= 0x7A ? .left : .neutral
    }
    let properties = scalar.properties
    if properties.numericType == .decimal { return .number }
    if rtlRanges.contains(where: { $0.contains(v) }) {
      return properties.isAlphabetic || properties.generalCategory == .otherLetter
        ? .right : .neutral
    }
    return properties.isAlphabetic ? .left : .neutral
  }

  /// Whether the paragraph is right-to-left (its first strong character is R).
  static func paragraphIsRTL(_ classes: [Class]) -> Bool {
    classes.first { $0 == .left || $0 == .right } == .right
  }

  /// Embedding levels of characters with these classes.
  static func levels(_ input: [Class], paragraphRTL: Bool) -> [Int] {
    var classes = input
    let paragraph: Class = paragraphRTL ? .right : .left
    // W7: a number after L (or at the start of an L paragraph) is L.
    var lastStrong = paragraph
    for i in classes.indices {
      switch classes[i] {
      case .left, .right: lastStrong = classes[i]
      case .number where lastStrong == .left: classes[i] = .left
      default: break
      }
    }
    // N1, N2: runs of neutrals.
    var i = 0
    while i < classes.count {
      guard classes[i] == .neutral else {
        i += 1
        continue
      }
      var j = i
      while j < classes.count && classes[j] == .neutral { j += 1 }
      func side(_ c: Class) -> Class { c == .number ? .right : c }
      let before = i > 0 ? side(classes[i - 1]) : paragraph
      let after = j < classes.count ? side(classes[j]) : paragraph
      let resolved = before == after ? before : paragraph
      for k in i..<j { classes[k] = resolved }
      i = j
    }
    // I1, I2.
    let base = paragraphRTL ? 1 : 0
    return classes.map { c in
      switch (c, paragraphRTL) {
      case (.right, false): return base + 1
      case (.number, false): return base + 2
      case (.left, true), (.number, true): return base + 1
      default: return base
      }
    }
  }

  /// Items in visual order (L2: from the highest level down to the lowest odd one,
  /// reverse every maximal run at that level or higher).
  static func visual<Face>(_ items: [Item<Face>]) -> [Item<Face>] {
    var ordered = items
    var levels = items.map(\.level)
    guard let highest = levels.max(), let lowest = levels.min() else { return ordered }
    let lowestOdd = lowest % 2 == 1 ? lowest : lowest + 1
    guard highest >= lowestOdd else { return ordered }
    for level in stride(from: highest, through: lowestOdd, by: -1) {
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
