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
  /// Pixelbits style tags (`.login-button`).
  public var styleTags: [String]
  /// Named styles or classes applied explicitly, in order, above the cascade's rules.
  public var appliedStyles: [String]
  /// The control states the widget is in.
  public var states: Set<ControlState> { didSet { revision &+= 1 } }
  /// The frame the screen gives, in the parent's coordinates; nil lets layout decide.
  public var frame: Rect? { didSet { revision &+= 1 } }
  /// Initial values from the screen (`props`), as a storyboard or `init` sets them: the
  /// theme is applied afterwards on the device, so its values win over these.
  public var literal = PropertyStore() { didSet { revision &+= 1 } }
  /// Values the cascade set from the current theme (cleared when it re-applies).
  public var styled = PropertyStore() { didSet { revision &+= 1 } }
  /// Values pinned above the theme (a screen's `pin`): code that runs after styling.
  public var pinned = PropertyStore() { didSet { revision &+= 1 } }
  /// Moves whenever anything the widget's own values depend on changes (its stores, states
  /// or frame): values worked out from them are kept until it moves.
  private(set) var revision = 0
  /// Layout's reads of the widget's own values (``LayoutBasics``) at a revision.
  var layoutBasicsCache: (revision: Int, basics: LayoutBasics)?
  /// Selectors' names for the widget's type (``selectorSubject``): the type never changes.
  var selectorTypeNamesCache: [String]?
  /// The fitting sizes the current layout pass measured (``Layout/fittingSize(_:width:)``).
  var fittingSizes = FittingSizes()
  /// A storyboard's values: the layer of a screen's `props`, under the theme.
  public var initial: PropertyStore {
    get { literal }
    set { literal = newValue }
  }
  /// Widgets reachable by an IBOutlet or outlet collection name, for code and sidecars.
  public var outlets: [String: [Widget]] = [:]
  public private(set) var children: [Widget] = []
  public private(set) weak var parent: Widget?
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
    self.states = states
    self.frame = frame
    self.location = location
  }

  public convenience init(_ kind: WidgetKind, id: String? = nil) {
    self.init(WidgetType(kind), id: id)
  }

  public var kind: WidgetKind { type.kind }

  public func addChild(_ child: Widget) {
    child.parent = self
    children.append(child)
  }

  /// The state whose values the widget shows (Overlay's precedence and state table).
  public var effectiveState: ControlState {
    states.isEmpty ? .normal : ControlState.effective(states, for: kind)
  }

  /// Pinned values over styled ones over initial ones, state by state.
  public var properties: PropertyStore { pinned.overlaying(styled.merging(over: literal)) }

  /// The value of `key` in the widget's effective state: pinned, then styled, then initial.
  public func value(_ key: String) -> ThemeValue? {
    value(key, in: effectiveState)
  }

  /// The value of `key` in `state` (ignoring the widget's own states). A pinned plain
  /// value holds in every state. The theme sets values over the initial ones state by
  /// state, as `setTitleColor(_:for:)` does: an initial highlighted value stays when the
  /// theme sets only the normal one.
  public func value(_ key: String, in state: ControlState) -> ThemeValue? {
    // An empty store is not searched, and each store is searched once for both states
    // (layout and drawing read values by the thousand; most widgets pin nothing).
    if !pinned.isEmpty {
      let p = pinned.lookup(key, state)
      if let normal = p.normal { return p.own ?? normal }
      if let v = p.own { return v }
    }
    let none: (own: ThemeValue?, normal: ThemeValue?) = (nil, nil)
    let theme = styled.isEmpty ? none : styled.lookup(key, state)
    let initial = literal.isEmpty ? none : literal.lookup(key, state)
    if let v = theme.own ?? initial.own { return v }
    return state == .normal ? nil : theme.normal ?? initial.normal
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
