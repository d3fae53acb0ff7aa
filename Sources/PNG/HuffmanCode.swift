/// A length-limited canonical Huffman code for a small alphabet, as DEFLATE's dynamic
/// blocks declare them (RFC 1951 §3.2.2): built from symbol counts, stored as code lengths.
struct HuffmanCode {
  /// Code length of each symbol; 0 for symbols that do not occur.
  var lengths: [Int]
  /// Each symbol's code, bit-reversed so that ``BitWriter/write(_:bits:)`` sends its most
  /// significant bit first.
  var codes: [UInt32]

  /// A complete code (decoders such as zlib refuse incomplete ones) for the symbols whose
  /// count is above zero; at least two must be. No code is longer than `limit`: when one
  /// is, counts are flattened and the code rebuilt, zlib's and libdeflate's remedy too.
  init(counts: [Int], limit: Int) {
    precondition(counts.filter { $0 > 0 }.count >= 2, "two symbols make a code")
    var weights = counts
    var lengths = Self.unlimitedLengths(weights)
    while lengths.max()! > limit {
      weights = weights.map { $0 == 0 ? 0 : $0 / 2 + 1 }
      lengths = Self.unlimitedLengths(weights)
    }
    self.init(lengths: lengths)
  }

  /// The canonical code of the given lengths (§3.2.2's algorithm).
  init(lengths: [Int]) {
    self.lengths = lengths
    var perLength = [Int](repeating: 0, count: 16)
    for length in lengths where length > 0 { perLength[length] += 1 }
    var next = [UInt32](repeating: 0, count: 16)
    var code: UInt32 = 0
    for length in 1..<16 {
      code = (code + UInt32(perLength[length - 1])) << 1
      next[length] = code
    }
    next[0] = 0
    codes = lengths.map { length in
      guard length > 0 else { return 0 }
      let code = next[length]
      next[length] += 1
      var reversed: UInt32 = 0
      for i in 0..<length where code & (1 << UInt32(i)) != 0 {
        reversed |= 1 << UInt32(length - 1 - i)
      }
      return reversed
    }
  }

  /// Writes `symbol`'s code.
  @inline(__always) func write(_ symbol: Int, to writer: inout BitWriter) {
    writer.write(codes[symbol], bits: lengths[symbol])
  }

  /// Huffman's algorithm over the symbols with a count: merge the two lightest subtrees
  /// until one is left; each symbol's length is its depth. Ties break by order of
  /// creation, so the lengths depend on the counts alone. O(n²): alphabets here have at
  /// most 19 symbols.
  private static func unlimitedLengths(_ counts: [Int]) -> [Int] {
    // Each subtree: its weight and the symbols under it.
    var trees: [(weight: Int, symbols: [Int])] = counts.indices.compactMap { symbol in
      counts[symbol] > 0 ? (counts[symbol], [symbol]) : nil
    }
    var lengths = [Int](repeating: 0, count: counts.count)
    while trees.count > 1 {
      let first = lightest(trees)
      let a = trees.remove(at: first)
      let b = trees.remove(at: lightest(trees))
      for symbol in a.symbols + b.symbols { lengths[symbol] += 1 }
      trees.append((a.weight + b.weight, a.symbols + b.symbols))
    }
    return lengths
  }

  private static func lightest(_ trees: [(weight: Int, symbols: [Int])]) -> Int {
    var best = 0
    for i in trees.indices where trees[i].weight < trees[best].weight { best = i }
    return best
  }
}
