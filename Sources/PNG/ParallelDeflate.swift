import CDeflate
import Dispatch
import Synchronization

/// A zlib stream (RFC 1950) made of independent pieces, compressed on several threads and
/// joined bit to bit into one stream (a piece with a stored block starts on a byte, after
/// an empty stored block where needed). What the pieces are depends on the input alone, never
/// on the thread count, so the bytes are the same on any number of threads.
enum ParallelDeflate {
  /// One stretch of the stream's input.
  enum Piece: Equatable, Sendable {
    /// `count` bytes that `fill` writes and libdeflate compresses.
    case bytes(count: Int)
    /// `rows` PNG rows of `rowBytes` bytes that repeat the row above: Up filter, zeros
    /// (``RepeatedRowsBlock``, written while joining).
    case repeatedRows(rows: Int, rowBytes: Int)

    var count: Int {
      switch self {
      case .bytes(let count): count
      case .repeatedRows(let rows, let rowBytes): rows * rowBytes
      }
    }
  }

  /// Compresses `pieces` at libdeflate `level` (1...12) into one zlib stream. `fill(p,
  /// buffer)` writes piece `p`'s bytes (a `.bytes` piece) into a buffer of at least its
  /// count, on the thread that compresses it, so filling runs in parallel too.
  static func zlib(
    _ pieces: [Piece], level: Int, threads: Int,
    fill: @Sendable (Int, UnsafeMutableRawBufferPointer) -> Void
  ) throws(DeflateBlocks.Malformed) -> [UInt8] {
    let compressed = try compressPieces(pieces, level: level, threads: threads, fill: fill)
    var writer = BitWriter(
      capacity: compressed.reduce(6) { $0 + ($1?.stream.count ?? 0) } + 64 * pieces.count)
    // CMF 0x78: deflate, 32 KB window; FLG 0x5E: "default" level class, check bits valid.
    writer.write(0x78, bits: 8)
    writer.write(0x5E, bits: 8)
    var adler: UInt32 = 1
    for (p, piece) in pieces.enumerated() {
      let final = p == pieces.count - 1
      switch piece {
      case .bytes(let count):
        guard var out = compressed[p] else { throw DeflateBlocks.Malformed() }
        if !final { out.stream[out.finalBit >> 3] &= ~(1 << UInt8(out.finalBit & 7)) }
        // A stored block's bytes must stay on byte boundaries: such a piece starts on one.
        if out.hasStoredBlock && writer.bitCount % 8 != 0 { writer.writeEmptyStoredBlock() }
        out.stream.withUnsafeBytes { writer.append($0, bitCount: out.endBit) }
        adler = combineAdler(adler, out.adler, length: count)
      case .repeatedRows(let rows, let rowBytes):
        RepeatedRowsBlock.write(rows: rows, rowBytes: rowBytes, final: final, to: &writer)
        adler = combineAdler(
          adler, RepeatedRowsBlock.adler(rows: rows, rowBytes: rowBytes), length: piece.count)
      }
    }
    var out = writer.finish()
    out += [
      UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF),
      UInt8(adler & 0xFF),
    ]
    return out
  }

  /// A `.bytes` piece compressed: its raw DEFLATE stream, where its final block's BFINAL
  /// bit is and where the stream ends, and the Adler-32 of its input.
  private struct Compressed: Sendable {
    var stream: [UInt8]
    var finalBit: Int
    var endBit: Int
    var hasStoredBlock: Bool
    var adler: UInt32
  }

  /// Each worker takes the next `.bytes` piece until none is left, with one input buffer,
  /// one compressor and one output buffer of its own (allocating them per piece cost page
  /// faults on every piece). Nil for the other pieces.
  private static func compressPieces(
    _ pieces: [Piece], level: Int, threads: Int,
    fill: @Sendable (Int, UnsafeMutableRawBufferPointer) -> Void
  ) throws(DeflateBlocks.Malformed) -> [Compressed?] {
    let jobs = pieces.indices.filter { if case .bytes = pieces[$0] { true } else { false } }
    let largest = jobs.map { pieces[$0].count }.max() ?? 0
    let outputs = Mutex<[Compressed?]>([Compressed?](repeating: nil, count: pieces.count))
    let failed = Atomic<Bool>(false)
    let next = Atomic<Int>(0)
    @Sendable func worker() {
      guard let compressor = libdeflate_alloc_compressor(Int32(level)) else {
        failed.store(true, ordering: .relaxed)
        return
      }
      defer { libdeflate_free_compressor(compressor) }
      let input = UnsafeMutableRawBufferPointer.allocate(byteCount: largest, alignment: 16)
      defer { input.deallocate() }
      var scratch: [UInt8] = []
      while !failed.load(ordering: .relaxed) {
        let j = next.wrappingAdd(1, ordering: .relaxed).oldValue
        if j >= jobs.count { break }
        let p = jobs[j]
        let bytes = UnsafeMutableRawBufferPointer(rebasing: input[..<pieces[p].count])
        fill(p, bytes)
        do {
          let stream = try compress(
            UnsafeRawBufferPointer(bytes), with: compressor, scratch: &scratch)
          let blocks = try stream.withUnsafeBufferPointer {
            (buffer) throws(DeflateBlocks.Malformed) in
            try DeflateBlocks(buffer)
          }
          let piece = Compressed(
            stream: stream, finalBit: blocks.finalBit, endBit: blocks.endBit,
            hasStoredBlock: blocks.hasStoredBlock,
            adler: libdeflate_adler32(1, bytes.baseAddress, bytes.count))
          outputs.withLock { $0[p] = piece }
        } catch {
          failed.store(true, ordering: .relaxed)
        }
      }
    }
    let workers = min(max(1, threads), jobs.count)
    if workers == 1 {
      worker()
    } else if workers > 1 {
      DispatchQueue.concurrentPerform(iterations: workers) { _ in worker() }
    }
    if failed.load(ordering: .relaxed) { throw DeflateBlocks.Malformed() }
    return outputs.withLock { $0 }
  }

  /// The plain twin of ``zlib(_:level:threads:fill:)``: `bytes` as one zlib stream, the
  /// way libdeflate writes it in one call; nil if it cannot.
  static func zlibInOneCall(_ bytes: [UInt8], level: Int) -> [UInt8]? {
    guard let compressor = libdeflate_alloc_compressor(Int32(level)) else { return nil }
    defer { libdeflate_free_compressor(compressor) }
    var out = [UInt8](repeating: 0, count: libdeflate_zlib_compress_bound(compressor, bytes.count))
    let size = bytes.withUnsafeBytes { input in
      out.withUnsafeMutableBytes { output in
        libdeflate_zlib_compress(
          compressor, input.baseAddress, input.count, output.baseAddress, output.count)
      }
    }
    return size > 0 ? Array(out[..<size]) : nil
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

  /// A raw DEFLATE stream of `piece` as libdeflate writes it (for tests of the block walk).
  static func compress(_ piece: UnsafeRawBufferPointer, level: Int)
    throws(DeflateBlocks.Malformed) -> [UInt8]
  {
    guard let compressor = libdeflate_alloc_compressor(Int32(level)) else {
      throw DeflateBlocks.Malformed()
    }
    defer { libdeflate_free_compressor(compressor) }
    var scratch: [UInt8] = []
    return try compress(piece, with: compressor, scratch: &scratch)
  }

  private static func compress(
    _ piece: UnsafeRawBufferPointer, with compressor: OpaquePointer, scratch: inout [UInt8]
  ) throws(DeflateBlocks.Malformed) -> [UInt8] {
    let bound = libdeflate_deflate_compress_bound(compressor, piece.count)
    if scratch.count < bound { scratch = [UInt8](repeating: 0, count: bound) }
    let size = scratch.withUnsafeMutableBytes { buffer in
      libdeflate_deflate_compress(
        compressor, piece.baseAddress, piece.count, buffer.baseAddress, bound)
    }
    guard size > 0 else { throw DeflateBlocks.Malformed() }
    return Array(scratch[..<size])
  }
}
