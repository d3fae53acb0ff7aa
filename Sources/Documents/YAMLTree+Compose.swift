import Primitives
import Yams

/// Composing a `YAMLTree`: straight from libyaml's events for a file without anchors,
/// aliases or tags (as `YAMLComposer+Events.swift` composes Yams' nodes), else from Yams'
/// nodes, which also word every error.
extension YAMLComposer {
  /// The tree of `text` (nil for an empty document), within `limits`; errors are the ones
  /// ``compose(_:file:limits:prefix:)`` throws, word for word. `fast: false` always takes
  /// Yams' nodes (the plain twin the tests compare with).
  package static func composeTree(
    _ text: String, file: String, limits: DocumentLimits = .standard,
    prefix: String = "malformed YAML/JSON: ", fast: Bool = true
  ) throws(Diagnostic) -> YAMLTree? {
    if fast, text.utf8.count <= YAMLTree.maximumTextBytes {
      // `compose`'s own order: size, nesting, then the parse and its count.
      try DocumentReader.checkSize(text.utf8.count, file: file, limits: limits)
      try checkNesting(text, file: file, limits: limits)
      if !hasAnchorsOrTags(text), let composed = treeFromEvents(text) {
        guard let tree = composed else { return nil }
        // Without anchors nothing expands: the document is simply that large.
        if tree.nodeCount > limits.maximumNodes {
          throw .error(
            "YAML: the document holds more than \(limits.maximumNodes) values",
            at: SourceLocation(file: file, line: 1, column: 1))
        }
        return tree
      }
    }
    return try compose(text, file: file, limits: limits, prefix: prefix).map(YAMLTree.init)
  }
}

extension YAMLTree {
  /// The tree of a node Yams composed (an alias's target copied where it is used, as
  /// walking Yams' nodes visits it; the composer has counted what that expands to).
  package init(_ node: Node) {
    self.init()
    add(node)
  }

  private static func tagCode(_ raw: String, scalar: Bool) -> TagCode {
    if raw.isEmpty { return .implicit }
    if scalar, raw == Tag.Name.str.rawValue { return .str }
    return .named
  }

  private mutating func add(_ node: Node) {
    let line = node.mark?.line ?? 0
    let column = node.mark?.column ?? 0
    switch node {
    case .scalar(let s):
      let raw = s.tag.rawValue
      appendScalar(
        s.string, style: UInt8(s.style.rawValue), tag: Self.tagCode(raw, scalar: true),
        tagName: raw, line: line, column: column)
    case .sequence(let seq):
      let raw = seq.tag.rawValue
      let n = open(
        .sequence, tag: Self.tagCode(raw, scalar: false), tagName: raw, line: line,
        column: column)
      for item in seq { add(item) }
      close(n, count: seq.count, style: UInt8(seq.style.rawValue))
    case .mapping(let m):
      let raw = m.tag.rawValue
      let n = open(
        .mapping, tag: Self.tagCode(raw, scalar: false), tagName: raw, line: line, column: column)
      for (k, v) in m {
        add(k)
        add(v)
      }
      close(n, count: m.count, style: UInt8(m.style.rawValue))
    case .alias:
      // Yams' parser shares the anchored node instead; kept for completeness.
      let n = open(.alias, line: line, column: column)
      close(n, count: 0, style: 0)
    }
  }
}
