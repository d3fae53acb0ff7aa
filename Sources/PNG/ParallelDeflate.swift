import CDeflate
import Dispatch
import Synchronization

/// A zlib stream (RFC 1950) of a buffer compressed by libdeflate in independent pieces on
/// several threads, joined into one stream. The pieces are cut by size alone, never by
/// thread count, so the bytes are the same on any number of threads.
enum ParallelDeflate {
  /// Pieces are at least this many bytes (a phone screen makes about eight): fewer pieces
  /// compress better, more keep threads busy.
  static let pieceBytes = 1 << 20
  /// At most this many pieces, whatever the size.
  static let maximumPieces = 32

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
  /// thread that compresses it (a PNG's filtered rows), so filtering runs in parallel too.
  static func zlib(
    _ data: UnsafeMutableRawBufferPointer, pieces: [Range<Int>], level: Int, threads: Int,
    fill: @Sendable (Range<Int>) -> Void
  ) throws(DeflateBlocks.Malformed) -> [UInt8] {
    let outputs = Mutex<[Int: Result<[UInt8], DeflateBlocks.Malformed>]>([:])
    let shared = SharedBytes(data: data)
    let last = pieces.count - 1
    @Sendable func work(_ p: Int) {
      fill(pieces[p])
      let piece = UnsafeRawBufferPointer(rebasing: shared.data[pieces[p]])
      let result = Result { () throws(DeflateBlocks.Malformed) in
        try compress(piece, level: level, final: p == last)
      }
      outputs.withLock { $0[p] = result }
    }
    let next = Atomic<Int>(0)
    let workers = min(max(1, threads), pieces.count)
    if workers == 1 {
      for p in pieces.indices { work(p) }
    } else {
      DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while true {
          let p = next.wrappingAdd(1, ordering: .relaxed).oldValue
          if p >= pieces.count { break }
          work(p)
        }
      }
    }
    let done = outputs.withLock { $0 }
    // CMF 0x78: deflate, 32 KB window; FLG 0x5E: "default" level class, check bits valid.
    var out: [UInt8] = [0x78, 0x5E]
    for p in pieces.indices { out += try done[p]!.get() }
    let adler = libdeflate_adler32(1, data.baseAddress, data.count)
    out += [
      UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF),
      UInt8(adler & 0xFF),
    ]
    return out
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
    let bound = libdeflate_deflate_compress_bound(compressor, piece.count)
    var out = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
      count = libdeflate_deflate_compress(
        compressor, piece.baseAddress, piece.count, buffer.baseAddress, bound)
    }
    guard !out.isEmpty else { throw DeflateBlocks.Malformed() }
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
