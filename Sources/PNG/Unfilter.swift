import Dispatch

/// Undoes PNG's per-row filters (PNG spec §9: None, Sub, Up, Average, Paeth) in place and
/// writes straight RGBA, alpha 255 added to RGB.
///
/// A row filtered with None reads no other row, so the rows are cut into bands that each
/// start at such a row and the bands are undone on several threads, each row written out
/// while it is still in cache. This encoder's files are mostly None rows (repeated rows are
/// Up); a file whose every row reads the one above (libpng's Paeth, say) stays one band.
/// The result does not depend on the thread count; ``plainRows`` is the serial twin.
enum Unfilter {
  /// Bands are not cut smaller than this many bytes of filtered rows: below it, starting
  /// threads costs more than the work.
  static let minimumBandBytes = 256 << 10

  /// False when a row names an unknown filter type.
  static func rows(
    _ data: UnsafeMutableRawBufferPointer, width: Int, height: Int, channels: Int,
    into out: UnsafeMutableRawBufferPointer, threads: Int = PNGEncoder.defaultThreads,
    minimumBandBytes: Int = Unfilter.minimumBandBytes
  ) -> Bool {
    let rowBytes = 1 + width * channels
    let base = data.baseAddress!.assumingMemoryBound(to: UInt8.self)
    for y in 0..<height where base[y * rowBytes] > 4 { return false }
    let starts = bandStarts(
      base, rowBytes: rowBytes, height: height,
      bands: min(threads, max(1, height * rowBytes / max(1, minimumBandBytes))))
    // Addresses, not pointers, cross into the workers; each band writes only its own rows.
    let rows = UInt(bitPattern: base)
    let pixels = UInt(bitPattern: out.baseAddress!)
    @Sendable func work(_ band: Int) {
      let base = UnsafeMutablePointer<UInt8>(bitPattern: rows)!
      let dst = UnsafeMutableRawPointer(bitPattern: pixels)!
      let end = band + 1 < starts.count ? starts[band + 1] : height
      for y in starts[band]..<end {
        undo(row: y, base, rowBytes: rowBytes, channels: channels)
        expand(base + y * rowBytes + 1, width: width, channels: channels, to: dst + y * width * 4)
      }
    }
    if starts.count == 1 {
      work(0)
    } else {
      DispatchQueue.concurrentPerform(iterations: starts.count) { work($0) }
    }
    return true
  }

  /// First rows of up to `bands` bands of about equal size, each a row filtered with None
  /// (or row 0), so no band reads a row of another.
  static func bandStarts(
    _ base: UnsafeMutablePointer<UInt8>, rowBytes: Int, height: Int, bands: Int
  ) -> [Int] {
    var starts = [0]
    guard bands > 1 else { return starts }
    for i in 1..<bands {
      let next = (i + 1) * height / bands
      var y = max(i * height / bands, starts.last! + 1)
      while y < next, base[y * rowBytes] != 0 { y += 1 }
      if y < next { starts.append(y) }
    }
    return starts
  }

  /// Undoes row `y`'s filter in place; row `y − 1` must already be undone.
  @inline(__always)
  static func undo(row y: Int, _ base: UnsafeMutablePointer<UInt8>, rowBytes: Int, channels: Int) {
    let stride = rowBytes - 1
    let bpp = channels
    let row = base + y * rowBytes + 1
    // Row -1 is all zeros (§9.2), so Up/Average/Paeth on the first row read no memory.
    let up: UnsafeMutablePointer<UInt8>? = y > 0 ? row - rowBytes : nil
    switch (row[-1], up) {
    case (1, _):
      for i in bpp..<stride { row[i] &+= row[i - bpp] }
    case (2, let up?):
      for i in 0..<stride { row[i] &+= up[i] }
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
    default: break  // None, or Up on the first row
    }
  }

  /// One undone row as RGBA.
  @inline(__always)
  static func expand(
    _ row: UnsafeMutablePointer<UInt8>, width: Int, channels: Int,
    to target: UnsafeMutableRawPointer
  ) {
    if channels == 4 {
      target.copyMemory(from: row, byteCount: width * 4)
      return
    }
    for x in 0..<width {
      let rgb = UInt32(row[x * 3]) | UInt32(row[x * 3 + 1]) << 8 | UInt32(row[x * 3 + 2]) << 16
      target.storeBytes(of: (rgb | 0xFF00_0000).littleEndian, toByteOffset: x * 4, as: UInt32.self)
    }
  }

  /// The serial twin: every row undone in order, then written out.
  static func plainRows(
    _ data: UnsafeMutableRawBufferPointer, width: Int, height: Int, channels: Int,
    into out: UnsafeMutableRawBufferPointer
  ) -> Bool {
    let rowBytes = 1 + width * channels
    let base = data.baseAddress!.assumingMemoryBound(to: UInt8.self)
    for y in 0..<height {
      guard base[y * rowBytes] <= 4 else { return false }
      undo(row: y, base, rowBytes: rowBytes, channels: channels)
    }
    for y in 0..<height {
      expand(
        base + y * rowBytes + 1, width: width, channels: channels,
        to: out.baseAddress! + y * width * 4)
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
