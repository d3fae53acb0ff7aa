import Primitives
import Testing

@testable import PNG

/// The scan in bands on threads finds what the plain twin finds.
@Suite struct RowScanTests {
  @Test(arguments: [false, true], [1, 2, 3, 8])
  func bandsFindWhatThePlainScanFinds(translucent: Bool, threads: Int) {
    let bitmap = PNGEncoderTests.screen(width: 300, height: 500, translucent: translucent)
    let scan = RowScan(bitmap, threads: threads)
    #expect(scan == RowScan.plain(bitmap))
    #expect(scan.opaque == !translucent)
    // The screen's flat bands repeat; its gradient rows do not.
    #expect(scan.repeats.filter { $0 }.count > 100)
    #expect(!scan.repeats[0])
  }

  /// A translucent pixel in a row that repeats the row above is found in that row above,
  /// which is not skipped; one alone in the last row of a band too.
  @Test(arguments: [(5, 0), (299, 499), (0, 250), (150, 125)])
  func oneTranslucentPixelAnywhereIsFound(x: Int, y: Int) {
    var bitmap = Bitmap(width: 300, height: 500, fill: .white)
    bitmap[x, y] = PremultipliedPixel(Color(red: 9, green: 9, blue: 9, alpha: 200))
    for threads in [1, 2, 4] {
      let scan = RowScan(bitmap, threads: threads)
      #expect(!scan.opaque, "threads \(threads)")
      #expect(scan == RowScan.plain(bitmap))
    }
  }

  @Test func oneRowAndOnePixel() {
    let bitmap = Bitmap(width: 1, height: 1, fill: .white)
    #expect(RowScan(bitmap, threads: 2) == RowScan(repeats: [false], opaque: true))
  }
}
