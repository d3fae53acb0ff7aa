import Primitives
import Yams

/// Composes YAML into Yams' nodes within ``DocumentLimits``: the guard every YAML input
/// (themes, screens, the project file) passes before anything walks its tree.
///
/// Yams resolves an alias by sharing the anchored node, so composing a "billion laughs"
/// file is cheap, but walking the result is exponential, and so is hashing an alias used
/// as a mapping key (Yams hashes keys to find duplicates). So this refuses aliases as keys
/// before composing, and counts the values the tree expands to, visiting each anchored
/// node once, before handing it on.
public enum YAMLComposer {
  /// The root node of `text` (nil for an empty document); syntax errors are located
  /// ``Diagnostic``s whose message starts with `prefix`.
  public static func compose(
    _ text: String, file: String, limits: DocumentLimits = .standard,
    prefix: String = "malformed YAML/JSON: "
  ) throws(Diagnostic) -> Node? {
    do {
      return try composeOrThrow(text, file: file, limits: limits)
    } catch let error as YamlError {
      throw diagnostic(for: error, file: file, prefix: prefix, withContext: false)
    } catch let error as Diagnostic {
      throw error
    } catch {
      throw .error(prefix + "\(error)", at: SourceLocation(file: file))
    }
  }

  /// As ``compose(_:file:limits:prefix:)``, but syntax errors stay `YamlError`s, for
  /// readers that word them their own way; budget errors are ``Diagnostic``s.
  static func composeOrThrow(_ text: String, file: String, limits: DocumentLimits) throws
    -> Node?
  {
    try DocumentReader.checkSize(text.utf8.count, file: file, limits: limits)
    try checkNesting(text, file: file, limits: limits)
    if text.utf8.contains(UInt8(ascii: "&")) { try refuseAliasKeys(text, file: file) }
    // The parser owns the anchors (nodes hold them weakly): keep it alive while counting.
    let (parser, root) = try parse(text)
    if let root {
      var memo: [ObjectIdentifier: Int] = [:]
      let count = expandedCount(root, memo: &memo, limit: limits.maximumNodes)
      if count > limits.maximumNodes {
        // Only a document with anchors can expand; a plain one is simply that large.
        let aliased = text.utf8.contains(UInt8(ascii: "&"))
        throw Diagnostic.error(
          aliased
            ? "YAML: the document expands to more than \(limits.maximumNodes) values through "
              + "its aliases"
            : "YAML: the document holds more than \(limits.maximumNodes) values",
          at: SourceLocation(file: file, line: 1, column: 1))
      }
    }
    return withExtendedLifetime(parser) { root }
  }

  /// Values `node` stands for once aliases are followed, saturating just above `limit`.
  /// An aliased node carries its anchor object, so each anchored subtree is counted once.
  private static func expandedCount(
    _ node: Node, memo: inout [ObjectIdentifier: Int], limit: Int
  ) -> Int {
    let key = node.anchor.map(ObjectIdentifier.init)
    if let key, let known = memo[key] { return known }
    var total = 1
    switch node {
    case .scalar, .alias: break
    case .sequence(let sequence):
      for item in sequence where total <= limit {
        total += expandedCount(item, memo: &memo, limit: limit)
      }
    case .mapping(let mapping):
      for (k, v) in mapping where total <= limit {
        total += expandedCount(k, memo: &memo, limit: limit)
        total += expandedCount(v, memo: &memo, limit: limit)
      }
    }
    total = min(total, limit + 1)
    if let key { memo[key] = total }
    return total
  }

  /// Refuses nesting deeper than the budget before Yams composes it recursively: flow
  /// brackets are counted, and a line's leading indentation and `- `/`? ` indicators bound
  /// its block nesting (`- - - x` nests three sequences on one line).
  static func checkNesting(_ text: String, file: String, limits: DocumentLimits)
    throws(Diagnostic)
  {
    // Over the bytes in place when the string has them contiguous (a tenth of composing a
    // large screen went to iterating the UTF-8 view).
    let tooDeep =
      text.utf8.withContiguousStorageIfAvailable { nestingProblem($0, limits: limits) }
      ?? nestingProblem(text.utf8, limits: limits)
    if let (line, column) = tooDeep {
      throw .error(
        "YAML: nesting is too deep",
        at: SourceLocation(file: file, line: line, column: column))
    }
  }

  /// Where nesting first goes past the budget (line, and column in Unicode scalars as
  /// Yams counts them), nil when it never does.
  private static func nestingProblem<Bytes: Sequence<UInt8>>(
    _ bytes: Bytes, limits: DocumentLimits
  ) -> (Int, Int)? {
    var flow = 0
    var line = 1
    var column = 0
    var leading = 0
    var atLineStart = true
    for b in bytes {
      if b & 0xC0 != 0x80 { column += 1 }
      switch b {
      case UInt8(ascii: "["), UInt8(ascii: "{"): flow += 1
      case UInt8(ascii: "]"), UInt8(ascii: "}"): flow = max(0, flow - 1)
      case 0x0A:
        line += 1
        column = 0
        leading = 0
        atLineStart = true
        continue
      default: break
      }
      if atLineStart {
        if b == 0x20 || b == 0x09 || b == UInt8(ascii: "-") || b == UInt8(ascii: "?") {
          leading += 1
        } else {
          atLineStart = false
        }
      }
      if flow > limits.maximumDepth || leading + flow > 2 * limits.maximumDepth {
        return (line, column)
      }
    }
    return nil
  }

  /// Refuses `*alias:` and `? *alias`, an alias used as a mapping key: Yams hashes every
  /// key, and hashing an alias of a large subtree walks all of it. Only called when the
  /// text has an anchor (`&`); themes and screens never need an alias as a key.
  private static func refuseAliasKeys(_ text: String, file: String) throws(Diagnostic) {
    let bytes = Array(text.utf8)
    var line = 1
    var lineStart = 0
    var i = 0
    func isName(_ b: UInt8) -> Bool {
      (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
        || b == UInt8(ascii: "-") || b == UInt8(ascii: "_") || b >= 0x80
    }
    while i < bytes.count {
      let b = bytes[i]
      if b == 0x0A {
        line += 1
        lineStart = i + 1
      }
      let startsToken =
        i == 0 || [0x20, 0x09, 0x0A, 0x5B, 0x7B, 0x2C].contains(bytes[i - 1])
      if b == UInt8(ascii: "*"), startsToken {
        var j = i + 1
        while j < bytes.count, isName(bytes[j]) { j += 1 }
        var k = j
        while k < bytes.count, bytes[k] == 0x20 { k += 1 }
        var q = i - 1
        while q >= 0, bytes[q] == 0x20 { q -= 1 }
        let afterQuestion = q >= 0 && bytes[q] == UInt8(ascii: "?")
        if j > i + 1, afterQuestion || (k < bytes.count && bytes[k] == UInt8(ascii: ":")) {
          let column = bytes[lineStart..<i].count { $0 & 0xC0 != 0x80 } + 1
          throw .error(
            "YAML: an alias cannot be a mapping key",
            at: SourceLocation(file: file, line: line, column: column))
        }
      }
      i += 1
    }
  }

  static func diagnostic(for error: YamlError, file: String, prefix: String, withContext: Bool)
    -> Diagnostic
  {
    func at(_ mark: Mark) -> SourceLocation {
      SourceLocation(file: file, line: mark.line, column: mark.column)
    }
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let text = withContext ? context.map { "\(problem) \($0.text)" } ?? problem : problem
      return .error(prefix + text, at: at(mark))
    case .duplicatedKeysInMapping(let duplicates, let context) where withContext:
      return .error(
        prefix + "duplicate key '\(duplicates.joined(separator: "', '"))' in one mapping",
        at: at(context.mark))
    case .reader(let problem, let offset, _, let yaml):
      // libyaml's reader (a control character, bad UTF-8) gives a byte offset, not a mark.
      return .error(prefix + problem, at: location(ofByte: offset, in: yaml, file: file))
    case .duplicatedKeysInMapping(_, let context):
      return .error(prefix + "\(error)", at: at(context.mark))
    default:
      return .error(prefix + "\(error)", at: SourceLocation(file: file))
    }
  }

  /// The line and column (Unicode scalars, from 1) of the byte at `offset` of `text`.
  static func location(ofByte offset: Int?, in text: String, file: String) -> SourceLocation {
    guard let offset, offset >= 0 else { return SourceLocation(file: file) }
    var line = 1
    var column = 1
    for b in text.utf8.prefix(offset) {
      if b == 0x0A {
        line += 1
        column = 1
      } else if b & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SourceLocation(file: file, line: line, column: column)
  }
}
