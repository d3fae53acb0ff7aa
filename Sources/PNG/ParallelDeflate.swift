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

  /// How `.bytes` pieces are compressed.
  enum Method: Equatable, Sendable {
    /// libdeflate at `level` (1...12), each piece on its own.
    case libdeflate(level: Int)
    /// ``ScreenDeflate`` for rows of `rowBytes` bytes and pixels of `pixelBytes`, each
    /// piece with up to `history` bytes before it as its window's start.
    case screen(pixelBytes: Int, rowBytes: Int, history: Int)
  }

  /// Compresses `pieces` at libdeflate `level` (1...12) into one zlib stream. `fill(p,
  /// buffer)` writes piece `p`'s bytes (a `.bytes` piece) into a buffer of at least its
  /// count, on the thread that compresses it, so filling runs in parallel too.
  static func zlib(
    _ pieces: [Piece], level: Int, threads: Int,
    fill: @escaping @Sendable (Int, UnsafeMutableRawBufferPointer) -> Void
  ) throws(DeflateBlocks.Malformed) -> [UInt8] {
    try zlib(pieces, method: .libdeflate(level: level), threads: threads) { p, buffer, _ in
      fill(p, buffer)
      return 0
    }
  }

  /// Compresses `pieces` by `method` into one zlib stream. `fill(p, buffer, history)` writes
  /// into `buffer` up to `history` bytes that come just before piece `p` in the stream (the
  /// whole rows that fit), then the piece's own bytes, and returns how many history bytes
  /// it wrote. It runs on the thread that compresses the piece, so filling is parallel too.
  static func zlib(
    _ pieces: [Piece], method: Method, threads: Int,
    fill: @Sendable (Int, UnsafeMutableRawBufferPointer, Int) -> Int
  ) throws(DeflateBlocks.Malformed) -> [UInt8] {
    let compressed = try compressPieces(pieces, method: method, threads: threads, fill: fill)
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

  /// One worker's compressor: libdeflate's, with its output buffer, or a ``ScreenDeflate``
  /// (made on the first piece, when the row layout is known).
  private final class PieceCompressor {
    let libdeflate: OpaquePointer?
    var scratch: [UInt8] = []
    let screen: ScreenDeflate?

    init?(_ method: Method) {
      switch method {
      case .libdeflate(let level):
        guard let compressor = libdeflate_alloc_compressor(Int32(level)) else { return nil }
        libdeflate = compressor
        screen = nil
      case .screen(let pixelBytes, let rowBytes, _):
        libdeflate = nil
        screen = ScreenDeflate(pixelBytes: pixelBytes, rowBytes: rowBytes)
      }
    }

    deinit { if let libdeflate { libdeflate_free_compressor(libdeflate) } }

    /// `input[start...]` compressed (adler left at 1 for the caller).
    func compress(_ input: UnsafeRawBufferPointer, start: Int)
      throws(DeflateBlocks.Malformed) -> Compressed
    {
      if let screen {
        let stream = screen.compress(input, start: start)
        return Compressed(
          stream: stream.bytes, finalBit: stream.finalBit, endBit: stream.endBit,
          hasStoredBlock: false, adler: 1)
      }
      let stream = try ParallelDeflate.compress(
        UnsafeRawBufferPointer(rebasing: input[start...]), with: libdeflate!, scratch: &scratch)
      let blocks = try stream.withUnsafeBufferPointer {
        (buffer) throws(DeflateBlocks.Malformed) in
        try DeflateBlocks(buffer)
      }
      return Compressed(
        stream: stream, finalBit: blocks.finalBit, endBit: blocks.endBit,
        hasStoredBlock: blocks.hasStoredBlock, adler: 1)
    }
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
    _ pieces: [Piece], method: Method, threads: Int,
    fill: @Sendable (Int, UnsafeMutableRawBufferPointer, Int) -> Int
  ) throws(DeflateBlocks.Malformed) -> [Compressed?] {
    let jobs = pieces.indices.filter { if case .bytes = pieces[$0] { true } else { false } }
    let largest = jobs.map { pieces[$0].count }.max() ?? 0
    let history: Int
    if case .screen(_, _, let bytes) = method { history = max(0, bytes) } else { history = 0 }
    let outputs = Mutex<[Compressed?]>([Compressed?](repeating: nil, count: pieces.count))
    let failed = Atomic<Bool>(false)
    let next = Atomic<Int>(0)
    @Sendable func worker() {
      guard let compressor = PieceCompressor(method) else {
        failed.store(true, ordering: .relaxed)
        return
      }
      let input = UnsafeMutableRawBufferPointer.allocate(
        byteCount: history + largest, alignment: 16)
      defer { input.deallocate() }
      while !failed.load(ordering: .relaxed) {
        let j = next.wrappingAdd(1, ordering: .relaxed).oldValue
        if j >= jobs.count { break }
        let p = jobs[j]
        let before = fill(p, input, history)
        precondition(before >= 0 && before <= history, "history within its room")
        let all = UnsafeRawBufferPointer(rebasing: input[..<(before + pieces[p].count)])
        let bytes = UnsafeRawBufferPointer(rebasing: all[before...])
        do {
          var piece = try compressor.compress(all, start: before)
          piece.adler = libdeflate_adler32(1, bytes.baseAddress, bytes.count)
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

  fileprivate static func compress(
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
