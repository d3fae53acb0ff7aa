/// One DEFLATE block (RFC 1951 §3.2.7, dynamic Huffman codes) holding rows that each repeat
/// the row above. With PNG's Up filter such a row is its filter byte, 2, and zeros, which
/// the block spells as: literal 2, literal 0, then copies of the byte before (distance 1)
/// of 258 bytes and one of the remainder. With a code made for just these symbols that is
/// about 5 bytes a 3,538-byte row, where libdeflate spent more (the rows sit among others
/// in its blocks) and had to hash every byte to find the same copies (docs/performance.md,
/// Round 6).
enum RepeatedRowsBlock {
  static let upFilter: UInt8 = 2

  /// Writes `rows` repeated rows of `rowBytes` bytes (filter byte included; at least 2).
  static func write(rows: Int, rowBytes: Int, final: Bool, to writer: inout BitWriter) {
    precondition(rows > 0 && rowBytes >= 2, "a row has its filter byte and a sample")
    let row = Row(bytes: rowBytes)
    var counts = [Int](repeating: 0, count: 286)
    counts[Int(upFilter)] = rows
    counts[0] = rows * (1 + row.zeroLiterals)
    counts[285] = rows * row.fullCopies
    if let last = row.lastCopy { counts[last.symbol] += rows }
    counts[256] = 1
    let literals = HuffmanCode(counts: counts, limit: 15)
    // Distance codes 0 (distance 1) and 1, one bit each: a complete code, which every
    // decoder takes (zlib and libdeflate refuse most incomplete ones). Code 1 is not used.
    let distances = HuffmanCode(lengths: [1, 1])

    writer.write(final ? 1 : 0, bits: 1)
    writer.write(2, bits: 2)
    writeCodes(literals, distances, to: &writer)
    for _ in 0..<rows {
      literals.write(Int(upFilter), to: &writer)
      literals.write(0, to: &writer)
      for _ in 0..<row.fullCopies {
        literals.write(285, to: &writer)
        distances.write(0, to: &writer)
      }
      if let last = row.lastCopy {
        literals.write(last.symbol, to: &writer)
        writer.write(UInt32(last.extra), bits: last.extraBits)
        distances.write(0, to: &writer)
      }
      for _ in 0..<row.zeroLiterals { literals.write(0, to: &writer) }
    }
    literals.write(256, to: &writer)
  }

  /// The Adler-32 (RFC 1950) of `rows` such rows.
  static func adler(rows: Int, rowBytes: Int) -> UInt32 {
    let base = 65521
    var a = 1
    var b = 0
    for _ in 0..<rows {
      a = (a + Int(upFilter)) % base
      b = (b + a) % base
      // The zeros leave A alone and add it to B once each.
      b = (b + a * ((rowBytes - 1) % base)) % base
    }
    return UInt32(b << 16 | a)
  }

  /// How one row is spelt after its filter byte and first zero.
  private struct Row {
    /// Copies of 258 bytes (length symbol 285, no extra bits).
    var fullCopies: Int
    /// The copy of the remainder, when it is 3 bytes or more: its symbol and extra bits.
    var lastCopy: (symbol: Int, extra: Int, extraBits: Int)?
    /// Zeros after the copies, for a remainder under 3 bytes.
    var zeroLiterals: Int

    init(bytes: Int) {
      let copied = bytes - 2
      fullCopies = copied / 258
      let rest = copied % 258
      lastCopy = rest >= 3 ? Self.lengthSymbol(rest) : nil
      zeroLiterals = rest >= 3 ? 0 : rest
    }

    /// §3.2.5: length symbols 257...284 and their base lengths and extra bits.
    static func lengthSymbol(_ length: Int) -> (symbol: Int, extra: Int, extraBits: Int) {
      // 258 has a symbol of its own; 284's extra bits could spell it too, but RFC 1951
      // leaves that value unused and decoders may refuse it.
      if length >= 258 { return (285, 0, 0) }
      var base = 3
      for index in 0..<28 {
        let bits = index < 8 ? 0 : (index - 4) / 4
        if length < base + (1 << bits) { return (257 + index, length - base, bits) }
        base += 1 << bits
      }
      return (285, 0, 0)
    }
  }

  /// The block header after BTYPE: how many codes, the code-length code, then every
  /// literal/length and distance code length in run-length form (§3.2.7).
  private static func writeCodes(
    _ literals: HuffmanCode, _ distances: HuffmanCode, to writer: inout BitWriter
  ) {
    var literalCount = 286
    while literals.lengths[literalCount - 1] == 0 { literalCount -= 1 }
    literalCount = max(257, literalCount)
    let runs = runLengths(Array(literals.lengths[..<literalCount]) + distances.lengths)
    var counts = [Int](repeating: 0, count: 19)
    for run in runs { counts[run.symbol] += 1 }
    let lengthCode = HuffmanCode(counts: counts, limit: 7)
    var stored = 19
    while stored > 4 && lengthCode.lengths[lengthOrder[stored - 1]] == 0 { stored -= 1 }

    writer.write(UInt32(literalCount - 257), bits: 5)
    writer.write(UInt32(distances.lengths.count - 1), bits: 5)
    writer.write(UInt32(stored - 4), bits: 4)
    for i in 0..<stored { writer.write(UInt32(lengthCode.lengths[lengthOrder[i]]), bits: 3) }
    for run in runs {
      lengthCode.write(run.symbol, to: &writer)
      writer.write(UInt32(run.extra), bits: run.extraBits)
    }
  }

  /// §3.2.7: the order code-length code lengths are stored in (one table for the package).
  private static let lengthOrder = DynamicHeader.order

  /// Code lengths as code-length symbols: lengths as themselves, runs of 3–10 zeros as 17
  /// and of 11–138 as 18, each with its extra bits.
  private static func runLengths(_ lengths: [Int]) -> [(symbol: Int, extra: Int, extraBits: Int)] {
    var runs: [(symbol: Int, extra: Int, extraBits: Int)] = []
    var i = 0
    while i < lengths.count {
      guard lengths[i] == 0 else {
        runs.append((lengths[i], 0, 0))
        i += 1
        continue
      }
      var zeros = 0
      while i + zeros < lengths.count && lengths[i + zeros] == 0 { zeros += 1 }
      i += zeros
      while zeros >= 11 {
        let run = min(138, zeros)
        runs.append((18, run - 11, 7))
        zeros -= run
      }
      if zeros >= 3 {
        runs.append((17, zeros - 3, 3))
        zeros = 0
      }
      for _ in 0..<zeros { runs.append((0, 0, 0)) }
    }
    return runs
  }
}
