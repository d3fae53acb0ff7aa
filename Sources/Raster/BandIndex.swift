/// Which commands each band of rows runs, in list order: clips and groups (structural) in
/// every band, draws only in the bands their box meets. Built once per drawing, so a band
/// walks its own few commands instead of the whole list twice (the occlusion walk and the
/// draw walk): `stress` has 6,000 commands and 40 bands, most commands meeting 3 of them.
/// The plain twin (`fastPaths` off) walks every command and culls on its box.
struct BandIndex: Sendable {
  /// Band b's commands are `indices[starts[b] ..< starts[b + 1]]`.
  let starts: [Int]
  let indices: [Int32]

  /// The index of `commands` over `bands` bands of `rows` rows from row 0.
  init(_ commands: [PreparedCommand], bands: Int, rows: Int) {
    var counts = [Int](repeating: 0, count: bands + 1)
    func range(_ c: PreparedCommand) -> Range<Int> {
      if c.structural { return 0..<bands }
      let box = c.box
      guard box.y1 > 0, box.y0 < bands * rows, box.y0 < box.y1 else { return 0..<0 }
      return max(0, box.y0 / rows)..<min(bands, (box.y1 - 1) / rows + 1)
    }
    for c in commands {
      for b in range(c) { counts[b + 1] += 1 }
    }
    for b in 0..<bands { counts[b + 1] += counts[b] }
    starts = counts
    var next = counts
    var indices = [Int32](repeating: 0, count: counts[bands])
    for (i, c) in commands.enumerated() {
      for b in range(c) {
        indices[next[b]] = Int32(i)
        next[b] += 1
      }
    }
    self.indices = indices
  }

  /// The index, or nil for a list too long for 32-bit indices (it is drawn the plain way).
  static func make(_ commands: [PreparedCommand], bands: Int, rows: Int) -> BandIndex? {
    commands.count < Int(Int32.max) ? BandIndex(commands, bands: bands, rows: rows) : nil
  }
}
