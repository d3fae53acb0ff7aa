import Documents
import Primitives

/// What a dialect reads from its documents, before references, inheritance and types are
/// resolved. Every dialect fills one; the ``Resolver`` turns it into a ``Theme``.
struct Draft {
  struct Constant {
    var name: String
    var value: DocumentNode
    var location: SourceLocation
    var dialect: Dialect
    /// True for an alternative theme's definition, which replaces the default's on purpose
    /// (no duplicate warning).
    var replacesQuietly = false
    /// A value already typed (a constant written in Swift); `value` is then unused.
    var typed: ThemeValue?
  }

  /// A set of declarations: a style's body, a rule's body or an inline child style.
  struct Body: Sendable {
    var declarations: [Declaration] = []
    /// `_superclass`/`_superstyle` parents with where each was written.
    var superstyles: [(name: String, location: SourceLocation)] = []
  }

  struct Declaration: Sendable {
    /// The key as written (normalised later: dash-case, states, comma lists).
    var key: String
    var location: SourceLocation
    var value: Value
  }

  enum Value: Sendable {
    /// A document value, converted by the property's type.
    case node(DocumentNode)
    /// An inline style for a child (a nested dictionary, a Pixelbits `@subview`).
    case body(Body)
    /// A value made in Swift, already typed.
    case typed(ThemeValue)
  }

  struct Style {
    var name: String
    var body: Body
    var location: SourceLocation
    var dialect: Dialect
    /// Giotto's `_inherit`: lay this style over the previous definition of its name.
    var extendsPrevious = false
    /// See ``Constant/replacesQuietly``.
    var replacesQuietly = false
  }

  struct Rule {
    var selector: Selector
    var body: Body
    var location: SourceLocation
    var components: [Int]
    var dialect: Dialect
  }

  var constants: [Constant] = []
  var styles: [Style] = []
  var rules: [Rule] = []
  var diagnostics: [Diagnostic] = []
  /// The sigil constants are written with in messages (`$` in Motif and Pixelbits).
  var constantSigil: [Dialect: String] = [.motif: "$", .pixelbits: "$", .swift: "$"]

  mutating func append(_ other: Draft) {
    // Onto an empty draft (the first file), take the other's arrays as they are: `+=` copied
    // every definition, seven retains each, and grew a new megabyte-sized buffer.
    Self.append(other.constants, to: &constants)
    Self.append(other.styles, to: &styles)
    Self.append(other.rules, to: &rules)
    Self.append(other.diagnostics, to: &diagnostics)
  }

  private static func append<T>(_ items: [T], to list: inout [T]) {
    if list.isEmpty { list = items } else { list += items }
  }
}

/// Normalised property keys: one written key can name several properties (Giotto's comma
/// lists) and carry a control state.
enum KeyNormalizer {
  struct Key: Hashable {
    var name: String
    var state: ControlState?
  }

  /// `"textColor,layer.borderColor"` → two keys; `background-color` → `backgroundColor`;
  /// `Title:normal` (Pixelbits), `selected:titleColor` (Giotto) and `normalTitleColor`
  /// (A_StyleInjection) → `title`/`titleColor` with a state. Aliases map to canonical names.
  /// Unknown states give a warning message and are dropped, or with
  /// `unknownStateIsNormal` (Pixelbits: UIControlStateConverter.swift falls back to
  /// `.Normal`) set the normal state, as the device does.
  static func keys(
    _ written: String, catalog: PropertyCatalog, unknownStateIsNormal: Bool = false
  ) -> (keys: [Key], warnings: [String]) {
    // The common case: one canonical name, nothing to rewrite.
    if let d = catalog.descriptor(for: written), d.name == written,
      !written.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ":") })
    {
      return ([Key(name: written, state: nil)], [])
    }
    var keys: [Key] = []
    var warnings: [String] = []
    for raw in written.split(separator: ",") {
      let part = raw.trimmed()
      guard !part.isEmpty else { continue }
      var name = part
      var state: ControlState?
      if let colon = part.firstIndex(of: ":") {
        var head = String(part[..<colon])
        var tail = String(part[part.index(after: colon)...])
        if unknownStateIsNormal {
          // Pixelbits (PBProperty.swift `parseKey`) splits at every ':', dropping empty
          // pieces, and reads a state only from exactly two; any other key keeps its colons
          // as its name, which no view responds to: the key is skipped.
          let pieces = part.split(separator: ":")
          guard pieces.count == 2 else {
            warnings.append(
              "'\(part)' is not 'key:state'; Pixelbits reads it as one property name, which no view has, and the key is ignored"
            )
            continue
          }
          (head, tail) = (String(pieces[0]), String(pieces[1]))
        }
        if let s = ControlState(name: head) {
          state = s
          name = tail
        } else if let s = ControlState(name: tail) {
          state = s
          name = head
        } else if unknownStateIsNormal {
          warnings.append(
            "unknown control state in '\(part)'; Pixelbits sets it for the normal state")
          state = .normal
          name = head
        } else {
          warnings.append("unknown control state in '\(part)'; the key is ignored")
          continue
        }
      }
      name = camelCase(name)
      if catalog.descriptor(for: name) == nil, let first = name.first, first.isUppercase {
        let lowered = first.lowercased() + name.dropFirst()
        if catalog.descriptor(for: lowered) != nil { name = lowered }
      }
      if state == nil, catalog.descriptor(for: name) == nil {
        // A_StyleInjection's `normalTitleColor`, `highlightedTitle`, …
        for s in ControlState.allCases where name.hasPrefix(s.rawValue) {
          let rest = name.dropFirst(s.rawValue.count)
          guard let f = rest.first, f.isUppercase else { continue }
          let property = f.lowercased() + rest.dropFirst()
          if let d = catalog.descriptor(for: property), d.supportsStates {
            name = property
            state = s
          }
        }
      }
      keys.append(Key(name: catalog.canonicalName(for: name), state: state))
    }
    return (keys, warnings)
  }
}
