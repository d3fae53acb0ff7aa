import Testing

@testable import PNG

/// The codes of ``RepeatedRowsBlock``: complete (zlib refuses incomplete ones), prefix-free,
/// shorter for likelier symbols, and never longer than the limit.
@Suite struct HuffmanCodeTests {
  /// Kraft's sum of a code's lengths, times 2¹⁵: exactly 2¹⁵ for a complete code.
  static func kraft(_ lengths: [Int]) -> Int {
    lengths.filter { $0 > 0 }.reduce(0) { $0 + 1 << (15 - $1) }
  }

  /// No code is the start of another (codes read highest bit first, so un-reverse them).
  static func prefixFree(_ code: HuffmanCode) -> Bool {
    let words: [(Int, Int)] = code.lengths.indices.compactMap { s in
      let length = code.lengths[s]
      guard length > 0 else { return nil }
      var value = 0
      for i in 0..<length where code.codes[s] & (1 << UInt32(i)) != 0 {
        value |= 1 << (length - 1 - i)
      }
      return (value, length)
    }
    for (i, a) in words.enumerated() {
      for (j, b) in words.enumerated() where i != j && a.1 <= b.1 {
        if b.0 >> (b.1 - a.1) == a.0 { return false }
      }
    }
    return true
  }

  @Test(arguments: [
    [5, 5], [1, 0, 1000, 0, 0, 3], [7, 1, 1, 1, 1, 1, 1, 1, 1], [0, 10, 20, 30, 40, 50, 0],
  ])
  func codesAreCompleteAndPrefixFree(counts: [Int]) {
    let code = HuffmanCode(counts: counts, limit: 15)
    #expect(Self.kraft(code.lengths) == 1 << 15)
    #expect(Self.prefixFree(code))
    for (symbol, count) in counts.enumerated() {
      #expect((count > 0) == (code.lengths[symbol] > 0))
    }
  }

  @Test func likelierSymbolsGetShorterCodes() {
    let code = HuffmanCode(counts: [1, 100, 10, 1000], limit: 15)
    #expect(code.lengths == [3, 2, 3, 1])
  }

  /// Fibonacci counts make Huffman's deepest tree (18 symbols: depth 17); the limit holds
  /// and the code stays complete.
  @Test(arguments: [7, 15])
  func lengthsStayWithinTheLimit(limit: Int) {
    var counts = [1, 1]
    while counts.count < 18 { counts.append(counts[counts.count - 1] + counts[counts.count - 2]) }
    let code = HuffmanCode(counts: counts, limit: limit)
    #expect(code.lengths.max()! <= limit)
    #expect(Self.kraft(code.lengths) == 1 << 15)
    #expect(Self.prefixFree(code))
  }
}
