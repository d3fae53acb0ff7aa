import Primitives
import Themes

/// One node of the virtual UIKit tree: a view, control or view controller, with what a
/// screen file says about it and what styling and layout worked out.
///
/// Widgets are reference types because styling walks up (controller scope, inheritance)
/// and a styled tree is re-styled in place when the theme changes.
public final class Widget {
  public let type: WidgetType
  /// The identifier `#id` selectors match; by default also the ``key``.
  public var id: String?
  /// The name this widget is reachable by from its parent (nested theme dictionaries,
  /// `@subview` keys); `id` when not given.
  public var key: String? {
    get { explicitKey ?? id }
    set { explicitKey = newValue }
  }
  private var explicitKey: String?
  /// A view controller's class name (`SignInViewController`), for controller-scoped rules.
  public var controllerClass: String?
  /// Content-hugging priorities a storyboard sets (IB's default is 250 for every view);
  /// nil: UIKit's defaults for the widget's kind. A stack with room to spare stretches
  /// the arranged view that hugs least.
  public var contentHugging: (horizontal: Double, vertical: Double)?
  /// Pixelbits style tags (`.login-button`).
  public var styleTags: [String]
  /// Named styles or classes applied explicitly, in order, above the cascade's rules.
  public var appliedStyles: [String]
  /// The values styling and layout read and write most (``OwnValues``), behind a pointer
  /// the widget owns and frees. A class's stored `var` is checked for exclusive access at
  /// run time on every read, and reading a store out of it copied the store (a retain and a
  /// release); layout reads each widget's values dozens of times (issue 15: the checks were
  /// 5 % and reference counting a fifth of styling and layout). Through the pointer a read
  /// borrows the value in place. Only this class's accessors reach it, and none keeps an
  /// access open across a call that could reach the same widget's values.
  private let own: UnsafeMutablePointer<OwnValues>
  /// The control states the widget is in.
  public var states: Set<ControlState> {
    get { own.pointee.states }
    set {
      own.pointee.states = newValue
      own.pointee.revision &+= 1
    }
  }
  /// The frame the screen gives, in the parent's coordinates; nil lets layout decide.
  public var frame: Rect? { didSet { own.pointee.revision &+= 1 } }
  /// Initial values from the screen (`props`), as a storyboard or `init` sets them: the
  /// theme is applied afterwards on the device, so its values win over these.
  public var literal: PropertyStore {
    get { own.pointee.literal }
    _modify {
      defer { own.pointee.revision &+= 1 }
      yield &own.pointee.literal
    }
  }
  /// Values the cascade set from the current theme (cleared when it re-applies).
  public var styled: PropertyStore {
    get { own.pointee.styled }
    _modify {
      defer { own.pointee.revision &+= 1 }
      yield &own.pointee.styled
    }
  }
  /// Values pinned above the theme (a screen's `pin`): code that runs after styling.
  public var pinned: PropertyStore {
    get { own.pointee.pinned }
    _modify {
      defer { own.pointee.revision &+= 1 }
      yield &own.pointee.pinned
    }
  }
  /// Moves whenever anything the widget's own values depend on changes (its stores, states
  /// or frame): values worked out from them are kept until it moves.
  var revision: Int { own.pointee.revision }
  /// Layout's reads of the widget's own values (``LayoutBasics``) at a revision.
  var layoutBasicsCache: (revision: Int, basics: LayoutBasics)? {
    get { own.pointee.layoutBasics }
    _modify { yield &own.pointee.layoutBasics }
  }
  /// Selectors' names for the widget's type (``selectorSubject``): the type never changes.
  var selectorTypeNamesCache: [String]? {
    get { own.pointee.selectorTypeNames }
    _modify { yield &own.pointee.selectorTypeNames }
  }
  /// The fitting sizes the current layout pass measured (``Layout/fittingSize(_:width:)``).
  var fittingSizes: FittingSizes {
    get { own.pointee.fittingSizes }
    _modify { yield &own.pointee.fittingSizes }
  }
  /// A label's text as layout last measured it, for drawing (`MeasuredLabel`: checked
  /// against the text, font and measurer drawn with, so a stale one is never used).
  var measuredLabel: MeasuredLabel? {
    get { own.pointee.measuredLabel }
    set { own.pointee.measuredLabel = newValue }
  }
  /// A storyboard's values: the layer of a screen's `props`, under the theme.
  public var initial: PropertyStore {
    get { literal }
    set { literal = newValue }
  }
  /// Widgets reachable by an IBOutlet or outlet collection name, for code and sidecars.
  public var outlets: [String: [Widget]] = [:]
  public private(set) var children: [Widget] = []
  /// The widget this one is a child of. Not a `weak` reference: a weak reference gives its
  /// target a side table, and every retain and release of a parent then takes the slow
  /// path (layout walks up for inherited values). A parent clears its children's link when
  /// it goes (see `deinit`), which is what a weak reference would do, and a child is never
  /// removed from its parent.
  public var parent: Widget? { parentLink?.takeUnretainedValue() }
  private var parentLink: Unmanaged<Widget>?
  /// Where the node is defined (screen file, line, column, key path).
  public var location: SourceLocation?
  /// The frame layout computed, in the parent's coordinates.
  public internal(set) var layoutFrame: Rect = .zero

  public init(
    _ type: WidgetType, id: String? = nil, key: String? = nil, controllerClass: String? = nil,
    styleTags: [String] = [], appliedStyles: [String] = [], states: Set<ControlState> = [],
    frame: Rect? = nil, location: SourceLocation? = nil
  ) {
    self.type = type
    self.id = id
    self.explicitKey = key
    self.controllerClass = controllerClass
    self.styleTags = styleTags
    self.appliedStyles = appliedStyles
    own = .allocate(capacity: 1)
    own.initialize(to: OwnValues(states: states))
    self.frame = frame
    self.location = location
  }

  deinit {
    let me = Unmanaged.passUnretained(self).toOpaque()
    // A child added to another parent since keeps its link to that one.
    for c in children where c.parentLink?.toOpaque() == me { c.parentLink = nil }
    own.deinitialize(count: 1)
    own.deallocate()
  }

  public convenience init(_ kind: WidgetKind, id: String? = nil) {
    self.init(WidgetType(kind), id: id)
  }

  public var kind: WidgetKind { type.kind }

  public func addChild(_ child: Widget) {
    child.parentLink = Unmanaged.passUnretained(self)
    children.append(child)
  }

  /// The state whose values the widget shows (Overlay's precedence and state table).
  public var effectiveState: ControlState { OwnValues.effectiveState(own, for: kind) }

  /// Pinned values over styled ones over initial ones, state by state.
  public var properties: PropertyStore { pinned.overlaying(styled.merging(over: literal)) }

  /// The value of `key` in the widget's effective state: pinned, then styled, then initial.
  public func value(_ key: String) -> ThemeValue? {
    OwnValues.value(own, key, in: OwnValues.effectiveState(own, for: kind))
  }

  /// The value of `key` in `state` (ignoring the widget's own states). A pinned plain
  /// value holds in every state. The theme sets values over the initial ones state by
  /// state, as `setTitleColor(_:for:)` does: an initial highlighted value stays when the
  /// theme sets only the normal one.
  public func value(_ key: String, in state: ControlState) -> ThemeValue? {
    OwnValues.value(own, key, in: state)
  }

  /// ``value(_:in:)`` by the plain reads (tests compare the two).
  func plainValue(_ key: String, in state: ControlState) -> ThemeValue? {
    OwnValues.plainValue(own, key, in: state)
  }

  /// This widget and its descendants, depth-first, parents before children.
  public var subtree: [Widget] {
    var out: [Widget] = []
    func walk(_ w: Widget) {
      out.append(w)
      for c in w.children { walk(c) }
    }
    walk(self)
    return out
  }

  /// The nearest view-controller ancestor (or self), for controller-scoped rules.
  public var owningController: Widget? {
    var w: Widget? = self
    while let cur = w {
      if cur.kind == .viewController { return cur }
      w = cur.parent
    }
    return nil
  }

  /// The child reachable by `key`.
  public func child(forKey key: String) -> Widget? {
    children.first { $0.key == key }
  }

  /// The views an outlet (or outlet collection) named `key` reaches: descendants at any
  /// depth with that key, in tree order, not looking inside nested view controllers, whose
  /// outlets are their own.
  public func outlets(forKey key: String) -> [Widget] {
    var out: [Widget] = []
    func walk(_ w: Widget) {
      for c in w.children {
        if c.key == key { out.append(c) }
        if c.kind != .viewController { walk(c) }
      }
    }
    walk(self)
    return out
  }

  /// The frame in screen coordinates.
  public var screenFrame: Rect {
    var r = layoutFrame
    var p = parent
    while let cur = p {
      r = r.offsetBy(dx: cur.layoutFrame.x, dy: cur.layoutFrame.y)
      p = cur.parent
    }
    return r
  }
}

/// A widget's stores, states and what layout worked out from them (see ``Widget``'s `own`).
struct OwnValues {
  var literal = PropertyStore()
  var styled = PropertyStore()
  var pinned = PropertyStore()
  var states: Set<ControlState>
  var revision = 0
  var layoutBasics: (revision: Int, basics: LayoutBasics)?
  var fittingSizes = FittingSizes()
  var selectorTypeNames: [String]?
  var measuredLabel: MeasuredLabel?

  init(states: Set<ControlState>) {
    self.states = states
  }

  // The readers below are static and take the pointer, reading one field at a time: a
  // method called on `own.pointee` made the compiler copy the whole struct (every store,
  // the states and the caches) to borrow it, since the memory behind an unsafe pointer
  // could change during the call (round 7: 8 % of styling and layout).

  static func effectiveState(_ own: UnsafeMutablePointer<OwnValues>, for kind: WidgetKind)
    -> ControlState
  {
    own.pointee.states.isEmpty ? .normal : ControlState.effective(own.pointee.states, for: kind)
  }

  /// ``Widget/value(_:in:)``.
  static func value(_ own: UnsafeMutablePointer<OwnValues>, _ key: String, in state: ControlState)
    -> ThemeValue?
  {
    // The normal state (most reads): each store's normal value, pinned over styled over
    // initial, as `plainValue` works out, copied once.
    if state == .normal {
      if own.pointee.pinned.mayHold(key),
        let v = PropertyStore.normalValue(&own.pointee.pinned, key)
      {
        return v
      }
      if own.pointee.styled.mayHold(key),
        let v = PropertyStore.normalValue(&own.pointee.styled, key)
      {
        return v
      }
      return own.pointee.literal.mayHold(key)
        ? PropertyStore.normalValue(&own.pointee.literal, key) : nil
    }
    return plainValue(own, key, in: state)
  }

  /// ``Widget/value(_:in:)`` by both lookups in every store, for every state: the twin of
  /// the normal state's reads above.
  static func plainValue(
    _ own: UnsafeMutablePointer<OwnValues>, _ key: String, in state: ControlState
  ) -> ThemeValue? {
    // An empty store is not searched, and each store is searched once for both states
    // (layout and drawing read values by the thousand; most widgets pin nothing).
    if own.pointee.pinned.mayHold(key) {
      let p = PropertyStore.lookup(&own.pointee.pinned, key, state)
      if let normal = p.normal { return p.own ?? normal }
      if let v = p.own { return v }
    }
    let none: (own: ThemeValue?, normal: ThemeValue?) = (nil, nil)
    let theme =
      own.pointee.styled.mayHold(key) ? PropertyStore.lookup(&own.pointee.styled, key, state) : none
    let initial =
      own.pointee.literal.mayHold(key)
      ? PropertyStore.lookup(&own.pointee.literal, key, state) : none
    if let v = theme.own ?? initial.own { return v }
    return state == .normal ? nil : theme.normal ?? initial.normal
  }
}
