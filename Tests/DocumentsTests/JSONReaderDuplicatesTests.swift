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

  /// A repeated key keeps its later value at the later place (JSON's last value wins, as
  /// `JSONSerialization` and Python's `json` keep it), and warns with the first line.
  @Test(arguments: [true, false]) func aRepeatedKeyMovesToItsLaterPlace(interning: Bool) throws {
    let text = "{\"a\": 1,\n\"b\": 2,\n\"a\": 3,\n\"c\": 4,\n\"a\": 5}"
    let (_, root, warnings) = JSONReaderPathTests.read(text, interning: interning)
    let entries = try #require(root?.entries)
    #expect(entries.map(\.key) == ["b", "c", "a"])
    #expect(entries.last?.value.kind == .number(5))
    #expect(warnings.map(\.message).allSatisfy { $0.contains("duplicate key 'a'") })
    #expect(warnings.compactMap(\.location?.line) == [3, 5])
    #expect(warnings.map(\.message).last?.contains("first at line 3") == true)
  }

  /// A hostile file repeating every one of tens of thousands of keys: each repeat moved every
  /// entry after it (20,000 keys twice took 46 s); now one pass, then one compaction.
  @Test(arguments: [true, false]) func tensOfThousandsOfRepeatsAreOnePass(interning: Bool) throws {
    let n = 40_000
    let keys = (0..<n).map { "\"k\($0)\": 1" } + (0..<n).map { "\"k\($0)\": 2" }
    let (_, root, warnings) = JSONReaderPathTests.read(
      "{" + keys.joined(separator: ",") + "}", interning: interning)
    let entries = try #require(root?.entries)
    #expect(entries.count == n)
    #expect(entries.first?.key == "k0" && entries.last?.key == "k\(n - 1)")
    #expect(entries.allSatisfy { $0.value.kind == .number(2) })
    #expect(warnings.count == n)
  }

  /// Keys chosen so their FNV hashes share the table's low bits (FNV is not keyed, so a file
  /// can be made so): the table gives up past `longestProbe` and the strings decide, with
  /// the plain reader's entries and warnings.
  @Test func keysMadeToCollideGoBackToStrings() throws {
    func fnv(_ key: String) -> Int {
      key.utf8.reduce(JSONReader.keyHashSeed) { JSONReader.keyHashStep($0, $1) }
    }
    let target = fnv("c0") & 0xFFF
    var colliding: [String] = []
    var n = 0
    while colliding.count < 150 {
      let key = "c\(n)"
      if fnv(key) & 0xFFF == target { colliding.append(key) }
      n += 1
    }
    var table = JSONReader.HashedKeys(base: 0)
    var hashes: [Int] = []
    var entries: [DocumentNode.Entry] = []
    for key in colliding {
      let at = SourceLocation(file: "t.json")
      entries.append(
        DocumentNode.Entry(key: key, keyLocation: at, value: DocumentNode(.null, at: at)))
      table.added(
        fnv(key), count: entries.count, replacing: nil, replaced: [], in: entries, to: &hashes)
    }
    #expect(table.crowded)
    let items = colliding.map { "\"\($0)\": 1" } + colliding.reversed().map { "\"\($0)\": 2" }
    let text = "{" + items.joined(separator: ",\n") + "}"
    let fast = JSONReaderPathTests.read(text, interning: true)
    let plain = JSONReaderPathTests.read(text, interning: false)
    #expect(fast.0 == plain.0)
    #expect(fast.2 == plain.2)
    #expect(fast.1?.entries?.count == colliding.count)
    #expect(fast.2.count == colliding.count)
  }
}
