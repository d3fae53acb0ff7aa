import CDeflate
import Dispatch
import Synchronization

/// A zlib stream (RFC 1950) of a buffer compressed by libdeflate in independent pieces on
/// several threads, joined into one stream. The pieces are cut by size alone, never by
/// thread count, so the bytes are the same on any number of threads.
enum ParallelDeflate {
  /// Pieces are at least this many bytes (a phone screen makes about seventeen): fewer
  /// pieces compress a little better, more keep two threads evenly busy (with nine pieces
  /// one thread took five, a third more than the other).
  static let pieceBytes = 1 << 19
  /// At most this many pieces, whatever the size.
  static let maximumPieces = 64

  /// Where `total` bytes made of `rows` equal rows are cut: whole rows, so a piece starts
  /// where a PNG filter restarts. Depends on the sizes only.
  static func cuts(rows: Int, rowBytes: Int) -> [Range<Int>] {
    let total = rows * rowBytes
    let pieces = max(1, min(maximumPieces, rows, total / pieceBytes))
    return (0..<pieces).map { p in
      (rows * p / pieces * rowBytes)..<(rows * (p + 1) / pieces * rowBytes)
    }
  }

  /// Compresses `data` at libdeflate `level` (1...12) into a zlib stream whose pieces are
  /// `pieces` (contiguous, covering `data`); `fill` writes a piece's bytes first, on the
  /// thread that compresses it (a PNG's rows), so filling runs in parallel too. When `fill`
  /// returns false the work is abandoned and the result is nil (the PNG encoder's rows
  /// were not all opaque).
  static func zlib(
    _ data: UnsafeMutableRawBufferPointer, pieces: [Range<Int>], level: Int, threads: Int,
    fill: @Sendable (Range<Int>) -> Bool
  ) throws(DeflateBlocks.Malformed) -> [UInt8]? {
    let outputs = Mutex<[Piece?]>([Piece?](repeating: nil, count: pieces.count))
    // 0 while going on; 1 when `fill` refused a piece; 2 when libdeflate could not start.
    let stop = Atomic<Int>(0)
    let shared = SharedBytes(data: data)
    let last = pieces.count - 1
    let next = Atomic<Int>(0)
    // Each worker takes the next piece until none is left, with one compressor and one
    // output buffer of its own (allocating them per piece cost page faults on every piece).
    @Sendable func worker() {
      guard let compressor = libdeflate_alloc_compressor(Int32(level)) else {
        stop.store(2, ordering: .relaxed)
        return
      }
      defer { libdeflate_free_compressor(compressor) }
      var scratch: [UInt8] = []
      while stop.load(ordering: .relaxed) == 0 {
        let p = next.wrappingAdd(1, ordering: .relaxed).oldValue
        if p >= pieces.count { break }
        guard fill(pieces[p]) else {
          _ = stop.compareExchange(expected: 0, desired: 1, ordering: .relaxed)
          break
        }
        let bytes = UnsafeRawBufferPointer(rebasing: shared.data[pieces[p]])
        let result = Result { () throws(DeflateBlocks.Malformed) in
          try compress(bytes, with: compressor, final: p == last, scratch: &scratch)
        }
        let piece = Piece(
          stream: result, adler: libdeflate_adler32(1, bytes.baseAddress, bytes.count))
        outputs.withLock { $0[p] = piece }
      }
    }
    let workers = min(max(1, threads), pieces.count)
    if workers == 1 {
      worker()
    } else {
      DispatchQueue.concurrentPerform(iterations: workers) { _ in worker() }
    }
    switch stop.load(ordering: .relaxed) {
    case 0: break
    case 1: return nil
    default: throw DeflateBlocks.Malformed()
    }
    var streams: [[UInt8]] = []
    var adler: UInt32 = 1
    for (p, piece) in outputs.withLock({ $0 }).enumerated() {
      guard let piece else { throw DeflateBlocks.Malformed() }
      streams.append(try piece.stream.get())
      adler = combineAdler(adler, piece.adler, length: pieces[p].count)
    }
    // CMF 0x78: deflate, 32 KB window; FLG 0x5E: "default" level class, check bits valid.
    var out: [UInt8] = [0x78, 0x5E]
    out.reserveCapacity(streams.reduce(6) { $0 + $1.count })
    for stream in streams { out += stream }
    out += [
      UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF),
      UInt8(adler & 0xFF),
    ]
    return out
  }

  /// One compressed piece and the Adler-32 of its input.
  private struct Piece: Sendable {
    var stream: Result<[UInt8], DeflateBlocks.Malformed>
    var adler: UInt32
  }

  /// The Adler-32 of two buffers one after the other, from the checksums of each (both
  /// started at 1) and the second one's length: A sums bytes, so A = A₁ + A₂ − 1; B sums the
  /// running A, so the second buffer's B gains (A₁ − 1) for each of its bytes (RFC 1950
  /// §8.2 defines A and B; zlib's adler32_combine does the same sum).
  static func combineAdler(_ first: UInt32, _ second: UInt32, length: Int) -> UInt32 {
    let base: UInt64 = 65521
    let a1 = UInt64(first & 0xFFFF)
    let b1 = UInt64(first >> 16)
    let a2 = UInt64(second & 0xFFFF)
    let b2 = UInt64(second >> 16)
    let a = (a1 + a2 + base - 1) % base
    let b = (b1 + b2 + (UInt64(length) % base) * ((a1 + base - 1) % base)) % base
    return UInt32(b << 16 | a)
  }

  /// A raw DEFLATE stream of `piece`; unless `final`, its last block is made non-final and
  /// an empty stored block byte-aligns its end, so the next piece's stream can follow.
  static func compress(_ piece: UnsafeRawBufferPointer, level: Int, final: Bool)
    throws(DeflateBlocks.Malformed) -> [UInt8]
  {
    guard let compressor = libdeflate_alloc_compressor(Int32(level)) else {
      throw DeflateBlocks.Malformed()
    }
    defer { libdeflate_free_compressor(compressor) }
    var scratch: [UInt8] = []
    return try compress(piece, with: compressor, final: final, scratch: &scratch)
  }

  private static func compress(
    _ piece: UnsafeRawBufferPointer, with compressor: OpaquePointer, final: Bool,
    scratch: inout [UInt8]
  ) throws(DeflateBlocks.Malformed) -> [UInt8] {
    let bound = libdeflate_deflate_compress_bound(compressor, piece.count)
    if scratch.count < bound { scratch = [UInt8](repeating: 0, count: bound) }
    let size = scratch.withUnsafeMutableBytes { buffer in
      libdeflate_deflate_compress(
        compressor, piece.baseAddress, piece.count, buffer.baseAddress, bound)
    }
    guard size > 0 else { throw DeflateBlocks.Malformed() }
    var out = Array(scratch[..<size])
    if final { return out }
    let blocks = try out.withUnsafeBufferPointer { (buffer) throws(DeflateBlocks.Malformed) in
      try DeflateBlocks(buffer)
    }
    out[blocks.finalBit >> 3] &= ~(1 << UInt8(blocks.finalBit & 7))
    let byte = blocks.endBit >> 3
    let bit = blocks.endBit & 7
    out.removeSubrange((bit == 0 ? byte : byte + 1)...)
    if bit > 0 { out[byte] &= UInt8((1 << bit) - 1) }
    // The stored block's 3 header bits (BFINAL 0, BTYPE 00) fit in this byte's free bits
    // or take a new one; then LEN 0 and NLEN 0xFFFF.
    if bit == 0 || bit > 5 { out.append(0) }
    out += [0x00, 0x00, 0xFF, 0xFF]
    return out
  }
}

/// The buffer every worker fills and compresses its own disjoint piece of.
private struct SharedBytes: @unchecked Sendable {
  let data: UnsafeMutableRawBufferPointer
}
