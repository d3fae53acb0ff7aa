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
  public var states: Set<ControlState>
  /// The frame the screen gives, in the parent's coordinates; nil lets layout decide.
  public var frame: Rect?
  /// Literal values from the screen (`props`): they win over the theme.
  public var literal = PropertyStore()
  /// Values the cascade set from the current theme (cleared when it re-applies).
  public var styled = PropertyStore()
  /// Initial values the theme applies over (a storyboard's attributes, as on the device).
  public var initial = PropertyStore()
  /// Widgets reachable by an outlet name from here (IBOutlets and outlet collections), for
  /// keys that are not direct children: Giotto's `titleLabel: {…}` reaches them.
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

  /// Literal values over styled ones, state by state.
  public var properties: PropertyStore { literal.overlaying(styled.overlaying(initial)) }

  /// The value of `key` in the widget's effective state, literal first, then styled.
  public func value(_ key: String) -> PropertyValue? {
    value(key, in: effectiveState)
  }

  /// The value of `key` in `state` (ignoring the widget's own states).
  public func value(_ key: String, in state: ControlState) -> PropertyValue? {
    if let e = literal.entries[key] {
      if e.values[.normal] != nil { return e.values[state] ?? e.values[.normal] }
      if let v = e.values[state] { return v }
    }
    return styled.value(key, in: state) ?? initial.value(key, in: state)
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
    children.first { $0.key == key } ?? outlets[key]?.first
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
