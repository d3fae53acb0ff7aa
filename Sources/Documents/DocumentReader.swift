import Foundation
import Primitives

/// A parsed document: its root value and the warnings reading it raised (duplicate keys,
/// typographic quotes).
public struct ParsedDocument: Sendable {
  public var root: DocumentNode
  public var warnings: [Diagnostic]

  public init(root: DocumentNode, warnings: [Diagnostic] = []) {
    self.root = root
    self.warnings = warnings
  }
}

/// The one entry point for located reading: bytes in any of the three formats → a
/// ``DocumentNode`` tree, within ``DocumentLimits``.
public enum DocumentReader {
  /// Reads `bytes`; `format` defaults to what the file name or the content suggests.
  /// `strictJSON` reads JSON as RFC 8259 (scene files) instead of the forgiving reading
  /// theme files get (comments, typographic quotes).
  public static func read(
    _ bytes: [UInt8], file: String, format: DocumentFormat? = nil, strictJSON: Bool = false,
    limits: DocumentLimits = .standard
  ) throws(Diagnostic) -> ParsedDocument {
    try checkSize(bytes.count, file: file, limits: limits)
    switch format ?? DocumentFormat.fromExtension(file) ?? DocumentFormat.sniff(bytes) {
    case .json:
      var reader = JSONReader(bytes: bytes, file: file, strict: strictJSON, limits: limits)
      let root = try reader.read()
      return ParsedDocument(root: root, warnings: reader.warnings)
    case .yaml:
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw .error(
          "YAML: the file is not valid UTF-8",
          at: .firstInvalidUTF8(bytes, file: file) ?? SourceLocation(file: file))
      }
      return ParsedDocument(root: try YAMLReader.read(text, file: file, limits: limits))
    case .plist:
      return ParsedDocument(root: try PlistReader.read(bytes, file: file, limits: limits))
    }
  }

  /// Reads the file at `path` (see ``read(_:file:format:strictJSON:limits:)``).
  public static func read(
    path: String, format: DocumentFormat? = nil, strictJSON: Bool = false,
    limits: DocumentLimits = .standard
  ) throws(Diagnostic) -> ParsedDocument {
    try read(
      try contents(of: path, limits: limits), file: path, format: format, strictJSON: strictJSON,
      limits: limits)
  }

  /// The bytes of the file at `path`, refusing a missing file or one over the size budget
  /// before reading it whole; `kind` names the file in the message ("cannot read the file").
  public static func contents(
    of path: String, kind: String = "the file", limits: DocumentLimits = .standard
  ) throws(Diagnostic) -> [UInt8] {
    if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int {
      try checkSize(size, file: path, limits: limits)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .error("cannot read \(kind)", at: SourceLocation(file: path))
    }
    try checkSize(data.count, file: path, limits: limits)
    return Array(data)
  }

  static func checkSize(_ count: Int, file: String, limits: DocumentLimits) throws(Diagnostic) {
    guard count <= limits.maximumBytes else {
      throw .error(
        "the file is \(count) bytes, more than the \(limits.maximumBytes)-byte budget",
        at: SourceLocation(file: file, line: 1, column: 1))
    }
  }
}
