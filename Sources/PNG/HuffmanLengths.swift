/// Code lengths for a DEFLATE block's alphabets (up to 286 symbols), built from the block's
/// own symbol counts in O(n log n). ``HuffmanCode/init(counts:limit:)`` is the plain twin
/// (quadratic, fine for the 19 code-length symbols); tests compare the two codes' costs.
enum HuffmanLengths {
  /// Lengths of a complete code for the symbols whose count is above zero (at least two
  /// must be), none longer than `limit`. When one is, counts are flattened and the code
  /// rebuilt, as ``HuffmanCode`` does. The result depends on the counts alone.
  static func build(_ counts: [Int], limit: Int) -> [Int] {
    var weights = counts
    while true {
      let lengths = unlimited(weights)
      if lengths.max()! <= limit { return lengths }
      weights = weights.map { $0 == 0 ? 0 : $0 / 2 + 1 }
    }
  }

  /// Huffman's algorithm with two queues: leaves sorted by (count, symbol), and merged
  /// subtrees, which are made in order of weight, so the lightest two are always at the
  /// queues' fronts. Ties take the leaf first.
  private static func unlimited(_ counts: [Int]) -> [Int] {
    var lengths = [Int](repeating: 0, count: counts.count)
    let symbols = counts.indices.filter { counts[$0] > 0 }.sorted {
      (counts[$0], $0) < (counts[$1], $1)
    }
    let n = symbols.count
    precondition(n >= 2, "two symbols make a code")
    var weight = symbols.map { counts[$0] } + [Int](repeating: 0, count: n - 1)
    var parent = [Int](repeating: 0, count: 2 * n - 1)
    var leaf = 0
    var merged = n
    var made = n
    func lightest() -> Int {
      if leaf < n && (merged >= made || weight[leaf] <= weight[merged]) {
        leaf += 1
        return leaf - 1
      }
      merged += 1
      return merged - 1
    }
    while made < 2 * n - 1 {
      let a = lightest()
      let b = lightest()
      weight[made] = weight[a] + weight[b]
      parent[a] = made
      parent[b] = made
      made += 1
    }
    // Parents come after their children: one pass from the root down gives every depth.
    var depth = [Int](repeating: 0, count: 2 * n - 1)
    for node in stride(from: 2 * n - 3, through: 0, by: -1) {
      depth[node] = depth[parent[node]] + 1
    }
    for k in 0..<n { lengths[symbols[k]] = depth[k] }
    return lengths
  }
}
