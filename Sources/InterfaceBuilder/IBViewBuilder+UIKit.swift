import Primitives
import Widgets

/// The attributes of the UIKit families of issue 10 as IB stores them: tables, sections
/// and cells, sliders, steppers, page controls, activity indicators, collection views'
/// flow layouts and text views.
extension IBViewBuilder {
  /// IB's `style` of a table view cell (`IBUITableViewCellStyleValue1`) → `cellStyle`.
  static let cellStyles = [
    "IBUITableViewCellStyleDefault": "default", "IBUITableViewCellStyleValue1": "value1",
    "IBUITableViewCellStyleValue2": "value2", "IBUITableViewCellStyleSubtitle": "subtitle",
  ]
  static let accessories: Set<String> = [
    "none", "disclosureIndicator", "checkmark", "detailButton", "detailDisclosureButton",
  ]

  /// Table: `style` plain/grouped/insetGrouped, separator style and colour, row height
  /// (IB writes -1 for automatic, which leaves the rows to fit their content).
  func table(_ e: IBElement, _ w: Widget) {
    if let s = e["style"] {
      if ["plain", "grouped", "insetGrouped"].contains(s) {
        set(w, "tableStyle", .string(s))
      } else {
        skip("table style '\(s)'", e)
      }
    }
    // IB writes `default` (singleLine), `singleLineEtched` (drawn as a single line) or `none`.
    if let s = e["separatorStyle"] {
      set(w, "separatorStyle", .string(s == "none" ? "none" : "singleLine"))
    }
    if let h = number(e, "rowHeight"), h > 0 { set(w, "rowHeight", .number(h)) }
  }

  func section(_ e: IBElement, _ w: Widget) {
    if let t = text(e, key: "headerTitle") { set(w, "headerTitle", .string(t)) }
    if let t = text(e, key: "footerTitle") { set(w, "footerTitle", .string(t)) }
  }

  /// A cell: its system style, accessory and row height. A styled cell's `textLabel`,
  /// `detailTextLabel` and `imageView` attributes name the views IB keeps in the content
  /// view; their values become the cell's (``adoptCellPart(_:into:as:)``), as UIKit's
  /// system cells draw them.
  func cell(_ e: IBElement, _ w: Widget) {
    if let s = e["style"] {
      if let style = Self.cellStyles[s] {
        set(w, "cellStyle", .string(style))
      } else {
        skip("cell style '\(s)'", e)
      }
    }
    if let a = e["accessoryType"] {
      if Self.accessories.contains(a) {
        set(w, "accessoryType", .string(a))
      } else {
        skip("accessoryType '\(a)'", e)
      }
    }
    if let h = number(e, "rowHeight"), h > 0 { set(w, "rowHeight", .number(h)) }
    for part in ["textLabel", "detailTextLabel", "imageView"] {
      if let id = e[part] { cellParts[id] = (w, part) }
    }
  }

  /// Moves a system cell part's values onto its cell: text, font and colour of the labels,
  /// the image of the image view.
  func adoptCellPart(_ part: Widget, into cell: Widget, as name: String) {
    views.removeAll { $0.widget === part }
    switch name {
    case "imageView":
      if let v = part.initial.value("image") { set(cell, "image", v) }
    default:
      let prefix = name == "textLabel" ? "" : "detailTextLabel."
      if let v = part.initial.value("text") {
        set(cell, prefix.isEmpty ? "text" : prefix + "text", v)
      }
      if let v = part.initial.value("font") { set(cell, name + ".font", v) }
      if let v = part.initial.value("textColor") { set(cell, name + ".textColor", v) }
    }
  }

  /// Slider and stepper: value, range and (stepper) step; each finite, the range ordered.
  func ranged(_ e: IBElement, _ w: Widget) {
    let (minKey, maxKey) =
      w.kind == .slider ? ("minValue", "maxValue") : ("minimumValue", "maximumValue")
    let lo = number(e, minKey) ?? 0
    let hi = number(e, maxKey) ?? (w.kind == .slider ? 1 : 100)
    guard hi >= lo else {
      skip("\(minKey) above \(maxKey)", e)
      return
    }
    set(w, "minimumValue", .number(lo))
    set(w, "maximumValue", .number(hi))
    if let v = number(e, "value") { set(w, "value", .number(min(max(v, lo), hi))) }
    if w.kind == .stepper, let s = number(e, "stepValue"), s > 0 { set(w, "stepValue", .number(s)) }
  }

  func pageControl(_ e: IBElement, _ w: Widget) {
    let pages = e["numberOfPages"].flatMap { Int($0) }.map { min(max($0, 0), 100) } ?? 3
    set(w, "numberOfPages", .number(Double(pages)))
    if let c = e["currentPage"].flatMap({ Int($0) }), c >= 0, c < max(pages, 1) {
      set(w, "currentPage", .number(Double(c)))
    }
  }

  /// IB's activity indicator styles, old and new: `large` and `whiteLarge` are large.
  func activity(_ e: IBElement, _ w: Widget) {
    if let s = e["style"] {
      set(
        w, "activityIndicatorViewStyle",
        .string(s.lowercased().contains("large") ? "large" : "medium"))
      // The pre-iOS 13 `white` styles are white unless a colour is set.
      if s.hasPrefix("white"), w.initial.value("color") == nil { set(w, "color", .color(.white)) }
    }
  }

  /// A collection view's flow layout: item size, spacings, section inset.
  func collection(_ e: IBElement, _ w: Widget) {
    guard let f = e.child("collectionViewFlowLayout", key: "collectionViewLayout") else { return }
    if let s = f.child("size", key: "itemSize"), let width = number(s, "width"),
      let height = number(s, "height"), width > 0, height > 0
    {
      set(w, "itemSize", .size(Size(width: width, height: height)))
    }
    for key in ["minimumLineSpacing", "minimumInteritemSpacing"] {
      if let v = number(f, key), v >= 0 { set(w, key, .number(v)) }
    }
    if let i = f.child("inset", key: "sectionInset") {
      let inset = EdgeInsets(
        top: number(i, "minY") ?? 0, left: number(i, "minX") ?? 0, bottom: number(i, "maxY") ?? 0,
        right: number(i, "maxX") ?? 0)
      set(w, "sectionInset", .insets(inset))
    }
  }

  func textView(_ e: IBElement, _ w: Widget) {
    if let t = text(e) { set(w, "text", .string(t)) }
    textCommon(e, w)
  }
}
