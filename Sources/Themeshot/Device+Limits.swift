import Primitives
import Widgets

extension Device {
  /// Why this device cannot be drawn, or nil: a canvas under one pixel (a tiny `--scale`
  /// made libpng refuse an empty image) or over `Limits.canvasPixels`.
  public var canvasProblem: String? {
    let w = (size.width * scale).rounded()
    let h = (size.height * scale).rounded()
    let name = "'\(self.name)' at scale \(NumberLimits.describe(scale))"
    guard w.isFinite, h.isFinite, w >= 1, h >= 1 else {
      return "\(name) is less than one pixel wide or high; use a larger scale"
    }
    guard w * h <= Double(Limits.canvasPixels) else {
      return "\(name) is \(Int(w))×\(Int(h)) pixels, over the limit of \(Limits.canvasPixels) "
        + "(THEMESHOT_MAX_CANVAS_PIXELS raises it)"
    }
    return nil
  }

  /// Why `text` names no device: a custom size out of range says which part, anything else
  /// lists the presets.
  public static func unknownReason(_ text: String) -> String {
    let lower = text.lowercased()
    let parts = lower.split(separator: "@", maxSplits: 1)
    let dims = parts.first.map { $0.split(separator: "x") } ?? []
    if dims.count == 2, let w = Double(dims[0]), let h = Double(dims[1]) {
      if !(w > 0 && h > 0 && w <= 4096 && h <= 4096) {
        return "device '\(text)': width and height must be above 0 and at most 4096 points"
      }
      if parts.count == 2 {
        return "device '\(text)': the scale after '@' must be a number above 0, at most 4"
      }
    }
    return "unknown device '\(text)'; presets: "
      + Device.presets.map(\.name).joined(separator: ", ") + ", or WIDTHxHEIGHT@SCALE"
  }
}
