import Diff
import Primitives

/// What counts as "different", shared by `check`, `diff` and `assertSnapshot` so the three
/// give the same verdict and the same counts for the same pair of images.
///
/// The default is exact: renders are deterministic, so any changed pixel (anti-aliased ones
/// included) is a change. A budget loosens it: a pixelmatch `threshold`, a CIE ΔE94
/// `perceptualPrecision`, or allowed counts (`maxDiffPixels`, `maxDiffPixelRatio`,
/// `precision`). Every value is validated in one place, ``validate(source:)``.
public struct ComparisonOptions: Hashable, Sendable {
  /// pixelmatch's YIQ threshold, 0...1; nil (or 0) compares exactly.
  public var threshold: Double?
  /// With a threshold: count anti-aliased pixels as changes (pixelmatch's `includeAA`).
  /// Exact comparison always counts them.
  public var includeAA: Bool
  /// swift-snapshot-testing's perceptual precision, 0...1; below 1 a pixel differs when
  /// its ΔE94 exceeds (1 − p) × 100.
  public var perceptualPrecision: Double?
  public var maxDiffPixels: Int?
  public var maxDiffPixelRatio: Double?
  /// The share of pixels that must match, 0...1.
  public var precision: Double?

  public init(
    threshold: Double? = nil, includeAA: Bool = false, perceptualPrecision: Double? = nil,
    maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil, precision: Double? = nil
  ) {
    self.threshold = threshold
    self.includeAA = includeAA
    self.perceptualPrecision = perceptualPrecision
    self.maxDiffPixels = maxDiffPixels
    self.maxDiffPixelRatio = maxDiffPixelRatio
    self.precision = precision
  }

  public static let exact = ComparisonOptions()

  /// Throws a `Diagnostic` naming the first bad value: a share outside 0...1 (NaN and
  /// infinities included) or a negative pixel count. `source` prefixes option names
  /// (`--` for the command line, empty for Swift arguments and project files).
  public func validate(source: String = "--") throws {
    func unit(_ value: Double?, _ name: String) throws {
      guard let value else { return }
      guard value.isFinite, (0...1).contains(value) else {
        throw Diagnostic.error(
          "\(source)\(name) must be a number from 0 to 1, not \(value)")
      }
    }
    try unit(threshold, "threshold")
    try unit(perceptualPrecision, source.isEmpty ? "perceptualPrecision" : "perceptual-precision")
    try unit(maxDiffPixelRatio, source.isEmpty ? "maxDiffPixelRatio" : "max-diff-pixel-ratio")
    try unit(precision, "precision")
    if let maxDiffPixels, maxDiffPixels < 0 {
      throw Diagnostic.error(
        "\(source)\(source.isEmpty ? "maxDiffPixels" : "max-diff-pixels") must not be negative, "
          + "not \(maxDiffPixels)")
    }
  }

  /// The pixel comparison these options ask for.
  public var metric: PixelMetric {
    if let perceptualPrecision, perceptualPrecision < 1 {
      return .deltaE94(perceptualPrecision: perceptualPrecision)
    }
    if let threshold, threshold > 0 { return .yiq(threshold: threshold) }
    return .exact
  }

  /// Anti-aliased pixels count unless pixelmatch's threshold is used without `includeAA`
  /// (pixelmatch's own default); exact and ΔE94 comparisons count every pixel, as
  /// swift-snapshot-testing does.
  public var countsAntialiased: Bool {
    if case .yiq = metric { return includeAA }
    return true
  }

  public var diffOptions: DiffOptions {
    DiffOptions(metric: metric, includeAA: countsAntialiased, diffImage: .standard)
  }

  public var budget: DiffBudget {
    DiffBudget(
      maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio,
      precision: precision.flatMap { $0 < 1 ? $0 : nil })
  }

  /// One line for reports: which comparison and budget applied.
  public var summary: String {
    var parts: [String] = []
    switch metric {
    case .exact: parts.append("exact comparison")
    case .yiq(let t):
      parts.append(
        "pixelmatch threshold \(t)"
          + (includeAA ? ", anti-aliasing counted" : ", anti-aliasing ignored"))
    case .deltaE94(let p): parts.append("perceptual precision \(p) (CIE ΔE94)")
    }
    let limits = [
      maxDiffPixels.map { "max \($0) pixels" }, maxDiffPixelRatio.map { "max ratio \($0)" },
      precision.map { "precision \($0)" },
    ].compactMap { $0 }
    parts.append(
      "budget: " + (limits.isEmpty ? "no changed pixel" : limits.joined(separator: ", ")))
    return parts.joined(separator: "; ")
  }
}
