/// Where a band draws: the canvas, or the layer of an opacity group. `box` is the pixel
/// area the buffer holds, in canvas coordinates.
struct Surface {
  let base: UnsafeMutablePointer<UInt32>
  let stride: Int
  let box: PixelBox

  @inline(__always) func pointer(x: Int, y: Int) -> UnsafeMutablePointer<UInt32> {
    base + ((y - box.y0) * stride + (x - box.x0))
  }
}
