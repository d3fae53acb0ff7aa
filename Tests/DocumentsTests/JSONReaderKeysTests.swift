import Primitives
import TestSupport
import Testing

@testable import Documents

/// Shared keys (JSONReader+Keys.swift) read as the plain reader reads them: the same tree,
/// locations and warnings, or the same error, on generated documents whose keys repeat,
/// collide in the table, carry escapes, non-ASCII text, invalid UTF-8 or control characters.
@Suite struct JSONReaderKeysTests {
  /// Key names: long ones that share the table's slots, short ones, and awkward bytes.
  static let names: [[UInt8]] = {
    var names = [
      "layer.borderColor", "layer.borderWidth", "layer.cornerRadius", "contentEdgeInsets",
      "titleLabel.textColor", "layer.borderColoR", "Layer.borderColor", "alpha", "tint",
      "a-long-key-with-é-inside", "a-long-key-\\u00e9-escaped", "a-long-key-with-\\\"quote",
      "a-long-key-ending-in-é", "a-long-key-with-“typographic”", "sixteen-bytes-ok",
      "fifteen-bytes-k", "", "$Constant.Name.Long",
    ].map { Array($0.utf8) }
    names.append(Array("a-long-key-invalid-".utf8) + [0xC3, 0x28] + Array("-utf8".utf8))
    names.append(Array("a-long-key-control-".utf8) + [0x01] + Array("-char".utf8))
    names.append(Array("a-long-key-lone-".utf8) + [0xFF])
    return names
  }()

  static func document(seed: UInt64) -> [UInt8] {
    var random = SplitMix(seed: seed)
    var out = Array("{\n".utf8)
    for object in 0..<Int.random(in: 1...12, using: &random) {
      if object > 0 { out += Array(",\n".utf8) }
      out += Array("\".S\(object)\": {".utf8)
      for entry in 0..<Int.random(in: 0...10, using: &random) {
        if entry > 0 { out += Array(", ".utf8) }
        out += [UInt8(ascii: "\"")] + names.randomElement(using: &random)! + [UInt8(ascii: "\"")]
        out += Array(": \(Int.random(in: 0...99, using: &random))".utf8)
      }
      out += [UInt8(ascii: "}")]
    }
    out += Array("\n}\n".utf8)
    // Now and then a truncated document, so errors are compared too.
    if seed % 7 == 0 { out.removeLast(Int.random(in: 1...min(9, out.count), using: &random)) }
    return out
  }

  static func read(_ bytes: [UInt8], strict: Bool, interning: Bool) -> String {
    var reader = JSONReader(bytes: bytes, file: "t.json", strict: strict)
    reader.internsKeys = interning
    // Spelled out (key paths joined): a location's printed fields show how its path is
    // stored, which differs between the two readers.
    func described(_ d: Diagnostic) -> String {
      "\(d.severity) \(d.message) \(d.location?.description ?? "") \(d.location?.keyPath ?? "")"
    }
    do throws(Diagnostic) {
      let root = try reader.read()
      var out = ""
      JSONReaderPathTests.dump(root, into: &out)
      return out + reader.warnings.map(described).joined(separator: "\n")
    } catch {
      return "error: " + described(error)
    }
  }

  @Test func sharedKeysReadAsThePlainReader() {
    var parsed = 0
    for seed in UInt64(1)...400 {
      let bytes = Self.document(seed: seed)
      for strict in [false, true] {
        let fast = Self.read(bytes, strict: strict, interning: true)
        let plain = Self.read(bytes, strict: strict, interning: false)
        #expect(fast == plain, "seed \(seed), strict \(strict)")
        if !fast.hasPrefix("error") { parsed += 1 }
      }
    }
    #expect(parsed > 100)
  }

  @Test func aRepeatedLongKeyIsOneString() throws {
    let text = #"{"a": {"layer.borderColor": 1}, "b": {"layer.borderColor": 2}}"#
    var reader = JSONReader(bytes: Array(text.utf8), file: "t.json")
    let root = try reader.read()
    let a = try #require(root["a"]?.entries?.first?.key)
    let b = try #require(root["b"]?.entries?.first?.key)
    #expect(a == b)
    // The same storage: the second key was found, not made again.
    #expect(
      a.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
        == b.utf8.withContiguousStorageIfAvailable { $0.baseAddress })
  }
}
