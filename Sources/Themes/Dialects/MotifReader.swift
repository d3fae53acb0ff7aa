import Documents
import Primitives

/// Motif JSON/YAML: root keys `$Constant` and `.Class`; `_superclass: .Parent` (one class,
/// written as a class reference); any string value starting with `$` or `.` is a reference.
enum MotifReader {
  static func read(_ root: DocumentNode, into draft: inout Draft) {
    guard let entries = root.entries else {
      if case .null = root.kind { return }  // An empty file is an empty theme.
      draft.diagnostics.append(
        .error(
          "a Motif theme must have a dictionary as its root, not \(root.kindDescription)",
          at: root.location))
      return
    }
    for e in entries {
      let name = String(e.key.dropFirst())
      if e.key.hasPrefix("$"), !name.isEmpty {
        if e.value.isEmptyPlainScalar {
          draft.diagnostics.append(
            .warning(
              "constant '\(e.key)' is empty (in YAML an unquoted '#' starts a comment: quote colors)",
              at: e.keyLocation))
        }
        draft.constants.append(
          Draft.Constant(name: name, value: e.value, location: e.keyLocation, dialect: .motif))
      } else if e.key.hasPrefix("."), !name.isEmpty {
        guard let body = e.value.entries else {
          draft.diagnostics.append(
            .warning(
              "class '\(e.key)' must be a dictionary, not \(e.value.kindDescription)",
              at: e.value.location))
          continue
        }
        draft.styles.append(
          Draft.Style(
            name: name, body: readBody(body, className: e.key, into: &draft),
            location: e.keyLocation, dialect: .motif))
      } else {
        draft.diagnostics.append(
          .warning(
            "invalid theme symbol '\(e.key)': a root key is a constant ('$Name') or a class ('.Name')",
            at: e.keyLocation))
      }
    }
  }

  private static func readBody(
    _ entries: [DocumentNode.Entry], className: String, into draft: inout Draft
  ) -> Draft.Body {
    var body = Draft.Body()
    for e in entries {
      if e.key == "_superclass" {
        if case .string(let s) = e.value.kind, s.count > 1, s.hasPrefix(".") {
          body.superstyles.append((String(s.dropFirst()), e.value.location))
        } else {
          draft.diagnostics.append(
            .warning(
              "the '_superclass' of '\(className)' must reference a class ('.Name'), not \(describe(e.value))",
              at: e.value.location))
        }
        continue
      }
      body.declarations.append(
        Draft.Declaration(key: e.key, location: e.keyLocation, value: .node(e.value)))
    }
    return body
  }

  private static func describe(_ node: DocumentNode) -> String {
    if case .string(let s) = node.kind { return "'\(s)'" }
    return node.kindDescription
  }
}
