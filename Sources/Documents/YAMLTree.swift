import Yams

/// A composed YAML document as one flat array of nodes in document order (each node
/// before its children, a mapping's key before its value), for readers that walk a file
/// once: a screen of 10,000 labels made a Yams node, a tag object and an array per value.
///
/// Nodes are `Int` positions; a node's children follow it, and `end` is the position past
/// its subtree, so the next sibling is found without a list of children. What a reader can
/// observe is what Yams' `Node` shows (kind, text, style, mark, raw tag), and `string`,
/// `bool` and `float` answer as Yams' accessors do (`YAMLTreeTests` compares them).
package struct YAMLTree: Sendable {
  package enum Kind: UInt8, Sendable {
    case scalar, sequence, mapping
    /// Yams' `.alias` (its parser never makes one: it shares the anchored node).
    case alias
  }

  /// One node. `style` is Yams' raw style of its kind (for scalars: 0 any, 1 plain, 2
  /// single-quoted, 3 double-quoted, 4 literal, 5 folded).
  /// Positions and marks are 32-bit (40 bytes a node, where 64-bit fields took 56: a
  /// screen of 10,000 labels spent a tenth of its composing in page faults growing the
  /// array); a text too long for them is read through Yams' nodes instead.
  package struct Entry: Sendable {
    package var text: String
    var line32: Int32
    var column32: Int32
    /// The position past this node's subtree.
    var end32: Int32
    /// Items of a sequence, pairs of a mapping.
    var count32: Int32
    package var kind: Kind
    package var style: UInt8
    /// `Tag.implicit`, `Tag.str`, or another tag named in `tagNames`.
    package var tag: TagCode

    init(
      text: String, line: Int, column: Int, end: Int, count: Int, kind: Kind, style: UInt8,
      tag: TagCode
    ) {
      self.text = text
      self.line32 = Int32(truncatingIfNeeded: line)
      self.column32 = Int32(truncatingIfNeeded: column)
      self.end32 = Int32(truncatingIfNeeded: end)
      self.count32 = Int32(truncatingIfNeeded: count)
      self.kind = kind
      self.style = style
      self.tag = tag
    }

    package var line: Int { Int(line32) }
    package var column: Int { Int(column32) }
    package var end: Int {
      get { Int(end32) }
      set { end32 = Int32(truncatingIfNeeded: newValue) }
    }
    package var count: Int {
      get { Int(count32) }
      set { count32 = Int32(truncatingIfNeeded: newValue) }
    }
  }

  /// The most bytes a text composed into a tree may have: every line, column and position
  /// in it fits the entries' 32-bit fields.
  package static let maximumTextBytes = Int(Int32.max) / 2

  package enum TagCode: UInt8, Sendable {
    case implicit, str, named
  }

  package private(set) var entries: [Entry] = []
  /// The raw names of tags other than implicit and `str`, by position (only files Yams
  /// composed have them).
  private var tagNames: [Int: String] = [:]

  package init() {}

  /// An empty tree with room for `capacity` nodes (reserved, not touched).
  package init(capacity: Int) {
    entries.reserveCapacity(capacity)
  }

  /// The root (a tree is never empty).
  package var root: Int { 0 }
  package var nodeCount: Int { entries.count }

  @inline(__always) package func kind(_ n: Int) -> Kind { entries[n].kind }
  @inline(__always) package func text(_ n: Int) -> String { entries[n].text }
  @inline(__always) package func style(_ n: Int) -> UInt8 { entries[n].style }
  @inline(__always) package func count(_ n: Int) -> Int { entries[n].count }
  @inline(__always) package func line(_ n: Int) -> Int { entries[n].line }
  @inline(__always) package func column(_ n: Int) -> Int { entries[n].column }
  @inline(__always) package func end(_ n: Int) -> Int { entries[n].end }

  package func isScalar(_ n: Int) -> Bool { entries[n].kind == .scalar }
  package func isSequence(_ n: Int) -> Bool { entries[n].kind == .sequence }
  package func isMapping(_ n: Int) -> Bool { entries[n].kind == .mapping }

  /// A scalar's style is single- or double-quoted.
  package func isQuoted(_ n: Int) -> Bool { entries[n].style == 2 || entries[n].style == 3 }

  /// The items of a sequence (or the keys and values of a mapping, alternating).
  package func children(_ n: Int) -> Children { Children(tree: self, start: n + 1, end: end(n)) }

  /// A mapping's pairs, in order.
  package func pairs(_ n: Int) -> Pairs { Pairs(tree: self, start: n + 1, end: end(n)) }

  package struct Children: Sequence, IteratorProtocol {
    let tree: YAMLTree
    var start: Int
    let end: Int
    package mutating func next() -> Int? {
      guard start < end else { return nil }
      defer { start = tree.entries[start].end }
      return start
    }
  }

  package struct Pairs: Sequence, IteratorProtocol {
    let tree: YAMLTree
    var start: Int
    let end: Int
    package mutating func next() -> (key: Int, value: Int)? {
      guard start < end else { return nil }
      let key = start
      let value = tree.entries[key].end
      start = tree.entries[value].end
      return (key, value)
    }
  }

  // MARK: Building

  /// Appends a scalar; returns its position.
  @discardableResult
  package mutating func appendScalar(
    _ text: String, style: UInt8, tag: TagCode, tagName: String? = nil, line: Int, column: Int
  ) -> Int {
    let n = entries.count
    entries.append(
      Entry(
        text: text, line: line, column: column, end: n + 1, count: 0, kind: .scalar,
        style: style, tag: tag))
    if tag == .named, let tagName { tagNames[n] = tagName }
    return n
  }

  /// Opens a sequence or mapping; its children are appended next, then `close`.
  package mutating func open(
    _ kind: Kind, tag: TagCode = .implicit, tagName: String? = nil, line: Int, column: Int
  ) -> Int {
    let n = entries.count
    entries.append(
      Entry(
        text: "", line: line, column: column, end: n + 1, count: 0, kind: kind, style: 0,
        tag: tag))
    if tag == .named, let tagName { tagNames[n] = tagName }
    return n
  }

  /// Closes the collection `n` opened, with `count` items (pairs for a mapping).
  package mutating func close(_ n: Int, count: Int, style: UInt8) {
    entries[n].end = entries.count
    entries[n].count = count
    entries[n].style = style
  }

  /// Appends a copy of the subtree at `n` whose scalars `fill` may change (new text, or
  /// the text, style and tag of another scalar); a mapping's keys are copied as they are.
  /// Returns the copy's position.
  package mutating func appendCopy(of n: Int, fill: (YAMLTree, Int) -> Fill) -> Int {
    let start = entries.count
    copy(n, delta: start - n, filling: true, fill: fill)
    return start
  }

  private mutating func copy(
    _ n: Int, delta: Int, filling: Bool, fill: (YAMLTree, Int) -> Fill
  ) {
    var e = entries[n]
    e.end += delta
    var name = tagNames.isEmpty ? nil : tagNames[n]
    switch e.kind {
    case .scalar:
      switch filling ? fill(self, n) : .keep {
      case .keep: break
      case .text(let text): e.text = text
      case .scalar(let source):
        let s = entries[source]
        e.text = s.text
        e.style = s.style
        e.tag = s.tag
        name = tagNames.isEmpty ? nil : tagNames[source]
      }
      append(e, name)
    case .sequence:
      append(e, name)
      var child = n + 1
      while child < entries[n].end {
        copy(child, delta: delta, filling: filling, fill: fill)
        child = entries[child].end
      }
    case .mapping:
      append(e, name)
      var key = n + 1
      while key < entries[n].end {
        let value = entries[key].end
        copy(key, delta: delta, filling: false, fill: fill)
        copy(value, delta: delta, filling: filling, fill: fill)
        key = entries[value].end
      }
    case .alias:
      append(e, name)
    }
  }

  private mutating func append(_ e: Entry, _ tagName: String?) {
    if e.tag == .named, let tagName { tagNames[entries.count] = tagName }
    entries.append(e)
  }

  package enum Fill {
    case keep
    case text(String)
    /// The text, style and tag of the scalar at this position (a template's placeholder
    /// that is the whole string takes the data item's value as written).
    case scalar(Int)
  }

  // MARK: Yams' accessors

  /// The scalar at `n` as Yams' parser made it (text, raw tag, style, mark).
  package func yamsScalar(_ n: Int) -> Node.Scalar {
    let e = entries[n]
    let tag: Tag
    switch e.tag {
    case .implicit: tag = Tag(.implicit)
    case .str: tag = Tag(.str)
    case .named: tag = Tag(Tag.Name(rawValue: tagNames[n] ?? ""))
    }
    return Node.Scalar(e.text, tag, Node.Scalar.Style(rawValue: UInt32(e.style)) ?? .any)
  }

  /// Yams' `Node.string`: a scalar's text; for a mapping, the value of its first key whose
  /// tag is `value` (`=`); nil otherwise.
  package func string(_ n: Int) -> String? {
    switch entries[n].kind {
    case .scalar: return entries[n].text
    case .sequence, .alias: return nil
    case .mapping:
      for (key, value) in pairs(n) where isValueTagged(key) { return string(value) }
      return nil
    }
  }

  /// Yams' `Node.bool`.
  package func bool(_ n: Int) -> Bool? {
    isScalar(n) ? Node.scalar(yamsScalar(n)).bool : nil
  }

  /// Yams' `Node.float`.
  package func float(_ n: Int) -> Double? {
    isScalar(n) ? Node.scalar(yamsScalar(n)).float : nil
  }

  /// Whether the node's resolved tag is `tag:yaml.org,2002:value`, as Yams resolves it.
  private func isValueTagged(_ n: Int) -> Bool {
    let value = Tag.Name.value.rawValue
    switch entries[n].kind {
    case .scalar: return Node.scalar(yamsScalar(n)).tag.rawValue == value
    case .sequence, .mapping, .alias: return entries[n].tag == .named && tagNames[n] == value
    }
  }
}
