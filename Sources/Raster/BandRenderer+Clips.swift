// The clip stack: rounded or rectangular clips, combined by multiplying coverage.

extension BandRenderer {
  func pushClip(_ shape: PixelShape) {
    if clipDepth == clips.count { clips.append(ClipLevel(width: width)) }
    let level = clips[clipDepth]
    level.scan.reset(shape)
    level.cachedRow = Int.min
    level.box = PixelBox(shape).intersection(clipBox)
    clipDepth += 1
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
