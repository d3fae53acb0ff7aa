/// A DEFLATE compressor (RFC 1951) made for a screen's PNG rows, the fast encoder's in
/// place of libdeflate (the plain twin, and still used for files kept in a repository).
///
/// UI screens are flat colour and rows that repeat most of the row above, so almost every
/// match is at a distance of one pixel or one row: those two are tried first, 8 bytes at a
/// time, and a small hash of 4-byte strings finds the rest (a glyph's second occurrence).
/// Each block's Huffman codes are built from its own symbol counts. The bytes before the
/// piece (up to a window of the image) are history that matches may reach into, so pieces
/// compressed apart lose little, and the output depends on the input alone.
final class ScreenDeflate {
  /// DEFLATE's window: no match reaches further back.
  static let window = 32_768
  static let hashBits = 14
  /// Symbols per block: each block gets codes fitted to its own stretch of the image.
  static let blockSymbols = 1 << 13
  /// A one-pixel or one-row match this long is taken without asking the hash.
  static let goodLength = 32
  /// A match shorter than this is put off when the next byte starts a longer one.
  static let lazyLength = 16

  let pixelBytes: Int
  let rowBytes: Int
  private let hash: UnsafeMutablePointer<Int32>
  private let symbols: UnsafeMutablePointer<UInt32>
  private let literalCounts: UnsafeMutablePointer<Int>
  private let distanceCounts: UnsafeMutablePointer<Int>
  private var output: UnsafeMutablePointer<UInt8>
  private var outputCapacity = 0

  /// A raw DEFLATE stream, its last block's BFINAL bit (set) and its length in bits.
  struct Stream {
    var bytes: [UInt8]
    var finalBit: Int
    var endBit: Int
  }

  init(pixelBytes: Int, rowBytes: Int) {
    precondition(pixelBytes >= 1 && rowBytes >= 1, "a pixel and a row have bytes")
    self.pixelBytes = pixelBytes
    self.rowBytes = rowBytes
    hash = .allocate(capacity: 1 << Self.hashBits)
    symbols = .allocate(capacity: Self.blockSymbols)
    literalCounts = .allocate(capacity: 286)
    distanceCounts = .allocate(capacity: 30)
    output = .allocate(capacity: 0)
  }

  deinit {
    hash.deallocate()
    symbols.deallocate()
    literalCounts.deallocate()
    distanceCounts.deallocate()
    output.deallocate()
  }

  /// Compresses `input[start...]`; `input[..<start]` is the data just before it in the
  /// stream, which matches may copy from. The last block is marked final.
  func compress(_ input: UnsafeRawBufferPointer, start: Int) -> Stream {
    precondition(start >= 0 && start <= input.count, "history precedes the data")
    precondition(input.count < Int(Int32.max), "positions fit the hash table")
    let length = input.count - start
    // Each input byte costs at most 16 bits (a 15-bit literal, or a 48-bit match of 3
    // bytes); each block adds a header and an end code.
    let capacity = 2 * length + (length / Self.blockSymbols + 2) * 1024 + 64
    if capacity > outputCapacity {
      output.deallocate()
      output = .allocate(capacity: capacity)
      outputCapacity = capacity
    }
    hash.initialize(repeating: -1, count: 1 << Self.hashBits)
    var sink = BitSink(base: output)
    var finalBit = 0
    var at = start
    DeflateSymbols.lengthCode.withUnsafeBufferPointer { lengthCode in
      DeflateSymbols.distanceCode.withUnsafeBufferPointer { distanceCode in
        let tables = Tables(lengthCode: lengthCode, distanceCode: distanceCode)
        repeat {
          let count = findMatches(input, from: &at, tables: tables)
          finalBit = sink.bitCount
          writeBlock(count, final: at >= input.count, tables: tables, to: &sink)
        } while at < input.count
      }
    }
    let endBit = sink.bitCount
    sink.finish()
    return Stream(
      bytes: Array(UnsafeBufferPointer(start: output, count: sink.at)), finalBit: finalBit,
      endBit: endBit)
  }

  private struct Tables {
    let lengthCode: UnsafeBufferPointer<UInt8>
    let distanceCode: UnsafeBufferPointer<UInt8>
  }

  /// Fills ``symbols`` with up to ``blockSymbols`` literals (the byte) and matches (length
  /// << 16 | distance) from `at` on, and the block's symbol counts; returns how many.
  private func findMatches(
    _ input: UnsafeRawBufferPointer, from at: inout Int, tables: Tables
  ) -> Int {
    let src = input.baseAddress!.assumingMemoryBound(to: UInt8.self)
    let end = input.count
    literalCounts.initialize(repeating: 0, count: 286)
    distanceCounts.initialize(repeating: 0, count: 30)
    var i = at
    var n = 0
    let finder = MatchFinder(
      src: src, end: end, near: pixelBytes,
      far: rowBytes <= Self.window && rowBytes != pixelBytes ? rowBytes : 0, hash: hash)
    while i < end && n < Self.blockSymbols {
      var (best, distance) = finder.longest(at: i)
      // One step of lazy matching: a longer match one byte on wins over this one.
      while best >= 3 && best < Self.lazyLength && i + 1 < end {
        let (next, nextDistance) = finder.longest(at: i + 1)
        guard next > best else { break }
        symbols[n] = UInt32(src[i])
        literalCounts[Int(src[i])] += 1
        n &+= 1
        i &+= 1
        (best, distance) = (next, nextDistance)
      }
      if best >= 3 {
        symbols[n] = UInt32(truncatingIfNeeded: best << 16 | distance)
        literalCounts[257 + Int(tables.lengthCode[best])] += 1
        distanceCounts[Int(tables.distanceCode[distance])] += 1
        i &+= best
      } else {
        symbols[n] = UInt32(src[i])
        literalCounts[Int(src[i])] += 1
        i &+= 1
      }
      n &+= 1
    }
    at = i
    return n
  }

  /// One dynamic-Huffman block (§3.2.7) of `count` symbols with codes from their counts.
  private func writeBlock(_ count: Int, final: Bool, tables: Tables, to sink: inout BitSink) {
    var literals = Array(UnsafeBufferPointer(start: literalCounts, count: 286))
    var distances = Array(UnsafeBufferPointer(start: distanceCounts, count: 30))
    literals[256] = 1
    Self.makeTwo(&literals)
    Self.makeTwo(&distances)
    let literalLengths = HuffmanLengths.build(literals, limit: 15)
    let distanceLengths = HuffmanLengths.build(distances, limit: 15)
    DynamicHeader.write(
      literals: literalLengths, distances: distanceLengths, final: final, to: &sink)
    let literalCode = HuffmanCode(lengths: literalLengths)
    let distanceCode = HuffmanCode(lengths: distanceLengths)
    // Code and extra bits per length and distance symbol, in one word: bits, then width.
    let lengthWords = (0..<29).map { index in
      Self.word(
        literalCode.codes[257 + index], literalLengths[257 + index],
        extraBits: DeflateSymbols.lengthExtra[index])
    }
    let distanceWords = (0..<30).map { code in
      Self.word(
        distanceCode.codes[code], distanceLengths[code],
        extraBits: DeflateSymbols.distanceExtra[code])
    }
    let literalWords = (0..<257).map {
      UInt64(literalCode.codes[$0]) | UInt64(literalLengths[$0]) << 56
    }
    literalWords.withUnsafeBufferPointer { literalWords in
      lengthWords.withUnsafeBufferPointer { lengthWords in
        distanceWords.withUnsafeBufferPointer { distanceWords in
          for k in 0..<count {
            let symbol = Int(symbols[k])
            if symbol < 256 {
              let w = literalWords[symbol]
              sink.put(w & 0xFFFF_FFFF, Int(w >> 56))
              continue
            }
            let length = symbol >> 16
            let distance = symbol & 0xFFFF
            let index = Int(tables.lengthCode[length])
            let l = lengthWords[index]
            let lengthCodeBits = Int((l >> 48) & 0xFF)
            let lengthExtra = UInt64(length - DeflateSymbols.lengthBase[index])
            sink.put((l & 0xFFFF) | lengthExtra << lengthCodeBits, Int(l >> 56))
            let code = Int(tables.distanceCode[distance])
            let d = distanceWords[code]
            let distanceCodeBits = Int((d >> 48) & 0xFF)
            let distanceExtra = UInt64(distance - DeflateSymbols.distanceBase[code])
            sink.put((d & 0xFFFF) | distanceExtra << distanceCodeBits, Int(d >> 56))
          }
          let end = literalWords[256]
          sink.put(end & 0xFFFF_FFFF, Int(end >> 56))
        }
      }
    }
  }

  /// A code (≤ 15 bits) in the low bits, its length at bit 48, code and extra bits'
  /// total width at bit 56.
  private static func word(_ code: UInt32, _ length: Int, extraBits: Int) -> UInt64 {
    UInt64(code) | UInt64(length) << 48 | UInt64(length + extraBits) << 56
  }

  /// A complete code needs two symbols: an unused one gets a count of one when fewer occur
  /// (zlib refuses most incomplete codes).
  static func makeTwo(_ counts: inout [Int]) {
    var used = counts.filter { $0 > 0 }.count
    for symbol in 0..<2 where used < 2 && counts[symbol] == 0 {
      counts[symbol] = 1
      used += 1
    }
  }
}

/// Bits into a buffer, lowest first (RFC 1951 §3.1.1), flushed 32 at a time. The buffer
/// must hold every byte written; the compressor sizes it from the input.
struct BitSink {
  let base: UnsafeMutablePointer<UInt8>
  private(set) var at = 0
  private var bits: UInt64 = 0
  private var count = 0

  init(base: UnsafeMutablePointer<UInt8>) { self.base = base }

  var bitCount: Int { at * 8 + count }

  /// The lowest `width` bits of `value` (at most 32; higher bits must be zero).
  @inline(__always) mutating func put(_ value: UInt64, _ width: Int) {
    bits |= value << UInt64(count)
    count &+= width
    if count >= 32 {
      UnsafeMutableRawPointer(base + at).storeBytes(
        of: UInt32(truncatingIfNeeded: bits).littleEndian, as: UInt32.self)
      at &+= 4
      bits >>= 32
      count &-= 32
    }
  }

  /// The bits left, the last byte padded with zeros.
  mutating func finish() {
    while count > 0 {
      base[at] = UInt8(truncatingIfNeeded: bits)
      at += 1
      bits >>= 8
      count -= 8
    }
    count = 0
  }
}
