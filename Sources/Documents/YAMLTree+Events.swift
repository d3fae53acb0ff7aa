/// Composing a `YAMLTree` straight from libyaml's events: the same give-ups as the events
/// composer of Yams' nodes (`YAMLComposer+Events.swift`), so a tree is made exactly when
/// that composer would make Yams' tree, and holds what that tree holds.
extension YAMLComposer {
  /// The document of `text` (its tree, nil for an empty stream); nil when Yams must read it.
  static func treeFromEvents(_ text: String) -> YAMLTree?? {
    guard let parser = LibYAMLParser(text) else { return nil }
    // Room for a node every two bytes (about what a flow list takes), reserved only (pages
    // are touched as nodes arrive), so the array is seldom copied as it grows.
    var builder = TreeBuilder(parser: parser, capacity: min(text.utf8.count / 2, 1 << 20) + 4)
    guard (try? builder.document()) != nil else { return nil }
    return .some(builder.isEmpty ? nil : builder.tree)
  }
}

private struct TreeBuilder {
  let parser: LibYAMLParser
  var tree: YAMLTree
  var isEmpty = false
  /// The keys of the mappings being read, innermost last (duplicates are looked for among
  /// one mapping's keys: a few each, so a search beats hashing).
  var keys: [Int] = []

  struct GiveUp: Error {}

  init(parser: LibYAMLParser, capacity: Int) {
    self.parser = parser
    self.tree = YAMLTree(capacity: capacity)
  }

  mutating func next() throws(GiveUp) -> YAMLEvent {
    guard let event = parser.next() else { throw GiveUp() }
    if case .unsupported = event { throw GiveUp() }
    return event
  }

  /// `Parser.singleRoot()`: one document or none.
  mutating func document() throws(GiveUp) {
    guard case .streamStart = try next() else { throw GiveUp() }
    switch try next() {
    case .streamEnd:
      isEmpty = true
      return
    case .documentStart: break
    default: throw GiveUp()
    }
    try node(try next())
    guard case .documentEnd = try next(), case .streamEnd = try next() else { throw GiveUp() }
  }

  mutating func node(_ event: YAMLEvent) throws(GiveUp) {
    switch event {
    case .scalar(let text, let style, let line, let column):
      // Yams' scalar styles are libyaml's numbers, 0 (any) to 5 (folded).
      guard style <= 5 else { throw GiveUp() }
      // Untagged: a plain scalar's tag is implicit, any other scalar's `str`.
      tree.appendScalar(
        text, style: UInt8(style), tag: style == 1 ? .implicit : .str, line: line,
        column: column)
    case .sequenceStart(let line, let column):
      let n = tree.open(.sequence, line: line, column: column)
      var count = 0
      while true {
        let item = try next()
        if case .sequenceEnd(let style) = item {
          // Yams' collection styles: 0 any, 1 block, 2 flow.
          guard style <= 2 else { throw GiveUp() }
          tree.close(n, count: count, style: UInt8(style))
          return
        }
        try node(item)
        count += 1
      }
    case .mappingStart(let line, let column):
      let n = tree.open(.mapping, line: line, column: column)
      let first = keys.count
      defer { keys.removeSubrange(first...) }
      var count = 0
      while true {
        let key = try next()
        if case .mappingEnd(let style) = key {
          guard style <= 2 else { throw GiveUp() }
          tree.close(n, count: count, style: UInt8(style))
          return
        }
        // A key of another kind, or one written twice: Yams decides (and words the error).
        guard case .scalar(let text, _, _, _) = key else { throw GiveUp() }
        if count < 16 {
          for k in keys[first...] where tree.text(k) == text { throw GiveUp() }
        } else if count == 16 {
          var seen = Set(keys[first...].map { tree.text($0) })
          guard seen.insert(text).inserted else { throw GiveUp() }
          try rest(of: n, count: count, seen: &seen, firstKey: key)
          return
        }
        keys.append(tree.nodeCount)
        try node(key)
        try node(try next())
        count += 1
      }
    default:
      throw GiveUp()
    }
  }

  /// A large mapping's pairs from its 17th key on, duplicates found by hashing.
  private mutating func rest(
    of n: Int, count: Int, seen: inout Set<String>, firstKey: YAMLEvent
  ) throws(GiveUp) {
    var count = count
    var key = firstKey
    while true {
      try node(key)
      try node(try next())
      count += 1
      key = try next()
      if case .mappingEnd(let style) = key {
        guard style <= 2 else { throw GiveUp() }
        tree.close(n, count: count, style: UInt8(style))
        return
      }
      guard case .scalar(let text, _, _, _) = key, seen.insert(text).inserted else {
        throw GiveUp()
      }
    }
  }
}
