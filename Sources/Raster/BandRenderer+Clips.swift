// The clip stack: rounded or rectangular clips, combined by multiplying coverage.

extension BandRenderer {
  func pushClip(_ shape: PixelShape) {
    if clipDepth == clips.count { clips.append(ClipLevel(width: width)) }
    let level = clips[clipDepth]
    level.scan.reset(shape)
    level.cachedRow = Int.min
    level.box = PixelBox(shape).intersection(clipBox)
    let interior = shape.fullyCovered
    level.inside = clipDepth > 0 ? interior.intersection(clips[clipDepth - 1].inside) : interior
    clipDepth += 1
  }

  /// Whether a draw within `b` needs no clip rows: there is no clip, or `b` lies where the
  /// clip covers every pixel fully (a card's text and avatar inside its rounded clip), so
  /// multiplying by the clip's 255 would change nothing. The plain twin (``fastPaths`` off)
  /// always multiplies.
  func unclipped(_ b: PixelBox) -> Bool {
    clipDepth == 0 || (fastPaths && clips[clipDepth - 1].inside.contains(b))
  }

  func popClip() {
    if clipDepth > 0 { clipDepth -= 1 }
  }

  /// The clip's coverage for row y (levels combined by multiplication).
  func clipRow(_ level: Int, _ y: Int) -> CoverageRow {
    let c = clips[level]
    if c.cachedRow != y {
      c.scan.row(y, into: &c.own, acc: acc)
      if level > 0 {
        CoverageRow.intersect(clipRow(level - 1, y), c.own, into: &c.combined)
      }
      c.cachedRow = y
    }
    return level > 0 ? c.combined : c.own
  }
}
