import Primitives

/// The safe-area insets of a screen in portrait, as iOS 17 reports them for each device
/// class (docs/render.md lists the figures): the status bar or sensor housing on top, the
/// home indicator at the bottom. A screen without a status bar has no top inset.
public enum SafeArea {
  public static func insets(for size: Size, statusBar: Bool = true) -> EdgeInsets {
    let isPad = min(size.width, size.height) >= 700
    let top: Double
    let bottom: Double
    if isPad {
      (top, bottom) = (24, 20)
    } else if size.height >= 852 {
      // Dynamic Island phones (iPhone 15, 16): 59 pt; the 16 Pro's taller screen 62 pt.
      (top, bottom) = (size.height == 874 || size.height == 956 ? 62 : 59, 34)
    } else if size.height >= 812 {
      // Notched phones: 47 pt (iPhone 16e, 14); the 13 mini's 50 pt.
      (top, bottom) = (size.width == 375 ? 50 : 47, 34)
    } else {
      // Home-button phones (iPhone SE): the 20 pt status bar, no home indicator.
      (top, bottom) = (20, 0)
    }
    return EdgeInsets(top: statusBar ? top : 0, left: 0, bottom: bottom, right: 0)
  }
}

/// iOS 17 geometry of the system chrome, in points (sources in docs/render.md).
enum Chrome {
  static let navigationBarHeight = 44.0
  /// A large-title bar adds a 52 pt band below the 44 pt bar (96 pt in all).
  static let largeTitleBand = 52.0
  static let promptHeight = 30.0
  static let tabBarHeight = 49.0
  static let toolbarHeight = 44.0
  static let rowHeight = 44.0

  /// The system's side margin: 16 pt on compact phones, 20 pt from 414 pt wide (Plus, Max).
  static func margin(forWidth width: Double) -> Double { width >= 414 ? 20 : 16 }

  /// The translucent bar material approximated by `systemGray6` at 94 % (the alpha UIKit's
  /// default bars have had since iOS 7); themeshot does not blur behind bars.
  static func barBackground(_ appearance: Appearance) -> Color {
    SystemColor.systemGray6.resolved(in: appearance).withAlphaMultiplied(by: 0.94)
  }
}
