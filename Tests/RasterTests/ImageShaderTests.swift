import Primitives
import TestSupport
import Testing

@testable import Raster

/// The band renderer shades an image through tables of each run's columns
/// (``ImageShader/shade(y:x:count:into:columns:)``); they must give exactly what working
/// out every pixel's columns gives (the plain twin), for runs met again, runs pushed out
/// of the table, frames at fractions of a pixel, scaled up and down, and runs that start
/// or end outside the image.
@Suite struct ImageShaderTests {
  @Test(arguments: 0..<12) func tablesShadeAsThePlainTwin(seed: Int) {
    var rng = SplitMix(seed: UInt64(seed))
    let w = Int.random(in: 1...40, using: &rng)
    let h = Int.random(in: 1...40, using: &rng)
    let bitmap = Bitmap(
      width: w, height: h,
      pixels: (0..<w * h).flatMap { _ -> [UInt8] in
        let a = UInt8.random(in: 0...255, using: &rng)
        return (0..<3).map { _ in UInt8.random(in: 0...a, using: &rng) } + [a]
      })
    let x0 = Double.random(in: -5...30, using: &rng)
    let y0 = Double.random(in: -5...30, using: &rng)
    let frame = PixelShape(
      x0: x0, y0: y0, x1: x0 + Double.random(in: 0.5...90, using: &rng),
      y1: y0 + Double.random(in: 0.5...90, using: &rng))
    let tint: Color? = seed % 3 == 0 ? Color(red: 200, green: 40, blue: 90, alpha: 180) : nil
    let shader = ImageShader(bitmap, frame: frame, tint: tint)
    let columns = ImageColumns()
    let expected = UnsafeMutablePointer<UInt32>.allocate(capacity: 200)
    let got = UnsafeMutablePointer<UInt32>.allocate(capacity: 200)
    defer {
      expected.deallocate()
      got.deallocate()
    }
    // Runs drawn from a handful of shapes (as a row's edges and inside are), and others.
    let shapes = (0..<6).map { _ in
      (x: Int.random(in: -10...100, using: &rng), count: Int.random(in: 1...100, using: &rng))
    }
    for _ in 0..<400 {
      let (x, count) =
        Bool.random(using: &rng)
        ? shapes.randomElement(using: &rng)!
        : (Int.random(in: -10...100, using: &rng), Int.random(in: 1...100, using: &rng))
      let y = Int.random(in: -10...110, using: &rng)
      shader.shade(y: y, x: x, count: count, into: expected)
      shader.shade(y: y, x: x, count: count, into: got, columns: columns)
      #expect(
        Array(UnsafeBufferPointer(start: got, count: count))
          == Array(UnsafeBufferPointer(start: expected, count: count)))
    }
  }
}
