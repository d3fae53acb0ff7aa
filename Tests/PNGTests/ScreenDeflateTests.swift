import CDeflate
import TestSupport
import Testing

@testable import PNG

/// The screen compressor: its streams inflate to the input (libdeflate here; zlib, through
/// libpng, in PNGEncoderTests), whatever the rows look like, and the pieces of a zlib stream
/// made with history join into the same bytes on any thread count.
@Suite struct ScreenDeflateTests {
  /// Rows of `rowBytes` bytes: flat bands, rows that repeat the row above or differ in a
  /// few places (text), repeated glyph-like strings, and noise; filter bytes included.
  static func screenRows(rows: Int, rowBytes: Int, pixelBytes: Int, seed: UInt64) -> [UInt8] {
    var rng = SplitMix(seed: seed)
    var out: [UInt8] = []
    out.reserveCapacity(rows * rowBytes)
    let glyph = (0..<(pixelBytes * 9)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
    for y in 0..<rows {
      let kind = rng.next() % 6
      if y > 0 && kind < 2 {
        var row = Array(out[((y - 1) * rowBytes)..<(y * rowBytes)])
        if kind == 1 {
          for _ in 0..<Int(rng.next() % 8) {
            row[Int(rng.next() % UInt64(rowBytes))] = UInt8(truncatingIfNeeded: rng.next())
          }
        }
        out += row
        continue
      }
      var row: [UInt8] = [0]
      let pixel = (0..<pixelBytes).map { _ in UInt8(truncatingIfNeeded: rng.next() | 0xC0) }
      while row.count < rowBytes {
        switch rng.next() % 5 {
        case 0: row += glyph
        case 1: row += (0..<Int(rng.next() % 40)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        default: for _ in 0..<Int(rng.next() % 200) { row += pixel }
        }
      }
      out += row.prefix(rowBytes)
    }
    return out
  }

  static func rawInflate(_ stream: [UInt8], count: Int) -> [UInt8]? {
    guard let inflater = libdeflate_alloc_decompressor() else { return nil }
    defer { libdeflate_free_decompressor(inflater) }
    var out = [UInt8](repeating: 0, count: count)
    var written = 0
    let result = stream.withUnsafeBytes { input in
      out.withUnsafeMutableBytes { output in
        libdeflate_deflate_decompress(
          inflater, input.baseAddress, input.count, output.baseAddress, output.count, &written)
      }
    }
    return result == LIBDEFLATE_SUCCESS && written == count ? out : nil
  }

  /// Widths from one pixel to rows longer than the window (no row-above matches), RGB and
  /// RGBA, UI-like rows and pure noise: the stream inflates to the input, ends where it
  /// says, and its BFINAL bit is where it says.
  @Test(arguments: [
    (1, 3), (2, 4), (7, 3), (300, 3), (301, 4), (1179, 3), (8200, 4), (11_000, 3),
  ])
  func streamsInflateToTheInput(width: Int, pixelBytes: Int) throws {
    let rowBytes = 1 + width * pixelBytes
    for seed in UInt64(0)..<4 {
      let rows = max(1, min(200, 400_000 / rowBytes))
      var input = Self.screenRows(
        rows: rows, rowBytes: rowBytes, pixelBytes: pixelBytes, seed: seed)
      if seed == 3 {
        var rng = SplitMix(seed: 77)
        input = input.map { _ in UInt8(truncatingIfNeeded: rng.next()) }
      }
      let stream = input.withUnsafeBytes {
        ScreenDeflate(pixelBytes: pixelBytes, rowBytes: rowBytes).compress($0, start: 0)
      }
      #expect(Self.rawInflate(stream.bytes, count: input.count) == input, "seed \(seed)")
      #expect((stream.endBit + 7) / 8 == stream.bytes.count)
      #expect(stream.bytes[stream.finalBit >> 3] & (1 << UInt8(stream.finalBit & 7)) != 0)
    }
  }

  /// Nothing, one byte, a few bytes: short inputs still make valid streams.
  @Test func tinyInputsInflate() {
    for count in 0..<20 {
      let input = (0..<count).map { UInt8($0 % 3) }
      let stream = input.withUnsafeBytes {
        ScreenDeflate(pixelBytes: 3, rowBytes: 4).compress($0, start: 0)
      }
      #expect(Self.rawInflate(stream.bytes, count: count) == input, "\(count) bytes")
    }
  }

  /// Rows cut into pieces at arbitrary row boundaries, with repeated-row blocks between
  /// some, each piece compressed with the rows before it as history: one zlib stream that
  /// inflates to all the rows, byte for byte the same on 1, 2, 3 and 8 threads.
  @Test(arguments: [(120, 3), (401, 4), (9000, 3), (12_000, 3)])
  func piecesWithHistoryJoinIntoTheSameStream(width: Int, pixelBytes: Int) throws {
    let rowBytes = 1 + width * pixelBytes
    let rows = max(3, 600_000 / rowBytes)
    var data = Self.screenRows(rows: rows, rowBytes: rowBytes, pixelBytes: pixelBytes, seed: 5)
    var rng = SplitMix(seed: 9)
    var pieces: [ParallelDeflate.Piece] = []
    var starts: [Int] = []
    var y = 0
    while y < rows {
      let count = min(rows - y, Int(rng.next() % 40) + 1)
      starts.append(y * rowBytes)
      if rng.next() % 4 == 0 && y > 0 {
        pieces.append(.repeatedRows(rows: count, rowBytes: rowBytes))
        for r in y..<(y + count) {
          data.replaceSubrange(
            (r * rowBytes)..<((r + 1) * rowBytes),
            with: [2] + Array(repeating: 0, count: rowBytes - 1))
        }
      } else {
        pieces.append(.bytes(count: count * rowBytes))
      }
      y += count
    }
    let history = rowBytes * max(1, (ScreenDeflate.window + rowBytes - 1) / rowBytes)
    let method = ParallelDeflate.Method.screen(
      pixelBytes: pixelBytes, rowBytes: rowBytes, history: history)
    let input = data
    let (cuts, parts) = (starts, pieces)
    let streams = try [1, 2, 3, 8].map { threads in
      try ParallelDeflate.zlib(pieces, method: method, threads: threads) { p, buffer, room in
        let start = cuts[p]
        let before = min(start, room / rowBytes * rowBytes)
        let end = start + parts[p].count
        input[(start - before)..<end].withUnsafeBytes {
          buffer.baseAddress!.copyMemory(from: $0.baseAddress!, byteCount: $0.count)
        }
        return before
      }
    }
    var out = [UInt8](repeating: 0, count: data.count)
    #expect(PNGReader.inflate(streams[0], into: &out))
    #expect(zip(out, data).allSatisfy { $0 == $1 })
    for stream in streams.dropFirst() { #expect(stream == streams[0]) }
  }

  /// Distances and lengths land on their symbols: every value is inside its symbol's
  /// range, and the ranges tile 3...258 and 1...32,768.
  @Test func symbolTablesCoverEveryLengthAndDistance() {
    for length in 3...258 {
      let index = Int(DeflateSymbols.lengthCode[length])
      let extra = length - DeflateSymbols.lengthBase[index]
      #expect(extra >= 0 && extra < 1 << DeflateSymbols.lengthExtra[index], "length \(length)")
    }
    #expect(DeflateSymbols.lengthCode[258] == 28)
    for distance in 1...32_768 {
      let code = Int(DeflateSymbols.distanceCode[distance])
      let extra = distance - DeflateSymbols.distanceBase[code]
      #expect(extra >= 0 && extra < 1 << DeflateSymbols.distanceExtra[code])
    }
  }

  /// Rows wider than the window (no row-above matches, one row of history) and tiny
  /// images: zlib (through libpng) and our reader decode the encoder's files to the pixels.
  @Test(arguments: [(12_000, 30), (1, 1), (2, 1), (1, 3), (5, 2)])
  func wideAndTinyImagesDecodeToTheirPixels(width: Int, height: Int) throws {
    for translucent in [false, true] {
      let bitmap = PNGEncoderTests.screen(width: width, height: height, translucent: translucent)
      let png = try PNGEncoder(threads: 2).encode(bitmap)
      var libpng = PNGDecoder()
      libpng.direct = false
      #expect(try libpng.decode(png) == bitmap)
      #expect(try PNGDecoder().decode(png) == bitmap)
    }
  }
}
