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
  /// to the space between them, and returns the bars placed (at most a few: an array, as
  /// a set's first use in a process cost a check a tenth of a millisecond of runtime type
  /// lookup).
  func placeBars(of container: Widget, content: inout Rect) -> [ObjectIdentifier] {
    var placed: [ObjectIdentifier] = []
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
      placed.append(ObjectIdentifier(bar))
    }
    for bar in container.children.reversed()
    where (bar.kind == .tabBar || bar.kind == .toolbar) && bar.givenFrame == nil {
      // The home indicator's inset when the bar reaches the screen's bottom.
      let inset = screen.y + bottom >= layout.screenSize.height - 0.5 ? safe.bottom : 0
      let h = height(of: bar) + inset
      bar.layoutFrame = Rect(x: 0, y: bottom - h, width: bounds.width, height: h)
      bottom -= h
      placed.append(ObjectIdentifier(bar))
    }
    let m = container.layoutMargins
    content = Rect(
      x: bounds.x + m.left, y: top + m.top, width: max(0, bounds.width - m.horizontal),
      height: max(0, bottom - top - m.vertical))
    return placed
  }

  /// A tab bar's items share its width equally, 49 pt high at its top. A toolbar's or
  /// navigation bar's children that an item names as its `customView` go where that item
  /// goes (``BarItemPlacement``), centred in the 44 pt row; other children of a toolbar are
  /// laid out like a stack from the margin.
  func arrangeItems(of bar: Widget) {
    var items = bar.children.filter { !$0.isHidden }
    guard !items.isEmpty else { return }
    let w = bar.layoutFrame.width
    if bar.kind != .tabBar {
      let placed = placeCustomViews(of: bar)
      items.removeAll { placed.contains(ObjectIdentifier($0)) }
      if bar.kind == .navigationBar {
        for item in items {
          item.layoutFrame =
            item.givenFrame ?? Rect(origin: .zero, size: layout.fittingSize(item, width: nil))
        }
        return
      }
    }
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

  /// Places the children the bar's item lists name as custom views; returns them.
  func placeCustomViews(of bar: Widget) -> [ObjectIdentifier] {
    var placed: [ObjectIdentifier] = []
    let w = bar.layoutFrame.width
    let m = Chrome.margin(forWidth: w)
    var rowTop = 0.0
    if bar.kind == .navigationBar, !(bar.string("prompt") ?? "").isEmpty {
      rowTop = Chrome.promptHeight
    }
    let rowHeight = bar.kind == .navigationBar ? Chrome.navigationBarHeight : Chrome.toolbarHeight
    func view(_ id: String) -> Widget? { bar.children.first { $0.id == id && !$0.isHidden } }
    func width(_ item: BarButtonItem) -> Double {
      item.width(measuring: layout.text) { id in
        view(id).map { layout.fittingSize($0, width: nil).width } ?? 0
      }
    }
    func place(_ items: [BarButtonItem], _ xs: [Double?]) {
      for (item, x) in zip(items, xs) {
        guard let x, let id = item.customView, let v = view(id) else { continue }
        let s = layout.fittingSize(v, width: nil)
        v.layoutFrame = Rect(
          x: x, y: rowTop + (rowHeight - s.height) / 2, width: s.width, height: s.height)
        if !placed.contains(ObjectIdentifier(v)) { placed.append(ObjectIdentifier(v)) }
      }
    }
    if bar.kind == .toolbar {
      let items = BarButtonItem.items(bar.value("toolbarItems"))
      let widths = items.map(width)
      let share = BarItemPlacement.flexibleShare(items, widths: widths, room: w - 2 * m)
      place(items, BarItemPlacement.leading(items, widths: widths, from: m, share: share).xs)
      return placed
    }
    // A navigation bar: the left items after the back button (its chevron and title, as
    // BarPainter draws them), the right ones from the trailing margin.
    var left = m
    if let back = bar.string("backButtonTitle") {
      left = 8 + 18
      if !back.isEmpty { left += width(BarButtonItem(text: back)) + BarItemPlacement.gap }
    }
    let leftItems = BarButtonItem.items(bar.value("leftBarButtonItems"))
    place(
      leftItems, BarItemPlacement.leading(leftItems, widths: leftItems.map(width), from: left).xs)
    let rightItems = BarButtonItem.items(bar.value("rightBarButtonItems"))
    place(
      rightItems,
      BarItemPlacement.trailing(rightItems, widths: rightItems.map(width), from: w - m).xs)
    return placed
  }
}
