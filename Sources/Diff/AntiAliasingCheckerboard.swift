/// `isAntialiased` for an interior pixel with the checkerboard background (pixelmatch 7), from
/// the band's sibling flags: `flat` and `otherFlat` point at the pixel's `hasManySiblings`
/// flags in `image` and `other`, rows `c.width` apart. When the pixel and its 8 neighbours are
/// opaque, each brightness delta is v7's `Y(centre − neighbour)` from integer channel
/// differences (exact in doubles, as `yiqDeltaOverCheckerboard` computes it), the same
/// left-preferring tree as `isAntialiasedCached` picks the lowest and highest; otherwise the
/// general interior check runs.
@inline(__always)
func isAntialiasedOverCheckerboard(
  _ image: PixelPlane, _ other: PixelPlane, x: Int, y: Int, _ flat: UnsafePointer<UInt8>,
  _ otherFlat: UnsafePointer<UInt8>, _ c: Comparator
) -> Bool {
  if flat[0] != 0 { return false }
  let s = image.stride
  let w = c.width
  let p = image.base + (y &* s &+ x)
  let centre = p.pointee
  var opaque = centre & p[-s &- 1] & p[-s] & p[-s &+ 1] & p[-1] & p[1]
  opaque &= p[s &- 1] & p[s] & p[s &+ 1]
  guard opaque >> 24 == 0xFF else {
    return isAntialiasedInterior(
      image, other, x: x, y: y, width: c.width, height: c.height, background: .checkerboard)
  }
  let r = Int(centre & 0xFF)
  let g = Int((centre >> 8) & 0xFF)
  let b = Int((centre >> 16) & 0xFF)
  @inline(__always) func at(_ offset: Int, _ flagOffset: Int) -> (Double, Int) {
    let q = p[offset]
    let delta = yiqY(
      Double(r &- Int(q & 0xFF)), Double(g &- Int((q >> 8) & 0xFF)),
      Double(b &- Int((q >> 16) & 0xFF)))
    return (delta, flagOffset)
  }
  // pixelmatch's order: columns left to right, rows top to bottom.
  let d0 = at(-s &- 1, -w &- 1)
  let d1 = at(-1, -1)
  let d2 = at(s &- 1, w &- 1)
  let d3 = at(-s, -w)
  let d4 = at(s, w)
  let d5 = at(-s &+ 1, -w &+ 1)
  let d6 = at(1, 1)
  let d7 = at(s &+ 1, w &+ 1)
  return antialiasVerdict(d0, d1, d2, d3, d4, d5, d6, d7, flat, otherFlat)
}
