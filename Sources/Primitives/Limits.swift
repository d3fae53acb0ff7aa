import Foundation

/// Budgets for everything a theme, screen, image or option can make big, checked before the
/// work they would start. Each has a default far above real projects and an environment
/// variable that raises (or lowers) it; docs/limits.md lists them all.
public enum Limits {
  /// Bytes of UTF-8 text one label, button title or text field may hold.
  public static let textBytes = setting("THEMESHOT_MAX_TEXT_BYTES", default: 100_000)

  /// Decoded pixels of all images one render draws, summed (each image is also held to
  /// `PNGDecoder.defaultMaximumPixels`).
  public static let imagePixelsPerRender = setting(
    "THEMESHOT_MAX_IMAGE_PIXELS", default: 100_000_000)

  /// Device pixels of one canvas (width × height × scale²).
  public static let canvasPixels = setting("THEMESHOT_MAX_CANVAS_PIXELS", default: 100_000_000)

  /// How many times one message is printed before the rest are counted in one summary line.
  public static let repeatedDiagnostics = setting("THEMESHOT_MAX_REPEATED", default: 20)

  /// `name`'s value when it is a positive whole number, else `fallback`.
  public static func setting(_ name: String, default fallback: Int) -> Int {
    guard let text = ProcessInfo.processInfo.environment[name], let v = Int(text), v > 0 else {
      return fallback
    }
    return v
  }
}
