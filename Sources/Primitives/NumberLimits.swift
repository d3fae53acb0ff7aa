/// The range every number read from a theme, screen or option must fall in, checked where it
/// is read so that no later conversion to an integer can trap (Swift's `Int(_:)` of a NaN,
/// an infinity or anything past ±9.2e18 stops the process). See docs/limits.md.
public enum NumberLimits {
  /// The largest magnitude of a length, offset or coordinate, in points. A canvas is at most
  /// 4096 points wide, so this leaves room for off-screen frames and still keeps device
  /// pixels (× scale 4) far inside the range integer conversions accept.
  public static let maxPoints = 100_000.0

  /// The range and kind of one numeric property.
  public struct Rule: Sendable, Equatable {
    public var range: ClosedRange<Double>
    /// True when UIKit declares the property as an integer (`NSInteger numberOfLines`).
    public var integer: Bool

    public init(_ range: ClosedRange<Double>, integer: Bool = false) {
      self.range = range
      self.integer = integer
    }
  }

  /// Ranges by canonical property name; other numbers get ``defaultRule``.
  /// UIKit's types: `numberOfLines` and `selectedSegmentIndex` are `NSInteger` (-1 is
  /// `UISegmentedControlNoSegment`); `alpha`, `shadowOpacity` and `progress` are fractions;
  /// widths and radii are lengths. Font weights are CSS's 1…1000.
  public static let rules: [String: Rule] = [
    "numberOfLines": Rule(0...1_000_000, integer: true),
    "selectedSegmentIndex": Rule(-1...1_000_000, integer: true),
    "tag": Rule(-1e15...1e15, integer: true),
    "alpha": Rule(-maxPoints...maxPoints),
    "layer.opacity": Rule(-maxPoints...maxPoints),
    "layer.shadowOpacity": Rule(-maxPoints...maxPoints),
    "progress": Rule(-maxPoints...maxPoints),
    "fontSize": Rule(0...10_000),
    "font.size": Rule(0...10_000),
    "font.weight": Rule(1...1000, integer: true),
  ]

  /// Any other number: a finite length within ±``maxPoints``.
  public static let defaultRule = Rule(-maxPoints...maxPoints)

  /// The rule for `property` (its canonical name).
  public static func rule(for property: String) -> Rule {
    rules[property] ?? defaultRule
  }

  /// Why `value` cannot be used for `property`, or nil when it can. The message completes
  /// "'numberOfLines' …" style sentences: "must be a whole number from 0 to 1000000, got 1e+30".
  public static func problem(_ value: Double, property: String) -> String? {
    let rule = rule(for: property)
    guard value.isFinite else {
      return "must be a finite number, got \(value)"
    }
    let lower = describe(rule.range.lowerBound)
    let upper = describe(rule.range.upperBound)
    if !rule.range.contains(value) {
      let kind = rule.integer ? "a whole number" : "a number"
      return "must be \(kind) from \(lower) to \(upper), got \(describe(value))"
    }
    if rule.integer, value.rounded() != value {
      return "must be a whole number, got \(describe(value))"
    }
    return nil
  }

  /// A number as written in messages: integers without `.0`.
  public static func describe(_ n: Double) -> String {
    if n.isFinite, n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
    return String(n)
  }
}

extension Int {
  /// `value` rounded toward zero and clamped to `bounds`; NaN gives `bounds.lowerBound`.
  /// For values already validated by ``NumberLimits``: a second guard so a missed check
  /// clamps instead of trapping.
  public init(clamping value: Double, to bounds: ClosedRange<Int>) {
    guard !value.isNaN else {
      self = bounds.lowerBound
      return
    }
    if value <= Double(bounds.lowerBound) {
      self = bounds.lowerBound
    } else if value >= Double(bounds.upperBound) {
      self = bounds.upperBound
    } else {
      self = Int(value)
    }
  }
}
