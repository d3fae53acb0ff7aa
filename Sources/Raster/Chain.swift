/// A polyline as x, y pairs (y non-decreasing), in a buffer that only grows.
struct Chain {
  private(set) var points: UnsafeMutablePointer<Double>
  private var capacity: Int
  var count = 0

  /// `capacity` coordinates (two a point) before the buffer grows.
  init(capacity: Int = 256) {
    self.capacity = max(2, capacity)
    points = .allocate(capacity: self.capacity)
  }

  /// Appends every point of `other`.
  mutating func append(contentsOf other: Chain) {
    if count + other.count > capacity {
      let bigger = UnsafeMutablePointer<Double>.allocate(capacity: count + other.count)
      bigger.moveInitialize(from: points, count: count)
      points.deallocate()
      points = bigger
      capacity = count + other.count
    }
    (points + count).update(from: other.points, count: other.count)
    count += other.count
  }

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
