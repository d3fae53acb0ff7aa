import Primitives
import Raster
import Text

/// Table sections and cells as iOS 17 draws them: grouped header and footer text in
/// 13 pt secondary label (headers upper-cased, as `titleForHeaderInSection` shows them),
/// cells in the four system styles with their image, text, detail and accessory, and
/// hairline separators inset to the text, drawn above the cells.
extension ContentPainter {
  var table: Widget? {
    var w: Widget? = widget.parent
    while let cur = w, cur.kind != .tableView { w = cur.parent }
    return w
  }

  mutating func paintTableSection() {
    let style = TableLayout.style(of: table)
    let m = Chrome.margin(forWidth: list.size.width)
    let textX = style == .insetGrouped ? frame.x + m : frame.x + m
    let width = max(0, frame.width - 2 * m)
    let secondary = SystemColor.secondaryLabel.resolved(in: appearance)
    if let header = widget.string("headerTitle"), !header.isEmpty {
      if style == .plain {
        let band = Rect(
          x: frame.x, y: frame.y - TableLayout.plainHeaderHeight, width: frame.width,
          height: TableLayout.plainHeaderHeight)
        list.append(
          .fillRect(band, .color(SystemColor.secondarySystemBackground.resolved(in: appearance))))
        drawText(
          header, font: TableLayout.plainHeaderFont,
          color: SystemColor.label.resolved(in: appearance),
          in: Rect(x: band.x + m, y: band.y, width: width, height: band.height), alignment: .left,
          maxLines: 1, lineBreak: .byTruncatingTail)
      } else {
        let text = header.uppercased()
        let h = emitter.text.layout(
          text, font: TableLayout.headerFont, maxWidth: width, maxLines: 0,
          lineBreak: .byWordWrapping
        ).size.height.rounded(.up)
        drawText(
          text, font: TableLayout.headerFont, color: secondary,
          in: Rect(x: textX, y: frame.y - 6 - h, width: width, height: h), alignment: .left,
          maxLines: 0, lineBreak: .byWordWrapping)
      }
    }
    if let footer = widget.string("footerTitle"), !footer.isEmpty, style != .plain {
      let h = emitter.text.layout(
        footer, font: TableLayout.headerFont, maxWidth: width, maxLines: 0,
        lineBreak: .byWordWrapping
      ).size.height.rounded(.up)
      drawText(
        footer, font: TableLayout.headerFont, color: secondary,
        in: Rect(x: textX, y: frame.maxY + 6, width: width, height: h), alignment: .left,
        maxLines: 0, lineBreak: .byWordWrapping)
    }
  }

  /// The separators between `container`'s cells (a section, or a table's loose cells),
  /// above them; a plain table also draws them under its last row and through the empty
  /// space below it (UIKit's empty-row separators).
  mutating func paintSeparators() {
    guard let table = widget.kind == .tableView ? widget : table,
      table.string("separatorStyle") != "none"
    else { return }
    let style = TableLayout.style(of: table)
    let color = table.color("separatorColor") ?? SystemColor.separator.resolved(in: appearance)
    let cells = widget.children.filter { $0.kind == .tableViewCell && !$0.isHidden }
    let hair = 1 / max(1, list.scale)
    let m = Chrome.margin(forWidth: list.size.width)
    for (i, cell) in cells.enumerated() {
      let last = i == cells.count - 1
      if last, style != .plain { break }
      let f = cell.layoutFrame.offsetBy(dx: frame.x, dy: frame.y)
      let inset = separatorInset(cell, table: table, margin: m)
      list.append(
        .fillRect(
          Rect(
            x: f.x + inset.left, y: f.maxY - hair,
            width: max(0, f.width - inset.left - inset.right),
            height: hair), .color(color)))
    }
    if widget.kind == .tableView, style == .plain {
      let bottom = widget.children.map(\.layoutFrame.maxY).max() ?? 0
      let row = widget.number("rowHeight") ?? Chrome.rowHeight
      guard row >= 8 else { return }
      var y = frame.y + bottom + row
      var n = 0
      while y <= frame.maxY, n < 500 {
        list.append(
          .fillRect(
            Rect(x: frame.x + m, y: y - hair, width: frame.width - m, height: hair), .color(color)))
        y += row
        n += 1
      }
    }
  }

  /// `separatorInset` of the cell or table, else from the margin to the text (past the
  /// image and its 16 pt gap).
  func separatorInset(_ cell: Widget, table: Widget, margin m: Double) -> EdgeInsets {
    if let i = cell.value("separatorInset")?.insets ?? table.value("separatorInset")?.insets {
      return i
    }
    let image = cell.value("image")?.image != nil
    return EdgeInsets(top: 0, left: image ? m + 29 + 16 : m, bottom: 0, right: 0)
  }

  mutating func paintCell() {
    let m = Chrome.margin(forWidth: list.size.width)
    // The accessory at the right margin, centred.
    let accessory = Accessory(widget)
    var right = frame.maxX - m
    let chevronColor = SystemColor.tertiaryLabel.resolved(in: appearance)
    switch accessory.type {
    case "disclosureIndicator":
      drawGlyph(.disclosure, centeredAt: Point(x: right - 4, y: frame.midY), color: chevronColor)
    case "checkmark":
      drawGlyph(.checkmark, centeredAt: Point(x: right - 7, y: frame.midY), color: tint)
    case "detailButton":
      drawGlyph(.info, centeredAt: Point(x: right - 11, y: frame.midY), color: tint)
    case "detailDisclosureButton":
      drawGlyph(.disclosure, centeredAt: Point(x: right - 4, y: frame.midY), color: chevronColor)
      drawGlyph(.info, centeredAt: Point(x: right - 8 - 12 - 11, y: frame.midY), color: tint)
    default: break
    }
    right = frame.maxX - accessory.width(margin: m) - (accessory.type == "none" ? m : 0)
    if let a = widget.children.first(where: { $0.key == "accessoryView" }) {
      right = frame.x + a.layoutFrame.x - 8
    }
    // A cell with children shows them instead of the system labels.
    guard !widget.children.contains(where: { $0.key != "accessoryView" }) else { return }
    var x = frame.x + m
    if let image = widget.value("image")?.image {
      drawImage(image, in: Rect(x: x, y: frame.midY - 14.5, width: 29, height: 29), color: nil)
      x += 29 + 16
    }
    let t = CellText(widget)
    let label = SystemColor.label.resolved(in: appearance)
    let secondary = SystemColor.secondaryLabel.resolved(in: appearance)
    let textColor =
      widget.color("textLabel.textColor") ?? widget.inherited("textColor")?.color ?? label
    let detailColor = widget.color("detailTextLabel.textColor") ?? secondary
    let width = max(0, right - x)
    switch t.style {
    case "subtitle":
      let lh = emitter.text.lineHeight(t.font)
      let dh = t.detail.isEmpty ? 0 : emitter.text.lineHeight(t.detailFont) + 2
      let top = frame.midY - (lh + dh) / 2
      drawText(
        t.text, font: t.font, color: textColor, in: Rect(x: x, y: top, width: width, height: lh),
        alignment: .left, maxLines: 1, lineBreak: .byTruncatingTail)
      drawText(
        t.detail, font: t.detailFont, color: detailColor,
        in: Rect(x: x, y: top + lh + 2, width: width, height: dh - 2), alignment: .left,
        maxLines: 1, lineBreak: .byTruncatingTail)
    case "value1":
      let dw = min(
        width * 0.6,
        emitter.text.layout(
          t.detail, font: t.detailFont, maxWidth: nil, maxLines: 1, lineBreak: .byClipping
        ).size.width.rounded(.up))
      drawText(
        t.detail, font: t.detailFont, color: detailColor,
        in: Rect(x: right - dw, y: frame.y, width: dw, height: frame.height), alignment: .right,
        maxLines: 1, lineBreak: .byTruncatingTail)
      drawText(
        t.text, font: t.font, color: textColor,
        in: Rect(x: x, y: frame.y, width: max(0, width - dw - 8), height: frame.height),
        alignment: .left, maxLines: 1, lineBreak: .byTruncatingTail)
    case "value2":
      let column = max(71, (frame.width * 0.3).rounded())
      drawText(
        t.text, font: t.font, color: widget.color("textLabel.textColor") ?? tint,
        in: Rect(x: x, y: frame.y, width: column - m, height: frame.height), alignment: .right,
        maxLines: 1, lineBreak: .byTruncatingTail)
      drawText(
        t.detail, font: t.detailFont,
        color: widget.color("detailTextLabel.textColor") ?? label,
        in: Rect(
          x: x + column - m + 6, y: frame.y, width: max(0, right - x - column + m - 6),
          height: frame.height),
        alignment: .left, maxLines: 1, lineBreak: .byTruncatingTail)
    default:
      drawText(
        t.text, font: t.font, color: textColor,
        in: Rect(x: x, y: frame.y, width: width, height: frame.height), alignment: .left,
        maxLines: 1, lineBreak: .byTruncatingTail)
    }
  }
}
