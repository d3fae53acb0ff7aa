import Documents
import Primitives

/// A part of a theme written in Swift: a ``Constant``, a ``NamedStyle`` or a ``Rule``.
public struct ThemeComponent: Sendable {
  enum Kind: Sendable {
    case constant(Draft.Constant)
    case style(Draft.Style)
    case rule(Draft.Rule)
  }
  let kind: Kind
}

/// Something a ``ThemeBuilder`` accepts.
public protocol ThemeComponentConvertible: Sendable {
  var component: ThemeComponent { get }
}

/// A constant, referenced from styles as ``ThemeReference``.
public struct Constant: ThemeComponentConvertible {
  public let component: ThemeComponent

  public init(_ name: String, _ value: ThemeValue, fileID: String = #fileID, line: Int = #line) {
    let location = SourceLocation(file: fileID, line: line, keyPath: "$" + name)
    var constant = Draft.Constant(
      name: name, value: DocumentNode(.null, at: location), location: location, dialect: .swift)
    constant.typed = value
    component = ThemeComponent(kind: .constant(constant))
  }
}

/// A named style, inheriting from `inherits` in order (Giotto's ordered `_superstyle`).
public struct NamedStyle: ThemeComponentConvertible {
  public let component: ThemeComponent

  public init(
    _ name: String, inherits: [String] = [], fileID: String = #fileID, line: Int = #line,
    @StyleBuilder _ content: () -> [StyleDeclaration]
  ) {
    let location = SourceLocation(file: fileID, line: line, keyPath: name)
    let body = Draft.Body(
      declarations: content().map(\.declaration),
      superstyles: inherits.map { ($0, location) })
    component = ThemeComponent(
      kind: .style(Draft.Style(name: name, body: body, location: location, dialect: .swift)))
  }
}

/// A selector rule; `priority` orders rules before source order (see ``Specificity``).
public struct Rule: ThemeComponentConvertible {
  public let component: ThemeComponent

  public init(
    _ selector: Selector, priority: [Int] = [], fileID: String = #fileID, line: Int = #line,
    @StyleBuilder _ content: () -> [StyleDeclaration]
  ) {
    let location = SourceLocation(file: fileID, line: line, keyPath: selector.description)
    component = ThemeComponent(
      kind: .rule(
        Draft.Rule(
          selector: selector, body: Draft.Body(declarations: content().map(\.declaration)),
          location: location, components: priority, dialect: .swift)))
  }
}

/// Collects ``ThemeComponent``s.
@resultBuilder
public enum ThemeBuilder {
  public static func buildExpression(_ c: some ThemeComponentConvertible) -> [ThemeComponent] {
    [c.component]
  }
  public static func buildBlock(_ parts: [ThemeComponent]...) -> [ThemeComponent] {
    parts.flatMap { $0 }
  }
  public static func buildOptional(_ part: [ThemeComponent]?) -> [ThemeComponent] { part ?? [] }
  public static func buildEither(first: [ThemeComponent]) -> [ThemeComponent] { first }
  public static func buildEither(second: [ThemeComponent]) -> [ThemeComponent] { second }
  public static func buildArray(_ parts: [[ThemeComponent]]) -> [ThemeComponent] {
    parts.flatMap { $0 }
  }
}

extension Theme {
  /// A theme written in Swift (Overlay's idea), resolved like a file: references checked,
  /// inheritance applied, values type-checked against the catalog.
  ///
  /// ```swift
  /// let theme = try Theme {
  ///   Constant("Brand", .color(Color(red: 30, green: 136, blue: 229)))
  ///   NamedStyle("Button") {
  ///     Property.backgroundColor(ColorGroup(normal: .white, disabled: .black))
  ///     Property.tintColor(ThemeReference("Brand"))
  ///   }
  /// }
  /// ```
  public init(
    options: ThemeLoadOptions = ThemeLoadOptions(), @ThemeBuilder _ content: () -> [ThemeComponent]
  ) throws(DiagnosticError) {
    var draft = Draft()
    for c in content() {
      switch c.kind {
      case .constant(let k): draft.constants.append(k)
      case .style(let s): draft.styles.append(s)
      case .rule(let r): draft.rules.append(r)
      }
    }
    self = try ThemeLoader.resolve(draft, options: options)
  }

  /// Adds a theme's definitions on top of this one (later wins), as loading one more file
  /// would; returns the combined theme.
  public static func combining(
    files: [String], @ThemeBuilder with content: () -> [ThemeComponent],
    options: ThemeLoadOptions = ThemeLoadOptions()
  ) throws(DiagnosticError) -> Theme {
    var draft = Draft()
    for path in files {
      do throws(Diagnostic) {
        draft.append(ThemeLoader.read(try ThemeSource.read(path), options: options))
      } catch {
        draft.diagnostics.append(error)
      }
    }
    for c in content() {
      switch c.kind {
      case .constant(let k): draft.constants.append(k)
      case .style(let s): draft.styles.append(s)
      case .rule(let r): draft.rules.append(r)
      }
    }
    return try ThemeLoader.resolve(draft, options: options)
  }
}
