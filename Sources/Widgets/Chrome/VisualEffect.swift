import Primitives

/// UIVisualEffectView's blur materials: how far each blurs what is behind it and the tint
/// laid over the blur, per interface style.
///
/// Estimates (Apple publishes neither figure): a 30 pt radius for the system materials and
/// 20 pt for the iOS 8 styles, and tints read off simulator screenshots over a white and a
/// black backdrop. The thicker the material, the more opaque its tint.
public enum VisualEffect {
  /// `UIBlurEffect.Style` names a screen or theme may give as `effect`.
  public static let styles = [
    "extraLight", "light", "dark", "regular", "prominent", "systemUltraThinMaterial",
    "systemThinMaterial", "systemMaterial", "systemThickMaterial", "systemChromeMaterial",
  ]

  /// The blur radius in points.
  static func radius(_ style: String) -> Double {
    ["extraLight", "light", "dark"].contains(style) ? 20 : 30
  }

  /// The tint over the blurred backdrop; `regular` and `prominent` follow the interface
  /// style as `systemMaterial` and `systemThickMaterial` do.
  static func tint(_ style: String, _ appearance: Appearance) -> Color {
    let dark = appearance.style == .dark
    let base = dark ? Color(red: 28, green: 28, blue: 30) : Color(red: 248, green: 248, blue: 248)
    let alpha: Double
    switch style {
    case "extraLight": return Color(red: 255, green: 255, blue: 255, alpha: 204)
    case "light": return Color(red: 255, green: 255, blue: 255, alpha: 77)
    case "dark": return Color(red: 28, green: 28, blue: 30, alpha: 191)
    case "systemUltraThinMaterial": alpha = 0.35
    case "systemThinMaterial": alpha = 0.55
    case "systemThickMaterial", "prominent": alpha = 0.85
    case "systemChromeMaterial": alpha = 0.8
    default: alpha = 0.72
    }
    return base.withAlphaMultiplied(by: alpha)
  }
}
