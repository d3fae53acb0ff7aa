import Documents
import Primitives

/// Pixelbits JSON/YAML: nested dictionaries are the view hierarchy (each level a direct
/// parent), node keys are `Class`, `.style-tag` or `Class.style-tag` (a `>` list is read as
/// nesting too), `@name` keys style a subview, root `$name` keys are variables.
///
/// Priority is the tuple (target kind: class 0, tag 1, class+tag 2; ancestor steps with a
/// tag; ancestor steps; source order), which reproduces the README's order 1–8.
enum PixelbitsReader {
  static func read(_ root: DocumentNode, into draft: inout Draft) {
    guard let entries = root.entries else {
      draft.diagnostics.append(
        .error(
          "a stylesheet must have a dictionary as its root, not \(root.kindDescription)",
          at: root.location))
      return
    }
    for e in entries {
      if e.key.hasPrefix("$"), e.key.count > 1 {
        draft.constants.append(
          Draft.Constant(
            name: String(e.key.dropFirst()), value: e.value, location: e.keyLocation,
            dialect: .pixelbits))
        continue
      }
      guard let steps = parseSteps(e.key) else {
        draft.diagnostics.append(
          .warning("'\(e.key)' is not a selector (Class, .tag or Class.tag)", at: e.keyLocation))
        continue
      }
      readNode(e, ancestors: [], ancestorKeys: [], steps: steps, into: &draft)
    }
  }

  /// A node key's steps: `UIView.some-style > UIButton` → two child steps.
  static func parseSteps(_ key: String) -> [Selector.Step]? {
    var steps: [Selector.Step] = []
    for part in key.split(separator: ">") {
      let text = part.trimmed()
      guard !text.isEmpty else { return nil }
      var step = Selector.Step()
      var rest = Substring(text)
      if rest.hasPrefix("^") {
        step.matchesSubtypes = true
        rest = rest.dropFirst()
      }
      let pieces = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
      if !pieces[0].isEmpty {
        guard pieces[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        step.typeName = String(pieces[0])
        step.isViewController = pieces[0].hasSuffix("Controller")
      }
      if pieces.count == 2 {
        guard !pieces[1].isEmpty else { return nil }
        step.styleTag = String(pieces[1])
      }
      guard step.typeName != nil || step.styleTag != nil else { return nil }
      steps.append(step)
    }
    return steps.isEmpty ? nil : steps
  }

  /// True when a key inside a node names a child node rather than a property.
  private static func isNodeKey(_ key: String, _ value: DocumentNode) -> Bool {
    guard value.entries != nil, let first = key.first else { return false }
    return first.isUppercase || first == "." || first == "^"
  }

  /// `ancestorKeys`: the keys of the enclosing nodes, as written.
  private static func readNode(
    _ e: DocumentNode.Entry, ancestors: [Selector.Step], ancestorKeys: [String],
    steps: [Selector.Step], into draft: inout Draft
  ) {
    guard let entries = e.value.entries else {
      draft.diagnostics.append(
        .warning(
          "the selector '\(e.key)' must hold a dictionary, not \(e.value.kindDescription)",
          at: e.value.location))
      return
    }
    let path = ancestors + steps
    var body = Draft.Body()
    var children: [(DocumentNode.Entry, [Selector.Step])] = []
    for inner in entries {
      if isNodeKey(inner.key, inner.value), let childSteps = parseSteps(inner.key) {
        children.append((inner, childSteps))
      } else if inner.key.hasPrefix("@"), inner.key.count > 1 {
        body.declarations.append(
          Draft.Declaration(
            key: String(inner.key.dropFirst()), location: inner.keyLocation,
            value: subview(inner.value, into: &draft)))
      } else {
        body.declarations.append(
          Draft.Declaration(key: inner.key, location: inner.keyLocation, value: .node(inner.value)))
      }
    }
    // PBNodeCollection.swift `findNodesWithKey` does not search inside a node whose key is
    // the one sought: a node nested in a node of the same key (`UIView` in `UIView`) is
    // never found, so its keys never apply. Its children of other keys still are.
    let hidden = ancestorKeys.contains(e.key)
    if hidden, !body.declarations.isEmpty {
      draft.diagnostics.append(
        .warning(
          "'\(e.key)' inside a node of the same key is never applied: Pixelbits does not search"
            + " inside a node that matches (PBNodeCollection.swift findNodesWithKey)",
          at: e.keyLocation))
    }
    // The node's own rule comes before its children's, in source order.
    if !hidden, !body.declarations.isEmpty {
      let target = path.last!
      let kind =
        target.typeName != nil && target.styleTag != nil ? 2 : (target.styleTag != nil ? 1 : 0)
      let ancestorSteps = path.dropLast()
      draft.rules.append(
        Draft.Rule(
          selector: Selector(steps: path), body: body, location: e.keyLocation,
          components: [
            kind, ancestorSteps.filter { $0.styleTag != nil }.count, ancestorSteps.count,
          ],
          dialect: .pixelbits))
    }
    for (child, childSteps) in children {
      readNode(
        child, ancestors: path, ancestorKeys: ancestorKeys + [e.key], steps: childSteps,
        into: &draft)
    }
  }

  /// A subview's style: a dictionary, or (as in the README) a list of one-entry dictionaries.
  private static func subview(_ node: DocumentNode, into draft: inout Draft) -> Draft.Value {
    if let entries = node.entries { return .body(Resolver.body(from: entries)) }
    if case .array(let items) = node.kind, items.allSatisfy({ $0.entries != nil }) {
      return .body(Resolver.body(from: items.flatMap { $0.entries ?? [] }))
    }
    return .node(node)
  }
}
