/// Per-corner circular radii in points: top-left, top-right, bottom-right, bottom-left
/// (the scene format's order, clockwise from top-left).
public struct CornerRadii: Hashable, Sendable {
  public var topLeft: Double
  public var topRight: Double
  public var bottomRight: Double
  public var bottomLeft: Double

  public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  public init(all r: Double) {
    self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r)
  }

  public static let zero = CornerRadii(all: 0)

  public var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }

  /// The four radii in scene order [tl, tr, br, bl].
  public var array: [Double] { [topLeft, topRight, bottomRight, bottomLeft] }

  /// Radii for the inside edge of a border of `width` (CALayer: max(0, r − width)).
  public func inset(by width: Double) -> CornerRadii {
    CornerRadii(
      topLeft: max(0, topLeft - width), topRight: max(0, topRight - width),
      bottomRight: max(0, bottomRight - width), bottomLeft: max(0, bottomLeft - width))
  }
}
