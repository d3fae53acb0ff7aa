import ArgumentParser
import Themeshot

/// What counts as different, the same options for `check` and `diff`: exact unless a
/// budget is given. Validated by ``ComparisonOptions/validate(source:)`` (exit 2).
struct ComparisonFlags: ParsableArguments {
  @Option(help: "pixelmatch's YIQ threshold, 0...1 (default: exact, any change counts).")
  var threshold: Double?

  @Flag(help: "With --threshold: count anti-aliased pixels as changes.")
  var includeAA = false

  @Option(help: "Fail a pixel when its CIE ΔE94 exceeds (1 − P) × 100 (swift-snapshot-testing).")
  var perceptualPrecision: Double?

  @Option(help: "Allow up to N changed pixels per image (Playwright's maxDiffPixels).")
  var maxDiffPixels: Int?

  @Option(help: "Allow up to this share of changed pixels per image, 0...1.")
  var maxDiffPixelRatio: Double?

  @Option(help: "The share of pixels that must match, 0...1 (swift-snapshot-testing).")
  var precision: Double?

  var options: ComparisonOptions {
    ComparisonOptions(
      threshold: threshold, includeAA: includeAA, perceptualPrecision: perceptualPrecision,
      maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio, precision: precision)
  }

  func validate() throws {
    do {
      try options.validate()
    } catch let error as Diagnostic {
      throw ValidationError(error.message)
    }
  }
}
