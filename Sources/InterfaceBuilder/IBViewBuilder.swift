import Foundation
import Primitives
import Themes
import Widgets

/// Builds widgets from IB elements. IB's values become each widget's `initial` values,
/// which the theme then applies over, as on the device.
final class IBViewBuilder {
  let file: String
  let directory: String
  let named: [String: Color]
  let registry: PropertyRegistry
  var byID: [String: Widget] = [:]
  var skips: [IBSkip] = []
  /// `<connections>` met, with their owner, resolved once every widget exists.
  var connections: [(owner: Widget, element: IBElement, scope: IDScope?)] = []
  /// `<constraints>` met, with the view that holds them (and its prototype copy's ids).
  var constraintHolders: [(holder: Widget, element: IBElement, scope: IDScope?)] = []
  /// Layout guides (`safeArea`, margins) by IB id, with the view they belong to.
  var guides: [String: (view: Widget, key: String)] = [:]
  /// Every view with its element, in document order, for Auto Layout.
  var views: [(widget: Widget, element: IBElement)] = []
  /// Views a styled cell draws itself (its `textLabel`, `detailTextLabel`, `imageView`), by
  /// IB id, with the cell and the part's name.
  var cellParts: [String: (cell: Widget, part: String)] = [:]
  /// The storyboard's segues, for the bars of embedded controllers (nil for a XIB).
  var graph: IBStoryboardGraph?
  /// How much the scene's bars narrow the controller view's safe area.
  var barInsets = EdgeInsets.zero
  /// Image names the document's resources list as SF Symbols (`catalog="system"`).
  var systemImages: Set<String> = []
  /// The document's `<resources>` images (not SF Symbols), by name.
  var resourceImages: [String: IBElement] = [:]
  /// Image views' image sizes in points from `<resources>`: their intrinsic content size,
  /// known whether or not the image file is beside the document.
  var imageSizes: [ObjectIdentifier: Size] = [:]
  /// Rows for the scene's dynamic prototypes, from the data file beside the document.
  var prototypeRows: PrototypeRows?
  /// The ids of the prototype copy being built, nil outside one.
  var scope: IDScope?
  /// Copied cells waiting for their row's values (applied once outlets are resolved).
  var pendingRows:
    [(cell: Widget, row: [PrototypeRows.Value], element: IBElement, scope: IDScope)] =
      []
  var rowCount = 0
  /// Elements the prototype rows may still copy (``PrototypeRows/maximumCopiedElements``).
  var copiesLeft = PrototypeRows.maximumCopiedElements
  var usedIdentifiers: Set<String> = []
  /// Bad row values: errors, as a screen file's bad values are.
  var rowErrors: [Diagnostic] = []
  /// What the render should know (prototypes drawn once each, for want of rows).
  var notes: [Diagnostic] = []

  init(file: String, named: [String: Color], registry: PropertyRegistry) {
    self.file = file
    self.directory = (file as NSString).deletingLastPathComponent
    self.named = named
    self.registry = registry
  }

  func location(_ e: IBElement) -> SourceLocation {
    SourceLocation(file: file, line: e.line, column: e.column, keyPath: e["id"] ?? e.name)
  }

  func skip(_ what: String, _ e: IBElement) { skips.append(IBSkip(what: what, element: e)) }

  // MARK: Controllers

  /// A view controller scene: the controller, its view, and a navigation bar when it has one.
  func controller(_ e: IBElement) -> Widget {
    let uikit = ElementMap.controllers[e.name] ?? "UIViewController"
    let cls = e["customClass"] ?? uikit
    let w = Widget(
      WidgetType(name: cls, kind: .viewController), controllerClass: cls, location: location(e))
    if let id = e["id"] { byID[id] = w }
    if let v = e.children.first(where: { $0["key"] == "view" && ElementMap.views[$0.name] != nil })
    {
      let root = view(v)
      w.addChild(root)
      if let graph, e.name != "navigationController", e.name != "tabBarController" {
        barInsets = addBars(to: w, e, graph: graph)
        // A table or collection controller's view fills the space between its bars, as
        // its automatic content inset shows it at rest.
        if root.kind.isScrolling, barInsets != .zero { root.frame = nil }
      }
    }
    containerBars(w, e)
    collect(e, into: w)
    return w
  }

  // MARK: Views

  func view(_ e: IBElement) -> Widget {
    let (kind, uikit) = ElementMap.views[e.name] ?? (.view, "UIView")
    let w = Widget(WidgetType(name: e["customClass"] ?? uikit, kind: kind), location: location(e))
    register(e, w)
    views.append((w, e))
    if let key = e["key"] { w.key = key }
    if let r = e.child("rect", key: "frame"), let f = rect(r) { w.frame = f }
    common(e, w)
    w.contentHugging = (
      IBAutoLayout.priority(e, "horizontalHuggingPriority", 250),
      IBAutoLayout.priority(e, "verticalHuggingPriority", 250)
    )
    switch kind {
    case .label: label(e, w)
    case .button: button(e, w)
    case .textField: textField(e, w)
    case .imageView: imageView(e, w)
    case .stackView: stack(e, w)
    case .switch:
      if e["on"] == "YES" { set(w, "isOn", .bool(true)) }
    case .segmentedControl: segments(e, w)
    case .progressView: progress(e, w)
    case .slider, .stepper: ranged(e, w)
    case .pageControl: pageControl(e, w)
    case .activityIndicator: activity(e, w)
    case .tableView: table(e, w)
    case .tableSection: section(e, w)
    case .tableViewCell: cell(e, w)
    case .collectionView: collection(e, w)
    case .textView: textView(e, w)
    case .navigationBar, .tabBar, .toolbar: barAttributes(e, w)
    case .view where e.name == "visualEffectView":
      if let s = e.child("blurEffect")?["style"] { set(w, "effect", .string(s)) }
    default: break
    }
    for c in e.items(in: "subviews") where ElementMap.views[c.name] != nil {
      let child = view(c)
      if let (cell, part) = cellParts[c["id"] ?? ""] {
        adoptCellPart(child, into: cell, as: part)
      } else {
        w.addChild(child)
      }
    }
    containers(e, w)
    collect(e, into: w)
    return w
  }

  /// Table and collection views keep cells in `prototypes`, `cells` and `sections` (each a
  /// `UITableViewSection` widget); cells keep their subviews in a content view, dropped
  /// when a styled cell draws all it held. A table's header and footer views keep their
  /// keys, which ``TableLayout`` places above and below the rows.
  func containers(_ e: IBElement, _ w: Widget) {
    let prototypes = dynamicPrototypes(e, kind: w.kind)
    if !prototypes.isEmpty { addPrototypes(prototypes, to: w, e) }
    let cells =
      (w.kind == .collectionView ? [] : e.items(in: "prototypes") + e.items(in: "cells"))
      + e.items(in: "sections")
    for c in cells
    where ElementMap.views[c.name] != nil && !prototypes.contains(where: { $0 === c }) {
      w.addChild(view(c))
    }
    for c in e.children
    where [
      "contentView", "backgroundView", "tableHeaderView", "tableFooterView", "sectionHeaderView",
      "sectionFooterView",
    ].contains(c["key"] ?? "") && ElementMap.views[c.name] != nil {
      let child = view(c)
      // A flow layout's section header and footer (UICollectionElementKindSectionHeader).
      if w.kind == .collectionView, let key = c["key"], key.hasPrefix("section") {
        child.key = key == "sectionHeaderView" ? "header" : "footer"
      }
      if c["key"] == "contentView", w.kind == .tableViewCell, child.children.isEmpty {
        views.removeAll { $0.widget === child }
        continue
      }
      w.addChild(child)
    }
  }

  /// Connections, runtime attributes, constraints and layout guides of any object.
  func collect(_ e: IBElement, into w: Widget) {
    if e.child("connections") != nil { connections.append((w, e, scope)) }
    if e.child("constraints") != nil { constraintHolders.append((w, e, scope)) }
    for g in e.children where g.name == "viewLayoutGuide" {
      if let id = g["id"] { guides[id] = (w, g["key"] ?? "safeArea") }
    }
    // Pre-iOS 11 top and bottom layout guides of a controller.
    for g in e.items(in: "layoutGuides") where g.name == "viewControllerLayoutGuide" {
      if let id = g["id"], let v = w.children.first { guides[id] = (v, g["type"] ?? "top") }
    }
    runtimeAttributes(e, w)
  }

  func common(_ e: IBElement, _ w: Widget) {
    if e["clipsSubviews"] == "YES" { set(w, "clipsToBounds", .bool(true)) }
    if e["hidden"] == "YES" { set(w, "isHidden", .bool(true)) }
    if let a = e["alpha"] {
      if let v = Double(a), v.isFinite, (0...1).contains(v) {
        set(w, "alpha", .number(v))
      } else {
        skip("alpha '\(a)' (expected 0…1)", e)
      }
    }
    if w.kind.isScrolling, let b = e["contentInsetAdjustmentBehavior"],
      ["automatic", "scrollableAxes", "never", "always"].contains(b)
    {
      set(w, "contentInsetAdjustmentBehavior", .string(b))
    }
    if e["enabled"] == "NO" { w.states.insert(.disabled) }
    if e["highlighted"] == "YES" { w.states.insert(.highlighted) }
    if e["selected"] == "YES" { w.states.insert(.selected) }
    for c in e.children where c.name == "color" {
      guard let key = c["key"], let target = Self.colorKey(key, of: w.kind) else { continue }
      if let color = color(c) { set(w, target, .color(color)) }
    }
    // Xcode 9 and later write a view's margins as directional insets (leading, trailing),
    // earlier versions as `layoutMargins`; screens are laid out left to right.
    if let m = e.child("edgeInsets", key: "layoutMargins")
      ?? e.child("directionalEdgeInsets", key: "directionalLayoutMargins"),
      let i = insets(m)
    {
      set(w, "layoutMargins", .insets(i))
    }
    if let f = e.child("fontDescription", key: "fontDescription") {
      switch IBFont.font(f) {
      case .success(let font): set(w, w.kind == .button ? "titleLabel.font" : "font", .font(font))
      case .failure(let s): skips.append(s)
      }
    }
  }

  /// IB colour keys and the property each sets.
  static let colorKeys: [String: String] = [
    "backgroundColor": "backgroundColor", "tintColor": "tintColor", "textColor": "textColor",
    "highlightedColor": "highlightedTextColor", "onTintColor": "onTintColor",
    "thumbTintColor": "thumbTintColor", "progressTintColor": "progressTintColor",
    "trackTintColor": "trackTintColor", "minimumTrackTintColor": "progressTintColor",
    "maximumTrackTintColor": "trackTintColor",
    "selectedSegmentTintColor": "selectedSegmentTintColor",
    "separatorColor": "separatorColor", "pageIndicatorTintColor": "pageIndicatorTintColor",
    "currentPageIndicatorTintColor": "currentPageIndicatorTintColor",
    "unselectedItemTintColor": "unselectedItemTintColor", "shadowColor": "shadowColor",
    "sectionIndexColor": "sectionIndexColor",
    "sectionIndexBackgroundColor": "sectionIndexBackgroundColor",
  ]

  /// The property an IB colour key sets on a widget of `kind`: sliders and bars keep
  /// their own keys; an activity indicator's `color` is its colour.
  static func colorKey(_ key: String, of kind: WidgetKind) -> String? {
    switch (kind, key) {
    case (.slider, "minimumTrackTintColor"), (.slider, "maximumTrackTintColor"): key
    case (.navigationBar, "barTintColor"), (.tabBar, "barTintColor"), (.toolbar, "barTintColor"):
      key
    case (_, "barTintColor"): "backgroundColor"
    case (.activityIndicator, "color"): "color"
    default: colorKeys[key]
    }
  }

  func set(_ w: Widget, _ key: String, _ v: ThemeValue, state: ControlState? = nil) {
    // The budgets a screen's values meet hold for IB's too: a 300 KB label was stored, and
    // laid out, past the text budget.
    if let problem = v.limitProblem(property: key) {
      let at = w.location
      skips.append(
        IBSkip(what: "\(key) that \(problem)", line: at?.line ?? 0, column: at?.column ?? 0))
      return
    }
    w.initial.set(key, v, state: state, at: w.location)
  }

  func color(_ e: IBElement) -> Color? {
    switch IBColor.color(e, named: named) {
    case .success(let c): return c
    case .failure(let s):
      skips.append(s)
      return nil
    }
  }

  /// A number from an attribute: finite and within ±100 000 points, else skipped.
  func number(_ e: IBElement, _ attribute: String) -> Double? {
    guard let s = e[attribute] else { return nil }
    guard let v = Double(s), v.isFinite, abs(v) <= 100_000 else {
      skip("\(attribute) '\(s)' (expected a number within ±100000)", e)
      return nil
    }
    return v
  }

  func rect(_ e: IBElement) -> Rect? {
    guard let x = number(e, "x"), let y = number(e, "y"), let w = number(e, "width"),
      let h = number(e, "height"), w >= 0, h >= 0
    else { return nil }
    return Rect(x: x, y: y, width: w, height: h)
  }

  func insets(_ e: IBElement) -> EdgeInsets? {
    let top = number(e, "top") ?? 0
    let bottom = number(e, "bottom") ?? 0
    let left = number(e, "left") ?? number(e, "leading") ?? 0
    let right = number(e, "right") ?? number(e, "trailing") ?? 0
    return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
  }

  /// An image named in IB: an SF Symbol (`catalog="system"` on the element or in the
  /// document's resources) as `systemName:<name>`, drawn as screens draw symbols; else a
  /// file beside the document (a file, or an asset catalogue's image set); nil (and a
  /// skip) when there is none.
  func image(_ name: String, _ e: IBElement) -> String? {
    if e["catalog"] == "system" || systemImages.contains(name) { return "systemName:" + name }
    let fm = FileManager.default
    let base = directory.isEmpty ? "." : directory
    var candidates = [name, name + ".png", name + "@2x.png", name + "@3x.png"]
    let catalogs = ((try? fm.contentsOfDirectory(atPath: base)) ?? []).filter {
      $0.hasSuffix(".xcassets")
    }.sorted()
    for c in catalogs {
      let set = c + "/" + name + ".imageset"
      let files = ((try? fm.contentsOfDirectory(atPath: base + "/" + set)) ?? []).sorted()
      candidates += files.filter { $0.hasSuffix(".png") }.map { set + "/" + $0 }
    }
    for c in candidates where !c.contains("..") && fm.fileExists(atPath: base + "/" + c) {
      return c
    }
    skip("image '\(name)' (no file beside the document)", e)
    return nil
  }
}
