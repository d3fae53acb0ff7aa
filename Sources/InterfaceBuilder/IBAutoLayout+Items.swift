import AutoLayout
import Primitives
import Widgets

extension IBAutoLayout {
  typealias Add = (Constraint, SourceLocation?) -> Void

  /// UIKit's autoresizing: a change in the parent's size goes to the flexible parts
  /// (left margin, size, right margin), shared in proportion to their stored sizes.
  func autoresizing(_ info: ViewInfo, _ b: Box, _ p: Box, _ parentStored: Size, _ add: Add) {
    let mask = info.element.child("autoresizingMask", key: "autoresizingMask")
    func flag(_ n: String) -> Bool { mask?[n] == "YES" }
    func axis(
      _ v: Variable, _ size: Variable, _ pv: Variable, _ psize: Variable, _ origin: Double,
      _ extent: Double, _ parentExtent: Double, _ flex: (Bool, Bool, Bool)
    ) {
      let parts = [origin, extent, parentExtent - origin - extent]
      let on = [flex.0, flex.1, flex.2]
      var total = zip(parts, on).reduce(0) { $0 + ($1.1 ? max($1.0, 0) : 0) }
      let count = Double(on.filter { $0 }.count)
      var share = [0.0, 0, 0]
      for i in 0..<3 where on[i] {
        share[i] = total > 0 ? max(parts[i], 0) / total : 1 / count
      }
      if count == 0 { total = 0 }
      // delta = psize − parentExtent; v = pv + origin + share₀·delta; size = extent + share₁·delta.
      let delta = psize.expression + Expression(constant: -parentExtent)
      add(
        Constraint(
          v.expression, .equal, pv.expression + delta * share[0] + Expression(constant: origin),
          label: "autoresizing"), info.widget.location)
      add(
        Constraint(
          size.expression, .equal, delta * share[1] + Expression(constant: extent),
          label: "autoresizing"), info.widget.location)
    }
    let s = info.stored
    axis(
      b.x, b.w, p.x, p.w, s.x, s.width, parentStored.width,
      (flag("flexibleMinX"), flag("widthSizable"), flag("flexibleMaxX")))
    axis(
      b.y, b.h, p.y, p.h, s.y, s.height, parentStored.height,
      (flag("flexibleMinY"), flag("heightSizable"), flag("flexibleMaxY")))
  }

  /// Content hugging (not bigger than the content, at the hugging priority) and
  /// compression resistance (not smaller, at its priority): IB's defaults are 250 and
  /// 750 (labels and the like are stored with 251).
  func intrinsic(_ info: ViewInfo, _ b: Box, _ size: Size, _ add: Add) {
    func priority(_ n: String, _ d: Double) -> Double { Self.priority(info.element, n, d) }
    let axes: [(Variable, Double, String, String)] = [
      (b.w, size.width, "horizontalHuggingPriority", "horizontalCompressionResistancePriority"),
      (b.h, size.height, "verticalHuggingPriority", "verticalCompressionResistancePriority"),
    ]
    for (v, extent, hug, resist) in axes where extent >= 0 {
      add(
        Constraint(
          v.expression, .lessOrEqual, Expression(constant: extent),
          strength: Strength(priority: priority(hug, 250)), label: "hugging"), info.widget.location)
      add(
        Constraint(
          v.expression, .greaterOrEqual, Expression(constant: extent),
          strength: Strength(priority: priority(resist, 750)), label: "compression resistance"),
        info.widget.location)
    }
  }

  /// A layout priority IB stores (`verticalHuggingPriority`, …), within 1…1000; `d` when
  /// IB wrote none (it writes only the ones that differ from the default).
  static func priority(_ e: IBElement, _ name: String, _ d: Double) -> Double {
    guard let s = e[name], let v = Double(s), v.isFinite else { return d }
    return min(max(v, 1), 1000)
  }

  /// One IB constraint as a solver constraint over the items' boxes, guides and margins.
  func constrain(
    _ s: IBConstraintSpec, boxes box: (Widget) -> Box, content: (Widget) -> Box,
    insets: EdgeInsets,
    guideInsets: [ObjectIdentifier: EdgeInsets], controllerView: Widget?, device: Device,
    _ add: Add,
    _ involved: inout [ObjectIdentifier: [String]]
  ) -> Diagnostic? {
    let loc = SourceLocation(file: file, line: s.line, column: s.column, keyPath: s.id)
    func view(_ id: String?) -> Widget? {
      id.flatMap { guides[$0] } == nil ? s.view(id, byID: byID) : nil
    }
    let items = (view(s.first), view(s.second))
    func item(_ id: String?, _ attribute: String) -> Expression?? {
      if let id, let g = guides[id] {
        if g.key == "contentLayoutGuide" { return .some(content(g.view).edge(attribute)) }
        let i = g.view === controllerView ? insets : guideInsets[ObjectIdentifier(g.view)] ?? .zero
        return .some(guide(box(g.view), i, g.key, attribute))
      }
      guard let w = view(id) else { return nil }
      involved[ObjectIdentifier(w), default: []].append(s.id)
      // UIKit: constraints between a scroll view's edges (or margins) and a view inside it
      // attach to its content area; its width, height and centers stay its frame's.
      let other = w === items.0 ? items.1 : items.0
      if w.kind == .scrollView, let other, other.isInside(w),
        let name = Self.edgeName(attribute)
      {
        return .some(content(w).edge(name))
      }
      return .some(
        edge(
          box(w), w, attribute, controllerView, device,
          safeArea: guideInsets[ObjectIdentifier(w)] ?? .zero))
    }
    guard let first = item(s.first, s.firstAttribute) else {
      return .warning("constraint '\(s.id)' names an item outside the scene (ignored)", at: loc)
    }
    var rhs = Expression(constant: s.constant)
    if let secondAttribute = s.secondAttribute, s.secondAttribute != "notAnAttribute" {
      guard let second = item(s.second, secondAttribute) else {
        return .warning("constraint '\(s.id)' names an item outside the scene (ignored)", at: loc)
      }
      guard let second else {
        return .warning(
          "constraint '\(s.id)' uses attribute '\(secondAttribute)' (ignored)", at: loc)
      }
      rhs = second * s.multiplier + rhs
    }
    guard let first else {
      return .warning(
        "constraint '\(s.id)' uses attribute '\(s.firstAttribute)' (ignored)", at: loc)
    }
    let relation: Constraint.Relation =
      switch s.relation {
      case "greaterThanOrEqual": .greaterOrEqual
      case "lessThanOrEqual": .lessOrEqual
      default: .equal
      }
    add(
      Constraint(first, relation, rhs, strength: Strength(priority: s.priority), label: s.id), loc)
    return nil
  }

  /// The edge an attribute names (`leadingMargin` is `leading`); nil for sizes and centers.
  static func edgeName(_ attribute: String) -> String? {
    let name = attribute.replacingOccurrences(of: "Margin", with: "")
    return ["left", "right", "leading", "trailing", "top", "bottom"].contains(name) ? name : nil
  }

  /// An attribute of a view, with `…Margin` and `…WithinMargins` inside its layout margins.
  /// UIKit insets a view's margins by the safe-area insets it has (its
  /// `insetsLayoutMarginsFromSafeArea`, on unless IB turns it off): `safeArea`, for a view
  /// other than the controller's, whose margins already count them.
  func edge(
    _ b: Box, _ w: Widget, _ attribute: String, _ controllerView: Widget?, _ device: Device,
    safeArea: EdgeInsets = .zero
  ) -> Expression? {
    var name = attribute
    var inset = false
    for suffix in ["WithinMargins", "Margin"] where name.hasSuffix(suffix) {
      name.removeLast(suffix.count)
      inset = true
    }
    guard inset else { return b.edge(name) }
    var m = SafeArea.margins(
      w, isControllerView: w === controllerView, device: device, bars: bars)
    if !marginsIgnoreSafeArea.contains(ObjectIdentifier(w)) {
      m = EdgeInsets(
        top: m.top + safeArea.top, left: m.left + safeArea.left,
        bottom: m.bottom + safeArea.bottom, right: m.right + safeArea.right)
    }
    return inner(b, m).edge(name)
  }

  /// The safe-area guide (the view inset by `insets`) or a pre-iOS 11 top or bottom
  /// layout guide (the strip the status bar or home indicator covers).
  func guide(_ b: Box, _ insets: EdgeInsets, _ key: String, _ attribute: String) -> Expression? {
    switch (key, attribute) {
    case ("top", "top"): return b.y.expression
    case ("top", "bottom"): return b.y.expression + Expression(constant: insets.top)
    case ("bottom", "top"):
      return b.y.expression + b.h.expression + Expression(constant: -insets.bottom)
    case ("bottom", "bottom"): return b.y.expression + b.h.expression
    default: return inner(b, insets).edge(attribute)
    }
  }

  /// The box inset by `m`, as expressions.
  func inner(_ b: Box, _ m: EdgeInsets) -> InsetBox { InsetBox(box: b, insets: m) }

  struct InsetBox {
    let box: Box
    let insets: EdgeInsets
    func edge(_ a: String) -> Expression? {
      let x = box.x.expression + Expression(constant: insets.left)
      let y = box.y.expression + Expression(constant: insets.top)
      let w = box.w.expression + Expression(constant: -insets.left - insets.right)
      let h = box.h.expression + Expression(constant: -insets.top - insets.bottom)
      switch a {
      case "left", "leading": return x
      case "right", "trailing": return x + w
      case "top", "firstBaseline": return y
      case "bottom", "baseline", "lastBaseline": return y + h
      case "width": return w
      case "height": return h
      case "centerX": return x + w * 0.5
      case "centerY": return y + h * 0.5
      default: return nil
      }
    }
  }
}

extension Widget {
  /// Whether `ancestor` is this widget's parent, or its parent's, and so on.
  func isInside(_ ancestor: Widget) -> Bool {
    var p = parent
    while let v = p {
      if v === ancestor { return true }
      p = v.parent
    }
    return false
  }
}
