/// Insets in points, in UIKit's order (top, left, bottom, right).
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on every side.
  public init(all value: Double) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  public static let zero = EdgeInsets(all: 0)
  public var horizontal: Double { left + right }
  public var vertical: Double { top + bottom }
}
