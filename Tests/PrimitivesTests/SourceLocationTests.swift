import Testing

@testable import Primitives

private typealias Location = Primitives.SourceLocation

/// A location whose key path is a shared prefix and a tail compares, hashes and orders as
/// the plain location with the joined string (its twin: `keyPath` as one string).
@Suite struct SourceLocationTests {
  /// A small seeded generator (this target has no TestSupport).
  struct Seeded {
    var state: UInt64
    mutating func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(n))
    }
  }

  @Test func prefixedLocationsActAsTheirJoinedStrings() {
    var rng = Seeded(state: 7)
    let root = KeyPathPrefix(nil, "root")
    let child = KeyPathPrefix(root, ".children[0]")
    let other = KeyPathPrefix(nil, "root.children[0]")
    let deeper = KeyPathPrefix(child, ".children[1]")
    let heads: [KeyPathPrefix?] = [nil, root, child, other, deeper]
    let tails = ["", ".props", ".props.text", ".children[0]", "root", ".type", "a"]
    var made: [(Location, Location)] = []
    for _ in 0..<400 {
      let file = ["a.yml", "b.yml"][rng.next(2)]
      let line = rng.next(3)
      let column = rng.next(2)
      let head = heads[rng.next(heads.count)]
      let tail = tails[rng.next(tails.count)]
      let fast = Location(file: file, line: line, column: column, under: head, tail)
      let plain = Location(
        file: file, line: line, column: column, keyPath: (head?.string ?? "") + tail)
      #expect(fast.keyPath == plain.keyPath)
      #expect(fast == plain)
      #expect(fast.hashValue == plain.hashValue)
      made.append((fast, plain))
    }
    for _ in 0..<2000 {
      let (a, pa) = made[rng.next(made.count)]
      let (b, pb) = made[rng.next(made.count)]
      #expect((a == b) == (pa == pb))
      #expect((a < b) == (pa < pb))
      #expect(
        (a < b)
          == ((pa.file, pa.line, pa.column, pa.keyPath) < (pb.file, pb.line, pb.column, pb.keyPath))
      )
    }
    #expect(Set(made.map(\.0)).count == Set(made.map(\.1)).count)
    #expect(KeyPathPrefix(child, ".props").string == "root.children[0].props")
    #expect(deeper.string == "root.children[0].children[1]")
  }

  @Test func settingTheKeyPathReplacesItWhole() {
    var l = Location(
      file: "s.yml", line: 3, column: 4, under: KeyPathPrefix(nil, "root"), ".props.text")
    #expect(l.keyPath == "root.props.text")
    l.keyPath = "other"
    #expect(l.keyPath == "other")
    #expect(l == Location(file: "s.yml", line: 3, column: 4, keyPath: "other"))
    l.keyPath += ".x"
    #expect(l.keyPath == "other.x")
  }
}
