import Primitives

/// Turns theme names (`$primary-color`, `layer.cornerRadius`, `Button.Large`) into Swift
/// identifiers and literals.
enum SwiftIdentifier {
  /// A lowerCamelCase member name: words split at anything that is not a letter or digit,
  /// the first word lowercased (all of it when it is an acronym), a leading digit prefixed
  /// with `_`.
  static func member(_ name: String) -> String {
    let words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    guard let first = words.first else { return "_" }
    let head =
      first.allSatisfy { $0.isUppercase || $0.isNumber } ? first.lowercased() : lowerFirst(first)
    var out = head + words.dropFirst().map(upperFirst).joined()
    if let c = out.first, c.isNumber { out = "_" + out }
    return out
  }

  /// An UpperCamelCase type name.
  static func type(_ name: String) -> String {
    let m = member(name)
    return m.hasPrefix("_") ? m : upperFirst(m)
  }

  /// `name`, in backticks when it is a Swift keyword.
  static func escaped(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  /// A Swift string literal of `value`: JSON's escapes, with `\u{1f}` for other control
  /// characters.
  static func stringLiteral(_ value: String) -> String {
    var out = ""
    JSONValue.quote(value, into: &out) { hex in "\\u{\(hex)}" }
    return out
  }

  private static func lowerFirst(_ s: String) -> String { s.prefix(1).lowercased() + s.dropFirst() }
  private static func upperFirst(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }

  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
  ]
}
