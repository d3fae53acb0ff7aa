import Testing

@testable import Documents

/// `JSONReader.childPath` joins the bytes in a stack buffer; it must make the string the
/// plain join (`plainChildPath`, appends into a reserved string) makes, byte for byte, for
/// empty, ASCII, non-ASCII and long paths (past the stack buffer's size).
@Suite struct JSONReaderPathTests {
  @Test func childPathJoinsAsThePlainJoin() {
    let pieces = ["", "a", "S12", ".", "layer", "é", "e\u{301}", "👍🏽", "\u{0}", "\"", "ключ", "[3]"]
    var state: UInt64 = 7
    func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(n))
    }
    func text() -> String {
      let long = next(20) == 0
      return (0..<(long ? 300 : next(5))).map { _ in pieces[next(pieces.count)] }.joined()
    }
    for _ in 0..<5_000 {
      let base = text()
      let key = text()
      let fast = JSONReader.childPath(base, key)
      let plain = JSONReader.plainChildPath(base, key)
      #expect(fast == plain)
      #expect(Array(fast.utf8) == Array(plain.utf8))
    }
  }
}
