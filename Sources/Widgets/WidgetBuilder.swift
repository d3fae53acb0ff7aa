import Primitives
import Themes

/// Builds widget trees in Swift, the same trees screen files describe:
///
/// ```swift
/// let root = Widget.viewController("SignInViewController") {
///   Widget.stack(.vertical, spacing: 16) {
///     Widget.label("Welcome back").id("title").style("headline")
///     Widget.button("Sign In").id("signIn").states(.highlighted)
///   }
/// }
/// ```
@resultBuilder
public enum WidgetBuilder {
  public static func buildExpression(_ w: Widget) -> [Widget] { [w] }
  public static func buildBlock(_ parts: [Widget]...) -> [Widget] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [Widget]?) -> [Widget] { part ?? [] }
  public static func buildEither(first: [Widget]) -> [Widget] { first }
  public static func buildEither(second: [Widget]) -> [Widget] { second }
  public static func buildArray(_ parts: [[Widget]]) -> [Widget] { parts.flatMap { $0 } }
}

/// A stack view's axis.
public enum Axis: String, Sendable {
  case horizontal, vertical
}

extension Widget {
  /// A widget of `kind` (or of the custom type `type` based on it) with children.
  public static func make(
    _ kind: WidgetKind, type: String? = nil, @WidgetBuilder children: () -> [Widget] = { [] }
  ) -> Widget {
    let w = Widget(WidgetType(name: type ?? kind.rawValue, kind: kind))
    for c in children() { w.addChild(c) }
    return w
  }

  public static func view(@WidgetBuilder _ children: () -> [Widget] = { [] }) -> Widget {
    make(.view, children: children)
  }

  public static func viewController(
    _ className: String, @WidgetBuilder _ children: () -> [Widget] = { [] }
  ) -> Widget {
    let w = make(.viewController, children: children)
    w.controllerClass = className
    return w
  }

  public static func stack(
    _ axis: Axis, spacing: Double = 0, @WidgetBuilder _ children: () -> [Widget] = { [] }
  ) -> Widget {
    make(.stackView, children: children)
      .prop("axis", .string(axis.rawValue)).prop("spacing", .number(spacing))
  }

  public static func label(_ text: String) -> Widget {
    make(.label).prop("text", .string(text))
  }

  public static func button(_ title: String) -> Widget {
    make(.button).prop("title", .string(title))
  }

  public static func textField(placeholder: String, text: String = "") -> Widget {
    make(.textField).prop("placeholder", .string(placeholder)).prop("text", .string(text))
  }

  public static func image(_ path: String) -> Widget {
    make(.imageView).prop("image", .image(path))
  }

  public static func toggle(isOn: Bool) -> Widget {
    make(.switch).prop("isOn", .bool(isOn))
  }

  public static func segments(_ titles: [String], selected: Int = 0) -> Widget {
    make(.segmentedControl).prop("segments", .array(titles.map(ThemeValue.string)))
      .prop("selectedSegmentIndex", .number(Double(selected)))
  }

  public static func progress(_ value: Double) -> Widget {
    make(.progressView).prop("progress", .number(value))
  }

  /// Sets the identifier `#id` selectors match.
  @discardableResult public func id(_ id: String) -> Widget {
    self.id = id
    return self
  }

  /// Adds Pixelbits style tags.
  @discardableResult public func style(_ tags: String...) -> Widget {
    styleTags += tags
    return self
  }

  /// Applies named styles (Giotto's applyStyle, Motif's applyClass), in order.
  @discardableResult public func apply(_ names: String...) -> Widget {
    appliedStyles += names
    return self
  }

  @discardableResult public func states(_ states: ControlState...) -> Widget {
    self.states.formUnion(states)
    return self
  }

  @discardableResult public func frame(x: Double, y: Double, width: Double, height: Double)
    -> Widget
  {
    frame = Rect(x: x, y: y, width: width, height: height)
    return self
  }

  /// Sets an initial property, as a screen's `props` (a storyboard) does: the theme wins.
  @discardableResult public func prop(
    _ key: String, _ value: ThemeValue, state: ControlState? = nil
  ) -> Widget {
    literal.set(key, value, state: state)
    return self
  }

  /// Pins a property above the theme, as a screen's `pin` does.
  @discardableResult public func pin(
    _ key: String, _ value: ThemeValue, state: ControlState? = nil
  ) -> Widget {
    pinned.set(key, value, state: state)
    return self
  }
}
