import Yams

/// Composing Yams' `Node`s straight from libyaml's events.
///
/// Yams' parser wraps every event in an object, gives each node a tag to resolve, and
/// checks each mapping's keys for duplicates by hashing them; with the default rules a
/// hash resolves the key's tag with seven regular expressions. For a file without anchors,
/// aliases or explicit tags, the tree it makes is known in advance: plain scalars get an
/// implicit tag (resolved later, when read), other scalars `str`, collections an implicit
/// tag; a mapping's duplicate keys are keys of equal text. This composer makes that tree
/// from the events itself. Anything else (a syntax error, a duplicate key, a key that is
/// not a scalar, an anchor, alias or tag) makes it give up, and the file is read by Yams,
/// which words every error: so results and errors are Yams' (`YAMLComposerTagsTests`
/// compares the two on every YAML file of the repository and on edge cases).
extension YAMLComposer {
  /// The composed document: its root, nil for an empty stream.
  struct Composed {
    var root: Node?
  }

  /// The document of `text` composed from libyaml's events; nil when Yams must read it.
  static func composeFromEvents(_ text: String) -> Composed? {
    guard EventComposer.marksWork, let parser = LibYAMLParser(text) else { return nil }
    var composer = EventComposer(parser: parser)
    return try? composer.document()
  }
}

private struct EventComposer {
  let parser: LibYAMLParser

  struct GiveUp: Error {}

  /// Yams' `Mark` has no public initializer, and its only stored properties are `line` and
  /// `column`; a mark is made from the two integers when that layout holds, checked once
  /// by reading one back (if it does not, every file takes Yams' parse).
  static func mark(line: Int, column: Int) -> Mark {
    unsafeBitCast(MarkLayout(line: line, column: column), to: Mark.self)
  }

  private struct MarkLayout {
    var line: Int
    var column: Int
  }

  static let marksWork: Bool = {
    guard MemoryLayout<Mark>.size == MemoryLayout<MarkLayout>.size,
      MemoryLayout<Mark>.alignment == MemoryLayout<MarkLayout>.alignment
    else { return false }
    let m = mark(line: 12_345, column: 678)
    return m.line == 12_345 && m.column == 678
  }()

  mutating func next() throws(GiveUp) -> YAMLEvent {
    guard let event = parser.next() else { throw GiveUp() }
    if case .unsupported = event { throw GiveUp() }
    return event
  }

  /// `Parser.singleRoot()`: one document or none.
  mutating func document() throws(GiveUp) -> YAMLComposer.Composed {
    guard case .streamStart = try next() else { throw GiveUp() }
    switch try next() {
    case .streamEnd: return YAMLComposer.Composed(root: nil)
    case .documentStart: break
    default: throw GiveUp()
    }
    let root = try node(try next())
    guard case .documentEnd = try next(), case .streamEnd = try next() else { throw GiveUp() }
    return YAMLComposer.Composed(root: root)
  }

  mutating func node(_ event: YAMLEvent) throws(GiveUp) -> Node {
    switch event {
    case .scalar(let text, let style, let line, let column):
      guard let style = Node.Scalar.Style(rawValue: style) else { throw GiveUp() }
      // Untagged: a plain scalar's tag is implicit, any other scalar's `str`.
      let tag =
        style == .plain
        ? YAMLComposer.implicitTag() : Tag(.str, .basic, YAMLComposer.sharedConstructor)
      return .scalar(Node.Scalar(text, tag, style, Self.mark(line: line, column: column)))
    case .sequenceStart(let line, let column):
      var items: [Node] = []
      while true {
        let item = try next()
        if case .sequenceEnd(let style) = item {
          guard let style = Node.Sequence.Style(rawValue: style) else { throw GiveUp() }
          return .sequence(
            Node.Sequence(
              items, YAMLComposer.collectionTag(), style, Self.mark(line: line, column: column)))
        }
        items.append(try node(item))
      }
    case .mappingStart(let line, let column):
      var pairs: [(Node, Node)] = []
      var keys: Set<String> = []
      while true {
        let key = try next()
        if case .mappingEnd(let style) = key {
          guard let style = Node.Mapping.Style(rawValue: style) else { throw GiveUp() }
          return .mapping(
            Node.Mapping(
              pairs, YAMLComposer.collectionTag(), style, Self.mark(line: line, column: column)))
        }
        // A key of another kind, or one written twice: Yams decides (and words the error).
        guard case .scalar(let text, _, _, _) = key, keys.insert(text).inserted else {
          throw GiveUp()
        }
        let keyNode = try node(key)
        pairs.append((keyNode, try node(try next())))
      }
    default:
      throw GiveUp()
    }
  }
}
