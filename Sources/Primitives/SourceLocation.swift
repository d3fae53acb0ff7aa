/// Where a value came from: a file, a 1-based line and column, and a key path.
public struct SourceLocation: Hashable, Sendable, Comparable {
  /// The file as the user named it (relative paths stay relative).
  public var file: String
  /// 1-based; 0 when unknown.
  public var line: Int
  /// 1-based; 0 when unknown.
  public var column: Int
  /// Dotted key path inside the document (`.Button.titleColor`), empty for the root.
  public var keyPath: String

  public init(file: String, line: Int = 0, column: Int = 0, keyPath: String = "") {
    self.file = file
    self.line = line
    self.column = column
    self.keyPath = keyPath
  }

  /// `file:line:col`, leaving out what is unknown (the compiler's form).
  public var description: String {
    var s = file
    if line > 0 {
      s += ":\(line)"
      if column > 0 { s += ":\(column)" }
    }
    return s
  }

  public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
    (a.file, a.line, a.column, a.keyPath) < (b.file, b.line, b.column, b.keyPath)
  }
}
