/// An 8-bit coverage mask (a blurred shadow), with each row's extent, so drawing skips its
/// empty margins and paints its full interior as one solid span.
final class AlphaMask: Sendable {
  let width: Int
  let height: Int
  /// `width × height` bytes, rows top to bottom.
  let bytes: [UInt8]
  /// Per row: non-zero columns `[start, end)`, and the longest run of one value inside.
  let spans: [MaskSpan]

  init(width: Int, height: Int, bytes: [UInt8]) {
    precondition(bytes.count == width * height)
    self.width = width
    self.height = height
    self.bytes = bytes
    spans = (0..<height).map { MaskSpan(bytes[($0 * width)..<(($0 + 1) * width)]) }
  }
}

/// The parts of one mask row (see ``AlphaMask/spans``), in mask columns: the non-zero
/// extent, and its longest run `[solidStart, solidEnd)` of one value `solidValue` (a blurred
/// edge is constant along its length, a blurred interior is 255), drawn as one solid span.
struct MaskSpan: Sendable, Equatable {
  var start: Int
  var end: Int
  var solidStart: Int
  var solidEnd: Int
  var solidValue: Int

  init(start: Int, end: Int, solidStart: Int, solidEnd: Int, solidValue: Int) {
    self.start = start
    self.end = end
    self.solidStart = solidStart
    self.solidEnd = solidEnd
    self.solidValue = solidValue
  }

  init(_ row: ArraySlice<UInt8>) {
    let base = row.startIndex
    guard let first = row.firstIndex(where: { $0 != 0 }),
      let last = row.lastIndex(where: { $0 != 0 })
    else {
      self.init(start: 0, end: 0, solidStart: 0, solidEnd: 0, solidValue: 0)
      return
    }
    var best = (start: first, end: first)
    var i = first
    while i <= last {
      var j = i + 1
      while j <= last && row[j] == row[i] { j += 1 }
      if j - i > best.end - best.start { best = (i, j) }
      i = j
    }
    // Short runs are cheaper as mask pixels.
    if best.end - best.start < 16 { best = (first, first) }
    self.init(
      start: first - base, end: last + 1 - base, solidStart: best.start - base,
      solidEnd: best.end - base, solidValue: Int(row[best.start]))
  }
}
