/// The budgets that keep a hostile document bounded: checked while reading, before the
/// work they bound, so a file cannot make themeshot run out of stack, memory or time.
///
/// Every input kind (theme, screen, project and scene files) reads through these; raise a
/// budget by passing your own value to the reader.
public struct DocumentLimits: Sendable, Hashable {
  /// A bigger file is refused before it is parsed. Real themes and screens are kilobytes.
  public var maximumBytes: Int
  /// Deeper nesting of arrays and dictionaries is refused, so recursion stays shallow.
  public var maximumDepth: Int
  /// Values a YAML document may expand to once its aliases are followed: a "billion
  /// laughs" file of a few hundred bytes would otherwise expand to billions of nodes.
  public var maximumNodes: Int

  public init(maximumBytes: Int = 16 << 20, maximumDepth: Int = 200, maximumNodes: Int = 250_000) {
    self.maximumBytes = maximumBytes
    self.maximumDepth = maximumDepth
    self.maximumNodes = maximumNodes
  }

  /// 16 MiB, 200 levels, 250,000 values.
  public static let standard = DocumentLimits()
}
