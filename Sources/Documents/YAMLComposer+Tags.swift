import Yams

/// Which parse a YAML file takes, and the tags the fast one gives.
///
/// Yams with its default rules resolves tags with seven `NSRegularExpression`s, also while
/// hashing mapping keys to find duplicates (a profile of a 10,000-label screen: a sixth of
/// the whole render). The events composer makes the tree without resolving anything: each
/// node gets the tag the default composer gives it, to be resolved when read, so
/// `Node.bool`, `Node.int` and equality read it as before.
extension YAMLComposer {
  /// The parser (which owns the anchors; nil when none was needed) and the root, as
  /// `Parser(yaml:).singleRoot()` makes them. A file without anchors or tags is composed
  /// from libyaml's events (YAMLComposer+Events.swift); one that composer gives up on, and
  /// every file with `fast: false` (the plain twin the tests compare with), is read by Yams.
  static func parse(_ text: String, fast: Bool = true) throws -> (Parser?, Node?) {
    if fast, !hasAnchorsOrTags(text), let composed = composeFromEvents(text) {
      return (nil, composed.root)
    }
    let parser = try Parser(yaml: text)
    return (parser, try parser.singleRoot())
  }

  /// Whether `text` may hold an anchor, an alias's target or an explicit tag: `&` anywhere,
  /// or `!` where a node can start. Such files take the plain parse (their tags are not all
  /// implicit, and anchors must stay shared).
  static func hasAnchorsOrTags(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { anchorOrTag(in: $0) }
      ?? anchorOrTag(in: text.utf8)
  }

  private static func anchorOrTag<Bytes: Sequence<UInt8>>(in bytes: Bytes) -> Bool {
    var previous: UInt8 = 0x0A
    for b in bytes {
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

  /// `Tag.implicit`, which builds a new `Constructor` (three dictionaries) per call: a
  /// third of composing a 10,000-label screen. A tag is mutable (it is resolved in place),
  /// so each scalar still gets its own; the constructor, never changed after `init`, is
  /// shared.
  static func implicitTag() -> Tag {
    Tag(.implicit, .default, sharedConstructor)
  }

  /// A sequence's or mapping's implicit tag: `seq` or `map` under any rules.
  static func collectionTag() -> Tag {
    Tag(.implicit, .basic, sharedConstructor)
  }

  /// Immutable after `init` (its maps are `let`s), so sharing it across threads is safe.
  nonisolated(unsafe) static let sharedConstructor = Constructor.default
}
