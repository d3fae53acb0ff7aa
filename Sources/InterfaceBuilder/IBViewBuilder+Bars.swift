import Primitives
import Themes
import Widgets

/// The bars a storyboard controller shows on the device and in Xcode's canvas: the
/// navigation bar of the navigation controller it is embedded in (relationship segue
/// `rootViewController`), pushed into (a `show` segue from a controller in one), or
/// simulated (`<simulatedNavigationBarMetrics>`, or inferred from a `navigationItem` of its
/// own), with its `navigationItem`; and the tab
/// bar of the tab bar controller listing it (relationship `viewControllers`) or simulated
/// (`<simulatedTabBarMetrics>`), with every tab's `tabBarItem`.
extension IBViewBuilder {
  /// Adds the bars to `vc` (after its view, so they draw over it) and returns how much
  /// they narrow the safe area, top and bottom.
  func addBars(to vc: Widget, _ e: IBElement, graph: IBStoryboardGraph) -> EdgeInsets {
    guard let id = e["id"] else { return .zero }
    var extra = EdgeInsets.zero
    let nav = graph.navigationController(of: id)
    // A controller with a navigation item of its own is pushed onto a navigation controller
    // (from code, or from another storyboard): Xcode's inferred top bar shows one.
    let simulatedTop =
      e.child("simulatedNavigationBarMetrics") != nil
      || e.child("navigationItem", key: "navigationItem") != nil
    if nav != nil || simulatedTop {
      let bar = barWidget(nav?.element.child("navigationBar", key: "navigationBar"), .navigationBar)
      navigationItem(e, bar, back: nav?.backTitle)
      vc.addChild(bar)
      var h = 44.0
      if bar.initial.value("prefersLargeTitles") == .bool(true) { h += 52 }
      if !(bar.initial.value("prompt")?.string ?? "").isEmpty { h += 30 }
      extra.top = h
    }
    // The navigation controller's toolbar: the controller's `toolbarItems`, shown when the
    // navigation controller has `toolbarHidden="NO"` or the scene simulates one.
    if e.child("simulatedToolbarMetrics") != nil || nav?.element["toolbarHidden"] == "NO" {
      let bar = barWidget(nav?.element.child("toolbar", key: "toolbar"), .toolbar)
      let items = e.items(in: "toolbarItems").filter { $0.name == "barButtonItem" }
        .compactMap { barItem($0, in: bar) }
      if !items.isEmpty { set(bar, "toolbarItems", .array(items)) }
      vc.addChild(bar)
      extra.bottom += 44
    }
    let tabs = graph.tabBarController(of: nav?.top ?? id)
    if tabs != nil || e.child("simulatedTabBarMetrics") != nil {
      let bar = barWidget(tabs?.element.child("tabBar", key: "tabBar"), .tabBar)
      let items = tabs.map { graph.tabs(of: $0.element) } ?? [e]
      for item in items {
        if let i = tabItem(item, graph: graph) { bar.addChild(i) }
      }
      set(bar, "selectedIndex", .number(Double(tabs?.index ?? 0)))
      vc.addChild(bar)
      extra.bottom += 49
    }
    return extra
  }

  /// A bar's own attributes: large titles, translucency, a toolbar's items.
  func barAttributes(_ e: IBElement, _ w: Widget) {
    if e["largeTitles"] == "YES" { set(w, "prefersLargeTitles", .bool(true)) }
    if e["translucent"] == "NO" { set(w, "isTranslucent", .bool(false)) }
    for key in ["titleTextAttributes", "largeTitleTextAttributes"] {
      guard let a = e.child("textAttributes", key: key) else { continue }
      if let c = a.child("color", key: "textColor").flatMap(color) {
        set(w, key + ".textColor", .color(c))
      }
      if let f = a.child("fontDescription", key: "fontDescription") {
        switch IBFont.font(f) {
        case .success(let font): set(w, key + ".font", .font(font))
        case .failure(let s): skips.append(s)
        }
      }
    }
    if w.kind == .toolbar {
      let items = e.items(in: "items").filter { $0.name == "barButtonItem" }
        .compactMap { barItem($0, in: w) }
      if !items.isEmpty { set(w, "toolbarItems", .array(items)) }
    }
  }

  /// A navigation or tab bar controller's own scene, as Xcode's canvas shows it: its bar
  /// (with the root's navigation item, or every tab) over an empty view.
  func containerBars(_ vc: Widget, _ e: IBElement) {
    if let bar = e.child("navigationBar", key: "navigationBar") {
      let w = barWidget(bar, .navigationBar)
      if let root = graph?.root(of: e) { navigationItem(root, w, back: nil) }
      vc.addChild(w)
    }
    if let bar = e.child("tabBar", key: "tabBar") {
      let w = barWidget(bar, .tabBar)
      if let graph {
        for tab in graph.tabs(of: e) {
          if let i = tabItem(tab, graph: graph) { w.addChild(i) }
        }
      }
      vc.addChild(w)
    }
  }

  /// The bar IB stores on the container controller, else a default one; placed by the
  /// bar layout (no frame) and out of Auto Layout's views.
  func barWidget(_ e: IBElement?, _ kind: WidgetKind) -> Widget {
    guard let e else { return Widget(WidgetType(kind), location: nil) }
    let bar = view(e)
    views.removeAll { $0.widget === bar }
    bar.frame = nil
    return bar
  }

  /// A navigation item's title (else the controller's), prompt, large-title mode and bar
  /// button items, set on the bar as screen files set them.
  func navigationItem(_ e: IBElement, _ bar: Widget, back: String?) {
    let item = e.child("navigationItem", key: "navigationItem")
    if let t = item?["title"] ?? e["title"] { set(bar, "title", .string(t)) }
    if let p = item?["prompt"] { set(bar, "prompt", .string(p)) }
    switch item?["largeTitleDisplayMode"] {
    case "always": set(bar, "prefersLargeTitles", .bool(true))
    case "never": set(bar, "prefersLargeTitles", .bool(false))
    default: break
    }
    if let back {
      // UIKit shows the previous item's `backButtonTitle`, else its title, else "Back".
      set(bar, "backButtonTitle", .string(item?["backButtonTitle"] ?? back))
    }
    guard let item else { return }
    for side in ["left", "right"] {
      var items = item.children.filter {
        $0.name == "barButtonItem" && $0["key"] == side + "BarButtonItem"
      }
      items += item.items(in: side + "BarButtonItems").filter { $0.name == "barButtonItem" }
      let values = items.compactMap { barItem($0, in: bar) }
      if !values.isEmpty { set(bar, side + "BarButtonItems", .array(values)) }
    }
  }

  /// UIBarButtonItem.SystemItem → what the bar draws: a title or an SF Symbol (iOS 17's
  /// bar buttons: `add` is `plus`, `done` a bold "Done").
  static let systemBarItems: [String: String] = [
    "add": "systemName:plus", "done": "done:Done", "cancel": "Cancel", "edit": "Edit",
    "save": "done:Save", "undo": "Undo", "redo": "Redo", "close": "systemName:xmark",
    "action": "systemName:square.and.arrow.up", "compose": "systemName:square.and.pencil",
    "trash": "systemName:trash", "refresh": "systemName:arrow.clockwise",
    "search": "systemName:magnifyingglass", "bookmarks": "systemName:book",
    "camera": "systemName:camera", "reply": "systemName:arrowshape.turn.up.left",
    "organize": "systemName:folder", "play": "systemName:play.fill",
    "pause": "systemName:pause.fill", "stop": "systemName:xmark",
    "rewind": "systemName:backward.fill", "fastForward": "systemName:forward.fill",
    "flexibleSpace": "flexibleSpace",
  ]

  /// One bar button item of `bar` as the bars draw it: system item, image or title, as a
  /// string; with its own tint colour or disabled, a mapping of those (Widgets'
  /// BarButtonItem), since each item draws in its own tint. A fixed space is
  /// `{fixedSpace: width}`; a custom view becomes the bar's child and the item names it.
  func barItem(_ e: IBElement, in bar: Widget) -> ThemeValue? {
    if let space = fixedSpace(e) { return space }
    if let view = customView(e, in: bar) { return view }
    guard let text = barItemText(e) else { return nil }
    let tint = e.child("color", key: "tintColor").flatMap(color)
    guard tint != nil || e["enabled"] == "NO" else { return .string(text) }
    var item = PropertySet()
    func add(_ key: String, _ v: ThemeValue) {
      let p = Provenance(value: v, location: location(e), origin: "storyboard")
      item.set(key, ResolvedProperty(value: v, provenance: p))
    }
    if text.hasPrefix("systemName:") || text.hasPrefix("image(") {
      add("image", .image(text.hasPrefix("image(") ? String(text.dropFirst(6).dropLast()) : text))
    } else if text.hasPrefix("done:") {
      add("title", .string(String(text.dropFirst(5))))
      add("style", .string("done"))
    } else {
      add("title", .string(text))
    }
    if let tint { add("tintColor", .color(tint)) }
    if e["enabled"] == "NO" { add("isEnabled", .bool(false)) }
    return .style(StyleValue(name: nil, properties: item))
  }

  /// `<barButtonItem systemItem="fixedSpace" width="20">`: IB writes the width as an
  /// attribute (none is 0 pt); a width that is no number from 0 to 10000 is skipped.
  func fixedSpace(_ e: IBElement) -> ThemeValue? {
    guard e["systemItem"] == "fixedSpace" else { return nil }
    let width = e["width"].map { Double($0) } ?? 0
    guard let width, width.isFinite, (0...10_000).contains(width) else {
      skip("fixed space width '\(e["width"] ?? "")'", e)
      return nil
    }
    return item(["fixedSpace": .number(width)], e)
  }

  /// `<barButtonItem>` holding `<view key="customView">`: the view (built like any view, its
  /// own frame giving its size) is added to the bar, which places it where the item goes
  /// (BarLayout takes only the size of a frame it is given).
  func customView(_ e: IBElement, in bar: Widget) -> ThemeValue? {
    guard let v = e.keyed("customView") else { return nil }
    let w = view(v)
    let id = w.id ?? v["id"] ?? "customView-\(bar.children.count)"
    w.id = id
    bar.addChild(w)
    return item(["customView": .string(id)], e)
  }

  /// A mapping item with `values`, located at `e`.
  private func item(_ values: [String: ThemeValue], _ e: IBElement) -> ThemeValue {
    var set = PropertySet()
    for (key, v) in values.sorted(by: { $0.key < $1.key }) {
      let p = Provenance(value: v, location: location(e), origin: "storyboard")
      set.set(key, ResolvedProperty(value: v, provenance: p))
    }
    return .style(StyleValue(name: nil, properties: set))
  }

  func barItemText(_ e: IBElement) -> String? {
    if let s = e["systemItem"] {
      if let t = Self.systemBarItems[s] { return t }
      skip("bar button system item '\(s)'", e)
      return nil
    }
    if let name = e["image"] {
      if let path = image(name, e) {
        return path.hasPrefix("systemName:") ? path : "image(\(path))"
      }
    }
    guard let title = e["title"] ?? e.child("string", key: "title")?.text else { return nil }
    return e["style"] == "done" ? "done:" + title : title
  }

  /// UITabBarItem.SystemItem → its title and symbol (iOS's tab bar system items).
  static let systemTabItems: [String: (String, String)] = [
    "search": ("Search", "magnifyingglass"), "favorites": ("Favorites", "star.fill"),
    "featured": ("Featured", "star.fill"), "topRated": ("Top Rated", "star.fill"),
    "recents": ("Recents", "clock.fill"), "contacts": ("Contacts", "person.crop.circle.fill"),
    "history": ("History", "clock.fill"), "bookmarks": ("Bookmarks", "book.fill"),
    "downloads": ("Downloads", "arrow.down.circle.fill"),
    "mostRecent": ("Most Recent", "clock.fill"), "mostViewed": ("Most Viewed", "list.bullet"),
    "more": ("More", "ellipsis"),
  ]

  /// The tab of controller `e`: its `tabBarItem` (a navigation controller's own, else its
  /// root's), else one titled like the controller, as UIKit makes one.
  func tabItem(_ e: IBElement, graph: IBStoryboardGraph) -> Widget? {
    let item =
      e.child("tabBarItem", key: "tabBarItem")
      ?? graph.root(of: e).flatMap { $0.child("tabBarItem", key: "tabBarItem") }
    let w = Widget(WidgetType(.tabBarItem), location: item.map(location) ?? location(e))
    if let s = item?["systemItem"] {
      if let (title, symbol) = Self.systemTabItems[s] {
        set(w, "title", .string(title))
        set(w, "image", .image("systemName:" + symbol))
      } else {
        skip("tab bar system item '\(s)'", item!)
      }
    }
    // A system item's title is fixed (UITabBarItem(tabBarSystemItem:tag:)).
    if let t = item?["title"] ?? (item?["systemItem"] == nil ? e["title"] : nil) {
      set(w, "title", .string(t))
    }
    if let item, let name = item["image"], let path = image(name, item) {
      set(w, "image", .image(path))
    }
    if let b = item?["badgeValue"] { set(w, "badgeValue", .string(b)) }
    return w
  }
}

/// The relationship and push segues between a storyboard's controllers.
struct IBStoryboardGraph: Sendable {
  struct Segue: Sendable {
    let source: String
    let destination: String
    let kind: String
    let relationship: String?
  }

  let controllers: [String: IBElement]
  let segues: [Segue]

  init(_ root: IBElement) {
    var controllers: [String: IBElement] = [:]
    var segues: [Segue] = []
    for scene in root.items(in: "scenes") where scene.name == "scene" {
      for c in scene.items(in: "objects") where ElementMap.controllers[c.name] != nil {
        guard let id = c["id"] else { continue }
        controllers[id] = c
        func walk(_ e: IBElement, depth: Int) {
          guard depth < 64 else { return }
          for s in e.items(in: "connections") where s.name == "segue" {
            if let d = s["destination"], let k = s["kind"] {
              segues.append(
                Segue(source: id, destination: d, kind: k, relationship: s["relationship"]))
            }
          }
          for child in e.children { walk(child, depth: depth + 1) }
        }
        walk(c, depth: 0)
      }
    }
    self.controllers = controllers
    self.segues = segues
  }

  /// The navigation controller showing controller `id`: as its root, or pushed by a
  /// `show`/`push` segue from a controller it shows (then with the back button's title).
  /// `top` is the navigation controller's id.
  func navigationController(of id: String, depth: Int = 0) -> (
    element: IBElement, top: String, backTitle: String?
  )? {
    guard depth < 16 else { return nil }
    for s in segues where s.destination == id {
      if s.kind == "relationship", s.relationship == "rootViewController",
        let nav = controllers[s.source], nav.name == "navigationController"
      {
        return (nav, s.source, nil)
      }
    }
    for s in segues where s.destination == id && (s.kind == "show" || s.kind == "push") {
      guard s.source != id, let found = navigationController(of: s.source, depth: depth + 1),
        let source = controllers[s.source]
      else { continue }
      let item = source.child("navigationItem", key: "navigationItem")
      let back = item?["backButtonTitle"] ?? item?["title"] ?? source["title"] ?? "Back"
      return (found.element, found.top, back)
    }
    return nil
  }

  /// The tab bar controller listing controller `id`, with its index among the tabs.
  func tabBarController(of id: String) -> (element: IBElement, index: Int)? {
    for s in segues where s.destination == id && s.relationship == "viewControllers" {
      guard let tabs = controllers[s.source] else { continue }
      let order = segues.filter { $0.source == s.source && $0.relationship == "viewControllers" }
      return (tabs, order.firstIndex { $0.destination == id } ?? 0)
    }
    return nil
  }

  /// The controllers a tab bar controller lists, in order.
  func tabs(of tabs: IBElement) -> [IBElement] {
    segues.filter { $0.source == tabs["id"] && $0.relationship == "viewControllers" }
      .compactMap { controllers[$0.destination] }
  }

  /// A navigation controller's root controller.
  func root(of nav: IBElement) -> IBElement? {
    segues.first { $0.source == nav["id"] && $0.relationship == "rootViewController" }
      .flatMap { controllers[$0.destination] }
  }
}
