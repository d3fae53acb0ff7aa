import Primitives

/// UIScrollView: children are its content, shifted by `contentInset` and `contentOffset`;
/// the view clips them to its bounds. A screen can be captured at its full content height
/// (``Layout/fullHeight(_:in:safeArea:)``), as a full-page browser screenshot is.
enum ScrollLayout {
  static func offsetContent(of scroll: Widget, layout: Layout) {
    let inset = scroll.adjustedContentInset(in: layout)
    let offset = scroll.contentOffset
    let dx = inset.left - offset.x
    let dy = inset.top - offset.y
    guard dx != 0 || dy != 0 else { return }
    for c in scroll.children { c.layoutFrame = c.layoutFrame.offsetBy(dx: dx, dy: dy) }
  }

  /// The height `scroll`'s content needs: `contentSize` if set, else its children's extent.
  static func contentHeight(_ scroll: Widget, layout: Layout) -> Double {
    if let s = scroll.value("contentSize")?.size, s.height.isFinite, s.height >= 0 {
      return s.height
    }
    let width = scroll.layoutFrame.width
    switch scroll.kind {
    case .tableView:
      return TableLayout(layout: layout, table: scroll).contentHeight(width: width)
    case .collectionView:
      return FlowLayout(layout: layout, collection: scroll).contentHeight(width: width)
    case .textView:
      return TextViewMetrics.fittingSize(scroll, width: width, text: layout.text).height
    default:
      let offset = scroll.contentOffset
      let inset = scroll.adjustedContentInset(in: layout)
      var bottom = 0.0
      for c in scroll.children where !c.isHidden {
        bottom = max(bottom, c.layoutFrame.maxY + offset.y - inset.top)
      }
      return bottom + inset.vertical
    }
  }
}

extension Layout {
  /// The tallest canvas a full-height capture may grow to, in points (docs/limits.md).
  public static let maximumCaptureHeight = 16_384.0

  /// Lays `root` out for a full-height capture: first at `size`, then again on a canvas
  /// grown by what its scroll views' content overflows (the first, outermost scroll view
  /// of each branch), so the whole content shows. Returns the canvas size used.
  @discardableResult
  public func layoutFullHeight(_ root: Widget, in size: Size, safeArea: EdgeInsets? = nil)
    -> Size
  {
    layout(root, in: size, safeArea: safeArea)
    var extra = 0.0
    func walk(_ w: Widget) {
      if w.kind.isScrolling {
        let overflow = ScrollLayout.contentHeight(w, layout: self) - w.layoutFrame.height
        extra = max(extra, overflow)
        return
      }
      for c in w.children where !c.isHidden { walk(c) }
    }
    walk(root)
    guard extra > 0.5, extra.isFinite else { return size }
    let grown = Size(
      width: size.width, height: min(Self.maximumCaptureHeight, (size.height + extra).rounded(.up)))
    layout(root, in: grown, safeArea: safeArea ?? SafeArea.insets(for: size))
    return grown
  }
}
