import Primitives

/// What a shadow op asks of the raster, worked out from the op and the canvas alone (the
/// preparer then culls it against the open clips): nothing, a plain fill, or a blurred
/// mask. The preparer and ``TextAhead`` (which blurs a list's shadows ahead on a second
/// core) share it, so both ask ``Shadow/cachedMask(_:sigma:)`` for the same key.
enum ShadowPlan {
  /// A blur too small to see: the shape filled with the color.
  case fill(PixelShape, UInt32)
  /// The shape (trimmed when huge) blurred with deviation `sigma` pixels.
  case blur(PixelShape, sigma: Double, color: UInt32)

  /// The plan for a shadow of `rect` with `radii` (points, already offset), or nil when
  /// it draws nothing on a canvas of `size` pixels at `scale`.
  init?(
    _ rect: Rect, _ radii: CornerRadii, _ color: Color, _ blur: Double, scale: Double,
    canvas size: PixelSize
  ) {
    var shape = PixelShape(rect, radii, scale: scale)
    guard !shape.isEmpty, color.alpha > 0 else { return nil }
    let word = PremultipliedPixel(color).word
    // σ is capped at 128 px (a blur of 85 pt at 3×): beyond it a shadow is a faint haze
    // and its mask would not fit in memory.
    let sigma = blur.isFinite ? min(max(0, blur) / 2 * scale, 128) : 0
    if Shadow.boxSize(sigma) <= 1 || sigma < 0.5 {
      self = .fill(shape, word)
      return
    }
    // A shadow reaches about 3σ beyond its shape: skip it when that misses the canvas, and
    // trim a huge shape to the canvas plus a margin no blur reaches across.
    let reach = 3 * sigma + 4
    let canvas = PixelShape(
      x0: -reach, y0: -reach, x1: Double(size.width) + reach, y1: Double(size.height) + reach)
    guard shape.x1 > canvas.x0, shape.x0 < canvas.x1, shape.y1 > canvas.y0, shape.y0 < canvas.y1
    else { return nil }
    if (shape.x1 - shape.x0) * (shape.y1 - shape.y0) > 4 * Double(max(1, size.width * size.height))
    {
      let m = 2 * reach
      shape = PixelShape(
        x0: max(shape.x0, -m), y0: max(shape.y0, -m), x1: min(shape.x1, Double(size.width) + m),
        y1: min(shape.y1, Double(size.height) + m), tl: shape.tl, tr: shape.tr, br: shape.br,
        bl: shape.bl)
    }
    self = .blur(shape, sigma: sigma, color: word)
  }

  /// The pixels a blurred shape's mask can reach: its pixel box, widened by the blur's
  /// margin and one more for the rounding of its sub-pixel offset.
  static func reach(_ shape: PixelShape, sigma: Double) -> PixelBox {
    let margin = Shadow.margin(sigma) + 1
    let box = PixelBox(shape)
    return PixelBox(
      x0: box.x0 - margin, y0: box.y0 - margin, x1: box.x1 + margin, y1: box.y1 + margin)
  }

  /// The shape at its sub-pixel offset from the origin: the cache's key, so equal shadows
  /// are blurred once wherever they lie.
  static func local(_ shape: PixelShape) -> PixelShape {
    let fx = shape.x0 - shape.x0.rounded(.down)
    let fy = shape.y0 - shape.y0.rounded(.down)
    return shape.offsetBy(dx: -shape.x0 + fx, dy: -shape.y0 + fy)
  }
}
