import OrderedCollections
import Primitives

/// The theme dialects themeshot reads (see `docs/themes.md`).
public enum Dialect: String, Hashable, Sendable, CaseIterable {
  /// Motif JSON/YAML: `$Constant`, `.Class`, `_superclass`.
  case motif
  /// Giotto (SDThemeManager) plist/JSON: `Constants`, style groups, `_superstyle`,
  /// `color:`/`font:`/`style:` conventions.
  case giotto
  /// A_StyleInjection plist: controller sections, `@Type` and `#identifier` sets.
  case styleInjection
  /// Pixelbits JSON/YAML: nested hierarchy selectors, dash-case keys, `key:state`.
  case pixelbits
  /// A theme written in Swift (``ThemeBuilder``), Overlay's idea.
  case swift
}

/// A named constant after references are followed.
public struct ThemeConstant: Hashable, Sendable {
  /// The name without its sigil (`RedColor` for Motif's `$RedColor`).
  public var name: String
  /// The value. Constants have no property type, so only self-describing syntaxes are
  /// converted (Giotto's `color:`/`font:`…, Pixelbits' `image()`); other text stays a string
  /// until a property uses it.
  public var value: ThemeValue
  /// The literal the references end at, as written (not typed by any use): what two themes'
  /// constants are compared by.
  public var literal: ThemeValue
  /// Where the constant is defined.
  public var location: SourceLocation
  /// The references followed from this constant to its literal.
  public var references: [ReferenceStep]
  public var dialect: Dialect
}

/// A named style (Motif class, Giotto style), resolved: inheritance applied, references
/// replaced, values typed. Applied explicitly by name, not by selector.
public struct ThemeStyle: Hashable, Sendable {
  /// The name without its sigil (`Button` for Motif's `.Button`).
  public var name: String
  /// Inherited properties first, then the style's own on top.
  public var properties: PropertySet
  /// The parents as written (`_superclass`/`_superstyle`), in application order.
  public var superstyles: [String]
  /// Where the style is defined.
  public var location: SourceLocation
  public var dialect: Dialect
}

/// A selector rule (A_StyleInjection, Pixelbits): applied to every widget it matches.
public struct ThemeRule: Hashable, Sendable {
  public var selector: Selector
  public var properties: PropertySet
  /// Where the rule's key was written.
  public var location: SourceLocation
  /// Higher wins; see ``Specificity``.
  public var specificity: Specificity
  public var dialect: Dialect
}

/// A loaded theme: constants, named styles and selector rules, resolved and typed, plus the
/// warnings found while loading. Build one with ``Theme/load(files:alternatives:options:)``
/// or ``ThemeBuilder``.
public struct Theme: Sendable {
  /// Constants by name (no sigil), in definition order.
  public var constants: OrderedDictionary<String, ThemeConstant>
  /// Named styles by name (no sigil), in definition order, fully resolved.
  public var styles: OrderedDictionary<String, ThemeStyle>
  /// Selector rules in source order (sort by ``ThemeRule/specificity`` to cascade).
  public var rules: [ThemeRule]
  /// Warnings (and, for a theme loaded with ``ThemeLoadOptions/keepGoing``, errors), sorted
  /// by file, line and column.
  public var diagnostics: [Diagnostic]
  /// Styles that could not be resolved (in a cycle, or with a broken value) and why; only
  /// present when loaded with ``ThemeLoadOptions/keepGoing``.
  public var unusableStyles: [String: Diagnostic]

  public init(
    constants: OrderedDictionary<String, ThemeConstant> = [:],
    styles: OrderedDictionary<String, ThemeStyle> = [:], rules: [ThemeRule] = [],
    diagnostics: [Diagnostic] = [], unusableStyles: [String: Diagnostic] = [:]
  ) {
    self.constants = constants
    self.styles = styles
    self.rules = rules
    self.diagnostics = diagnostics
    self.unusableStyles = unusableStyles
  }

  /// The named style, or a located diagnostic: an unknown name (with a "did you mean"
  /// hint), or a style that failed to resolve (for example, one in an inheritance cycle).
  public func style(named name: String) throws(Diagnostic) -> ThemeStyle {
    if let style = styles[name] { return style }
    if let broken = unusableStyles[name] { throw broken }
    var message = "unknown style '\(name)'"
    if let hint = Suggestion.closest(to: name, in: Array(styles.keys)) {
      message += " (did you mean '\(hint)'?)"
    }
    throw .error(message)
  }

  /// The rules matching `path` (outermost first; the subject last), lowest priority first,
  /// so applying them in order lets the highest win.
  public func rules(matching path: [SelectorSubject]) -> [ThemeRule] {
    rules.filter { $0.selector.matches(path) }.sorted { $0.specificity < $1.specificity }
  }

  /// The properties every matching rule sets for `path`, cascaded (highest priority wins;
  /// per-state values merge state by state).
  public func ruleProperties(for path: [SelectorSubject]) -> PropertySet {
    var result = PropertySet()
    for rule in rules(matching: path) { result.apply(rule.properties) }
    return result
  }

  /// True when loading found errors (only possible with ``ThemeLoadOptions/keepGoing``).
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
