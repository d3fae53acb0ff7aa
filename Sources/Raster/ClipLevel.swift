/// One level of the clip stack: its own shape's row and the row combined with the levels
/// below, cached for the last row asked.
final class ClipLevel {
  let scan = ShapeScan()
  var own: CoverageRow
  var combined: CoverageRow
  var cachedRow = Int.min
  var box = PixelBox.empty
  /// Where this level and every level below cover fully: draws inside skip the clip rows.
  var inside = PixelBox.empty

  init(width: Int) {
    own = CoverageRow(width: width)
    combined = CoverageRow(width: width)
  }

  deinit {
    own.deallocate()
    combined.deallocate()
  }
}
