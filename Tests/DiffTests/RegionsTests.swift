import Primitives
import Testing

@testable import Diff

@Suite struct RegionsTests {
  /// A white 64×48 image and a copy with black boxes drawn at `boxes`.
  static func pair(_ boxes: [PixelRect]) -> (Bitmap, Bitmap) {
    let a = Bitmap(width: 64, height: 48, fill: .white)
    var b = a
    for r in boxes {
      for y in r.y..<r.maxY {
        for x in r.x..<r.maxX { b[x, y] = PremultipliedPixel(.black) }
      }
    }
    return (a, b)
  }

  @Test func separateClustersGiveSeparateBoxes() {
    let boxes = [
      PixelRect(x: 3, y: 2, width: 5, height: 4), PixelRect(x: 40, y: 30, width: 10, height: 3),
    ]
    let (a, b) = Self.pair(boxes)
    let result = PixelDiff.compare(a, b)
    #expect(result.mismatched == 20 + 30)
    #expect(result.regions == boxes)
  }

  @Test func nearbyPixelsMergeIntoOneRegion() {
    // Two boxes 2 px apart fall into touching tiles: one region around both.
    let (a, b) = Self.pair([
      PixelRect(x: 10, y: 10, width: 3, height: 3), PixelRect(x: 15, y: 10, width: 3, height: 3),
    ])
    #expect(PixelDiff.compare(a, b).regions == [PixelRect(x: 10, y: 10, width: 8, height: 3)])
  }

  @Test func regionsAreSortedTopToBottom() {
    let boxes = [
      PixelRect(x: 50, y: 1, width: 2, height: 2), PixelRect(x: 2, y: 20, width: 2, height: 2),
      PixelRect(x: 40, y: 40, width: 2, height: 2),
    ]
    let (a, b) = Self.pair(boxes.reversed())
    #expect(PixelDiff.compare(a, b).regions == boxes)
  }

  @Test func ignoredRegionsAreNeitherCountedNorBoxed() {
    let boxes = [
      PixelRect(x: 3, y: 2, width: 5, height: 4), PixelRect(x: 40, y: 30, width: 10, height: 3),
    ]
    let (a, b) = Self.pair(boxes)
    let options = DiffOptions(ignoredRegions: [PixelRect(x: 38, y: 28, width: 100, height: 100)])
    let result = PixelDiff.compare(a, b, options: options)
    #expect(result.mismatched == 20)
    #expect(result.regions == [boxes[0]])
  }

  @Test func differentSizesCompareTheSharedArea() {
    let a = Bitmap(width: 30, height: 20, fill: .white)
    var b = Bitmap(width: 25, height: 40, fill: .white)
    b[24, 19] = PremultipliedPixel(.black)
    b[24, 20] = PremultipliedPixel(.black)  // outside the shared area
    let result = PixelDiff.compare(a, b, options: DiffOptions(diffImage: .standard))
    #expect(result.isLayoutDifference)
    #expect(result.comparedSize == PixelSize(width: 25, height: 20))
    #expect(result.expectedSize == PixelSize(width: 30, height: 20))
    #expect(result.actualSize == PixelSize(width: 25, height: 40))
    #expect(result.mismatched == 1)
    #expect(result.diffImage?.size == PixelSize(width: 25, height: 20))
    #expect(!result.isWithin(DiffBudget(maxDiffPixels: 1000)))
  }
}
