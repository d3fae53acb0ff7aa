/// Walks the blocks of one complete raw DEFLATE stream (RFC 1951) without producing output,
/// to find the two bit positions that joining streams needs: the final block's BFINAL bit
/// and the bit just after the stream's end. libdeflate compresses whole buffers only, so
/// independently compressed row chunks are joined by clearing BFINAL and byte-aligning
/// with an empty stored block, as zlib's sync flush does (``ParallelDeflate``).
struct DeflateBlocks {
  /// Bit offset of the final block's BFINAL bit.
  var finalBit = 0
  /// Bit offset just past the final block's end-of-block code.
  var endBit = 0
  /// The stream holds a stored block, whose bytes are aligned to the stream's bytes: it can
  /// be joined to another stream only at a byte boundary.
  var hasStoredBlock = false

  struct Malformed: Error {}

  /// `table: false` decodes every code bit by bit: the plain twin the tests compare the
  /// table-driven walk to.
  init(_ bytes: UnsafeBufferPointer<UInt8>, table: Bool = true) throws(Malformed) {
    var reader = BitReader(bytes)
    while true {
      let header = reader.position
      let final = try reader.bits(1)
      switch try reader.bits(2) {
      case 0:
        hasStoredBlock = true
        reader.alignToByte()
        let length = try reader.bits(16)
        let inverse = try reader.bits(16)
        guard length ^ inverse == 0xFFFF else { throw Malformed() }
        try reader.skipBytes(length)
      case 1:
        try Self.walkSymbols(
          &reader, literals: table ? .fixedLiterals : .fixedLiteralsPlain,
          distances: table ? .fixedDistances : .fixedDistancesPlain)
      case 2:
        let (literals, distances) = try Self.dynamicCodes(&reader, table: table)
        try Self.walkSymbols(&reader, literals: literals, distances: distances)
      default:
        throw Malformed()
      }
      if final == 1 {
        finalBit = header
        endBit = reader.position
        return
      }
    }
  }

  // The extra bits of length and distance symbols: `DeflateSymbols`' tables (bases are not
  // needed: the walk copies nothing).
  private static let lengthExtra = DeflateSymbols.lengthExtra
  private static let distanceExtra = DeflateSymbols.distanceExtra
  /// §3.2.7: the order code-length code lengths are stored in (one table for the package).
  private static let lengthOrder = DynamicHeader.order

  private static func walkSymbols(
    _ reader: inout BitReader, literals: Huffman, distances: Huffman
  ) throws(Malformed) {
    while true {
      // A table hit has already skipped a length's or distance's extra bits.
      let (symbol, skipped) = try literals.decode(&reader)
      if symbol < 256 { continue }
      if symbol == 256 { return }
      let index = symbol - 257
      guard index < lengthExtra.count else { throw Malformed() }
      if !skipped { _ = try reader.bits(lengthExtra[index]) }
      let (distance, distanceSkipped) = try distances.decode(&reader)
      guard distance < distanceExtra.count else { throw Malformed() }
      if !distanceSkipped { _ = try reader.bits(distanceExtra[distance]) }
    }
  }

  /// Extra bits after each literal/length symbol (0 for literals, end of block and the
  /// invalid 286 and 287) and after each distance symbol (0 for the invalid 30 and 31).
  static let literalExtra: [Int] =
    [Int](repeating: 0, count: 257) + lengthExtra + [0, 0]
  static let distanceExtraBits: [Int] = distanceExtra + [0, 0]

  private static func dynamicCodes(_ reader: inout BitReader, table: Bool) throws(Malformed)
    -> (Huffman, Huffman)
  {
    let literalCount = try reader.bits(5) + 257
    let distanceCount = try reader.bits(5) + 1
    let codeCount = try reader.bits(4) + 4
    guard literalCount <= 286, distanceCount <= 30 else { throw Malformed() }
    var codeLengths = [Int](repeating: 0, count: 19)
    for i in 0..<codeCount { codeLengths[lengthOrder[i]] = try reader.bits(3) }
    let lengthCode = try Huffman(lengths: codeLengths)
    var lengths: [Int] = []
    lengths.reserveCapacity(literalCount + distanceCount)
    while lengths.count < literalCount + distanceCount {
      let symbol = try lengthCode.decode(&reader).symbol
      switch symbol {
      case 0..<16: lengths.append(symbol)
      case 16:
        guard let last = lengths.last else { throw Malformed() }
        lengths += repeatElement(last, count: 3 + (try reader.bits(2)))
      case 17: lengths += repeatElement(0, count: 3 + (try reader.bits(3)))
      default: lengths += repeatElement(0, count: 11 + (try reader.bits(7)))
      }
    }
    guard lengths.count == literalCount + distanceCount else { throw Malformed() }
    return (
      try Huffman(lengths: Array(lengths[..<literalCount]), table: table, extra: literalExtra),
      try Huffman(lengths: Array(lengths[literalCount...]), table: table, extra: distanceExtraBits)
    )
  }
}

/// A canonical Huffman code. Codes of up to ``tableBits`` bits are found with one lookup of
/// the next bits (most symbols: the walk spent half of a parallel encode decoding bit by
/// bit), which also skips the extra bits that follow the symbol; longer codes, the last bits
/// of the stream and malformed codes take the bit-by-bit decode (counts per length, symbols
/// in code order), which is also the plain twin.
private struct Huffman {
  static let tableBits = 10
  var counts = [Int](repeating: 0, count: 16)
  var symbols: [Int] = []
  /// Indexed by the next ``tableBits`` bits (first bit lowest): `symbol << 8 | extra << 4 |
  /// length`, or 0 when no code that short starts with them. Empty: decode bit by bit only.
  var table: [UInt32] = []

  /// `extra`: how many extra bits follow each symbol (none when nil), skipped by a table hit.
  init(lengths: [Int], table useTable: Bool = true, extra: [Int]? = nil)
    throws(DeflateBlocks.Malformed)
  {
    for length in lengths { counts[length] += 1 }
    counts[0] = 0
    var offsets = [Int](repeating: 0, count: 16)
    for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
    symbols = [Int](repeating: 0, count: lengths.count)
    for (symbol, length) in lengths.enumerated() where length > 0 {
      symbols[offsets[length]] = symbol
      offsets[length] += 1
    }
    if useTable { table = Self.table(lengths: lengths, counts: counts, extra: extra) }
  }

  /// The lookup table of RFC 1951 §3.2.2's canonical codes; empty for an over-subscribed
  /// code (not a prefix code: only the bit-by-bit decode defines what it reads).
  private static func table(lengths: [Int], counts: [Int], extra: [Int]?) -> [UInt32] {
    var left = 1
    for length in 1..<16 {
      left = (left << 1) - counts[length]
      if left < 0 { return [] }
    }
    var next = [Int](repeating: 0, count: 16)
    var code = 0
    for length in 1..<16 {
      code = (code + counts[length - 1]) << 1
      next[length] = code
    }
    var table = [UInt32](repeating: 0, count: 1 << tableBits)
    for (symbol, length) in lengths.enumerated() where length > 0 {
      let code = next[length]
      next[length] += 1
      guard length <= tableBits else { continue }
      // Codes are packed from their most significant bit: reversed, they index by the
      // bits in stream order, and every longer index that starts with them shares the entry.
      var reversed = 0
      for i in 0..<length where code & (1 << i) != 0 { reversed |= 1 << (length - 1 - i) }
      let skip = extra.map { symbol < $0.count ? $0[symbol] : 0 } ?? 0
      let entry = UInt32(symbol << 8 | skip << 4 | length)
      for index in stride(from: reversed, to: 1 << tableBits, by: 1 << length) {
        table[index] = entry
      }
    }
    return table
  }

  /// The next symbol, and whether its extra bits were skipped too (a table hit with enough
  /// bits buffered).
  @inline(__always)
  func decode(_ reader: inout BitReader) throws(DeflateBlocks.Malformed) -> (
    symbol: Int, skipped: Bool
  ) {
    if !table.isEmpty, reader.fill(Self.tableBits + 13) >= Self.tableBits {
      let entry = Int(table[Int(reader.buffer & UInt64((1 << Self.tableBits) - 1))])
      if entry != 0 {
        let length = entry & 15
        let skip = length + (entry >> 4) & 15
        if skip <= reader.count {
          reader.consume(skip)
          return (entry >> 8, true)
        }
        reader.consume(length)
        return (entry >> 8, false)
      }
    }
    return (try decodeBitByBit(&reader), false)
  }

  func decodeBitByBit(_ reader: inout BitReader) throws(DeflateBlocks.Malformed) -> Int {
    // Up to 15 bits, taken from the buffer one by one without a call each.
    let available = reader.fill(15)
    let bits = reader.buffer
    var code = 0
    var first = 0
    var index = 0
    for length in 1..<16 {
      guard length <= available else { break }
      code |= Int((bits >> UInt64(length - 1)) & 1)
      let count = counts[length]
      if code - first < count {
        reader.consume(length)
        return symbols[index + code - first]
      }
      index += count
      first = (first + count) << 1
      code <<= 1
    }
    throw DeflateBlocks.Malformed()
  }

  static let fixedLiterals = try! Huffman(
    lengths: fixedLiteralLengths, extra: DeflateBlocks.literalExtra)
  static let fixedDistances = try! Huffman(
    lengths: [Int](repeating: 5, count: 30), extra: DeflateBlocks.distanceExtraBits)
  static let fixedLiteralsPlain = try! Huffman(lengths: fixedLiteralLengths, table: false)
  static let fixedDistancesPlain = try! Huffman(
    lengths: [Int](repeating: 5, count: 30), table: false)

  // The lengths are valid by construction (the `try!` above cannot fail).
  private static var fixedLiteralLengths: [Int] {
    var lengths = [Int](repeating: 8, count: 288)
    for i in 144..<256 { lengths[i] = 9 }
    for i in 256..<280 { lengths[i] = 7 }
    return lengths
  }
}

/// DEFLATE's bit order: least significant bit of each byte first.
private struct BitReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var next = 0
  var buffer: UInt64 = 0
  var count = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// Bits consumed so far.
  var position: Int { next * 8 - count }

  mutating func bits(_ n: Int) throws(DeflateBlocks.Malformed) -> Int {
    while count < n {
      guard next < bytes.count else { throw DeflateBlocks.Malformed() }
      buffer |= UInt64(bytes[next]) << UInt64(count)
      next += 1
      count += 8
    }
    let value = Int(buffer & ((1 << UInt64(n)) - 1))
    buffer >>= UInt64(n)
    count -= n
    return value
  }

  /// Buffers at least `n` bits (at most 56) if the input has them; returns how many are
  /// buffered.
  mutating func fill(_ n: Int) -> Int {
    if count < n && next + 8 <= bytes.count {
      // Eight bytes at once, keeping whole bytes only: the bits above `count` are then the
      // next bytes of the stream, which a later load or `bits` ORs in at the same place.
      let word = UnsafeRawPointer(bytes.baseAddress! + next).loadUnaligned(as: UInt64.self)
      buffer |= UInt64(littleEndian: word) << UInt64(count)
      let added = (63 - count) >> 3
      next += added
      count += added << 3
      return count
    }
    while count < n && next < bytes.count {
      buffer |= UInt64(bytes[next]) << UInt64(count)
      next += 1
      count += 8
    }
    return count
  }

  /// Drops `n` buffered bits (at most ``count``).
  mutating func consume(_ n: Int) {
    buffer >>= UInt64(n)
    count -= n
  }

  mutating func alignToByte() {
    let drop = count % 8
    buffer >>= UInt64(drop)
    count -= drop
  }

  mutating func skipBytes(_ n: Int) throws(DeflateBlocks.Malformed) {
    // Whole bytes still buffered come first.
    let start = position / 8
    guard start + n <= bytes.count else { throw DeflateBlocks.Malformed() }
    next = start + n
    buffer = 0
    count = 0
  }
}
