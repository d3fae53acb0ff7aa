import Foundation
import Primitives
import Themes
import Widgets

/// The ids and tags of one copy of a prototype cell: its constraints and outlets name the
/// views of the same copy, as each dequeued cell is a new instance of the prototype.
final class IDScope {
  var ids: [String: Widget] = [:]
  var tags: [String: Widget] = [:]
}

/// Dynamic prototype cells (a table's `<prototypes>`, a collection view's `<cells>`): with
/// rows from the data file, one copy of the prototype's subtree (with its constraints and
/// outlets) per row, the row's values applied; without, each prototype once, as Xcode's
/// canvas shows them, and a warning saying where rows come from.
extension IBViewBuilder {
  /// The prototype cells of a table or collection view element.
  func dynamicPrototypes(_ e: IBElement, kind: WidgetKind) -> [IBElement] {
    let list: [IBElement]
    switch kind {
    case .tableView: list = e.items(in: "prototypes")
    case .collectionView: list = e.items(in: "cells")
    default: list = []
    }
    return list.filter { ElementMap.views[$0.name] != nil }
  }

  /// Adds `w`'s prototype cells: rows from the data file when it names any of them.
  func addPrototypes(_ prototypes: [IBElement], to w: Widget, _ e: IBElement) {
    let named = prototypes.compactMap { p in
      p["reuseIdentifier"].flatMap { prototypeRows?.rows(for: $0) }.map { (p, $0) }
    }
    guard !named.isEmpty, let data = prototypeRows else {
      for p in prototypes { w.addChild(view(p)) }
      notes.append(
        .warning(
          "\(w.type.name) '\(e["id"] ?? "?")' shows each dynamic prototype once: its rows "
            + "come from the app's data source; list them in "
            + "\((file as NSString).lastPathComponent).rows.yml (docs/interface-builder.md)",
          at: location(e)))
      return
    }
    if w.kind == .tableView, !data.sectionIndexTitles.isEmpty {
      set(w, "sectionIndexTitles", .array(data.sectionIndexTitles.map(ThemeValue.string)))
    }
    // In the data file's order, as a data source returns its sections' rows.
    for prototype in data.prototypes {
      guard let (element, rows) = named.first(where: { $0.1.identifier == prototype.identifier })
      else { continue }
      usedIdentifiers.insert(rows.identifier)
      let size = Self.elementCount(element)
      for row in rows.rows {
        rowCount += 1
        copiesLeft -= size
        guard copiesLeft >= 0 else {
          rowErrors.append(
            .error(
              "the rows copy more than \(PrototypeRows.maximumCopiedElements) elements "
                + "(rows × the prototype's size; docs/limits.md)", at: rows.location))
          return
        }
        guard rowCount <= PrototypeRows.maximumRows else {
          if rowCount == PrototypeRows.maximumRows + 1 {
            rowErrors.append(
              .error(
                "more than \(PrototypeRows.maximumRows) rows in one scene (docs/limits.md)",
                at: rows.location))
          }
          return
        }
        let copy = IDScope()
        let outer = scope
        scope = copy
        let cell = view(element)
        scope = outer
        w.addChild(cell)
        pendingRows.append((cell, row, element, copy))
      }
    }
  }

  /// How many elements `e` holds, itself included (a prototype's cost per row).
  static func elementCount(_ e: IBElement) -> Int {
    e.children.reduce(1) { $0 + elementCount($1) }
  }

  /// Records `w` under its IB id (and tag, in a prototype copy).
  func register(_ e: IBElement, _ w: Widget) {
    guard let scope else {
      if let id = e["id"] { byID[id] = w }
      return
    }
    if let id = e["id"] {
      scope.ids[id] = w
      if byID[id] == nil { byID[id] = w }
    }
    if let tag = e["tag"] { scope.tags[tag] = w }
  }

  /// Fills each copied cell with its row, once outlets are resolved.
  func applyRows() {
    for (cell, row, element, scope) in pendingRows {
      for value in row { apply(value, to: cell, element, scope) }
    }
    pendingRows = []
  }

  /// One value: to the outlet of that name, else the view of that tag, else a system
  /// cell's part; by the target's kind (text, image, title, on/off, value).
  func apply(_ v: PrototypeRows.Value, to cell: Widget, _ element: IBElement, _ scope: IDScope) {
    let target = cell.outlets[v.key]?.first ?? scope.tags[v.key]
    guard let target else {
      switch v.key {
      case "textLabel", "text": set(cell, "text", .string(v.text))
      case "detailTextLabel", "detailText": set(cell, "detailTextLabel.text", .string(v.text))
      case "imageView", "image":
        if let path = rowImage(v, element) { set(cell, "image", .image(path)) }
      default:
        let outlets = cell.outlets.keys.sorted()
        rowErrors.append(
          .error(
            "prototype '\(element["reuseIdentifier"] ?? "?")' has no outlet or tag '\(v.key)'"
              + (outlets.isEmpty ? "" : " (its outlets: " + outlets.joined(separator: ", ") + ")"),
            at: v.location))
      }
      return
    }
    switch target.kind {
    case .label, .textView, .textField: set(target, "text", .string(v.text))
    case .imageView:
      if let path = rowImage(v, element) { set(target, "image", .image(path)) }
    case .button: set(target, "title", .string(v.text), state: .normal)
    case .switch:
      guard let b = ["yes": true, "true": true, "no": false, "false": false][v.text.lowercased()]
      else { return bad(v, "a boolean") }
      set(target, "isOn", .bool(b))
    case .slider, .progressView:
      guard let n = Double(v.text), n.isFinite, abs(n) <= 1e9 else { return bad(v, "a number") }
      set(target, target.kind == .slider ? "value" : "progress", .number(n))
    default:
      rowErrors.append(
        .error(
          "'\(v.key)' is a \(target.type.name), which takes no row value (labels, text views "
            + "and fields take text, image views images, buttons titles, switches, sliders "
            + "and progress views values)", at: v.location))
    }
  }

  func bad(_ v: PrototypeRows.Value, _ expected: String) {
    rowErrors.append(.error("'\(v.key)' expects \(expected), got '\(v.text)'", at: v.location))
  }

  /// A row's image: `systemName:<symbol>`, else a file or image set beside the document.
  func rowImage(_ v: PrototypeRows.Value, _ element: IBElement) -> String? {
    if v.text.hasPrefix("systemName:") { return v.text }
    let before = skips.count
    if let path = image(v.text, element) { return path }
    skips.removeLast(skips.count - before)
    rowErrors.append(
      .error("no image '\(v.text)' beside \((file as NSString).lastPathComponent)", at: v.location))
    return nil
  }

  /// Prototypes the data file names that the scene does not have.
  func unusedRowErrors() -> [Diagnostic] {
    guard let data = prototypeRows else { return [] }
    return data.prototypes.filter { !usedIdentifiers.contains($0.identifier) }.map {
      .error(
        "no dynamic prototype with reuse identifier '\($0.identifier)' in this scene",
        at: $0.location)
    }
  }
}
