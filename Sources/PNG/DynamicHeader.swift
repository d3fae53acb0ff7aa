/// A dynamic-Huffman block's header (RFC 1951 §3.2.7): BFINAL, BTYPE, the code counts, the
/// code-length code, then every literal/length and distance code length, run-length coded.
enum DynamicHeader {
  /// §3.2.7: the order the code-length code's lengths are stored in.
  static let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

  static func write(literals: [Int], distances: [Int], final: Bool, to sink: inout BitSink) {
    var literalCount = 286
    while literalCount > 257 && literals[literalCount - 1] == 0 { literalCount -= 1 }
    var distanceCount = 30
    while distanceCount > 1 && distances[distanceCount - 1] == 0 { distanceCount -= 1 }
    let runs = runLengths(Array(literals[..<literalCount]) + distances[..<distanceCount])
    var counts = [Int](repeating: 0, count: 19)
    for run in runs { counts[run.symbol] += 1 }
    ScreenDeflate.makeTwo(&counts)
    let lengths = HuffmanLengths.build(counts, limit: 7)
    let code = HuffmanCode(lengths: lengths)
    var stored = 19
    while stored > 4 && lengths[order[stored - 1]] == 0 { stored -= 1 }

    sink.put(final ? 1 : 0, 1)
    sink.put(2, 2)
    sink.put(UInt64(literalCount - 257), 5)
    sink.put(UInt64(distanceCount - 1), 5)
    sink.put(UInt64(stored - 4), 4)
    for i in 0..<stored { sink.put(UInt64(lengths[order[i]]), 3) }
    for run in runs {
      sink.put(UInt64(code.codes[run.symbol]), lengths[run.symbol])
      sink.put(UInt64(run.extra), run.extraBits)
    }
  }

  /// Code lengths as code-length symbols: a length as itself, a repeat of the previous
  /// length 3–6 times as 16, runs of 3–10 zeros as 17 and of 11–138 as 18, with extra bits.
  static func runLengths(_ lengths: [Int]) -> [(symbol: Int, extra: Int, extraBits: Int)] {
    var runs: [(symbol: Int, extra: Int, extraBits: Int)] = []
    var i = 0
    while i < lengths.count {
      let length = lengths[i]
      var run = 1
      while i + run < lengths.count && lengths[i + run] == length { run += 1 }
      i += run
      if length == 0 {
        while run >= 11 {
          let take = min(138, run)
          runs.append((18, take - 11, 7))
          run -= take
        }
        if run >= 3 {
          runs.append((17, run - 3, 3))
          run = 0
        }
      } else {
        runs.append((length, 0, 0))
        run -= 1
        while run >= 3 {
          let take = min(6, run)
          runs.append((16, take - 3, 2))
          run -= take
        }
      }
      for _ in 0..<run { runs.append((length, 0, 0)) }
    }
    return runs
  }
}
