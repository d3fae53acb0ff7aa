import AutoLayout
import Primitives
import Widgets

/// A scene's Auto Layout: IB's constraints, the views' autoresizing masks and intrinsic
/// sizes, solved for a device with the Cassowary solver, as UIKit lays out a storyboard
/// scene on each device.
///
/// Frames are solved in screen coordinates (four variables per view) and handed to the
/// widgets as frames in their parent's coordinates. Each view also keeps a weakest
/// preference for the frame IB stored, so a view the constraints leave free stays where
/// IB drew it; that freedom is reported first, as Xcode reports ambiguous layout.
final class IBAutoLayout {
  struct ViewInfo {
    var widget: Widget
    var element: IBElement
    var stored: Rect
    var translates: Bool
  }

  let file: String
  let views: [ViewInfo]
  let specs: [IBConstraintSpec]
  /// Image views' intrinsic sizes: their images' sizes from the document's `<resources>`.
  let imageSizes: [ObjectIdentifier: Size]
  /// A stack's arranged views whose width or height a constraint names: the stack keeps
  /// that extent as the constraints solve it, and sizes the rest to the content.
  let arrangedSizes: [ObjectIdentifier: ArrangedSize]
  /// Views whose margins a constraint uses: their safe-area insets move their margins.
  let marginViews: [Widget]
  /// Views whose margins leave the safe area out (IB turned `insetsLayoutMarginsFromSafeArea` off).
  let marginsIgnoreSafeArea: Set<ObjectIdentifier>

  /// What constraints say about an arranged view's width or height: a constant
  /// (`height = 200`) or a relation the solver works out (`width = stack.width`).
  enum ArrangedExtent {
    case constant(Double)
    case related
  }
  struct ArrangedSize {
    var width: ArrangedExtent?
    var height: ArrangedExtent?
  }
  let byID: [String: Widget]
  let guides: [String: (view: Widget, key: String)]
  /// ``maximumSolverWork`` unless a test lowers it.
  var solverWorkLimit = IBAutoLayout.maximumSolverWork
  /// What the scene's navigation and tab bars add to the controller view's safe area.
  let bars: EdgeInsets

  init(builder: IBViewBuilder) {
    bars = builder.barInsets
    file = builder.file
    views = builder.views.map { w, e in
      ViewInfo(
        widget: w, element: e, stored: w.frame ?? .zero,
        // A view IB left without constraints (`fixedFrame`) keeps its frame at run time:
        // Xcode adds constraints that fix it where IB drew it, under its autoresizing mask.
        translates: e["translatesAutoresizingMaskIntoConstraints"] != "NO"
          || e["fixedFrame"] == "YES")
    }
    var specs: [IBConstraintSpec] = []
    for (holder, e, scope) in builder.constraintHolders {
      for c in e.items(in: "constraints") where c.name == "constraint" {
        if var s = IBConstraintSpec.read(c, holder: holder, builder: builder) {
          s.scope = scope
          specs.append(s)
        }
      }
    }
    self.specs = specs
    byID = builder.byID
    guides = builder.guides
    imageSizes = builder.imageSizes
    arrangedSizes = Self.arrangedSizes(specs, byID: builder.byID)
    marginsIgnoreSafeArea = Set(
      views.filter { $0.element["insetsLayoutMarginsFromSafeArea"] == "NO" }
        .map { ObjectIdentifier($0.widget) })
    var marginViews: [Widget] = []
    for s in specs {
      for (id, attribute) in [(s.first, s.firstAttribute), (s.second, s.secondAttribute)] {
        guard let attribute, attribute.hasSuffix("Margin") || attribute.hasSuffix("Margins"),
          let w = s.view(id, byID: builder.byID)
        else { continue }
        marginViews.append(w)
      }
    }
    self.marginViews = marginViews
  }

  var isEmpty: Bool { specs.isEmpty }

  /// Scenes with more views keep IB's stored frames: the solver's time still grows about
  /// with the cube of a chain of constraints (release build, a chain of N views: 500 take
  /// 1.4 s of CPU, 1,000 take 10 s, 2,000 take 46 s), and a XIB of 600 KB must not stop a
  /// CI run.
  static let maximumViews = 500

  /// Scenes with more views are not checked for ambiguous layout: the check nudges each
  /// frame variable in turn and solves again each time (200 chained views, solve and
  /// check: 0.55 s of CPU).
  static let maximumAmbiguityViews = 200

  /// The solver's work budget for one scene on one device (``Solver/work``, tableau cells
  /// walked). Past it the scene keeps IB's stored frames: the view budget bounds chains,
  /// but 60 views with every pair constrained (a 430 KB file) ran 134 s in a debug build.
  /// A chain of 490 views takes 104 million, so the largest chain still solves and no
  /// scene costs much more than it.
  static let maximumSolverWork = 150_000_000

  enum CellFill { case width, all }

  /// A table's own cell takes the table's width; a table or collection cell's content
  /// view fills its cell.
  static func cellFill(_ info: ViewInfo, parent: Widget) -> CellFill? {
    if info.widget.kind == .tableViewCell, parent.kind == .tableView { return .width }
    if info.element["key"] == "contentView",
      parent.kind == .tableViewCell || info.element.name == "collectionViewCellContentView"
    {
      return .all
    }
    return nil
  }

  /// Frame variables of one view, in screen coordinates.
  struct Box {
    let x: Variable, y: Variable, w: Variable, h: Variable
    func edge(_ a: String) -> Expression? {
      switch a {
      case "left", "leading": x.expression
      case "right", "trailing": x.expression + w.expression
      case "top", "firstBaseline": y.expression
      case "bottom", "baseline", "lastBaseline": y.expression + h.expression
      case "width": w.expression
      case "height": h.expression
      case "centerX": x.expression + w.expression * 0.5
      case "centerY": y.expression + h.expression * 0.5
      default: nil
      }
    }
  }

  /// Solves for `device`, sets every view's frame, and returns the warnings: constraints
  /// that conflict (and were dropped, as UIKit breaks one) and views whose frame the
  /// constraints leave ambiguous, each naming the constraint ids involved.
  ///
  /// Two things are known only once the views are placed, and UIKit lays out again when
  /// they change, so this solves again, once: a subview's safe area, inset by the part of
  /// the controller view's safe-area insets it covers (a view under the navigation bar
  /// keeps its content below the bar); and the height of a stack or a wrapping label at
  /// the width it was given (measured first at IB's width, or with no width at all).
  ///
  /// `measure` gives a view's intrinsic size, at a width when one is given.
  func solve(root: Widget, device: Device, measure: (Widget, Double?) -> Size?) -> [Diagnostic] {
    var measured: [ObjectIdentifier: Size] = [:]
    let first = pass(root: root, device: device, guideInsets: [:]) { w in
      let s = measure(w, nil)
      measured[ObjectIdentifier(w)] = s
      return s
    }
    guard !first.placed.isEmpty else { return first.warnings }  // over the solver's budget
    var sizes: [ObjectIdentifier: Size] = [:]
    for info in views where info.widget.wrapsToItsWidth {
      let id = ObjectIdentifier(info.widget)
      guard let before = measured[id], let r = first.placed[id],
        let s = measure(info.widget, r.width), abs(s.height - before.height) > 0.5
      else { continue }
      sizes[id] = Size(width: before.width, height: s.height)
    }
    var guideInsets: [ObjectIdentifier: EdgeInsets] = [:]
    let controllerView = root.kind == .viewController ? root.children.first : nil
    let insetViews = guides.values.filter { $0.key == "safeArea" }.map(\.view) + marginViews
    for view in insetViews where view !== controllerView {
      guard let safe = first.safeRect, let r = first.placed[ObjectIdentifier(view)] else {
        continue
      }
      let i = EdgeInsets(
        top: max(0, safe.minY - r.minY), left: max(0, safe.minX - r.minX),
        bottom: max(0, r.maxY - safe.maxY), right: max(0, r.maxX - safe.maxX))
      if i != .zero { guideInsets[ObjectIdentifier(view)] = i }
    }
    guard !guideInsets.isEmpty || !sizes.isEmpty else { return first.warnings }
    return pass(root: root, device: device, guideInsets: guideInsets) {
      sizes[ObjectIdentifier($0)] ?? measure($0, nil)
    }.warnings
  }

  /// One solve with the given subviews' safe-area insets: the warnings, the controller
  /// view's safe area and every view's place on the screen.
  func pass(
    root: Widget, device: Device, guideInsets: [ObjectIdentifier: EdgeInsets],
    measure: (Widget) -> Size?
  ) -> (warnings: [Diagnostic], safeRect: Rect?, placed: [ObjectIdentifier: Rect]) {
    var warnings: [Diagnostic] = []
    var boxes: [ObjectIdentifier: Box] = [:]
    var nextID = 0
    func box(_ w: Widget) -> Box {
      if let b = boxes[ObjectIdentifier(w)] { return b }
      func v(_ n: String) -> Variable {
        nextID += 1
        return Variable((w.location?.keyPath ?? w.type.name) + "." + n, id: nextID)
      }
      let b = Box(x: v("x"), y: v("y"), w: v("w"), h: v("h"))
      boxes[ObjectIdentifier(w)] = b
      return b
    }
    let solver = Solver()
    solver.workLimit = solverWorkLimit
    var involved: [ObjectIdentifier: [String]] = [:]
    func add(_ c: Constraint, _ loc: SourceLocation?) {
      do { try solver.add(c) } catch {
        guard error != .overBudget else { return }
        warnings.append(
          .warning(
            "conflicting constraint '\(c.label)' (unsatisfiable with the required ones; "
              + "broken, as UIKit breaks it)", at: loc))
      }
    }
    let k = { (v: Double) in Expression(constant: v) }
    // The screen: the root (a controller or a free view) fills the device.
    let rootBox = box(root)
    for (v, value) in [
      (rootBox.x, 0.0), (rootBox.y, 0), (rootBox.w, device.size.width),
      (rootBox.h, device.size.height),
    ] {
      add(Constraint(v.expression, .equal, k(value), label: "screen"), nil)
    }
    var insets = SafeArea.insets(device)
    insets.top += bars.top
    insets.bottom += bars.bottom
    let controllerView = root.kind == .viewController ? root.children.first : nil
    // Each view: the controller's view fills the controller; autoresizing views keep
    // their masks; the rest get intrinsic sizes from their content.
    for info in views {
      let w = info.widget
      let b = box(w)
      for v in [b.w, b.h] {
        add(Constraint(v.expression, .greaterOrEqual, k(0), label: "size"), nil)
      }
      guard let parent = w.parent else { continue }
      let p = box(parent)
      if w === controllerView
        || (parent === root && root.kind == .viewController && info.translates)
      {
        for (a, c) in [(b.x, p.x), (b.y, p.y), (b.w, p.w), (b.h, p.h)] {
          add(Constraint(a.expression, .equal, c.expression, label: "controller view"), nil)
        }
        continue
      }
      if parent.kind == .stackView {
        continue  // the stack arranges it (StackLayout)
      } else if let fill = Self.cellFill(info, parent: parent) {
        // UIKit sizes a table's cells to the table's width and a cell's content view to
        // the cell, whatever width the canvas stored (TableLayout then places them).
        let pairs =
          fill == .width ? [(b.w, p.w)] : [(b.x, p.x), (b.y, p.y), (b.w, p.w), (b.h, p.h)]
        for (a, c) in pairs {
          add(Constraint(a.expression, .equal, c.expression, label: "cell"), nil)
        }
        if fill == .width {
          // The cell's place is TableLayout's; pinning it where IB drew it keeps its
          // content's constraints to the content view from reading as ambiguous.
          add(Constraint(b.h.expression, .equal, k(info.stored.height), label: "cell"), nil)
          add(Constraint(b.x.expression, .equal, p.x.expression, label: "cell"), nil)
          add(
            Constraint(b.y.expression, .equal, p.y.expression + k(info.stored.y), label: "cell"),
            nil)
        }
        continue
      } else if info.translates {
        let parentStored = views.first { $0.widget === parent }?.stored.size ?? device.size
        autoresizing(info, b, p, parentStored, add)
      } else if let size = measure(w) ?? imageSizes[ObjectIdentifier(w)] {
        intrinsic(info, b, size, add)
      }
    }
    // A scroll view's content area: at the scroll view's origin (no scrolling), as big as
    // the constraints to its edges from inside make it.
    var contentBoxes: [ObjectIdentifier: Box] = [:]
    func content(_ scroll: Widget) -> Box {
      if let b = contentBoxes[ObjectIdentifier(scroll)] { return b }
      let s = box(scroll)
      let b = Box(
        x: Variable("content.x", id: nextID + 1), y: Variable("content.y", id: nextID + 2),
        w: Variable("content.w", id: nextID + 3), h: Variable("content.h", id: nextID + 4))
      nextID += 4
      contentBoxes[ObjectIdentifier(scroll)] = b
      add(Constraint(b.x.expression, .equal, s.x.expression, label: "content"), nil)
      add(Constraint(b.y.expression, .equal, s.y.expression, label: "content"), nil)
      for v in [b.w, b.h] {
        add(Constraint(v.expression, .greaterOrEqual, k(0), label: "content"), nil)
      }
      return b
    }
    for s in specs {
      if let w = constrain(
        s, boxes: box, content: content, insets: insets, guideInsets: guideInsets,
        controllerView: controllerView, device: device, add, &involved)
      {
        warnings.append(w)
      }
    }
    solver.updateVariables()
    if views.count <= Self.maximumAmbiguityViews {
      warnings += ambiguity(solver, boxes: boxes, involved: involved, root: root)
    }
    // The weakest preference: where IB drew each view.
    for info in views where info.widget.parent != nil {
      let b = box(info.widget)
      let p = box(info.widget.parent!)
      for (v, pv, value) in [(b.x, p.x, info.stored.x), (b.y, p.y, info.stored.y)] {
        add(Constraint(v.expression - pv.expression, .equal, k(value), strength: .weak), nil)
      }
      add(Constraint(b.w.expression, .equal, k(info.stored.width), strength: .weak), nil)
      add(Constraint(b.h.expression, .equal, k(info.stored.height), strength: .weak), nil)
    }
    solver.updateVariables()
    if solver.isOverBudget {
      // The tableau is unusable: keep every frame as IB stored it.
      return (warnings + [overBudget(root)], nil, [:])
    }
    let scale = max(device.scale, 1)
    func px(_ v: Double) -> Double { (v * scale).rounded() / scale }
    for info in views {
      let w = info.widget
      guard let parent = w.parent, let b = boxes[ObjectIdentifier(w)],
        let p = boxes[ObjectIdentifier(parent)]
      else { continue }
      if parent.kind == .stackView {
        // Placed by the stack, measured by their content but for the extents constraints
        // set (a zero extent is "fit").
        w.frame = arrangedSizes[ObjectIdentifier(w)].map {
          Rect(
            x: 0, y: 0, width: $0.width == nil ? 0 : max(0, px(b.w.value)),
            height: $0.height == nil ? 0 : max(0, px(b.h.value)))
        }
        continue
      }
      w.frame = Rect(
        x: px(b.x.value - p.x.value), y: px(b.y.value - p.y.value), width: max(0, px(b.w.value)),
        height: max(0, px(b.h.value)))
    }
    var placed: [ObjectIdentifier: Rect] = [:]
    for (id, b) in boxes {
      placed[id] = Rect(x: b.x.value, y: b.y.value, width: b.w.value, height: b.h.value)
    }
    let safeRect = controllerView.flatMap { placed[ObjectIdentifier($0)] }.map {
      Rect(
        x: $0.x + insets.left, y: $0.y + insets.top, width: $0.width - insets.horizontal,
        height: $0.height - insets.vertical)
    }
    return (warnings, safeRect, placed)
  }

  static func arrangedSizes(_ specs: [IBConstraintSpec], byID: [String: Widget])
    -> [ObjectIdentifier: ArrangedSize]
  {
    var out: [ObjectIdentifier: ArrangedSize] = [:]
    for s in specs {
      for (id, attribute) in [(s.first, s.firstAttribute), (s.second, s.secondAttribute)] {
        guard let attribute, attribute == "width" || attribute == "height" else { continue }
        guard let w = s.view(id, byID: byID), w.parent?.kind == .stackView else { continue }
        // A required `extent = constant` (IB writes no second item) gives the extent.
        let constant = s.second == nil && s.relation == "equal" && s.priority == 1000
        var size = out[ObjectIdentifier(w)] ?? ArrangedSize()
        let extent: ArrangedExtent = constant ? .constant(s.constant) : .related
        if attribute == "width" {
          if case .constant? = size.width {} else { size.width = extent }
        } else {
          if case .constant? = size.height {} else { size.height = extent }
        }
        out[ObjectIdentifier(w)] = size
      }
    }
    return out
  }
}

extension Widget {
  /// A vertical stack's or a wrapping label's height depends on the width it is given.
  var wrapsToItsWidth: Bool {
    (kind == .label && numberOfLines != 1)
      || (kind == .stackView && value("axis")?.string == "vertical")
  }
}
