/// A band's scratch rows.
struct RowSet {
  var outer: CoverageRow
  var inner: CoverageRow
  var ring: CoverageRow
  var clipped: CoverageRow

  init(width: Int) {
    outer = CoverageRow(width: width)
    inner = CoverageRow(width: width)
    ring = CoverageRow(width: width)
    clipped = CoverageRow(width: width)
  }

  func deallocate() {
    outer.deallocate()
    inner.deallocate()
    ring.deallocate()
    clipped.deallocate()
  }
}
