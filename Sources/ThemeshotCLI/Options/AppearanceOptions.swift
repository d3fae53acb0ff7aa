import ArgumentParser
import Themeshot

/// `--appearance light|dark` and `--contrast normal|high`: override every theme's
/// interface style and contrast (themeshot.yml's `interfaceStyle`, `contrast`).
struct AppearanceOptions: ParsableArguments {
  @Option(
    name: .customLong("appearance"),
    help: "Render in this interface style, light or dark (default: each theme's).")
  var style: String?

  @Option(help: "Render with this contrast level, normal or high (default: each theme's).")
  var contrast: String?

  func validate() throws {
    if let style, AppearanceText.style(style) == nil {
      throw ValidationError("--appearance must be light or dark")
    }
    if let contrast, Appearance.Contrast(rawValue: contrast.lowercased()) == nil {
      throw ValidationError("--contrast must be normal or high")
    }
  }

  var resolvedStyle: Appearance.Style? { style.flatMap(AppearanceText.style) }
  var resolvedContrast: Appearance.Contrast? {
    contrast.flatMap { Appearance.Contrast(rawValue: $0.lowercased()) }
  }

  /// `base` with the overrides applied.
  func applied(to base: Appearance) -> Appearance {
    var a = base
    if let s = resolvedStyle { a.style = s }
    if let c = resolvedContrast { a.contrast = c }
    return a
  }
}
