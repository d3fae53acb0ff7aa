import Primitives

/// A plain table's section index (`sectionIndexTitles(for:)`, the A–Z strip at the right
/// edge): titles in `sectionIndexColor` (else the tint) over `sectionIndexBackgroundColor`
/// (else nothing), drawn over the rows and not scrolled with them.
///
/// Figures (estimates, docs/render.md): 11 pt semibold titles, centred in a 15 pt column
/// at the table's trailing edge, 16 pt apart, closer when they do not fit, the whole run
/// centred vertically in the table.
extension ContentPainter {
  static let sectionIndexWidth = 15.0
  static let sectionIndexPitch = 16.0

  mutating func paintSectionIndex() {
    guard widget.kind == .tableView,
      let titles = widget.value("sectionIndexTitles")?.array?.compactMap(\.string),
      !titles.isEmpty
    else { return }
    let column = Rect(
      x: frame.maxX - Self.sectionIndexWidth, y: frame.y, width: Self.sectionIndexWidth,
      height: frame.height)
    if let bg = widget.color("sectionIndexBackgroundColor"), bg.alpha > 0 {
      list.append(.fillRect(column, .color(bg)))
    }
    let shown = titles.prefix(200)
    let pitch = min(Self.sectionIndexPitch, max(1, frame.height - 16) / Double(shown.count))
    let color = widget.color("sectionIndexColor") ?? tint
    var y = frame.midY - pitch * Double(shown.count) / 2
    for title in shown {
      drawText(
        title, font: .system(size: 11, weight: 600), color: color,
        in: Rect(x: column.x, y: y, width: column.width, height: pitch), alignment: .center,
        maxLines: 1, lineBreak: .byClipping)
      y += pitch
    }
  }
}
