import Primitives

/// UICollectionViewFlowLayout, vertical: items of `itemSize` (50 × 50 pt by default, or a
/// cell's own frame size) left to right within `sectionInset`, wrapping to a new line;
/// `minimumInteritemSpacing` and `minimumLineSpacing` (10 pt each, UIKit's defaults).
/// A child keyed `header` spans the width above the items at its fitting height.
struct FlowLayout {
  let layout: Layout
  let collection: Widget

  var itemSize: Size {
    if let s = collection.value("itemSize")?.size, s.width.isFinite, s.height.isFinite,
      s.width > 0, s.height > 0
    {
      return Size(width: min(s.width, 10_000), height: min(s.height, 10_000))
    }
    return Size(width: 50, height: 50)
  }

  func spacing(_ key: String) -> Double {
    guard let n = collection.number(key), n.isFinite, n >= 0 else { return 10 }
    return min(n, 10_000)
  }

  func frames(width: Double) -> (frames: [(Widget, Rect)], height: Double) {
    let inset = collection.value("sectionInset")?.insets ?? .zero
    let inter = spacing("minimumInteritemSpacing")
    let line = spacing("minimumLineSpacing")
    var out: [(Widget, Rect)] = []
    var y = 0.0
    if let header = collection.children.first(where: { $0.key == "header" && !$0.isHidden }) {
      let h = layout.fittingSize(header, width: width).height
      out.append((header, Rect(x: 0, y: 0, width: width, height: h)))
      y = h
    }
    y += inset.top
    let left = inset.left
    let right = width - inset.right
    var x = left
    var lineHeight = 0.0
    for c in collection.children where c.key != "header" && !c.isHidden {
      var s = itemSize
      if let f = c.givenFrame, f.width > 0, f.height > 0 { s = f.size }
      if x > left, x + s.width > right + 0.001 {
        y += lineHeight + line
        x = left
        lineHeight = 0
      }
      out.append((c, Rect(x: x, y: y, width: s.width, height: s.height)))
      x += s.width + inter
      lineHeight = max(lineHeight, s.height)
    }
    return (out, y + lineHeight + inset.bottom)
  }

  func contentHeight(width: Double) -> Double {
    frames(width: width).height + collection.contentInset.vertical
  }

  func arrange() {
    let dx = collection.contentInset.left - collection.contentOffset.x
    let dy = collection.contentInset.top - collection.contentOffset.y
    for (w, f) in frames(width: collection.layoutFrame.width).frames {
      w.layoutFrame = f.offsetBy(dx: dx, dy: dy)
    }
  }
}
