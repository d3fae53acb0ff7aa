import Diff
import Foundation
import PNG
import Primitives
import Reports

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

  /// The same options `check` and `diff` take, so the three count alike.
  public var comparison: ComparisonOptions {
    ComparisonOptions(
      perceptualPrecision: perceptualPrecision < 1 ? perceptualPrecision : nil,
      maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio,
      precision: precision < 1 ? precision : nil)
  }

  /// Refuses what `check` and `diff` refuse: shares outside 0...1 (NaN, infinities) and
  /// negative counts.
  public func validate() throws {
    try ComparisonOptions(
      perceptualPrecision: perceptualPrecision, maxDiffPixels: maxDiffPixels,
      maxDiffPixelRatio: maxDiffPixelRatio, precision: precision
    ).validate(source: "")
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
/// References get a sidecar with their hashes, so a match costs a hash, not a decode.
public struct SnapshotVerifier: Sendable {
  public var store: SnapshotStore
  /// nil: `THEMESHOT_RECORD`, else `never` on CI, else `missing` (a misspelt variable fails).
  public var mode: RecordMode?
  public var tolerance: SnapshotTolerance

  public init(
    store: SnapshotStore, mode: RecordMode? = nil, tolerance: SnapshotTolerance = .exact
  ) {
    self.store = store
    self.mode = mode
    self.tolerance = tolerance
  }

  /// Checks `bitmap` against the reference named `identifier`. `sidecar` is kept beside a
  /// reference this records; when both it and the reference's hold a render record, a
  /// mismatch's message explains the changed regions as `check` does.
  public func verify(_ bitmap: Bitmap, identifier: String, sidecar: Sidecar = Sidecar())
    -> SnapshotVerdict
  {
    verify(RenderedPixels(bitmap), identifier: identifier, sidecar: sidecar)
  }

  /// ``verify(_:identifier:sidecar:)`` of pixels drawn on demand: a match by a banded hash
  /// draws and hashes them band by band, so a passing assertion makes no bitmap; `sidecar`
  /// is made only when a reference is recorded or a mismatch explained (it hashes fonts).
  public func verify(
    _ pixels: RenderedPixels, identifier: String, sidecar: @autoclosure () -> Sidecar
  ) -> SnapshotVerdict {
    var made: Sidecar?
    func current() -> Sidecar {
      if let made { return made }
      let side = sidecar()
      made = side
      return side
    }
    let mode: RecordMode
    do {
      try tolerance.validate()
      mode = try self.mode ?? RecordMode.fromEnvironment()
    } catch {
      return .failed("\(error)")
    }
    let reference = Reference(path: store.referencePath(for: identifier))
    if mode == .all {
      return record(pixels.bitmap, current(), at: reference, because: "Record mode is 'all'.")
    }
    var message: String
    switch reference.verify(pixels) {
    case .matched:
      return .matched
    case .missing:
      if mode == .never {
        return .failed(
          "No reference at \(reference.path), and recording is off (mode 'never'). "
            + "Record with THEMESHOT_RECORD=missing.")
      }
      return record(
        pixels.bitmap, current(), at: reference, because: "No reference was found on disk.")
    case .corrupt(let reason, _):
      message = "The reference \(reference.path) is corrupt: \(reason)."
    case .differs(let expected):
      let actual: [UInt8]
      let item: ReportItem
      do {
        actual = try PNGEncoder().encode(pixels.bitmap)
        item = try ImageComparer(
          options: tolerance.comparison.diffOptions, budget: tolerance.comparison.budget
        ).compare(
          expected: expected, expectedPath: reference.path, actual: actual,
          actualPath: "actual.png", name: identifier, threads: nil)
      } catch {
        return .failed("Cannot compare with the reference: \(error)")
      }
      if item.status == .unchanged { return .matched }
      if let e = item.expectedSize, let a = item.actualSize, e != a {
        message =
          "Snapshot \(a.width)×\(a.height) does not match reference \(e.width)×\(e.height)."
      } else {
        let percent = String(format: "%.3f", item.ratio * 100)
        message = "Snapshot differs from reference: \(item.mismatched) pixels (\(percent) %)"
        if let first = item.regions.first {
          message +=
            ", first region at x \(first.x) y \(first.y) size \(first.width)×\(first.height)"
        }
        message += "."
      }
      // The same lines `check` prints: widget, property, both values, the theme line.
      if let explanation = Sidecar.read(reference.sidecarPath)?
        .explain(current: current(), regions: item.regions), !explanation.lines.isEmpty
      {
        message += "\n" + explanation.lines.map { "  " + $0 }.joined(separator: "\n")
      }
      message += writeArtifacts(
        [("expected.png", expected), ("actual.png", actual)]
          + (item.diffPNG.map { [("diff.png", $0)] } ?? []), identifier)
    }
    if mode == .failed {
      return record(pixels.bitmap, current(), at: reference, because: message)
    }
    return .failed(message)
  }

  private func record(
    _ bitmap: Bitmap, _ sidecar: Sidecar, at reference: Reference, because reason: String
  ) -> SnapshotVerdict {
    do {
      try reference.record(bitmap, sidecar: sidecar)
      return .failed("\(reason) Recorded a new reference: \(reference.path)")
    } catch {
      return .failed("\(reason) Could not record the reference: \(error)")
    }
  }

  /// Writes expected, actual and diff PNGs for a failure and returns the message tail.
  private func writeArtifacts(_ files: [(String, [UInt8])], _ identifier: String) -> String {
    var written: [String] = []
    for (name, bytes) in files {
      let path = store.artifactPath(for: identifier, name)
      if (try? AtomicFile.write(bytes, to: path)) != nil { written.append(path) }
    }
    return written.isEmpty ? "" : "\n" + written.map { "  \($0)" }.joined(separator: "\n")
  }
}
