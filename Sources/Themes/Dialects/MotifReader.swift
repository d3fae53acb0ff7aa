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
    // Entries are read by index, in place: `for e in` copies each one (six retains).
    for i in entries.indices {
      let key = entries[i].key
      let name = droppingFirstCharacter(key)
      if DialectDetector.startsWith(key, UInt8(ascii: "$")), !name.isEmpty {
        if entries[i].value.isEmptyPlainScalar {
          draft.diagnostics.append(
            .warning(
              "constant '\(key)' is empty (in YAML an unquoted '#' starts a comment: quote colors)",
              at: entries[i].keyLocation))
        }
        draft.constants.append(
          Draft.Constant(
            name: name, value: entries[i].value, location: entries[i].keyLocation, dialect: .motif
          ))
      } else if DialectDetector.startsWith(key, UInt8(ascii: ".")), !name.isEmpty {
        guard case .dictionary(let body) = entries[i].value.kind else {
          draft.diagnostics.append(
            .warning(
              "class '\(key)' must be a dictionary, not \(entries[i].value.kindDescription)",
              at: entries[i].value.location))
          continue
        }
        draft.styles.append(
          Draft.Style(
            name: name, body: readBody(body, className: key, into: &draft),
            location: entries[i].keyLocation, dialect: .motif))
      } else {
        draft.diagnostics.append(
          .warning(
            "invalid theme symbol '\(key)': a root key is a constant ('$Name') or a class ('.Name')",
            at: entries[i].keyLocation))
      }
    }
  }

  private static func readBody(
    _ entries: [DocumentNode.Entry], className: String, into draft: inout Draft
  ) -> Draft.Body {
    var body = Draft.Body()
    body.declarations.reserveCapacity(entries.count)
    for i in entries.indices {
      if entries[i].key == "_superclass" {
        let value = entries[i].value
        if case .string(let s) = value.kind, s.count > 1, s.hasPrefix(".") {
          body.superstyles.append((String(s.dropFirst()), value.location))
        } else {
          draft.diagnostics.append(
            .warning(
              "the '_superclass' of '\(className)' must reference a class ('.Name'), not \(describe(value))",
              at: value.location))
        }
        continue
      }
      body.declarations.append(
        Draft.Declaration(
          key: entries[i].key, location: entries[i].keyLocation, value: .node(entries[i].value)))
    }
    return body
  }

  /// `String(key.dropFirst())`, from the bytes when the first character is one ASCII byte
  /// (an ASCII byte, not CR, then ASCII or nothing: the common root key).
  static func droppingFirstCharacter(_ key: String) -> String {
    var bytes = key.utf8.makeIterator()
    if let first = bytes.next(), first < 0x80, first != 0x0D, (bytes.next() ?? 0) < 0x80 {
      return afterFirstByte(key)
    }
    return String(key.dropFirst())
  }

  /// The text after the first byte, from the bytes in place when the string has them at hand
  /// (a dropped-first UTF-8 view, decoded, cost ~500 instructions a root key).
  static func afterFirstByte(_ text: String) -> String {
    text.utf8.withContiguousStorageIfAvailable {
      String(decoding: UnsafeBufferPointer(rebasing: $0.dropFirst()), as: UTF8.self)
    } ?? String(decoding: text.utf8.dropFirst(), as: UTF8.self)
  }

  private static func describe(_ node: DocumentNode) -> String {
    if case .string(let s) = node.kind { return "'\(s)'" }
    return node.kindDescription
  }
}
