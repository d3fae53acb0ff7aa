import Primitives
import Yams

/// Reads YAML through Yams into a ``DocumentNode`` tree, keeping Yams' marks (1-based
/// line and column) for every key and value.
enum YAMLReader {
  /// Reads `text`; throws a located ``Diagnostic`` for a syntax error or a spent budget.
  static func read(_ text: String, file: String, limits: DocumentLimits = .standard)
    throws(Diagnostic) -> DocumentNode
  {
    let root: Node?
    do {
      root = try YAMLComposer.composeOrThrow(text, file: file, limits: limits)
    } catch let error as YamlError {
      throw YAMLComposer.diagnostic(for: error, file: file, prefix: "YAML: ", withContext: true)
    } catch let error as Diagnostic {
      throw error
    } catch {
      throw .error("YAML: \(error)", at: SourceLocation(file: file))
    }
    guard let root else {
      return DocumentNode(.null, at: SourceLocation(file: file, line: 1, column: 1))
    }
    return try convert(root, keyPath: "", file: file, depth: 0, limits: limits)
  }

  private static func location(_ mark: Mark?, file: String, keyPath: String) -> SourceLocation {
    SourceLocation(
      file: file, line: mark?.line ?? 0, column: mark?.column ?? 0, keyPath: keyPath)
  }

  private static func convert(
    _ node: Node, keyPath: String, file: String, depth: Int, limits: DocumentLimits
  ) throws(Diagnostic) -> DocumentNode {
    let here = location(node.mark, file: file, keyPath: keyPath)
    guard depth < limits.maximumDepth else {
      throw .error("YAML: nesting is too deep", at: here)
    }
    switch node {
    case .scalar(let scalar):
      return DocumentNode(
        scalarKind(scalar), at: here,
        isEmptyPlainScalar: scalar.string.isEmpty && scalar.style == .plain)
    case .sequence(let sequence):
      var items: [DocumentNode] = []
      for (i, item) in sequence.enumerated() {
        items.append(
          try convert(
            item, keyPath: keyPath + "[\(i)]", file: file, depth: depth + 1, limits: limits))
      }
      return DocumentNode(.array(items), at: here)
    case .mapping(let mapping):
      var entries: [DocumentNode.Entry] = []
      for (key, value) in mapping {
        guard case .scalar(let keyScalar) = key else {
          throw .error(
            "YAML: a key must be a plain string",
            at: location(key.mark, file: file, keyPath: keyPath))
        }
        let childPath = appendKeyPath(keyPath, keyScalar.string)
        entries.append(
          DocumentNode.Entry(
            key: keyScalar.string,
            keyLocation: location(key.mark, file: file, keyPath: childPath),
            value: try convert(
              value, keyPath: childPath, file: file, depth: depth + 1, limits: limits)))
      }
      return DocumentNode(.dictionary(entries), at: here)
    case .alias:
      throw .error("YAML: aliases are not supported in themes", at: here)
    }
  }

  /// Plain scalars get the YAML 1.2 core schema's types (null, true/false, decimal, hex and
  /// octal integers, floats with `.inf`/`.nan`); quoted ones stay strings. `yes`/`no` stay
  /// text: a boolean property reads them, a title keeps them.
  private static func scalarKind(_ scalar: Node.Scalar) -> DocumentNode.Kind {
    guard scalar.style == .plain else { return .string(scalar.string) }
    let s = scalar.string
    switch s {
    case "", "~", "null", "Null", "NULL": return .null
    case "true", "True", "TRUE": return .bool(true)
    case "false", "False", "FALSE": return .bool(false)
    case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .number(.infinity)
    case "-.inf", "-.Inf", "-.INF": return .number(-.infinity)
    case ".nan", ".NaN", ".NAN": return .number(.nan)
    default: break
    }
    if s.hasPrefix("0x"), let v = Int(s.dropFirst(2), radix: 16) { return .number(Double(v)) }
    if s.hasPrefix("0o"), let v = Int(s.dropFirst(2), radix: 8) { return .number(Double(v)) }
    if isDecimal(s), let v = Double(s) { return .number(v) }
    return .string(s)
  }

  private static func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }

  /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, the core schema's number.
  private static func isDecimal(_ s: String) -> Bool {
    var chars = Substring(s)
    if chars.first == "-" || chars.first == "+" { chars = chars.dropFirst() }
    let mantissa = chars.prefix { $0 != "e" && $0 != "E" }
    let exponent = chars.dropFirst(mantissa.count)
    let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, parts.allSatisfy({ $0.allSatisfy(isDigit) }),
      parts.contains(where: { !$0.isEmpty }),
      !(parts.count == 2 && parts[0].isEmpty && parts[1].isEmpty)
    else { return false }
    if parts[0].isEmpty && (parts.count < 2 || parts[1].isEmpty) { return false }
    if exponent.isEmpty { return true }
    var e = exponent.dropFirst()
    if e.first == "-" || e.first == "+" { e = e.dropFirst() }
    return !e.isEmpty && e.allSatisfy(isDigit)
  }
}
