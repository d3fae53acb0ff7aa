import Foundation
import Primitives
import Widgets

extension IBDocument {
  /// The screen of the scene addressed by `name`; an unknown name is an error listing the
  /// document's scenes.
  public func screen(
    named name: String, registry: PropertyRegistry = .standard, autoLayout: Bool = true,
    rows: PrototypeRows? = nil
  ) throws -> Screen {
    guard let scene = scene(named: name) else {
      throw DiagnosticError([
        .error(
          "no scene '\(name)' in \((file as NSString).lastPathComponent) (it has: "
            + scenes.map(\.name).joined(separator: ", ") + ")", at: SourceLocation(file: file))
      ])
    }
    return try screen(scene, registry: registry, autoLayout: autoLayout, rows: rows)
  }

  /// A fresh widget tree for `scene` (each render styles its own), with IB's values as
  /// initial values and the frames IB stored, sized to the scene's root view.
  ///
  /// With `autoLayout` (the default) a scene with constraints is laid out for each device
  /// by its constraints; without, it keeps the canvas device and IB's stored frames.
  ///
  /// `rows` fill the scene's dynamic prototype cells (``PrototypeRows``); a value that
  /// names no outlet or tag, or a prototype the scene lacks, is a located error.
  public func screen(
    _ scene: IBScene, registry: PropertyRegistry = .standard, autoLayout: Bool = true,
    rows: PrototypeRows? = nil
  ) throws -> Screen {
    let builder = IBViewBuilder(file: file, named: named, registry: registry)
    builder.prototypeRows = rows
    builder.graph = graph
    builder.systemImages = systemImages
    builder.resourceImages = resourceImages
    let root: Widget
    var extra: [Diagnostic] = []
    if isStoryboard {
      guard let e = find(scene.id) else { throw missing(scene) }
      root = builder.controller(e)
      if root.children.isEmpty, let graft = nibView(for: scene.className, registry: registry) {
        // UIKit loads a controller without a view from the nib named after its class.
        for c in graft.children { root.addChild(c) }
        root.outlets.merge(graft.outlets) { a, _ in a }
        extra += graft.diagnostics
      }
    } else {
      guard let e = find(scene.id) else { throw missing(scene) }
      let objects = self.root.items(in: "objects")
      if let owner = objects.first(where: { $0["placeholderIdentifier"] == "IBFilesOwner" }),
        scene.className == owner["customClass"]
      {
        let vc = Widget(
          WidgetType(name: scene.className, kind: .viewController),
          controllerClass: scene.className, location: builder.location(owner))
        builder.byID[owner["id"] ?? "-1"] = vc
        let v = builder.view(e)
        v.key = "view"
        vc.addChild(v)
        builder.collect(owner, into: vc)
        root = vc
      } else {
        root = builder.view(e)
        for o in objects where o["placeholderIdentifier"] == "IBFilesOwner" {
          builder.byID[o["id"] ?? "-1"] = root
          builder.collect(o, into: root)
        }
      }
    }
    builder.resolveConnections()
    builder.applyRows()
    let rowErrors = builder.rowErrors + builder.unusedRowErrors()
    if !rowErrors.isEmpty { throw DiagnosticError(rowErrors) }
    // Read the constraints now, so what they skip is listed with the rest.
    let plan = autoLayout ? IBAutoLayout(builder: builder) : nil
    let view = root.kind == .viewController ? root.children.first : root
    var size = view?.frame?.size ?? canvas?.size ?? Device.default.size
    // A canvas bigger than any device is a hostile or broken file: keep the render bounded.
    if size.width < 1 || size.height < 1 || size.width > 4096 || size.height > 4096 {
      size = canvas?.size ?? Device.default.size
    }
    view?.frame?.origin = .zero
    var screen = Screen(
      name: scene.name, root: root, device: nil, size: size,
      scale: nil, file: file,
      diagnostics: diagnostics + IBSkip.diagnostics(builder.skips, file: file) + builder.notes
        + extra)
    // The status bar shows over full-screen controllers, not over cells and free views.
    screen.statusBar = root.kind == .viewController && size.height >= 480
    if let plan, plan.views.count > IBAutoLayout.maximumViews, usesAutoLayout, !plan.isEmpty {
      screen.diagnostics.append(
        .warning(
          "the scene has \(plan.views.count) views, more than the \(IBAutoLayout.maximumViews) "
            + "its constraints are solved for; IB's stored frames are drawn (docs/limits.md)",
          at: SourceLocation(file: file, line: scene.line, column: 1)))
    } else if let plan {
      attachAutoLayout(plan, to: &screen)
    }
    return screen
  }

  func find(_ id: String) -> IBElement? { elementsByID[id] }

  func missing(_ scene: IBScene) -> DiagnosticError {
    DiagnosticError([.error("scene '\(scene.name)' has no object", at: .init(file: file))])
  }

  /// `<Class>.xib` beside the document, as a controller wrapper with its view and outlets.
  func nibView(for className: String, registry: PropertyRegistry) -> (
    children: [Widget], outlets: [String: [Widget]], diagnostics: [Diagnostic]
  )? {
    let dir = (file as NSString).deletingLastPathComponent
    let candidates = [className, className.replacingOccurrences(of: "Controller", with: "")]
    for name in candidates {
      let path = (dir.isEmpty ? "" : dir + "/") + name + ".xib"
      guard FileManager.default.fileExists(atPath: path),
        let doc = try? IBDocument.load(path), let s = doc.scene(named: className),
        let screen = try? doc.screen(s, registry: registry, autoLayout: false),
        screen.root.kind == .viewController
      else { continue }
      return (screen.root.children, screen.root.outlets, screen.diagnostics)
    }
    return nil
  }
}

extension IBDocument {
  /// Whether the document lays out with Auto Layout (IB's "Use Auto Layout").
  var usesAutoLayout: Bool { root["useAutolayout"] == "YES" }

  /// Hands `screen` a constraint pass for any device when the scene has constraints: it
  /// then renders at the project's devices; otherwise it keeps IB's canvas and frames.
  func attachAutoLayout(_ plan: IBAutoLayout, to screen: inout Screen) {
    guard usesAutoLayout, !plan.isEmpty else { return }
    screen.device = nil
    screen.size = nil
    screen.scale = nil
    let root = screen.root
    screen.constrain = { device, text in
      let layout = Layout(text: text)
      let warnings = plan.solve(root: root, device: device) { w, solvedWidth in
        guard Self.hasIntrinsicSize(w.kind) else { return nil }
        let stored = w.frame
        // A stack is as big as its arranged views' content, as UIKit measures them after
        // the theme and fonts: not IB's frames for them, measured with IB's fonts (a
        // label squeezed into a stack sized by IB's frames lost a line's height).
        let measured = [w] + Self.arranged(w)
        let frames = measured.map(\.frame)
        w.frame = nil
        for v in measured.dropFirst() {
          v.frame = Self.measuringFrame(v, plan.arrangedSizes[ObjectIdentifier(v)])
        }
        defer { for (v, f) in zip(measured, frames) { v.frame = f } }
        let width = solvedWidth ?? (w.kind == .label && w.numberOfLines != 1 ? stored?.width : nil)
        var s = layout.fittingSize(w, width: width)
        // Progress bars and sliders have no intrinsic width (UIViewNoIntrinsicMetric).
        if w.kind == .progressView || w.kind == .slider { s.width = -1 }
        return s
      }
      // A scroll view filling a controller between its bars is placed by the bar layout.
      if let v = root.children.first, v.kind.isScrolling, plan.bars != .zero { v.frame = nil }
      return warnings
    }
  }

  /// The views a stack arranges, and nested stacks theirs.
  static func arranged(_ w: Widget) -> [Widget] {
    guard w.kind == .stackView else { return [] }
    return w.children.filter { !$0.isHidden }.flatMap { [$0] + arranged($0) }
  }

  /// The frame an arranged view is measured with: a constant a constraint sets; IB's
  /// stored extent where a constraint relates it to another view, or where the view has
  /// no content to size it; else none (zero is "fit"), so content sizes it.
  static func measuringFrame(_ v: Widget, _ size: IBAutoLayout.ArrangedSize?) -> Rect? {
    let byContent = hasIntrinsicSize(v.kind)
    func extent(_ e: IBAutoLayout.ArrangedExtent?, stored: Double?) -> Double {
      switch e {
      case .constant(let c): max(0, c)
      case .related: stored ?? 0
      case nil: byContent ? 0 : stored ?? 0
      }
    }
    let width = extent(size?.width, stored: v.frame?.width)
    let height = extent(size?.height, stored: v.frame?.height)
    return width == 0 && height == 0 ? nil : Rect(x: 0, y: 0, width: width, height: height)
  }

  static func hasIntrinsicSize(_ kind: WidgetKind) -> Bool {
    switch kind {
    case .label, .button, .textField, .switch, .segmentedControl, .progressView, .stackView,
      .slider, .stepper, .pageControl, .activityIndicator:
      true
    default: false
    }
  }
}
