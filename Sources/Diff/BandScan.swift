import Dispatch
import Foundation
import Primitives

/// The fast comparison: bands of rows over the cores, 8 pixels at a time.
enum BandScan {
  /// Rows per band: whole region tiles, about 64 rows.
  static func bandHeight(tileSize: Int) -> Int { tileSize * max(1, (64 + tileSize - 1) / tileSize) }

  static func run(_ c: Comparator, options: DiffOptions) -> DiffResult {
    let width = c.width
    let height = c.height
    let tileSize = max(1, options.regionTileSize)
    let columns = (width + tileSize - 1) / tileSize
    let rows = (height + tileSize - 1) / tileSize
    let boxes = UnsafeMutablePointer<SIMD4<Int32>>.allocate(capacity: max(1, columns * rows))
    boxes.initialize(repeating: TileGrid.empty, count: max(1, columns * rows))
    defer { boxes.deallocate() }
    let tiles = TileGrid(tileSize: tileSize, columns: columns, rows: rows, boxes: boxes)
    let ignored = IgnoredSpans(options.ignoredRegions, width: width, height: height)

    var diff: Bitmap?
    if options.diffImage != nil { diff = Bitmap(width: width, height: height) }

    let band = bandHeight(tileSize: tileSize)
    let bandCount = (height + band - 1) / band
    // Per band: changed, antialiased. Summed in band order below.
    var counts = [SIMD2<Int>](repeating: .zero, count: bandCount)
    let threads = min(PixelDiff.threadCount(options), bandCount)

    func scan(_ canvas: DiffCanvas?) {
      counts.withUnsafeMutableBufferPointer { countsBuffer in
        let out = SendablePointer(countsBuffer.baseAddress)
        let work = { @Sendable (worker: Int) in
          // Static striping: band i always covers the same rows, whoever runs it.
          var spans: [Range<Int>] = []
          for b in stride(from: worker, to: bandCount, by: threads) {
            let rows = (b * band)..<min(height, (b + 1) * band)
            out.pointer![b] = scanBand(
              c, rows: rows, ignored: ignored, tiles: tiles, canvas: canvas, spans: &spans)
          }
        }
        if threads <= 1 {
          for w in 0..<max(threads, 1) { work(w) }
        } else {
          DispatchQueue.concurrentPerform(iterations: threads, execute: work)
        }
      }
    }

    if let style = options.diffImage, diff != nil {
      diff!.pixels.withUnsafeMutableBytes { raw in
        let canvas = raw.baseAddress.map {
          DiffCanvas(base: $0.assumingMemoryBound(to: UInt32.self), width: width, style: style)
        }
        scan(canvas)
      }
    } else {
      scan(nil)
    }

    let total = counts.reduce(SIMD2<Int>.zero, &+)
    return DiffResult(
      expectedSize: PixelSize(width: width, height: height),
      actualSize: PixelSize(width: width, height: height),
      comparedSize: PixelSize(width: width, height: height), mismatched: total.x,
      antialiased: total.y, regions: tiles.regions(), diffImage: diff)
  }

  /// One band: returns (changed, antialiased).
  static func scanBand(
    _ c: Comparator, rows: Range<Int>, ignored: IgnoredSpans, tiles: TileGrid,
    canvas: DiffCanvas?, spans: inout [Range<Int>]
  ) -> SIMD2<Int> {
    var changed = 0
    var excused = 0
    // Made at the band's first differing word: most bands of a typical pair have none.
    let wantsCache = !c.includeAA
    var cache: BrightnessCache?
    let laneMaxDelta = c.laneMaxDelta
    @inline(__always) func record(_ verdict: PixelVerdict, _ x: Int, _ y: Int) {
      switch verdict {
      case .same: return
      case .antialiased: excused &+= 1
      case .changed, .changedDarker:
        changed &+= 1
        tiles.record(x, y)
      }
      canvas?.draw(verdict, x, y)
    }
    for y in rows {
      canvas?.drawGrayRow(y, from: c.expected)
      if ignored.isEmpty {
        spans.removeAll(keepingCapacity: true)
        spans.append(0..<c.width)
      } else {
        ignored.comparedSpans(row: y, width: c.width, into: &spans)
      }
      let rowA = c.expected.base + y &* c.expected.stride
      let rowB = c.actual.base + y &* c.actual.stride
      for span in spans {
        // Most rows of a typical pair are equal: one memcmp (glibc's, vectorised) skips them.
        if memcmp(rowA + span.lowerBound, rowB + span.lowerBound, span.count &* 4) == 0 {
          continue
        }
        var x = span.lowerBound
        if let maxDelta = laneMaxDelta {
          // 64 pixels at a time: verdicts as bit masks, then only the set bits are visited.
          while x &+ 64 <= span.upperBound {
            if memcmp(rowA + x, rowB + x, 256) == 0 {
              x &+= 64
              continue
            }
            // A translucent pixel: the rest of the span goes word by word.
            guard let verdicts = opaqueChunkVerdicts(c, rowA + x, rowB + x, maxDelta: maxDelta)
            else { break }
            var beyond = verdicts.beyond
            let darker = verdicts.darker
            if beyond != 0 && wantsCache && cache == nil {
              cache = BrightnessCache(rows: rows, width: c.width, height: c.height)
            }
            while beyond != 0 {
              let k = beyond.trailingZeroBitCount
              let px = x &+ k
              record(
                c.verdictBeyondThreshold(px, y, darker: darker >> k & 1 != 0, cache: cache), px, y)
              beyond &= beyond &- 1
            }
            x &+= 64
          }
        }
        while x < span.upperBound {
          // Skip 4 equal words at a time as two 64-bit compares; only a block with a
          // difference goes pixel by pixel. (SIMD8's `==` compiled to a lane-by-lane loop.)
          let end: Int
          if x &+ 4 <= span.upperBound {
            let pa = UnsafeRawPointer(rowA + x)
            let pb = UnsafeRawPointer(rowB + x)
            let d0 = pa.loadUnaligned(as: UInt64.self) ^ pb.loadUnaligned(as: UInt64.self)
            let d1 =
              pa.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
              ^ pb.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            if d0 | d1 == 0 {
              x &+= 4
              continue
            }
            if let maxDelta = laneMaxDelta {
              let wa = pa.loadUnaligned(as: SIMD4<UInt32>.self)
              let wb = pb.loadUnaligned(as: SIMD4<UInt32>.self)
              // Opaque pairs (every screen render): 4 deltas at once, colour maths in lanes.
              if (wa & wb & 0xFF00_0000) == SIMD4(repeating: 0xFF00_0000) {
                let deltas = c.opaqueDeltas(wa, wb)
                let beyond = (deltas .> maxDelta) .| (deltas .< -maxDelta)
                if any(beyond) {
                  if wantsCache && cache == nil {
                    cache = BrightnessCache(rows: rows, width: c.width, height: c.height)
                  }
                  for k in 0..<4 where beyond[k] {
                    record(
                      c.verdictBeyondThreshold(x &+ k, y, darker: deltas[k] < 0, cache: cache),
                      x &+ k, y)
                  }
                }
                x &+= 4
                continue
              }
            }
            end = x &+ 4
          } else {
            end = span.upperBound
          }
          while x < end {
            if rowA[x] != rowB[x] {
              if wantsCache && cache == nil {
                cache = BrightnessCache(rows: rows, width: c.width, height: c.height)
              }
              record(c.verdictOfDiffering(x, y, cache: cache), x, y)
            }
            x &+= 1
          }
        }
      }
    }
    return SIMD2(changed, excused)
  }
}

/// A pointer handed to the band workers, each of which writes only its own slots.
struct SendablePointer<T>: @unchecked Sendable {
  let pointer: UnsafeMutablePointer<T>?
  init(_ pointer: UnsafeMutablePointer<T>?) { self.pointer = pointer }
}
