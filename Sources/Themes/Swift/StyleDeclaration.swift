import Documents
import Primitives

/// One property set in Swift:
/// `Property.backgroundColor(ColorGroup(normal: .white, disabled: .black))`.
/// The static functions are typed by the property, so the compiler rejects a number where a
/// color belongs; the call site (`#fileID:#line`) becomes the declaration's location.
public struct StyleDeclaration: Sendable {
  let declaration: Draft.Declaration

  init(_ name: String, _ input: StyleInput, fileID: String, line: Int) {
    let location = SourceLocation(file: fileID, line: line, keyPath: name)
    var value = input.value
    if case .node(var node) = value {
      node.location = location
      value = .node(node)
    }
    declaration = Draft.Declaration(key: name, location: location, value: value)
  }

  /// Any catalog property (or a custom one) with a value already typed.
  public static func property(
    _ name: String, _ value: ThemeValue, fileID: String = #fileID, line: Int = #line
  ) -> StyleDeclaration {
    StyleDeclaration(name, StyleInput(.typed(value)), fileID: fileID, line: line)
  }

  /// A child styled by a named style (Motif's `titleText: .ButtonText`).
  public static func child(
    _ name: String, style: String, fileID: String = #fileID, line: Int = #line
  ) -> StyleDeclaration {
    let node = DocumentNode(.string("." + style), at: SourceLocation(file: fileID, line: line))
    return StyleDeclaration(name, StyleInput(.node(node)), fileID: fileID, line: line)
  }

  /// A child styled inline: `Property.child("titleLabel") { Property.font(…) }`.
  public static func child(
    _ name: String, fileID: String = #fileID, line: Int = #line,
    @StyleBuilder _ content: () -> [StyleDeclaration]
  ) -> StyleDeclaration {
    let body = Draft.Body(declarations: content().map(\.declaration))
    return StyleDeclaration(name, StyleInput(.body(body)), fileID: fileID, line: line)
  }
}

extension StyleDeclaration {
  // Colors.
  public static func backgroundColor(
    _ v: some ColorStyle, fileID: String = #fileID, line: Int = #line
  ) -> Self { Self("backgroundColor", v.styleInput, fileID: fileID, line: line) }
  public static func tintColor(_ v: some ColorStyle, fileID: String = #fileID, line: Int = #line)
    -> Self
  { Self("tintColor", v.styleInput, fileID: fileID, line: line) }
  public static func textColor(_ v: some ColorStyle, fileID: String = #fileID, line: Int = #line)
    -> Self
  { Self("textColor", v.styleInput, fileID: fileID, line: line) }
  public static func titleColor(_ v: some ColorStyle, fileID: String = #fileID, line: Int = #line)
    -> Self
  { Self("titleColor", v.styleInput, fileID: fileID, line: line) }
  public static func borderColor(_ v: some ColorStyle, fileID: String = #fileID, line: Int = #line)
    -> Self
  { Self("layer.borderColor", v.styleInput, fileID: fileID, line: line) }
  public static func shadowColor(_ v: some ColorStyle, fileID: String = #fileID, line: Int = #line)
    -> Self
  { Self("layer.shadowColor", v.styleInput, fileID: fileID, line: line) }
  public static func placeholderColor(
    _ v: some ColorStyle, fileID: String = #fileID, line: Int = #line
  ) -> Self { Self("placeholderColor", v.styleInput, fileID: fileID, line: line) }

  // Numbers.
  public static func alpha(_ v: some NumberStyle, fileID: String = #fileID, line: Int = #line)
    -> Self
  { Self("alpha", v.styleInput, fileID: fileID, line: line) }
  public static func cornerRadius(
    _ v: some NumberStyle, fileID: String = #fileID, line: Int = #line
  ) -> Self { Self("layer.cornerRadius", v.styleInput, fileID: fileID, line: line) }
  public static func borderWidth(_ v: some NumberStyle, fileID: String = #fileID, line: Int = #line)
    -> Self
  { Self("layer.borderWidth", v.styleInput, fileID: fileID, line: line) }
  public static func numberOfLines(
    _ v: some NumberStyle, fileID: String = #fileID, line: Int = #line
  ) -> Self { Self("numberOfLines", v.styleInput, fileID: fileID, line: line) }
  public static func spacing(_ v: some NumberStyle, fileID: String = #fileID, line: Int = #line)
    -> Self
  { Self("spacing", v.styleInput, fileID: fileID, line: line) }

  // Text, fonts, images.
  public static func text(_ v: some TextStyle, fileID: String = #fileID, line: Int = #line) -> Self
  { Self("text", v.styleInput, fileID: fileID, line: line) }
  public static func title(_ v: some TextStyle, fileID: String = #fileID, line: Int = #line) -> Self
  { Self("title", v.styleInput, fileID: fileID, line: line) }
  public static func font(_ v: some FontStyle, fileID: String = #fileID, line: Int = #line) -> Self
  {
    Self("font", v.styleInput, fileID: fileID, line: line)
  }
  public static func image(_ v: some ImageStyle, fileID: String = #fileID, line: Int = #line)
    -> Self
  { Self("image", v.styleInput, fileID: fileID, line: line) }

  // Geometry and flags.
  public static func contentEdgeInsets(
    _ v: EdgeInsets, fileID: String = #fileID, line: Int = #line
  ) -> Self { property("contentEdgeInsets", .insets(v), fileID: fileID, line: line) }
  public static func layoutMargins(_ v: EdgeInsets, fileID: String = #fileID, line: Int = #line)
    -> Self
  { property("layoutMargins", .insets(v), fileID: fileID, line: line) }
  public static func isHidden(_ v: Bool, fileID: String = #fileID, line: Int = #line) -> Self {
    property("isHidden", .bool(v), fileID: fileID, line: line)
  }
  public static func clipsToBounds(_ v: Bool, fileID: String = #fileID, line: Int = #line) -> Self {
    property("clipsToBounds", .bool(v), fileID: fileID, line: line)
  }
  public static func textAlignment(
    _ v: TextAlignment, fileID: String = #fileID, line: Int = #line
  ) -> Self { property("textAlignment", .string(v.rawValue), fileID: fileID, line: line) }
}

/// The name declarations are written with in a ``StyleBuilder``: `Property.alpha(0.5)` (a
/// line cannot start with `.`: Swift would read it as a member of the line before).
public typealias Property = StyleDeclaration

/// `NSTextAlignment`'s cases, for ``StyleDeclaration/textAlignment(_:fileID:line:)``.
public enum TextAlignment: String, Sendable, CaseIterable {
  case left, center, right, justified, natural
}

/// Collects ``StyleDeclaration``s (with `if`, `for` and `switch`).
@resultBuilder
public enum StyleBuilder {
  public static func buildExpression(_ d: StyleDeclaration) -> [StyleDeclaration] { [d] }
  public static func buildBlock(_ parts: [StyleDeclaration]...) -> [StyleDeclaration] {
    parts.flatMap { $0 }
  }
  public static func buildOptional(_ part: [StyleDeclaration]?) -> [StyleDeclaration] { part ?? [] }
  public static func buildEither(first: [StyleDeclaration]) -> [StyleDeclaration] { first }
  public static func buildEither(second: [StyleDeclaration]) -> [StyleDeclaration] { second }
  public static func buildArray(_ parts: [[StyleDeclaration]]) -> [StyleDeclaration] {
    parts.flatMap { $0 }
  }
}
