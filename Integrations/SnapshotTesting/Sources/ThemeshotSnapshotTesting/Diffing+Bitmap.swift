import Diff
import Foundation
import PNG
import Primitives
import SnapshotTesting

extension Diffing where Value == Bitmap {
  /// Bitmaps stored as PNG and compared with themeshot's pixel diff.
  ///
  /// `precision` is the share of pixels that must match (1: all); `perceptualPrecision` is
  /// how close in colour a pixel must be to match (1: exactly; CIE ΔE94, as the library's
  /// image strategy measures it). A reference that is not a readable PNG never matches.
  public static func themeshotImage(precision: Double = 1, perceptualPrecision: Double = 1)
    -> Diffing
  {
    Diffing.diff(
      toData: { bitmap in
        (try? Data(PNGEncoder().encode(bitmap))) ?? Data()
      },
      fromData: { data in
        (try? PNGDecoder().decode([UInt8](data))) ?? Bitmap(width: 0, height: 0)
      },
      diffV2: { reference, actual in
        compare(
          reference, actual, precision: precision, perceptualPrecision: perceptualPrecision)
      })
  }

  static func compare(
    _ reference: Bitmap, _ actual: Bitmap, precision: Double, perceptualPrecision: Double
  ) -> (String, [DiffAttachment])? {
    if reference.width == 0 || reference.height == 0 {
      return ("The reference is not a readable PNG; re-record it.", [])
    }
    let metric: PixelMetric =
      perceptualPrecision >= 1 ? .exact : .deltaE94(perceptualPrecision: perceptualPrecision)
    let options = DiffOptions(metric: metric, includeAA: true, diffImage: .standard)
    let result = PixelDiff.compare(reference, actual, options: options)
    if result.isLayoutDifference {
      return (
        "Size changed: the reference is \(reference.width)×\(reference.height) px, "
          + "the render \(actual.width)×\(actual.height) px.",
        attachments(result)
      )
    }
    let allowed = Int(
      (Double(result.comparedPixels) * (1 - max(0, min(1, precision)))).rounded(.down))
    if result.mismatched <= allowed { return nil }
    let share = Double(result.mismatched) / Double(max(1, result.comparedPixels)) * 100
    let firstRegion = result.regions.first.map { " First changed region: \($0)." } ?? ""
    return (
      "\(result.mismatched) of \(result.comparedPixels) pixels differ "
        + "(\(String(format: "%.3f", share)) %; \(allowed) allowed).\(firstRegion)",
      attachments(result)
    )
  }

  static func attachments(_ result: DiffResult) -> [DiffAttachment] {
    guard let image = result.diffImage, let png = try? PNGEncoder().encode(image) else {
      return []
    }
    return [.data(Data(png), name: "difference.png")]
  }
}
