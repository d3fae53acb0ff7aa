/// A polyline as x, y pairs (y non-decreasing), in a buffer that only grows.
struct Chain {
  private(set) var points = UnsafeMutablePointer<Double>.allocate(capacity: 256)
  private var capacity = 256
  var count = 0

  mutating func append(_ x: Double, _ y: Double) {
    if count + 2 > capacity {
      let bigger = UnsafeMutablePointer<Double>.allocate(capacity: capacity * 2)
      bigger.moveInitialize(from: points, count: count)
      points.deallocate()
      points = bigger
      capacity *= 2
    }
    points[count] = x
    points[count + 1] = y
    count += 2
  }

  func deallocate() { points.deallocate() }
}
