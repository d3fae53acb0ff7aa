import Primitives

/// UIScrollView.contentInsetAdjustmentBehavior (iOS 11+): a scroll view, table or
/// collection view that reaches into the unsafe top of the screen (under the status bar,
/// with no navigation bar above it) has its content pushed down by that overlap, so the
/// first row starts below the status bar, as `adjustedContentInset` does on the device.
///
/// `automatic` (UIKit's default), `scrollableAxes` and `always` adjust; `never` does not.
/// Only the top is applied: at rest the bottom adjustment (the home indicator) changes
/// nothing on screen, and a full-height capture ends at the content's end.
extension Widget {
  /// The content inset the layout shifts content by: `contentInset` plus the adjustment.
  func adjustedContentInset(in layout: Layout) -> EdgeInsets {
    var inset = contentInset
    guard kind == .scrollView || kind == .tableView || kind == .collectionView,
      string("contentInsetAdjustmentBehavior") != "never"
    else { return inset }
    inset.top += max(0, layout.safeArea.top - screenFrame.y)
    return inset
  }
}
