import Primitives
import Synchronization
import TestSupport
import Testing

@testable import Raster

/// Plain twin of the band index: each band lists, in order, exactly the commands the plain
/// walk would run there (structural ones, and draws whose box meets the band's rows).
@Suite struct BandIndexTests {
  @Test(arguments: [1, 7, 64, 100] as [Int])
  func eachBandListsTheCommandsThePlainWalkRuns(rows: Int) throws {
    for seed in [61, 62, 63] as [UInt64] {
      let list = RasterizerTests.randomList(seed: seed)
      let drawing = try Rasterizer(threads: 1).prepare(list)
      let commands = drawing.commands
      let bands = (drawing.height + rows - 1) / rows
      let index = BandIndex(commands, bands: bands, rows: rows)
      for b in 0..<bands {
        let (y0, y1) = (b * rows, min(drawing.height, (b + 1) * rows))
        let plain = commands.indices.filter {
          commands[$0].structural || (commands[$0].box.y1 > y0 && commands[$0].box.y0 < y1)
        }
        let listed = index.indices[index.starts[b]..<index.starts[b + 1]].map { Int($0) }
        #expect(listed == plain, "band \(b) of \(rows) rows, seed \(seed)")
      }
    }
  }

  /// Drawn band by band with odd band heights, the bytes are the whole render's.
  @Test(arguments: [1, 2] as [Int])
  func bandsOfAnyHeightDrawTheWholeRender(threads: Int) throws {
    let list = RasterizerTests.randomList(seed: 64)
    let drawing = try Rasterizer(threads: threads).prepare(list)
    let whole = drawing.render()
    for rows in [1, 13, 64, 97] {
      let bytes = Mutex([UInt8](repeating: 0, count: whole.pixels.count))
      let stride = drawing.width * 4
      drawing.forEachBand(rows: rows) { b, band in
        bytes.withLock { all in
          for (i, v) in band.enumerated() { all[b * rows * stride + i] = v }
        }
      }
      #expect(bytes.withLock { $0 } == whole.pixels, "rows \(rows)")
    }
  }
}
