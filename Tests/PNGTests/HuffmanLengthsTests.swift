import TestSupport
import Testing

@testable import PNG

/// The two-queue Huffman builder against ``HuffmanCode``'s (the plain twin): the same total
/// cost where neither hits the limit, always complete and within the limit.
@Suite struct HuffmanLengthsTests {
  static func cost(_ counts: [Int], _ lengths: [Int]) -> Int {
    zip(counts, lengths).reduce(0) { $0 + $1.0 * $1.1 }
  }

  @Test func sameCostAsThePlainTwinOnRandomCounts() {
    var rng = SplitMix(seed: 42)
    for trial in 0..<300 {
      let size = [19, 30, 286][trial % 3]
      var counts = (0..<size).map { _ in
        rng.next() % 3 == 0 ? 0 : Int(rng.next() % (trial % 2 == 0 ? 20 : 5000))
      }
      counts[0] = max(counts[0], 1)
      counts[size - 1] = max(counts[size - 1], 1)
      let fast = HuffmanLengths.build(counts, limit: 15)
      let plain = HuffmanCode(counts: counts, limit: 15).lengths
      #expect(HuffmanCodeTests.kraft(fast) == 1 << 15, "complete, trial \(trial)")
      #expect(fast.max()! <= 15)
      #expect(zip(counts, fast).allSatisfy { ($0 > 0) == ($1 > 0) })
      if plain.max()! < 15 && fast.max()! < 15 {
        #expect(Self.cost(counts, fast) == Self.cost(counts, plain), "trial \(trial)")
      }
    }
  }

  /// Fibonacci counts make the deepest tree; the limit flattens it into a complete code.
  @Test(arguments: [7, 15])
  func skewedCountsStayWithinTheLimit(limit: Int) {
    var counts = [1, 1]
    while counts.count < 30 { counts.append(counts[counts.count - 1] + counts[counts.count - 2]) }
    let lengths = HuffmanLengths.build(counts, limit: limit)
    #expect(lengths.max()! <= limit)
    #expect(HuffmanCodeTests.kraft(lengths) == 1 << 15)
  }

  @Test func twoSymbolsGetOneBitEach() {
    #expect(HuffmanLengths.build([0, 5, 0, 9], limit: 15) == [0, 1, 0, 1])
  }
}
