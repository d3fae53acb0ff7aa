/// The shadow blur of `Shadow.blur`, faster with the very same `Float` operations per
/// value, so the mask bytes are identical (the tests compare the two):
///
/// - along x, a row equal to the row above blurs to the same row, so it is copied (the
///   margins above and below a shape and every row of its straight sides);
/// - along y, each pass runs over whole rows with one running sum per column, so memory
///   is read in order and the sums are vectors; every column still sees its values added
///   and subtracted in the plain filter's order;
/// - rounding to bytes is one pass over raw memory.
enum ShadowBlur {
  /// Blurs `plane` (`width × height` coverage, 0...1) and returns it as bytes.
  static func blurredBytes(_ plane: inout [Float], width: Int, height: Int, d: Int) -> [UInt8] {
    guard width > 0, height > 0 else { return [] }
    let passes = Shadow.boxPasses(d)
    var other = [Float](repeating: 0, count: width * height)
    plane.withUnsafeMutableBufferPointer { a in
      other.withUnsafeMutableBufferPointer { b in
        horizontal(a.baseAddress!, width: width, height: height, passes: passes)
        // Three passes from a to b and back: the result ends in b.
        var src = a.baseAddress!
        var dst = b.baseAddress!
        for p in passes {
          vertical(src, dst, width: width, height: height, lo: p.lo, hi: p.hi)
          swap(&src, &dst)
        }
        if src != a.baseAddress! { a.baseAddress!.update(from: src, count: width * height) }
      }
    }
    return [UInt8](unsafeUninitializedCapacity: width * height) { out, n in
      plane.withUnsafeBufferPointer { p in
        for i in 0..<width * height {
          out[i] = UInt8(min(max(Int(p[i] * 255 + 0.5), 0), 255))
        }
      }
      n = width * height
    }
  }

  /// Three box passes along each row, in place; a row equal to its predecessor's input
  /// takes that row's result.
  private static func horizontal(
    _ plane: UnsafeMutablePointer<Float>, width: Int, height: Int, passes: [(lo: Int, hi: Int)]
  ) {
    let previous = UnsafeMutablePointer<Float>.allocate(capacity: width)
    let line = UnsafeMutablePointer<Float>.allocate(capacity: width)
    let out = UnsafeMutablePointer<Float>.allocate(capacity: width)
    defer {
      previous.deallocate()
      line.deallocate()
      out.deallocate()
    }
    var havePrevious = false
    for y in 0..<height {
      let row = plane + y * width
      if havePrevious && equal(row, previous, width) {
        row.update(from: row - width, count: width)
        continue
      }
      previous.update(from: row, count: width)
      havePrevious = true
      // row → out → line → out (three passes), then back into the row.
      box(row, out, count: width, lo: passes[0].lo, hi: passes[0].hi)
      box(out, line, count: width, lo: passes[1].lo, hi: passes[1].hi)
      box(line, out, count: width, lo: passes[2].lo, hi: passes[2].hi)
      row.update(from: out, count: width)
    }
  }

  @inline(__always)
  private static func equal(
    _ a: UnsafePointer<Float>, _ b: UnsafePointer<Float>, _ n: Int
  ) -> Bool {
    for i in 0..<n where a[i].bitPattern != b[i].bitPattern { return false }
    return true
  }

  /// `Shadow.box` over raw memory: the same sums in the same order.
  @inline(__always)
  private static func box(
    _ src: UnsafePointer<Float>, _ dst: UnsafeMutablePointer<Float>, count: Int, lo: Int, hi: Int
  ) {
    let scale = 1 / Float(lo + hi + 1)
    var sum: Float = 0
    for i in 0..<min(hi, count) { sum += src[i] }
    for i in 0..<count {
      if i + hi < count { sum += src[i + hi] }
      dst[i] = sum * scale
      if i - lo >= 0 { sum -= src[i - lo] }
    }
  }

  /// One box pass down every column at once: `sums[x]` is column x's running sum, updated
  /// row by row exactly as `Shadow.box` updates its one sum.
  private static func vertical(
    _ src: UnsafePointer<Float>, _ dst: UnsafeMutablePointer<Float>, width: Int, height: Int,
    lo: Int, hi: Int
  ) {
    let scale = 1 / Float(lo + hi + 1)
    let sums = UnsafeMutablePointer<Float>.allocate(capacity: width)
    defer { sums.deallocate() }
    sums.initialize(repeating: 0, count: width)
    for i in 0..<min(hi, height) {
      let r = src + i * width
      for x in 0..<width { sums[x] += r[x] }
    }
    for i in 0..<height {
      if i + hi < height {
        let r = src + (i + hi) * width
        for x in 0..<width { sums[x] += r[x] }
      }
      let o = dst + i * width
      for x in 0..<width { o[x] = sums[x] * scale }
      if i - lo >= 0 {
        let r = src + (i - lo) * width
        for x in 0..<width { sums[x] -= r[x] }
      }
    }
  }
}
