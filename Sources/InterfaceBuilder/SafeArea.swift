import Primitives
import Widgets

/// A full-screen controller view's safe-area insets in portrait, per screen size: the
/// status bar or sensor housing on top, the home indicator below (Apple's Human Interface
/// Guidelines "Layout" figures and the simulators' `safeAreaInsets`).
enum SafeArea {
  static func insets(_ device: Device) -> EdgeInsets {
    let (w, h) = (device.size.width, device.size.height)
    if device.isPad {
      // iPads without a home button have a home indicator and a taller status bar.
      let legacy = [(768.0, 1024.0), (810, 1080), (834, 1112)].contains { $0 == (w, h) }
      let modern = !legacy
      return modern
        ? EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        : EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    }
    guard h >= 812 else { return EdgeInsets(top: 20, left: 0, bottom: 0, right: 0) }
    let top: Double =
      switch (w, h) {
      case (390, 844), (428, 926): 47
      case (393, 852), (430, 932): 59
      case (402, 874), (440, 956): 62
      case (375, 812): 50
      case (414, 896): 48
      default: 47
      }
    return EdgeInsets(top: top, left: 0, bottom: 34, right: 0)
  }

  /// UIKit's default layout margins: 8 points on every side of a plain view; a table
  /// cell's content view 11 above and below and the side margins at the sides; a
  /// controller's root view has 16 points at the sides on compact phones and 20 on
  /// larger screens, inside the safe area.
  static func margins(
    _ w: Widget, isControllerView: Bool, device: Device, bars: EdgeInsets = .zero
  ) -> EdgeInsets {
    if let m = w.initial.value("layoutMargins")?.insets { return m }
    let side: Double = device.size.width >= 414 ? 20 : 16
    // A table cell's content view follows the table's side margins and keeps 11 points
    // above and below (UIKit's `contentView.layoutMargins` is {11, 16, 11, 16} on a
    // compact phone), so IB's margin constraints place a cell's text where iOS does.
    if w.type.name == "UITableViewCellContentView" {
      return EdgeInsets(top: 11, left: side, bottom: 11, right: side)
    }
    guard isControllerView else { return EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
    let s = insets(device)
    return EdgeInsets(
      top: s.top + bars.top, left: side, bottom: s.bottom + bars.bottom, right: side)
  }
}
