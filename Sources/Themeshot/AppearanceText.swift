import Primitives

/// Appearance as themeshot.yml and the command line write it: `interfaceStyle: dark`
/// (UIKit's `overrideUserInterfaceStyle` names: light, dark, unspecified) and
/// `contrast: high` (normal, high; UIKit's `UIAccessibilityContrast`).
public enum AppearanceText {
  /// Why a value is not an appearance.
  public struct Problem: Error, Equatable {
    public var message: String
  }

  /// Reads `value` for `key` (`interfaceStyle` or `contrast`) into `appearance`.
  public static func read(_ key: String, _ value: String?, into appearance: inout Appearance)
    throws(Problem)
  {
    let text = (value ?? "").lowercased()
    if key == "interfaceStyle" {
      guard let style = style(text) else {
        throw Problem(message: "interfaceStyle is '\(value ?? "")' (expected light or dark)")
      }
      appearance.style = style
    } else {
      guard let contrast = Appearance.Contrast(rawValue: text) else {
        throw Problem(message: "contrast is '\(value ?? "")' (expected normal or high)")
      }
      appearance.contrast = contrast
    }
  }

  /// `light`, `dark`, or `unspecified` (the system's default, light).
  public static func style(_ text: String) -> Appearance.Style? {
    text == "unspecified" ? .light : Appearance.Style(rawValue: text.lowercased())
  }
}
