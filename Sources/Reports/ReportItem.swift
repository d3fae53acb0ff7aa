import Primitives

/// One compared image, as every report format shows it. Built by the comparison code
/// (folder diffs, snapshot checks); reports only format it.
public struct ReportItem: Hashable, Sendable {
  public enum Status: String, Hashable, Sendable, CaseIterable {
    /// Differs beyond the budget.
    case changed
    /// Same, or differs within the budget.
    case unchanged
    /// Only in the new set.
    case added
    /// Only in the baseline.
    case removed
  }

  /// Relative path of the image (`Dark/settings.png`), the item's identity.
  public var name: String
  public var status: Status
  /// Pixels counted as different (0 when not compared).
  public var mismatched: Int
  /// `mismatched` over the compared pixels.
  public var ratio: Double
  /// Bounding boxes of clusters of changed pixels, in pixels.
  public var regions: [PixelRect]
  /// Sizes of baseline and current image when known; different sizes mean a layout change.
  public var expectedSize: PixelSize?
  public var actualSize: PixelSize?
  /// PNG bytes of the baseline, the current image and the diff image, where they exist.
  public var expectedPNG: [UInt8]?
  public var actualPNG: [UInt8]?
  public var diffPNG: [UInt8]?
  /// A line of explanation (budget used, error text).
  public var message: String?
  /// Which widgets and properties the changed regions come from (`check` with records).
  public var explanation: ChangeExplanation?

  public init(
    name: String, status: Status, mismatched: Int = 0, ratio: Double = 0,
    regions: [PixelRect] = [], expectedSize: PixelSize? = nil, actualSize: PixelSize? = nil,
    expectedPNG: [UInt8]? = nil, actualPNG: [UInt8]? = nil, diffPNG: [UInt8]? = nil,
    message: String? = nil, explanation: ChangeExplanation? = nil
  ) {
    self.name = name
    self.status = status
    self.mismatched = mismatched
    self.ratio = ratio
    self.regions = regions
    self.expectedSize = expectedSize
    self.actualSize = actualSize
    self.expectedPNG = expectedPNG
    self.actualPNG = actualPNG
    self.diffPNG = diffPNG
    self.message = message
    self.explanation = explanation
  }
}
