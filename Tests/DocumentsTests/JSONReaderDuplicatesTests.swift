import Primitives
import TestSupport
import Testing

@testable import Documents

/// Repeated keys found by their bytes' hashes (JSONReader+Duplicates.swift) are the ones the
/// plain reader finds by comparing strings: the same entries kept, the same warnings with the
/// same first lines, in objects small and past the table's size, with keys the hashes cannot
/// decide (escaped, non-ASCII, a Kelvin sign that equals `K`, composed and decomposed `é`).
@Suite struct JSONReaderDuplicatesTests {
  static let keys = [
    "a", "b", "K", "\u{212A}", "A", "\\u0041", "é", "e\u{301}", "layer.borderColor",
    "layer.borderWidth", "contentEdgeInsets", "x\\ny", "$C1", "$C2", ".S1", "",
  ]

  static func document(_ random: inout SplitMix) -> String {
    // Mostly ASCII keys, so most objects stay on the hashes; some not at all.
    let pool = random.next() % 4 == 0 ? keys : keys.filter { $0.utf8.allSatisfy { $0 < 0x80 } }
    let distinct = Int.random(in: 1...40, using: &random)
    func entries(_ count: Int, depth: Int) -> String {
      let items = (0..<count).map { _ -> String in
        let key =
          Int.random(in: 0..<3, using: &random) == 0
          ? pool.randomElement(using: &random)!
          : "k\(Int.random(in: 0..<distinct, using: &random))"
        let nested = depth < 2 && Int.random(in: 0..<6, using: &random) == 0
        let value =
          nested
          ? "{" + entries(Int.random(in: 0...24, using: &random), depth: depth + 1) + "}"
          : "\(Int.random(in: 0...9, using: &random))"
        return "\"\(key)\": \(value)"
      }
      return items.joined(separator: ",\n")
    }
    return "{" + entries(Int.random(in: 0...90, using: &random), depth: 0) + "}"
  }

  @Test func repeatedKeysAreFoundAsThePlainReaderFindsThem() {
    var warned = 0
    for seed in UInt64(1)...300 {
      var random = SplitMix(seed: seed)
      let text = Self.document(&random)
      let fast = JSONReaderPathTests.read(text, interning: true)
      let plain = JSONReaderPathTests.read(text, interning: false)
      #expect(fast.0 == plain.0, "seed \(seed)")
      #expect(fast.2 == plain.2, "seed \(seed)")
      #expect(fast.2.map(\.message) == plain.2.map(\.message), "seed \(seed)")
      warned += fast.2.count
    }
    #expect(warned > 1_000)
  }

  /// A key equal to an earlier one only as a string (the Kelvin sign is `K`): found.
  @Test func aKeyEqualOnlyAsAStringIsARepeat() throws {
    var reader = JSONReader(bytes: Array("{\"K\": 1, \"\u{212A}\": 2}".utf8), file: "t.json")
    let root = try reader.read()
    #expect(root.entries?.count == 1)
    #expect(reader.warnings.count == 1)
  }
}
