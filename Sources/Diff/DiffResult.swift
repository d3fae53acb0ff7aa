import Primitives

/// What a comparison found.
public struct DiffResult: Hashable, Sendable {
  /// Size of the reference image.
  public var expectedSize: PixelSize
  /// Size of the compared image.
  public var actualSize: PixelSize
  /// The area compared: both images, or their shared top-left area when the sizes differ.
  public var comparedSize: PixelSize
  /// Pixels counted as changed.
  public var mismatched: Int
  /// Pixels that differ but were excused as anti-aliasing (0 with `includeAA`).
  public var antialiased: Int
  /// Bounding boxes of clusters of changed pixels, top to bottom, then left to right.
  public var regions: [PixelRect]
  /// The diff image over the compared area, when one was asked for.
  public var diffImage: Bitmap?

  /// A result from its parts (``PixelDiff`` makes them; tests and tools may too).
  public init(
    expectedSize: PixelSize, actualSize: PixelSize, comparedSize: PixelSize, mismatched: Int,
    antialiased: Int, regions: [PixelRect], diffImage: Bitmap?
  ) {
    self.expectedSize = expectedSize
    self.actualSize = actualSize
    self.comparedSize = comparedSize
    self.mismatched = mismatched
    self.antialiased = antialiased
    self.regions = regions
    self.diffImage = diffImage
  }

  /// The pixels compared.
  public var comparedPixels: Int { comparedSize.width * comparedSize.height }

  /// `mismatched` over the compared pixels (0 for empty images).
  public var ratio: Double {
    comparedPixels == 0 ? 0 : Double(mismatched) / Double(comparedPixels)
  }

  /// The images differ in size: a layout change, which no budget excuses.
  public var isLayoutDifference: Bool { expectedSize != actualSize }

  /// Whether the difference fits `budget` (a size difference never does).
  public func isWithin(_ budget: DiffBudget) -> Bool {
    !isLayoutDifference && mismatched <= budget.allowedPixels(of: comparedPixels)
  }
}

/// How much difference is still a pass. Unset limits do not apply; with none set, no pixel
/// may differ (Playwright's default).
public struct DiffBudget: Hashable, Sendable {
  /// Playwright's `maxDiffPixels`.
  public var maxDiffPixels: Int?
  /// Playwright's `maxDiffPixelRatio` (0...1), of the compared pixels.
  public var maxDiffPixelRatio: Double?
  /// swift-snapshot-testing's `precision`: the share of pixels (not bytes) that must match.
  public var precision: Double?

  /// A budget from any of the three limits; see each property.
  public init(maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil, precision: Double? = nil)
  {
    self.maxDiffPixels = maxDiffPixels
    self.maxDiffPixelRatio = maxDiffPixelRatio
    self.precision = precision
  }

  /// No pixel may differ.
  public static let exact = DiffBudget()

  /// The most changed pixels allowed among `total`: the smallest of the set limits, as
  /// Playwright takes the smaller of its two. A fractional limit is not rounded: 10.5 allows 10.
  public func allowedPixels(of total: Int) -> Int {
    var limit = Double.infinity
    if let maxDiffPixels { limit = min(limit, Double(maxDiffPixels)) }
    if let maxDiffPixelRatio { limit = min(limit, maxDiffPixelRatio * Double(total)) }
    if let precision { limit = min(limit, (1 - precision) * Double(total)) }
    if limit == .infinity { return 0 }
    // (1 − 0.9) × 10 is 0.99999… in binary; a hair of slack keeps such limits whole.
    return max(0, Int((limit + 1e-9).rounded(.down)))
  }
}
