import Primitives

/// Where bars go: a navigation bar under the status bar (at the top of the safe area), a
/// tab bar or toolbar at the bottom with the home indicator's inset below its items, as a
/// navigation or tab bar controller places them. Other children share what is between.
struct BarLayout {
  let layout: Layout

  /// A bar's height without the safe-area extension: 44 pt, 96 pt with a large title,
  /// 74 pt with a prompt; a tab bar 49 pt, a toolbar 44 pt.
  func height(of bar: Widget) -> Double {
    switch bar.kind {
    case .navigationBar:
      var h = Chrome.navigationBarHeight
      if bar.bool("prefersLargeTitles") == true { h += Chrome.largeTitleBand }
      if !(bar.string("prompt") ?? "").isEmpty { h += Chrome.promptHeight }
      return h
    case .tabBar: return Chrome.tabBarHeight
    default: return Chrome.toolbarHeight
    }
  }

  /// Places the bars among `container`'s children that have no frame, narrows `content`
  /// to the space between them, and returns the bars placed.
  func placeBars(of container: Widget, content: inout Rect) -> Set<ObjectIdentifier> {
    var placed: Set<ObjectIdentifier> = []
    guard container.kind != .stackView, container.children.contains(where: { $0.kind.isBar })
    else { return placed }
    let bounds = Rect(origin: .zero, size: container.layoutFrame.size)
    let screen = container.screenFrame
    let safe = layout.safeArea
    var top = bounds.y
    var bottom = bounds.maxY
    for bar in container.children where bar.kind == .navigationBar && bar.givenFrame == nil {
      let y = max(top, safe.top - screen.y)
      bar.layoutFrame = Rect(x: 0, y: y, width: bounds.width, height: height(of: bar))
      top = bar.layoutFrame.maxY
      placed.insert(ObjectIdentifier(bar))
    }
    for bar in container.children.reversed()
    where (bar.kind == .tabBar || bar.kind == .toolbar) && bar.givenFrame == nil {
      // The home indicator's inset when the bar reaches the screen's bottom.
      let inset = screen.y + bottom >= layout.screenSize.height - 0.5 ? safe.bottom : 0
      let h = height(of: bar) + inset
      bar.layoutFrame = Rect(x: 0, y: bottom - h, width: bounds.width, height: h)
      bottom -= h
      placed.insert(ObjectIdentifier(bar))
    }
    let m = container.layoutMargins
    content = Rect(
      x: bounds.x + m.left, y: top + m.top, width: max(0, bounds.width - m.horizontal),
      height: max(0, bottom - top - m.vertical))
    return placed
  }

  /// A tab bar's items share its width equally, 49 pt high at its top; a toolbar's item
  /// children (custom views) are laid out like a stack from the margin.
  func arrangeItems(of bar: Widget) {
    let items = bar.children.filter { !$0.isHidden }
    guard !items.isEmpty else { return }
    let w = bar.layoutFrame.width
    if bar.kind == .tabBar {
      let itemWidth = w / Double(items.count)
      for (i, item) in items.enumerated() {
        item.layoutFrame = Rect(
          x: itemWidth * Double(i), y: 0, width: itemWidth, height: Chrome.tabBarHeight)
      }
    } else {
      var x = Chrome.margin(forWidth: w)
      for item in items {
        let s = layout.fittingSize(item, width: nil)
        item.layoutFrame = Rect(
          x: x, y: (Chrome.toolbarHeight - s.height) / 2, width: s.width, height: s.height)
        x += s.width + 8
      }
    }
  }
}
