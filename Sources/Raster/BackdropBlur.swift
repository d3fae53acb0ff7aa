/// A backdrop blur (UIVisualEffectView): what is drawn under a box so far, blurred in
/// place by three box blurs per axis, which approximate a Gaussian (the central limit
/// theorem; three passes of width 2r + 1 give a variance of r(r + 1), so r ≈ σ).
///
/// Pixels outside the box are not read: the box's edge pixels repeat (clamp), so the
/// result depends only on the box's own pixels and is the same however the canvas is
/// split into bands. Sums are integers and each pass rounds to nearest, so the bytes are
/// deterministic. The Rasterizer runs it between bands: every op before it is drawn on
/// the whole canvas first.
enum BackdropBlur {
  /// Blurs `box` of `surface` with radius `r` pixels (each of three passes averages
  /// 2r + 1 pixels), premultiplied channels independently.
  /// With `shape`, pixels of the box whose centres lie outside its rounded corners are
  /// restored after the blur.
  static func apply(_ surface: Surface, box: PixelBox, radius r: Int, shape: PixelShape? = nil) {
    let box = box.intersection(surface.box)
    guard r > 0, !box.isEmpty else { return }
    let w = box.x1 - box.x0
    let h = box.y1 - box.y0
    var saved: [UInt32] = []
    if shape != nil {
      for y in box.y0..<box.y1 {
        let row = surface.pointer(x: box.x0, y: y)
        for i in 0..<w { saved.append(row[i]) }
      }
    }
    defer {
      if let shape {
        for y in box.y0..<box.y1 {
          let row = surface.pointer(x: box.x0, y: y)
          for i in 0..<w where !inside(shape, Double(box.x0 + i) + 0.5, Double(y) + 0.5) {
            row[i] = saved[(y - box.y0) * w + i]
          }
        }
      }
    }
    var line = [UInt32](repeating: 0, count: max(w, h))
    var out = [UInt32](repeating: 0, count: max(w, h))
    for y in box.y0..<box.y1 {
      let row = surface.pointer(x: box.x0, y: y)
      for i in 0..<w { line[i] = row[i] }
      for _ in 0..<3 { pass(&line, &out, count: w, radius: r) }
      for i in 0..<w { row[i] = line[i] }
    }
    for x in box.x0..<box.x1 {
      for i in 0..<h { line[i] = surface.pointer(x: x, y: box.y0 + i).pointee }
      for _ in 0..<3 { pass(&line, &out, count: h, radius: r) }
      for i in 0..<h { surface.pointer(x: x, y: box.y0 + i).pointee = line[i] }
    }
  }

  /// Whether (x, y) lies inside `shape`'s rounded corners (its box is the blur's).
  static func inside(_ s: PixelShape, _ x: Double, _ y: Double) -> Bool {
    func outside(_ cx: Double, _ cy: Double, _ r: Double) -> Bool {
      let dx = x - cx
      let dy = y - cy
      return dx * dx + dy * dy > r * r
    }
    if x < s.x0 + s.tl, y < s.y0 + s.tl { return !outside(s.x0 + s.tl, s.y0 + s.tl, s.tl) }
    if x > s.x1 - s.tr, y < s.y0 + s.tr { return !outside(s.x1 - s.tr, s.y0 + s.tr, s.tr) }
    if x > s.x1 - s.br, y > s.y1 - s.br { return !outside(s.x1 - s.br, s.y1 - s.br, s.br) }
    if x < s.x0 + s.bl, y > s.y1 - s.bl { return !outside(s.x0 + s.bl, s.y1 - s.bl, s.bl) }
    return true
  }

  /// One box pass over `line[0..<count]` with a sliding sum per channel, edges clamped.
  static func pass(_ line: inout [UInt32], _ out: inout [UInt32], count n: Int, radius r: Int) {
    guard n > 1 else { return }
    let width = UInt32(2 * r + 1)
    var sums = [UInt32](repeating: 0, count: 4)
    @inline(__always) func at(_ i: Int) -> UInt32 { line[min(max(i, 0), n - 1)] }
    for i in -r...r {
      let p = at(i)
      for c in 0..<4 { sums[c] &+= (p >> (8 * UInt32(c))) & 0xFF }
    }
    for i in 0..<n {
      var word: UInt32 = 0
      for c in 0..<4 { word |= ((sums[c] + width / 2) / width) << (8 * UInt32(c)) }
      out[i] = word
      let add = at(i + r + 1)
      let drop = at(i - r)
      for c in 0..<4 {
        let shift = 8 * UInt32(c)
        sums[c] = sums[c] &+ ((add >> shift) & 0xFF) &- ((drop >> shift) & 0xFF)
      }
    }
    for i in 0..<n { line[i] = out[i] }
  }
}
