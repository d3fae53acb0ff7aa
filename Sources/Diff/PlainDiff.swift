import Primitives

/// The plain twin of ``BandScan``: one thread, one pixel at a time, no word tricks. Tests
/// compare every fast path with it.
enum PlainDiff {
  static func compare(_ expected: RGBAImage, _ actual: RGBAImage, options: DiffOptions)
    -> DiffResult
  {
    let width = min(expected.width, actual.width)
    let height = min(expected.height, actual.height)
    guard width > 0, height > 0 else { return PixelDiff.empty(expected, actual, options: options) }
    let tileSize = max(1, options.regionTileSize)
    let columns = (width + tileSize - 1) / tileSize
    let rows = (height + tileSize - 1) / tileSize
    let ignored = IgnoredSpans(options.ignoredRegions, width: width, height: height)
    var boxes = [SIMD4<Int32>](repeating: TileGrid.empty, count: max(1, columns * rows))
    var diff = options.diffImage.map { _ in Bitmap(width: width, height: height) }
    var changed = 0
    var excused = 0
    let regions = expected.pixels.withUnsafeBytes { rawA in
      actual.pixels.withUnsafeBytes { rawB in
        boxes.withUnsafeMutableBufferPointer { boxPointer in
          let a = PixelPlane(
            base: rawA.bindMemory(to: UInt32.self).baseAddress!, stride: expected.width,
            premultiplied: expected.alpha == .premultiplied)
          let b = PixelPlane(
            base: rawB.bindMemory(to: UInt32.self).baseAddress!, stride: actual.width,
            premultiplied: actual.alpha == .premultiplied)
          let c = Comparator(
            expected: a, actual: b, width: width, height: height, options: options, plain: true)
          let tiles = TileGrid(
            tileSize: tileSize, columns: columns, rows: rows, boxes: boxPointer.baseAddress!)
          var verdicts = [PixelVerdict](repeating: .same, count: width * height)
          for y in 0..<height {
            for x in 0..<width where !ignored.contains(x, y) {
              let v = c.verdict(x, y)
              verdicts[y * width + x] = v
              switch v {
              case .same: break
              case .antialiased: excused += 1
              case .changed, .changedDarker:
                changed += 1
                tiles.record(x, y)
              }
            }
          }
          if let style = options.diffImage {
            diff!.pixels.withUnsafeMutableBytes { raw in
              let canvas = DiffCanvas(
                base: raw.bindMemory(to: UInt32.self).baseAddress!, width: width, style: style)
              for y in 0..<height {
                for x in 0..<width {
                  let w = a.word(x, y)
                  if !style.isMask {
                    canvas.base[y * width + x] =
                      a.premultiplied
                      ? canvas.grayWordPremultiplied(w) : canvas.grayWordStraight(w)
                  }
                  canvas.draw(verdicts[y * width + x], x, y)
                }
              }
            }
          }
          return tiles.regions()
        }
      }
    }
    return DiffResult(
      expectedSize: expected.size, actualSize: actual.size,
      comparedSize: PixelSize(width: width, height: height), mismatched: changed,
      antialiased: excused, regions: regions, diffImage: diff)
  }
}
