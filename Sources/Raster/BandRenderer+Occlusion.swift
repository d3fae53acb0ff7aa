// Draws that later opaque fills paint over entirely are skipped.

extension BandRenderer {
  /// Walks the band's commands (`order`, indices into `all`) from the last, marking in ``hidden`` every draw whose pixels
  /// in the band later opaque fills all set outright (``PreparedCommand/cover``), and
  /// returns the position in `order` of the first command to run: when the fills from some command on cover the whole
  /// band, nothing before it (nor the band's clear) can show. That command lies outside
  /// every clip and group (it is a cover), so skipping all before it leaves the clip and
  /// group stacks as they would be.
  ///
  /// Nothing drawn changes: a covered pixel is stored, not blended, by a fill that comes
  /// later. A scene of 20,000 random opaque rectangles (the peers' `rects`) paints each
  /// pixel 33 times over; a phone screen's window background lies under its table's.
  func occlude(
    _ all: UnsafeBufferPointer<PreparedCommand>, _ order: UnsafeBufferPointer<Int32>
  ) -> Int {
    if hiddenCapacity < all.count {
      hidden.deallocate()
      hiddenCapacity = all.count
      hidden = .allocate(capacity: hiddenCapacity)
    }
    let hidden = self.hidden
    let band = self.band
    var mask = covered
    defer { covered = mask }
    mask.reset(y0: band.y0, rows: band.y1 - band.y0)
    var p = order.count
    while p > 0 {
      p -= 1
      let i = Int(order[p])
      hidden[i] = false
      if all[i].structural { continue }
      let box = all[i].box
      if box.y1 <= band.y0 || box.y0 >= band.y1 { continue }
      if mask.covers(box) {
        hidden[i] = true
        continue
      }
      let cover = all[i].cover
      if !cover.isEmpty {
        mask.add(cover)
        if mask.isFull { return p }
      }
    }
    return 0
  }
}
