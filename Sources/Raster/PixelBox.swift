/// A rectangle of whole pixels, `[x0, x1) × [y0, y1)`.
struct PixelBox: Hashable, Sendable {
  var x0: Int
  var y0: Int
  var x1: Int
  var y1: Int

  static let empty = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)

  var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

  init(x0: Int, y0: Int, x1: Int, y1: Int) {
    self.x0 = x0
    self.y0 = y0
    self.x1 = x1
    self.y1 = y1
  }

  init(_ shape: PixelShape) {
    let c = shape.columnRange
    let r = shape.rowRange
    self.init(x0: c.lowerBound, y0: r.lowerBound, x1: c.upperBound, y1: r.upperBound)
  }

  /// Whether every pixel of `o` is in this box (an empty `o` is in any box).
  func contains(_ o: PixelBox) -> Bool {
    o.isEmpty || (o.x0 >= x0 && o.y0 >= y0 && o.x1 <= x1 && o.y1 <= y1)
  }

  func intersection(_ o: PixelBox) -> PixelBox {
    let b = PixelBox(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    return b.isEmpty ? .empty : b
  }

  func union(_ o: PixelBox) -> PixelBox {
    if isEmpty { return o }
    if o.isEmpty { return self }
    return PixelBox(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
  }
}
