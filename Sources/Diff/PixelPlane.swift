/// One image's pixels as the comparison reads them: words in rows of `stride` pixels.
/// A plain pointer wrapper, valid only inside the `withUnsafe…` scope that made it; shared by
/// the band workers read-only, hence `@unchecked Sendable`.
struct PixelPlane: @unchecked Sendable {
  let base: UnsafePointer<UInt32>
  /// Pixels per row in memory (the image's width; the compared width may be smaller).
  let stride: Int
  let premultiplied: Bool

  @inline(__always)
  func word(_ x: Int, _ y: Int) -> UInt32 { base[y &* stride &+ x] }

  @inline(__always)
  func channels(_ x: Int, _ y: Int) -> Straight {
    straightChannels(word(x, y), premultiplied: premultiplied)
  }
}
