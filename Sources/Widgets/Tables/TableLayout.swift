import Primitives
import Text

/// UITableView's layout: sections stacked top to bottom with their header and footer
/// gaps, rows of a fixed or fitting height, inset-grouped sections inset from the sides.
///
/// A table's children are sections (`UITableViewSection`) or cells; consecutive cells
/// outside a section form one section without a header; the `tableHeaderView` and
/// `tableFooterView` children sit above and below the rows, full width. Figures (docs/render.md): rows at
/// least 44 pt; inset-grouped sections 16 pt from the sides (20 pt from 414 pt wide);
/// grouped gaps of 35 pt above the first section without a title and 17 + 18 pt between
/// sections; header titles in 13 pt, 6 pt above their section.
struct TableLayout {
  let layout: Layout
  let table: Widget

  enum Style: String {
    case plain, grouped, insetGrouped
  }

  var style: Style { Self.style(of: table) }

  static func style(of table: Widget?) -> Style {
    table.flatMap { $0.string("tableStyle") }.flatMap(Style.init(rawValue:)) ?? .plain
  }

  static let headerFont = FontSpec.system(size: 13)
  static let plainHeaderFont = FontSpec.system(size: 15, weight: 600)
  static let plainHeaderHeight = 28.0

  /// The table's content height when `width` wide.
  func contentHeight(width: Double) -> Double {
    frames(width: width).height + table.adjustedContentInset(in: layout).vertical
  }

  /// Sets the frames of sections and cells (in the table's coordinates, shifted by the
  /// content offset and inset).
  func arrange() {
    let width = table.layoutFrame.width
    let inset = table.adjustedContentInset(in: layout)
    let shift = Point(
      x: inset.left - table.contentOffset.x, y: inset.top - table.contentOffset.y)
    let result = frames(width: width)
    for (w, f) in result.frames {
      w.layoutFrame = f.offsetBy(
        dx: w.parent === table ? shift.x : 0, dy: w.parent === table ? shift.y : 0)
    }
  }

  /// Frames of every section and cell: sections in the table, cells in their section
  /// (cells placed straight in the table: in the table).
  func frames(width: Double) -> (frames: [(Widget, Rect)], height: Double) {
    var out: [(Widget, Rect)] = []
    let inset = style == .insetGrouped ? Chrome.margin(forWidth: width) : 0
    let groupWidth = max(0, width - 2 * inset)
    var y = 0.0
    var index = 0
    var loose: [Widget] = []
    func rows(_ cells: [Widget], x: Double, startY: Double, relative: Bool) -> Double {
      var cy = relative ? 0 : startY
      for c in cells where !c.isHidden {
        let h = Self.rowHeight(c, table: table, width: groupWidth, layout: layout)
        out.append((c, Rect(x: relative ? 0 : x, y: cy, width: groupWidth, height: h)))
        cy += h
      }
      return relative ? cy : cy - startY
    }
    func flushLoose() {
      guard !loose.isEmpty else { return }
      y += gapAbove(title: nil, first: index == 0)
      y += rows(loose, x: inset, startY: y, relative: false)
      y += gapBelow(footer: nil)
      loose = []
      index += 1
    }
    let header = table.children.first { $0.key == "tableHeaderView" && !$0.isHidden }
    let footer = table.children.first { $0.key == "tableFooterView" && !$0.isHidden }
    if let header {
      let h = header.givenFrame?.height ?? layout.fittingSize(header, width: width).height
      out.append((header, Rect(x: 0, y: 0, width: width, height: h)))
      y = h
    }
    for child in table.children where !child.isHidden && child !== header && child !== footer {
      guard child.kind == .tableSection else {
        loose.append(child)
        continue
      }
      flushLoose()
      let header = child.string("headerTitle")
      y += gapAbove(title: header, first: index == 0, width: groupWidth)
      let cells = child.children
      let h = rows(cells, x: 0, startY: 0, relative: true)
      out.append((child, Rect(x: inset, y: y, width: groupWidth, height: h)))
      y += h
      y += gapBelow(footer: child.string("footerTitle"), width: groupWidth)
      index += 1
    }
    flushLoose()
    if let footer {
      let h = footer.givenFrame?.height ?? layout.fittingSize(footer, width: width).height
      out.append((footer, Rect(x: 0, y: y, width: width, height: h)))
      y += h
    }
    return (out, y)
  }

  /// Space above a section: its header, or the grouped styles' gap.
  func gapAbove(title: String?, first: Bool, width: Double = 0) -> Double {
    let hasTitle = !(title ?? "").isEmpty
    switch style {
    case .plain:
      return hasTitle ? Self.plainHeaderHeight : 0
    case .grouped, .insetGrouped:
      guard hasTitle else { return first ? 35 : 17 }
      return (first ? 17 : 11) + textHeight(title!.uppercased(), Self.headerFont, width) + 6
    }
  }

  /// Space below a section: its footer text, or the grouped styles' gap.
  func gapBelow(footer: String?, width: Double = 0) -> Double {
    let hasText = !(footer ?? "").isEmpty
    switch style {
    case .plain:
      return hasText ? Self.plainHeaderHeight : 0
    case .grouped, .insetGrouped:
      return hasText ? 6 + textHeight(footer!, Self.headerFont, width) + 18 : 18
    }
  }

  func textHeight(_ s: String, _ font: FontSpec, _ width: Double) -> Double {
    let m = Chrome.margin(forWidth: layout.screenSize.width)
    return layout.text.layout(
      s, font: font, maxWidth: max(1, width - 2 * m), maxLines: 0, lineBreak: .byWordWrapping
    ).size.height.rounded(.up)
  }

  /// A row's height: the cell's `rowHeight`, the table's, else what its content needs and
  /// at least 44 pt (UITableView.automaticDimension with the system minimum).
  static func rowHeight(_ cell: Widget, table: Widget?, width: Double, layout: Layout) -> Double {
    if let h = cell.number("rowHeight") ?? table?.number("rowHeight"), h.isFinite, h >= 0 {
      return min(h, 10_000)
    }
    if let f = cell.givenFrame, f.height > 0 { return f.height }
    let m = Chrome.margin(forWidth: layout.screenSize.width)
    var content = 0.0
    if cell.children.contains(where: { $0.key != "accessoryView" }) {
      let inner = max(0, width - 2 * m)
      for c in cell.children where c.key != "accessoryView" && !c.isHidden {
        if let f = c.givenFrame {
          content = max(content, f.maxY)
        } else {
          content = max(content, layout.fittingSize(c, width: inner).height)
        }
      }
      content += cell.layoutMargins.vertical
    } else {
      let text = CellText(cell)
      let lh = layout.text.lineHeight(text.font)
      content = lh + 22
      if text.style == "subtitle", !text.detail.isEmpty {
        content += layout.text.lineHeight(text.detailFont) + 2
      }
    }
    return max(Chrome.rowHeight, content.rounded(.up))
  }

  /// A custom cell's children fill its content view (the cell less its accessory); an
  /// `accessoryView` child sits at the right margin, centred.
  static func arrangeCellContent(_ cell: Widget, layout: Layout) {
    let bounds = Rect(origin: .zero, size: cell.layoutFrame.size)
    let m = Chrome.margin(forWidth: layout.screenSize.width)
    var right = bounds.maxX
    if let accessory = cell.children.first(where: { $0.key == "accessoryView" }) {
      let s = layout.fittingSize(accessory, width: nil)
      accessory.layoutFrame = Rect(
        x: bounds.maxX - m - s.width, y: (bounds.height - s.height) / 2, width: s.width,
        height: s.height)
      right = accessory.layoutFrame.x - 8
    } else {
      right -= Accessory(cell).width(margin: m)
    }
    let contentView = Rect(x: 0, y: 0, width: max(0, right), height: bounds.height)
    let content = contentView.inset(by: cell.layoutMargins)
    for c in cell.children where c.key != "accessoryView" {
      if c.key == "contentView" {
        // UIKit sizes a cell's content view to the cell less its accessory (a storyboard
        // stores it at the canvas width).
        c.layoutFrame = contentView
      } else if var f = c.givenFrame {
        if f.width == 0 { f.size.width = content.width }
        if f.height == 0 { f.size.height = layout.fittingSize(c, width: f.width).height }
        c.layoutFrame = f
      } else if c.kind == .stackView || c.kind == .label {
        let h = layout.fittingSize(c, width: content.width).height
        c.layoutFrame = Rect(
          x: content.x, y: content.y + (content.height - h) / 2, width: content.width, height: h)
      } else {
        c.layoutFrame = content
      }
    }
  }
}

/// What a system-style cell shows: its text, detail, image and their fonts and colours.
struct CellText {
  let style: String
  let text: String
  let detail: String
  let font: FontSpec
  let detailFont: FontSpec

  init(_ cell: Widget) {
    style = cell.string("cellStyle") ?? "default"
    text = cell.string("text") ?? ""
    detail = cell.string("detailTextLabel.text") ?? ""
    let base = style == "value2" ? FontSpec.system(size: 15) : FontSpec.system(size: 17)
    font = cell.value("textLabel.font")?.font ?? cell.inherited("font")?.font ?? base
    let detailBase = style == "subtitle" || style == "value2" ? 15.0 : 17.0
    detailFont = cell.value("detailTextLabel.font")?.font ?? .system(size: detailBase)
  }
}

/// A cell's accessory: UITableViewCell.AccessoryType, drawn as vector glyphs.
struct Accessory {
  let type: String

  init(_ cell: Widget) {
    type = cell.string("accessoryType") ?? "none"
  }

  /// Width the accessory takes at the right, with its gap to the content.
  func width(margin: Double) -> Double {
    switch type {
    case "disclosureIndicator": margin + VectorGlyph.disclosure.size.width + 12
    case "checkmark": margin + VectorGlyph.checkmark.size.width + 12
    case "detailButton": margin + VectorGlyph.info.size.width + 12
    case "detailDisclosureButton":
      margin + VectorGlyph.info.size.width + 12 + VectorGlyph.disclosure.size.width + 12
    default: 0
    }
  }
}

extension Widget {
  var contentInset: EdgeInsets { value("contentInset")?.insets ?? .zero }
  var contentOffset: Point {
    if case .point(let p)? = value("contentOffset"), p.x.isFinite, p.y.isFinite { return p }
    return .zero
  }
}
