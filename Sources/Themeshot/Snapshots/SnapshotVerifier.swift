import Diff
import Foundation
import PNG
import Primitives

/// How much a snapshot may differ from its reference and still pass.
public struct SnapshotTolerance: Hashable, Sendable {
  /// swift-snapshot-testing's `precision`: the share of pixels that must match (1 = all).
  public var precision: Double
  /// swift-snapshot-testing's `perceptualPrecision`: below 1, a pixel only counts as
  /// different when its CIE ΔE94 exceeds (1 − p) × 100; at 1, any change counts.
  public var perceptualPrecision: Double
  /// Playwright's budgets, on top of `precision`.
  public var maxDiffPixels: Int?
  public var maxDiffPixelRatio: Double?

  public init(
    precision: Double = 1, perceptualPrecision: Double = 1, maxDiffPixels: Int? = nil,
    maxDiffPixelRatio: Double? = nil
  ) {
    self.precision = precision
    self.perceptualPrecision = perceptualPrecision
    self.maxDiffPixels = maxDiffPixels
    self.maxDiffPixelRatio = maxDiffPixelRatio
  }

  /// Renders are deterministic, so the default is exact.
  public static let exact = SnapshotTolerance()

  var diffOptions: DiffOptions {
    DiffOptions(
      metric: perceptualPrecision < 1
        ? .deltaE94(perceptualPrecision: perceptualPrecision) : .exact,
      includeAA: true, diffImage: .standard)
  }

  var budget: DiffBudget {
    DiffBudget(
      maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio,
      precision: precision < 1 ? precision : nil)
  }
}

/// The outcome of checking one snapshot against its reference.
public enum SnapshotVerdict: Hashable, Sendable {
  case matched
  /// A failure (including every recording, so a recording run never passes by accident),
  /// with the message for the test log.
  case failed(String)

  public var message: String? {
    if case .failed(let message) = self { return message }
    return nil
  }
}

/// Compares a render with its stored reference and records according to the mode:
/// assert → verify → record, as swift-snapshot-testing does, without XCTest or Testing.
public struct SnapshotVerifier: Sendable {
  public var store: SnapshotStore
  public var mode: RecordMode
  public var tolerance: SnapshotTolerance

  public init(
    store: SnapshotStore, mode: RecordMode = .fromEnvironment(),
    tolerance: SnapshotTolerance = .exact
  ) {
    self.store = store
    self.mode = mode
    self.tolerance = tolerance
  }

  public func verify(_ bitmap: Bitmap, identifier: String) -> SnapshotVerdict {
    let reference = store.referencePath(for: identifier)
    let exists = FileManager.default.fileExists(atPath: reference)
    if mode == .all {
      return record(bitmap, at: reference, because: "Record mode is 'all'.")
    }
    guard exists else {
      if mode == .never {
        return .failed(
          "No reference at \(reference), and recording is off (mode 'never'). "
            + "Record with THEMESHOT_RECORD=missing.")
      }
      return record(bitmap, at: reference, because: "No reference was found on disk.")
    }
    let expected: Bitmap
    do {
      expected = try PNGDecoder().decode(contentsOf: reference)
    } catch {
      return .failed("Cannot read the reference: \(error)")
    }
    if expected == bitmap { return .matched }
    let result = PixelDiff.compare(expected, bitmap, options: tolerance.diffOptions)
    if result.isWithin(tolerance.budget) { return .matched }

    var message: String
    if result.isLayoutDifference {
      message =
        "Snapshot \(bitmap.width)×\(bitmap.height) does not match reference "
        + "\(expected.width)×\(expected.height)."
    } else {
      let percent = String(format: "%.3f", result.ratio * 100)
      message = "Snapshot differs from reference: \(result.mismatched) pixels (\(percent) %)"
      if let first = result.regions.first {
        message += ", first region at x \(first.x) y \(first.y) size \(first.width)×\(first.height)"
      }
      message += "."
    }
    message += writeArtifacts(
      expected: expected, actual: bitmap, diff: result.diffImage, identifier)
    if mode == .failed {
      guard case .failed(let recorded) = record(bitmap, at: reference, because: message) else {
        return .failed(message)
      }
      return .failed(recorded)
    }
    return .failed(message)
  }

  private func record(_ bitmap: Bitmap, at path: String, because reason: String) -> SnapshotVerdict
  {
    do {
      try PNGEncoder().write(bitmap, to: path)
      return .failed("\(reason) Recorded a new reference: \(path)")
    } catch {
      return .failed("\(reason) Could not record the reference: \(error)")
    }
  }

  /// Writes expected, actual and diff PNGs for a failure and returns the message tail.
  private func writeArtifacts(
    expected: Bitmap, actual: Bitmap, diff: Bitmap?, _ identifier: String
  ) -> String {
    let encoder = PNGEncoder()
    var written: [String] = []
    for (name, image) in [("expected.png", expected), ("actual.png", actual)]
      + (diff.map {
        [("diff.png", $0)]
      } ?? [])
    {
      let path = store.artifactPath(for: identifier, name)
      if (try? encoder.write(image, to: path)) != nil { written.append(path) }
    }
    return written.isEmpty ? "" : "\n" + written.map { "  \($0)" }.joined(separator: "\n")
  }
}
