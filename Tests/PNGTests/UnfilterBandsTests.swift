import TestSupport
import Testing

@testable import PNG

/// The banded unfilter (bands start at rows filtered with None, undone on several threads)
/// against its serial twin, on random rows of every filter type.
@Suite struct UnfilterBandsTests {
  /// Filtered rows: filter bytes mostly None (so bands can start), the rest any type.
  static func rows(width: Int, height: Int, channels: Int, rng: inout SplitMix) -> [UInt8] {
    let rowBytes = 1 + width * channels
    var data = [UInt8](repeating: 0, count: rowBytes * height)
    for y in 0..<height {
      data[y * rowBytes] = rng.next() % 3 == 0 ? 0 : UInt8(rng.next() % 5)
      for i in 1..<rowBytes { data[y * rowBytes + i] = UInt8(truncatingIfNeeded: rng.next()) }
    }
    return data
  }

  static func undo(
    _ rows: [UInt8], width: Int, height: Int, channels: Int, plain: Bool,
    threads: Int = 1
  ) -> ([UInt8], Bool) {
    var data = rows
    var out = [UInt8](repeating: 0, count: width * height * 4)
    let ok = data.withUnsafeMutableBytes { d in
      out.withUnsafeMutableBytes { o in
        plain
          ? Unfilter.plainRows(d, width: width, height: height, channels: channels, into: o)
          : Unfilter.rows(
            d, width: width, height: height, channels: channels, into: o, threads: threads,
            minimumBandBytes: 1)
      }
    }
    return (out, ok)
  }

  @Test(arguments: [3, 4])
  func bandsGiveTheSerialResultOnAnyThreadCount(channels: Int) {
    var rng = SplitMix(seed: UInt64(channels))
    for (width, height) in [(1, 1), (7, 3), (33, 64), (100, 257)] {
      let rows = Self.rows(width: width, height: height, channels: channels, rng: &rng)
      let (plain, plainOK) = Self.undo(
        rows, width: width, height: height, channels: channels, plain: true)
      #expect(plainOK)
      for threads in [1, 2, 3, 8] {
        let (banded, ok) = Self.undo(
          rows, width: width, height: height, channels: channels, plain: false, threads: threads)
        #expect(ok)
        #expect(banded == plain, "\(width)×\(height), \(threads) threads")
      }
    }
  }

  @Test func bandsStartOnlyAtRowsFilteredWithNone() {
    var rng = SplitMix(seed: 9)
    var rows = Self.rows(width: 10, height: 200, channels: 4, rng: &rng)
    rows.withUnsafeMutableBytes { raw in
      let base = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
      let starts = Unfilter.bandStarts(base, rowBytes: 41, height: 200, bands: 6)
      #expect(starts.first == 0)
      #expect(starts.count > 1)
      #expect(starts.dropFirst().allSatisfy { base[$0 * 41] == 0 })
      #expect(starts == starts.sorted() && Set(starts).count == starts.count)
    }
  }

  @Test func anUnknownFilterTypeIsRefused() {
    var rng = SplitMix(seed: 4)
    var rows = Self.rows(width: 5, height: 20, channels: 3, rng: &rng)
    rows[16 * (1 + 5 * 3)] = 5  // row 16's filter byte
    #expect(!Self.undo(rows, width: 5, height: 20, channels: 3, plain: false, threads: 2).1)
    #expect(!Self.undo(rows, width: 5, height: 20, channels: 3, plain: true).1)
  }
}
