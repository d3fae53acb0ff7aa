/// Undoes PNG's per-row filters (PNG spec §9: None, Sub, Up, Average, Paeth) in place and
/// writes straight RGBA, alpha 255 added to RGB.
enum Unfilter {
  /// False when a row names an unknown filter type.
  static func rows(
    _ data: UnsafeMutableRawBufferPointer, width: Int, height: Int, channels: Int,
    into out: UnsafeMutableRawBufferPointer
  ) -> Bool {
    let stride = width * channels
    let rowBytes = 1 + stride
    let base = data.baseAddress!.assumingMemoryBound(to: UInt8.self)
    let bpp = channels
    for y in 0..<height {
      let row = base + y * rowBytes + 1
      let filter = row[-1]
      // Row -1 is all zeros (§9.2), so Up/Average/Paeth on the first row read no memory.
      let up: UnsafeMutablePointer<UInt8>? = y > 0 ? base + (y - 1) * rowBytes + 1 : nil
      switch (filter, up) {
      case (0, _): break
      case (1, _):
        for i in bpp..<stride { row[i] &+= row[i - bpp] }
      case (2, let up?):
        for i in 0..<stride { row[i] &+= up[i] }
      case (2, nil): break
      case (3, let up):
        for i in 0..<stride {
          let left = i >= bpp ? Int(row[i - bpp]) : 0
          let above = up.map { Int($0[i]) } ?? 0
          row[i] &+= UInt8((left + above) / 2)
        }
      case (4, let up):
        for i in 0..<stride {
          let a = i >= bpp ? Int(row[i - bpp]) : 0
          let b = up.map { Int($0[i]) } ?? 0
          let c = i >= bpp ? (up.map { Int($0[i - bpp]) } ?? 0) : 0
          row[i] &+= UInt8(paeth(a, b, c))
        }
      default: return false
      }
    }
    let dst = out.baseAddress!
    for y in 0..<height {
      let row = UnsafeRawPointer(base + y * rowBytes + 1)
      let target = dst + y * width * 4
      if channels == 4 {
        target.copyMemory(from: row, byteCount: stride)
        continue
      }
      for x in 0..<width {
        let rgb =
          UInt32(row.load(fromByteOffset: x * 3, as: UInt8.self))
          | UInt32(row.load(fromByteOffset: x * 3 + 1, as: UInt8.self)) << 8
          | UInt32(row.load(fromByteOffset: x * 3 + 2, as: UInt8.self)) << 16
        target.storeBytes(
          of: (rgb | 0xFF00_0000).littleEndian, toByteOffset: x * 4, as: UInt32.self)
      }
    }
    return true
  }

  /// The Paeth predictor (§9.4): the neighbour nearest to a + b − c, ties to a, then b.
  @inline(__always)
  static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let p = a + b - c
    let pa = abs(p - a)
    let pb = abs(p - b)
    let pc = abs(p - c)
    if pa <= pb && pa <= pc { return a }
    return pb <= pc ? b : c
  }
}
