import Primitives

/// Groups changed pixels into regions: the compared area is cut into square tiles, each tile
/// keeps the bounding box of its changed pixels, and tiles that touch (diagonals too) form one
/// region. Tiles never straddle two bands, so bands fill the grid without sharing a tile and
/// the regions do not depend on how many threads ran.
struct TileGrid: @unchecked Sendable {
  let tileSize: Int
  let columns: Int
  let rows: Int
  /// Per tile: minX, minY, maxX, maxY (inclusive); minX == Int32.max while empty.
  let boxes: UnsafeMutablePointer<SIMD4<Int32>>

  static let empty = SIMD4<Int32>(Int32.max, Int32.max, -1, -1)

  @inline(__always)
  func record(_ x: Int, _ y: Int) {
    let t = (y / tileSize) &* columns &+ x / tileSize
    let p = SIMD4<Int32>(Int32(x), Int32(y), Int32(x), Int32(y))
    let b = boxes[t]
    boxes[t] = SIMD4(
      Swift.min(b.x, p.x), Swift.min(b.y, p.y), Swift.max(b.z, p.z), Swift.max(b.w, p.w))
  }

  /// Bounding boxes of the clusters, sorted top to bottom, then left to right.
  func regions() -> [PixelRect] {
    let count = columns * rows
    var seen = [Bool](repeating: false, count: count)
    var stack: [Int] = []
    var result: [PixelRect] = []
    for start in 0..<count where !seen[start] && boxes[start].x != Int32.max {
      seen[start] = true
      stack.append(start)
      var box = boxes[start]
      while let t = stack.popLast() {
        let b = boxes[t]
        box = SIMD4(
          Swift.min(box.x, b.x), Swift.min(box.y, b.y), Swift.max(box.z, b.z),
          Swift.max(box.w, b.w))
        let tx = t % columns
        let ty = t / columns
        for ny in Swift.max(ty - 1, 0)...Swift.min(ty + 1, rows - 1) {
          for nx in Swift.max(tx - 1, 0)...Swift.min(tx + 1, columns - 1) {
            let n = ny * columns + nx
            if !seen[n] && boxes[n].x != Int32.max {
              seen[n] = true
              stack.append(n)
            }
          }
        }
      }
      result.append(
        PixelRect(
          x: Int(box.x), y: Int(box.y), width: Int(box.z - box.x) + 1,
          height: Int(box.w - box.y) + 1))
    }
    return result.sorted { ($0.y, $0.x, $0.width, $0.height) < ($1.y, $1.x, $1.width, $1.height) }
  }
}

/// The ignored rectangles, clipped to the compared area, answering "which columns of row y
/// are compared".
struct IgnoredSpans: Sendable {
  let rects: [PixelRect]

  init(_ rects: [PixelRect], width: Int, height: Int) {
    self.rects = rects.compactMap { r in
      let x0 = max(r.x, 0)
      let y0 = max(r.y, 0)
      let x1 = min(r.maxX, width)
      let y1 = min(r.maxY, height)
      return x1 > x0 && y1 > y0 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }
  }

  var isEmpty: Bool { rects.isEmpty }

  /// The compared column ranges of row `y`, left to right, into `spans`.
  func comparedSpans(row y: Int, width: Int, into spans: inout [Range<Int>]) {
    spans.removeAll(keepingCapacity: true)
    var cut: [Range<Int>] = rects.filter { y >= $0.y && y < $0.maxY }.map { $0.x..<$0.maxX }
    guard !cut.isEmpty else {
      spans.append(0..<width)
      return
    }
    cut.sort { $0.lowerBound < $1.lowerBound }
    var x = 0
    for c in cut {
      if c.lowerBound > x { spans.append(x..<c.lowerBound) }
      x = max(x, c.upperBound)
    }
    if x < width { spans.append(x..<width) }
  }

  func contains(_ x: Int, _ y: Int) -> Bool {
    rects.contains { x >= $0.x && x < $0.maxX && y >= $0.y && y < $0.maxY }
  }
}
