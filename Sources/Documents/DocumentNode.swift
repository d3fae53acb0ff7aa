import Primitives

/// One value of a parsed document (JSON, YAML or plist), with where it was written.
///
/// Every theme dialect and the scene reader read this tree, never the raw bytes, so every value and key keeps its
/// file, line and column, and dictionaries keep their document order (Foundation's
/// dictionaries would lose it).
public struct DocumentNode: Hashable, Sendable {
  /// The kinds of value the three document formats share. Not `indirect`: arrays and
  /// dictionaries already hold their items out of line, and a boxed kind cost one allocation
  /// (and a retain on every copy) per value read.
  public enum Kind: Hashable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([DocumentNode])
    /// Entries in document order; a key may repeat (the reader warns, the later wins).
    case dictionary([Entry])
  }

  /// A dictionary entry: its key, where the key was written, and the value.
  public struct Entry: Hashable, Sendable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: DocumentNode

    public init(key: String, keyLocation: SourceLocation, value: DocumentNode) {
      self.key = key
      self.keyLocation = keyLocation
      self.value = value
    }
  }

  public var kind: Kind
  /// Where the value starts; `keyPath` names it from the document root.
  public var location: SourceLocation
  /// True for a YAML plain (unquoted) scalar that was empty: `key:` or `key: #abc`,
  /// where `#` starts a comment. The dialects warn about it.
  public var isEmptyPlainScalar: Bool

  public init(_ kind: Kind, at location: SourceLocation, isEmptyPlainScalar: Bool = false) {
    self.kind = kind
    self.location = location
    self.isEmptyPlainScalar = isEmptyPlainScalar
  }

  /// The entries when this is a dictionary.
  public var entries: [Entry]? {
    if case .dictionary(let e) = kind { return e }
    return nil
  }

  /// The text when this is a string.
  public var string: String? {
    if case .string(let s) = kind { return s }
    return nil
  }

  /// The value of the first entry named `key`, when this is a dictionary.
  public subscript(key: String) -> DocumentNode? {
    entries?.last(where: { $0.key == key })?.value
  }

  /// A short name for the kind, for messages ("a string", "a dictionary").
  public var kindDescription: String {
    switch kind {
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    case .array: "an array"
    case .dictionary: "a dictionary"
    }
  }
}

/// The format a document is written in, from its extension or its first bytes.
public enum DocumentFormat: String, Sendable, CaseIterable {
  case json
  case yaml
  case plist

  /// The format a file name suggests (`.json`, `.yaml`/`.yml`, `.plist`), if any.
  public static func fromExtension(_ path: String) -> DocumentFormat? {
    let ext = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
    switch ext {
    case "json": return .json
    case "yaml", "yml": return .yaml
    case "plist": return .plist
    default: return nil
    }
  }

  /// Guesses the format from the content when the extension says nothing.
  public static func sniff(_ bytes: [UInt8]) -> DocumentFormat {
    if bytes.starts(with: Array("bplist".utf8)) { return .plist }
    for b in bytes
    where b != 0x20 && b != 0x0A && b != 0x0D && b != 0x09 && b != 0xEF
      && b != 0xBB && b != 0xBF
    {
      if b == UInt8(ascii: "<") { return .plist }
      if b == UInt8(ascii: "{") || b == UInt8(ascii: "[") { return .json }
      return .yaml
    }
    return .yaml
  }
}

/// Appends one component to a dotted key path.
public func appendKeyPath(_ base: String, _ component: String) -> String {
  base.isEmpty ? component : base + "." + component
}
