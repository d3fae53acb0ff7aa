/// Where a value came from: a file, a 1-based line and column, and a key path.
public struct SourceLocation: Hashable, Sendable, Comparable {
  /// The file as the user named it (relative paths stay relative).
  public var file: String
  /// 1-based; 0 when unknown.
  public var line: Int
  /// 1-based; 0 when unknown.
  public var column: Int
  /// The key path's leading part when it is shared (the widget node a screen value sits
  /// in), nil when `tail` is the whole path: a screen of 10,000 labels built a 40-byte
  /// string per value that only a diagnostic reads.
  private var head: KeyPathPrefix?
  /// The rest of the key path, after `head`.
  private var tail: String

  /// Dotted key path inside the document (`.Button.titleColor`), empty for the root.
  public var keyPath: String {
    get { head.map { $0.string + tail } ?? tail }
    set {
      head = nil
      tail = newValue
    }
  }

  public init(file: String, line: Int = 0, column: Int = 0, keyPath: String = "") {
    self.file = file
    self.line = line
    self.column = column
    self.head = nil
    self.tail = keyPath
  }

  /// A location whose key path is `prefix`'s followed by `tail`, built only when read.
  package init(file: String, line: Int, column: Int, under prefix: KeyPathPrefix?, _ tail: String) {
    self.file = file
    self.line = line
    self.column = column
    self.head = prefix
    self.tail = tail
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

  public static func == (a: SourceLocation, b: SourceLocation) -> Bool {
    guard a.line == b.line, a.column == b.column, a.file == b.file else { return false }
    if a.head === b.head { return a.tail == b.tail }
    return a.keyPath == b.keyPath
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(file)
    hasher.combine(line)
    hasher.combine(column)
    hasher.combine(keyPath)
  }

  public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
    // The tuple order (file, line, column, key path); the paths joined only on a tie.
    if a.file != b.file { return a.file < b.file }
    if a.line != b.line { return a.line < b.line }
    if a.column != b.column { return a.column < b.column }
    return a.keyPath < b.keyPath
  }
}

/// A key path's leading part, shared by every location under one node (a screen's widget):
/// its parent's path followed by `component` (`.children[3]`), joined when read.
package final class KeyPathPrefix: Sendable {
  package let parent: KeyPathPrefix?
  package let component: String

  package init(_ parent: KeyPathPrefix?, _ component: String) {
    self.parent = parent
    self.component = component
  }

  /// The whole prefix, `root.children[0].children[3]`.
  package var string: String {
    guard let parent else { return component }
    var parts = [component]
    var next: KeyPathPrefix? = parent
    while let p = next {
      parts.append(p.component)
      next = p.parent
    }
    return parts.reversed().joined()
  }
}
