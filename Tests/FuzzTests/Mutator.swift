/// Deterministic seeded mutation of corpus files: the same seed gives the same inputs on
/// every machine, so a failure found in CI is reproduced by its seed and index alone.
struct Mutator {
  /// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
  /// OOPSLA 2014): tiny, and the same on every platform, unlike the system generator.
  struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }
  }

  /// Bytes that matter to the parsers: structure, numbers, YAML and XML syntax.
  static let interestingBytes =
    Array("{}[]:,'\"#&*!|>-\n \t0123456789.eE+<>/=$@%\\".utf8) + [0, 0xFF]
  /// Numbers that broke integer conversions or bounds before.
  static let interestingNumbers = [
    "1e30", "-1e30", ".nan", "nan", ".inf", "-.inf", "1e19", "9223372036854775807",
    "-9223372036854775808", "-1", "0", "4097", "1e-300", "0x7FFFFFFF",
  ].map { Array($0.utf8) }

  var random: Random
  let corpus: [[UInt8]]
  /// Inputs never grow past this, so the fuzzer tests parsers, not memory.
  let maximumSize: Int

  init(seed: UInt64, corpus: [[UInt8]], maximumSize: Int = 1 << 16) {
    random = Random(state: seed)
    self.corpus = corpus
    self.maximumSize = maximumSize
  }

  /// The next input: a corpus file with one to four mutations.
  mutating func next() -> [UInt8] {
    var bytes = corpus[random.below(corpus.count)]
    for _ in 0...random.below(4) { mutate(&bytes) }
    if bytes.count > maximumSize { bytes.removeLast(bytes.count - maximumSize) }
    return bytes
  }

  private mutating func mutate(_ bytes: inout [UInt8]) {
    let at = random.below(bytes.count + 1)
    switch random.below(8) {
    case 0 where !bytes.isEmpty:  // flip bits
      bytes[min(at, bytes.count - 1)] ^= UInt8(truncatingIfNeeded: 1 << random.below(8))
    case 1:  // insert a syntax byte
      bytes.insert(Self.interestingBytes[random.below(Self.interestingBytes.count)], at: at)
    case 2 where !bytes.isEmpty:  // delete a range
      let n = min(bytes.count - min(at, bytes.count - 1), 1 + random.below(16))
      bytes.removeSubrange(min(at, bytes.count - 1)..<min(at, bytes.count - 1) + n)
    case 3 where !bytes.isEmpty:  // duplicate a range
      let start = min(at, bytes.count - 1)
      let n = min(bytes.count - start, 1 + random.below(64))
      bytes.insert(contentsOf: bytes[start..<start + n], at: start)
    case 4:  // replace a number with an interesting one
      replaceNumber(&bytes)
    case 5:  // truncate
      bytes.removeLast(bytes.count - at)
    case 6:  // splice in part of another corpus file
      let other = corpus[random.below(corpus.count)]
      let start = random.below(other.count)
      let n = min(other.count - start, 1 + random.below(128))
      bytes.insert(contentsOf: other[start..<start + n], at: at)
    default:  // overwrite four bytes (PNG lengths and sizes) with 0xFF or 0x7F
      guard bytes.count >= 4 else { return }
      let start = min(at, bytes.count - 4)
      let fill: UInt8 = random.below(2) == 0 ? 0xFF : 0x7F
      for i in start..<start + 4 { bytes[i] = fill }
    }
  }

  private mutating func replaceNumber(_ bytes: inout [UInt8]) {
    let isDigit = { (b: UInt8) in b >= 48 && b <= 57 }
    let digits = bytes.indices.filter { isDigit(bytes[$0]) }
    let number = Self.interestingNumbers[random.below(Self.interestingNumbers.count)]
    guard !digits.isEmpty else {
      bytes.insert(contentsOf: number, at: random.below(bytes.count + 1))
      return
    }
    var start = digits[random.below(digits.count)]
    while start > 0, isDigit(bytes[start - 1]) || bytes[start - 1] == 46 { start -= 1 }
    var end = start
    while end < bytes.count, isDigit(bytes[end]) || bytes[end] == 46 { end += 1 }
    bytes.replaceSubrange(start..<end, with: number)
  }
}
