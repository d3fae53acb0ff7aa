import Yams

/// Composing without Yams' tag regexes.
///
/// While composing, Yams checks each mapping for duplicate keys by hashing the keys, and
/// hashing a key resolves its tag with seven `NSRegularExpression` rules (a profile of a
/// 10,000-label screen: a sixth of the whole render). With no rules (`Resolver.basic`)
/// every key is a string, so a duplicate under the default rules is still one, and a file
/// that composes that way composes the same with the default rules. The tree is then given
/// the tags the default composer would have made, so `Node.bool`, `Node.int` and equality
/// read it as before.
extension YAMLComposer {
  /// The parser (which owns the anchors) and the root, as `Parser(yaml:).singleRoot()`
  /// makes them. `fast: false` is the plain twin the tests compare with.
  static func parse(_ text: String, fast: Bool = true) throws -> (Parser, Node?) {
    if fast, !hasAnchorsOrTags(text) {
      // Any error (a duplicate only under basic tags, a syntax error) is reported by the
      // plain parse below, exactly as before.
      do {
        let parser = try Parser(yaml: text, resolver: .basic)
        let root = try parser.singleRoot()
        return (parser, root.map(implicitlyTagged))
      } catch {}
    }
    let parser = try Parser(yaml: text)
    return (parser, try parser.singleRoot())
  }

  /// Whether `text` may hold an anchor, an alias's target or an explicit tag: `&` anywhere,
  /// or `!` where a node can start. Such files take the plain parse (their tags are not all
  /// implicit, and anchors must stay shared).
  static func hasAnchorsOrTags(_ text: String) -> Bool {
    var previous: UInt8 = 0x0A
    for b in text.utf8 {
      if b == UInt8(ascii: "&") { return true }
      if b == UInt8(ascii: "!") {
        switch previous {
        case 0x0A, 0x0D, 0x20, 0x09, UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
          UInt8(ascii: "-"), UInt8(ascii: ":"), UInt8(ascii: "?"):
          return true
        default: break
        }
      }
      previous = b
    }
    return false
  }

  /// `node` tagged as the default composer tags a file without explicit tags.
  private static func implicitlyTagged(_ node: Node) -> Node {
    switch node {
    case .scalar(var scalar):
      // A plain scalar's tag is implicit (resolved by the rules); a quoted one's is `!`,
      // a string under any rules, so it is kept.
      if scalar.style == .plain { scalar.tag = implicitTag() }
      return .scalar(scalar)
    case .sequence(let sequence):
      // A collection's implicit tag is `seq` or `map` under any rules.
      return .sequence(
        Node.Sequence(sequence.map(implicitlyTagged), sequence.tag, sequence.style, sequence.mark))
    case .mapping(let mapping):
      return .mapping(
        Node.Mapping(
          mapping.map { (implicitlyTagged($0.key), implicitlyTagged($0.value)) }, mapping.tag,
          mapping.style, mapping.mark))
    case .alias:
      // Not reached: an alias needs an anchor (`&`), and such files take the plain parse.
      return node
    }
  }

  /// `Tag.implicit`, which builds a new `Constructor` (three dictionaries) per call: a
  /// third of composing a 10,000-label screen. A tag is mutable (it is resolved in place),
  /// so each scalar still gets its own; the constructor, never changed after `init`, is
  /// shared.
  static func implicitTag() -> Tag {
    Tag(.implicit, .default, sharedConstructor)
  }

  /// Immutable after `init` (its maps are `let`s), so sharing it across threads is safe.
  nonisolated(unsafe) private static let sharedConstructor = Constructor.default
}
