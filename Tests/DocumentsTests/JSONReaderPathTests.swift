import Primitives
import TestSupport
import Testing

@testable import Documents

/// The reader shares one key path head among an object's entries (`JSONReader.Path`); every
/// key and value must still be named by the path the plain reader joins for it
/// (`plainChildPath`, `internsKeys` off): nested objects, arrays of objects, empty, non-ASCII
/// and long keys, and the errors' paths.
@Suite struct JSONReaderPathTests {
  static let keys = [
    "", "a", "S12", ".", "layer.borderColor", "é", "e\u{301}", "👍🏽", "\\u0000", "\\\"", "ключ",
    "[3]", String(repeating: "long-", count: 40),
  ]

  /// A generated value `depth` levels down: objects, arrays and scalars.
  static func value(_ random: inout SplitMix, depth: Int) -> String {
    switch depth > 3 ? 2 : Int.random(in: 0...3, using: &random) {
    case 0:
      let entries = (0..<Int.random(in: 0...4, using: &random)).map { _ in
        "\"\(keys.randomElement(using: &random)!)\": \(value(&random, depth: depth + 1))"
      }
      return "{" + entries.joined(separator: ", ") + "}"
    case 1:
      let items = (0..<Int.random(in: 0...3, using: &random)).map { _ in
        value(&random, depth: depth + 1)
      }
      return "[" + items.joined(separator: ", ") + "]"
    case 2: return "\(Int.random(in: 0...9, using: &random))"
    default: return "\"v\""
    }
  }

  /// Every node's kind and location, its key path spelled out (the shared head joined).
  static func dump(_ node: DocumentNode, into out: inout String) {
    out += "\(node.location.description) \(node.location.keyPath): "
    switch node.kind {
    case .array(let items):
      out += "[\n"
      for item in items { dump(item, into: &out) }
      out += "]\n"
    case .dictionary(let entries):
      out += "{\n"
      for e in entries {
        out += "key \(e.key) at \(e.keyLocation.description) \(e.keyLocation.keyPath)\n"
        dump(e.value, into: &out)
      }
      out += "}\n"
    default: out += "\(node.kind)\n"
    }
  }

  static func read(_ text: String, interning: Bool) -> (String, DocumentNode?, [Diagnostic]) {
    var reader = JSONReader(bytes: Array(text.utf8), file: "t.json")
    reader.internsKeys = interning
    do throws(Diagnostic) {
      let root = try reader.read()
      var out = ""
      dump(root, into: &out)
      return (out, root, reader.warnings)
    } catch {
      return ("error: \(error.message) at \(error.location?.keyPath ?? "-")", nil, [])
    }
  }

  @Test func sharedPathsNameWhatThePlainJoinNames() {
    var parsed = 0
    for seed in UInt64(1)...600 {
      var random = SplitMix(seed: seed)
      var text = Self.value(&random, depth: 0)
      // Now and then a truncated document, so the errors' paths are compared too.
      if seed % 5 == 0, text.count > 2 { text.removeLast(Int.random(in: 1...2, using: &random)) }
      let fast = Self.read(text, interning: true)
      let plain = Self.read(text, interning: false)
      #expect(fast.0 == plain.0, "seed \(seed): \(text)")
      #expect(fast.1 == plain.1, "seed \(seed)")
      #expect(fast.2 == plain.2, "seed \(seed)")
      if fast.1 != nil { parsed += 1 }
    }
    #expect(parsed > 300)
  }
}
