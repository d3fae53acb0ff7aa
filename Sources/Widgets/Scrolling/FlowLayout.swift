import Primitives

/// UICollectionViewFlowLayout, vertical: items of `itemSize` (50 × 50 pt by default, or a
/// cell's own frame size) left to right within `sectionInset`, wrapping to a new line;
/// `minimumInteritemSpacing` and `minimumLineSpacing` (10 pt each, UIKit's defaults).
/// A child keyed `header` spans the width above the items, one keyed `footer` below them,
/// each at its own frame's height, else its fitting height (the flow layout's
/// `headerReferenceSize` and `footerReferenceSize`).
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
    func supplementary(_ key: String) -> Widget? {
      collection.children.first { $0.key == key && !$0.isHidden }
    }
    func height(_ w: Widget) -> Double {
      if let f = w.givenFrame, f.height > 0 { return min(f.height, 10_000) }
      return layout.fittingSize(w, width: width).height
    }
    if let header = supplementary("header") {
      let h = height(header)
      out.append((header, Rect(x: 0, y: 0, width: width, height: h)))
      y = h
    }
    y += inset.top
    let left = inset.left
    let right = width - inset.right
    var x = left
    var lineHeight = 0.0
    for c in collection.children where c.key != "header" && c.key != "footer" && !c.isHidden {
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
    y += lineHeight + inset.bottom
    if let footer = supplementary("footer") {
      let h = height(footer)
      out.append((footer, Rect(x: 0, y: y, width: width, height: h)))
      y += h
    }
    return (out, y)
  }

  func contentHeight(width: Double) -> Double {
    frames(width: width).height + collection.adjustedContentInset(in: layout).vertical
  }

  func arrange() {
    let inset = collection.adjustedContentInset(in: layout)
    let dx = inset.left - collection.contentOffset.x
    let dy = inset.top - collection.contentOffset.y
    for (w, f) in frames(width: collection.layoutFrame.width).frames {
      w.layoutFrame = f.offsetBy(dx: dx, dy: dy)
    }
  }
}
