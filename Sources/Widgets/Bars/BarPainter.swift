import Primitives
import Raster
import Text

/// Navigation bars, tab bars and toolbars as iOS 17 draws them (figures in
/// docs/render.md). A bar's background reaches past its frame into the safe area (under
/// the status bar, over the home indicator), as UIKit extends bar backgrounds.
extension ContentPainter {
  /// The bar's background: `barTintColor`, else `backgroundColor`, else the default
  /// material (none for a large-title bar at the top of its content, iOS 15's
  /// scroll-edge appearance). `isTranslucent: false` makes the colour opaque.
  func barBackground(largeTitle: Bool) -> Color? {
    var color = widget.color("barTintColor") ?? widget.color("backgroundColor")
    if color == nil, !largeTitle { color = Chrome.barBackground(appearance) }
    if widget.bool("isTranslucent") == false, let c = color {
      color = Color(red: c.red, green: c.green, blue: c.blue, alpha: 255)
    }
    return color
  }

  /// The bar's hairline: `shadowColor`, else the separator colour.
  var hairline: Color {
    widget.color("shadowColor") ?? SystemColor.separator.resolved(in: appearance)
  }

  var hairlineWidth: Double { 1 / max(1, list.scale) }

  mutating func paintNavigationBar() {
    let large = widget.bool("prefersLargeTitles") == true
    let extendUp = max(0, frame.y)
    let area = Rect(
      x: frame.x, y: frame.y - extendUp, width: frame.width, height: frame.height + extendUp)
    if let bg = barBackground(largeTitle: large) { list.append(.fillRect(area, .color(bg))) }
    if !large || widget.color("barTintColor") != nil || widget.color("shadowColor") != nil {
      list.append(
        .fillRect(
          Rect(x: frame.x, y: frame.maxY, width: frame.width, height: hairlineWidth),
          .color(hairline)))
    }
    let m = Chrome.margin(forWidth: frame.width)
    var top = frame.y
    if let prompt = widget.string("prompt"), !prompt.isEmpty {
      drawText(
        prompt, font: .system(size: 13),
        color: SystemColor.secondaryLabel.resolved(in: appearance),
        in: Rect(x: frame.x + m, y: top, width: frame.width - 2 * m, height: Chrome.promptHeight),
        alignment: .center, maxLines: 1, lineBreak: .byTruncatingTail)
      top += Chrome.promptHeight
    }
    let bar = Rect(x: frame.x, y: top, width: frame.width, height: Chrome.navigationBarHeight)
    // Leading: the back button (chevron and title), then the left items.
    var left = bar.x + 8
    if let back = widget.string("backButtonTitle") {
      drawGlyph(.back, centeredAt: Point(x: left + 6, y: bar.midY), color: tint)
      left += 12 + 6
      if !back.isEmpty {
        left += drawItem(BarButtonItem(text: back), at: left, in: bar) + 16
      }
    } else {
      left = bar.x + m
    }
    let leftItems = BarButtonItem.items(widget.value("leftBarButtonItems"))
    let leftRun = BarItemPlacement.leading(leftItems, widths: leftItems.map(itemWidth), from: left)
    for (item, x) in zip(leftItems, leftRun.xs) {
      if let x { _ = drawItem(item, at: x, in: bar) }
    }
    if !leftItems.isEmpty { left = leftRun.end }
    var right = bar.maxX - m
    let rightItems = BarButtonItem.items(widget.value("rightBarButtonItems"))
    let rightRun = BarItemPlacement.trailing(
      rightItems, widths: rightItems.map(itemWidth), from: right)
    for (item, x) in zip(rightItems, rightRun.xs) {
      if let x { _ = drawItem(item, at: x, in: bar) }
    }
    if !rightItems.isEmpty { right = rightRun.start }
    let title = widget.string("title") ?? ""
    guard !title.isEmpty else { return }
    let label = SystemColor.label.resolved(in: appearance)
    if large {
      let font =
        widget.value("largeTitleTextAttributes.font")?.font ?? .system(size: 34, weight: 700)
      let band = Rect(
        x: frame.x + m, y: bar.maxY, width: frame.width - 2 * m, height: Chrome.largeTitleBand - 8)
      drawText(
        title, font: font,
        color: widget.color("largeTitleTextAttributes.textColor") ?? label, in: band,
        alignment: .left, maxLines: 1, lineBreak: .byTruncatingTail)
      return
    }
    let font = widget.value("titleTextAttributes.font")?.font ?? .system(size: 17, weight: 600)
    // The title centres on the bar, kept clear of the items on both sides.
    let room = max(0, min(bar.midX - left, right - bar.midX))
    drawText(
      title, font: font, color: widget.color("titleTextAttributes.textColor") ?? label,
      in: Rect(x: bar.midX - room, y: bar.y, width: 2 * room, height: bar.height),
      alignment: .center, maxLines: 1, lineBreak: .byTruncatingTail)
  }

  /// A bar button item's title font: its own title text attributes', else 17 pt, semibold
  /// for the `done` style (iOS 17's bar buttons).
  func itemFont(_ item: BarButtonItem) -> FontSpec { item.titleFont }

  /// A bar button item's colour: its title text attributes' colour, else (enabled) its
  /// own tint, else the bar's inherited tint (the window's at the root); a disabled item
  /// in the tertiary label colour (an estimate, docs/render.md).
  func itemColor(_ item: BarButtonItem) -> Color {
    if let c = item.textColor, item.image == nil { return c }
    guard item.isEnabled else { return SystemColor.tertiaryLabel.resolved(in: appearance) }
    return item.tint ?? tint
  }

  /// A bar button item's width: its title's, 24 pt for an image item, its view's for a
  /// custom view (placed by the layout), 0 for a space (``BarItemPlacement`` places those).
  func itemWidth(_ item: BarButtonItem) -> Double {
    item.width(measuring: emitter.text) { id in
      widget.children.first { $0.id == id && !$0.isHidden }?.layoutFrame.width ?? 0
    }
  }

  /// Draws a bar button item at `x`, centred vertically in `bar`; returns its width. A
  /// custom view draws itself, as the bar's child.
  mutating func drawItem(_ item: BarButtonItem, at x: Double, in bar: Rect) -> Double {
    let w = itemWidth(item)
    if item.isSpace || item.customView != nil { return w }
    if let image = item.image {
      drawImage(
        image, in: Rect(x: x, y: bar.midY - 12, width: 24, height: 24), color: itemColor(item))
    } else {
      drawText(
        item.title, font: itemFont(item), color: itemColor(item),
        in: Rect(x: x, y: bar.y, width: w + 1, height: bar.height), alignment: .left,
        maxLines: 1, lineBreak: .byClipping)
    }
    return w
  }

  mutating func paintTabBar() {
    let bottom = max(0, list.size.height - frame.maxY)
    let area = Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height + bottom)
    if let bg = barBackground(largeTitle: false) { list.append(.fillRect(area, .color(bg))) }
    list.append(
      .fillRect(
        Rect(x: frame.x, y: frame.y - hairlineWidth, width: frame.width, height: hairlineWidth),
        .color(hairline)))
  }

  /// One tab: its image (28 pt box) above its 10 pt medium title, in the tint when
  /// selected and `unselectedItemTintColor` (system gray) otherwise; a red badge.
  mutating func paintTabBarItem() {
    guard let bar = widget.parent, bar.kind == .tabBar else { return }
    let items = bar.children.filter { !$0.isHidden }
    let index = items.firstIndex { $0 === widget } ?? 0
    let selected = index == Int(bar.number("selectedIndex") ?? 0)
    let color =
      selected
      ? (widget.color("titleTextAttributes.textColor") ?? tint)
      : (bar.color("unselectedItemTintColor") ?? SystemColor.systemGray.resolved(in: appearance))
    let icon = Rect(x: frame.midX - 14, y: frame.y + 5, width: 28, height: 24)
    if let image = widget.value("image")?.image { drawImage(image, in: icon, color: color) }
    let title = widget.string("title") ?? ""
    drawText(
      title, font: widget.value("titleTextAttributes.font")?.font ?? .system(size: 10, weight: 500),
      color: color, in: Rect(x: frame.x + 2, y: frame.y + 31, width: frame.width - 4, height: 14),
      alignment: .center, maxLines: 1, lineBreak: .byTruncatingTail)
    if let badge = widget.string("badgeValue") {
      let font = FontSpec.system(size: 13)
      let tw = emitter.text.layout(
        badge, font: font, maxWidth: nil, maxLines: 1, lineBreak: .byClipping
      )
      .size.width
      let w = max(18, tw + 10)
      let r = Rect(
        x: icon.midX + 6, y: frame.y + 2, width: badge.isEmpty ? 10 : w,
        height: badge.isEmpty ? 10 : 18)
      list.append(
        .fillRoundedRect(
          r, CornerRadii(all: r.height / 2),
          .color(widget.color("badgeColor") ?? SystemColor.systemRed.resolved(in: appearance))))
      drawText(
        badge, font: font, color: .white, in: r, alignment: .center, maxLines: 1,
        lineBreak: .byClipping)
    }
  }

  /// A toolbar: its items from `toolbarItems` (flexible spaces share the room left, fixed
  /// spaces keep their width), 17 pt, each in its own tint or the bar's, between the
  /// margins.
  mutating func paintToolbar() {
    paintTabBar()
    let items = BarButtonItem.items(widget.value("toolbarItems"))
    guard !items.isEmpty else { return }
    let m = Chrome.margin(forWidth: frame.width)
    let bar = Rect(x: frame.x, y: frame.y, width: frame.width, height: Chrome.toolbarHeight)
    let widths = items.map(itemWidth)
    let share = BarItemPlacement.flexibleShare(items, widths: widths, room: bar.width - 2 * m)
    let run = BarItemPlacement.leading(items, widths: widths, from: bar.x + m, share: share)
    for (item, x) in zip(items, run.xs) {
      if let x { _ = drawItem(item, at: x, in: bar) }
    }
  }
}
