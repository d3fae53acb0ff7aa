/// DEFLATE's length and distance alphabets (RFC 1951 §3.2.5) as lookup tables: for every
/// match length 3...258 and distance 1...32,768, its symbol and extra bits.
enum DeflateSymbols {
  static let lengthBase: [Int] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  static let lengthExtra: [Int] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  static let distanceBase: [Int] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  static let distanceExtra: [Int] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12,
    13, 13,
  ]

  /// `lengthCode[len]`: the length symbol's index (0...28, symbol 257 + index) for 3...258.
  /// Length 258 takes index 28 (symbol 285), never 284 with all extra bits set.
  static let lengthCode: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 259)
    for index in 0..<29 {
      let top = index == 28 ? 258 : min(257, lengthBase[index] + (1 << lengthExtra[index]) - 1)
      for length in lengthBase[index]...top { table[length] = UInt8(index) }
    }
    return table
  }()

  /// `distanceCode[dist]`: the distance symbol (0...29) for 1...32,768.
  static let distanceCode: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 32769)
    for code in 0..<30 {
      let top = distanceBase[code] + (1 << distanceExtra[code]) - 1
      for distance in distanceBase[code]...top { table[distance] = UInt8(code) }
    }
    return table
  }()
}
