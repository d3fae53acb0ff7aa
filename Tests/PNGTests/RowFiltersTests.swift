import Primitives
import Testing

@testable import PNG

/// The row writer (word stores, memset for repeated rows) writes what the plain twin
/// writes, on RGB and straight RGBA rows, for any range of rows.
@Suite struct RowFiltersTests {
  @Test(arguments: [false, true], [1, 2, 7])
  func writerMatchesThePlainTwin(translucent: Bool, width: Int) {
    var bitmap = PNGEncoderTests.screen(width: width, height: 240, translucent: translucent)
    if translucent { bitmap[0, 0] = PremultipliedPixel(Color(red: 1, green: 2, blue: 3, alpha: 4)) }
    let scan = RowScan(bitmap, threads: 1)
    let channels = scan.opaque ? 3 : 4
    let rowBytes = 1 + width * channels
    let plain = RowFilters.plain(bitmap, channels: channels)
    for rows in [0..<240, 0..<1, 39..<81, 239..<240] {
      var out = [UInt8](repeating: 0xEE, count: rows.count * rowBytes)
      bitmap.pixels.withUnsafeBytes { pixels in
        scan.repeats.withUnsafeBufferPointer { repeats in
          out.withUnsafeMutableBytes { out in
            RowFilters.write(
              rows, width: width, channels: channels, repeats: repeats.baseAddress!,
              from: pixels.baseAddress!, to: out.baseAddress!)
          }
        }
      }
      #expect(out == Array(plain[(rows.lowerBound * rowBytes)..<(rows.upperBound * rowBytes)]))
    }
  }

  /// Repeated rows are Up (2) and every other row None (0), as the comment says.
  @Test func repeatedRowsAreUpAndOthersNone() {
    var bitmap = Bitmap(width: 3, height: 4, fill: .white)
    bitmap[1, 2] = PremultipliedPixel(Color(red: 0, green: 0, blue: 0))
    let rows = RowFilters.plain(bitmap, channels: 3)
    #expect((0..<4).map { rows[$0 * 10] } == [0, 2, 0, 0])
    #expect(Array(rows[11..<20]) == [UInt8](repeating: 0, count: 9))
  }
}
