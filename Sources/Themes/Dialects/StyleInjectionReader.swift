import Documents
import Primitives

/// A_StyleInjection plist: `@Type` and `#identifier` sets at the root (global) or inside a
/// view-controller section (scoped to views that controller owns), with four priority
/// levels: global type < global identifier < controller type < controller identifier.
enum StyleInjectionReader {
  static func read(_ root: DocumentNode, into draft: inout Draft) {
    guard let entries = root.entries else {
      draft.diagnostics.append(
        .error(
          "a style sheet must have a dictionary as its root, not \(root.kindDescription)",
          at: root.location))
      return
    }
    for e in entries {
      if let step = setStep(e.key) {
        addRule([step.step], level: step.level, e, into: &draft)
        continue
      }
      guard let section = e.value.entries else {
        draft.diagnostics.append(
          .warning(
            "'\(e.key)' must be a controller section, an '@Type' set or a '#identifier' set (a dictionary)",
            at: e.keyLocation))
        continue
      }
      let controller = Selector.Step(typeName: e.key, isViewController: true)
      for inner in section {
        guard var step = setStep(inner.key) else {
          draft.diagnostics.append(
            .warning(
              "'\(inner.key)' inside the controller section '\(e.key)' is ignored: only '@Type' and '#identifier' sets are read there",
              at: inner.keyLocation))
          continue
        }
        step.step.combinator = .descendant
        addRule([controller, step.step], level: step.level + 2, inner, into: &draft)
      }
    }
  }

  private static func setStep(_ key: String) -> (step: Selector.Step, level: Int)? {
    let name = String(key.dropFirst())
    guard !name.isEmpty else { return nil }
    if key.hasPrefix("@") { return (Selector.Step(typeName: name), 1) }
    if key.hasPrefix("#") { return (Selector.Step(identifier: name), 2) }
    return nil
  }

  private static func addRule(
    _ steps: [Selector.Step], level: Int, _ e: DocumentNode.Entry, into draft: inout Draft
  ) {
    guard let body = e.value.entries else {
      draft.diagnostics.append(
        .warning(
          "the style set '\(e.key)' must be a dictionary, not \(e.value.kindDescription)",
          at: e.value.location))
      return
    }
    let entries = StyleInjectionColorKinds.filter(body, diagnostics: &draft.diagnostics)
    draft.rules.append(
      Draft.Rule(
        selector: Selector(steps: steps), body: Resolver.body(from: entries),
        location: e.keyLocation,
        components: [level], dialect: .styleInjection))
  }
}
