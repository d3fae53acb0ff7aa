import Primitives

/// UIStackView's arrangement: children along `axis` with `spacing`, sized by
/// `distribution`, placed across by `alignment`, inside `layoutMargins`.
///
/// With `fill`, extra room goes to the first child with the lowest content-hugging
/// priority (UIKit: 250 for views, 251 for labels, buttons and images, 750 for switches),
/// and a shortfall is taken from the labels, which then wrap or truncate. A child's
/// `frame` width or height, when above zero, is a fixed size along that dimension.
struct StackLayout {
  let layout: Layout
  let stack: Widget
  // Read once: measuring and placing read them for every child.
  let vertical: Bool
  let spacing: Double
  let alignment: String
  let distribution: String
  let arranged: [Widget]

  init(layout: Layout, stack: Widget) {
    self.layout = layout
    self.stack = stack
    vertical = stack.string("axis") != "horizontal"
    spacing = stack.number("spacing") ?? 0
    alignment = stack.string("alignment") ?? "fill"
    distribution = stack.string("distribution") ?? "fill"
    arranged = stack.children.filter { !$0.isHidden }
  }

  func hugging(_ w: Widget) -> Double {
    if let h = w.contentHugging { return vertical ? h.vertical : h.horizontal }
    return switch w.kind {
    case .label, .button, .imageView: 251
    case .switch: 750
    default: 250
    }
  }

  func fixed(_ w: Widget) -> (main: Double?, cross: Double?) {
    guard let f = w.givenFrame else { return (nil, nil) }
    let width = f.width > 0 ? f.width : nil
    let height = f.height > 0 ? f.height : nil
    return vertical ? (height, width) : (width, height)
  }

  /// Main and cross sizes of a child offered `cross` across.
  func measure(_ w: Widget, cross: Double?) -> (main: Double, cross: Double) {
    let fx = fixed(w)
    let s: Size
    if vertical {
      s = layout.fittingSize(w, width: fx.cross ?? cross)
      return (fx.main ?? s.height, fx.cross ?? s.width)
    } else {
      s = layout.fittingSize(w, width: fx.main)
      return (fx.main ?? s.width, fx.cross ?? s.height)
    }
  }

  func fittingSize(width: Double?) -> Size {
    let m = stack.layoutMargins
    let items = arranged
    let innerWidth = width.map { max(0, $0 - m.horizontal) }
    if vertical {
      var h = 0.0
      var w = 0.0
      for c in items {
        let s = measure(c, cross: innerWidth)
        h += s.main
        w = max(w, s.cross)
      }
      h += spacing * Double(max(0, items.count - 1))
      return Size(width: (innerWidth ?? w) + m.horizontal, height: h + m.vertical)
    }
    if let innerWidth {
      let frames = place(
        in: Rect(x: 0, y: 0, width: innerWidth, height: .infinity))
      let h = frames.map(\.height).max() ?? 0
      return Size(width: innerWidth + m.horizontal, height: h + m.vertical)
    }
    var w = 0.0
    var h = 0.0
    for c in items {
      let s = measure(c, cross: nil)
      w += s.main
      h = max(h, s.cross)
    }
    w += spacing * Double(max(0, items.count - 1))
    return Size(width: w + m.horizontal, height: h + m.vertical)
  }

  func arrange(in bounds: Rect) {
    let content = bounds.inset(by: stack.layoutMargins)
    let items = arranged
    let frames = place(in: content)
    for (c, f) in zip(items, frames) { c.layoutFrame = f }
    for c in stack.children where c.isHidden { c.layoutFrame = .zero }
  }

  /// Frames for the arranged children inside `content` (in the stack's coordinates).
  func place(in content: Rect) -> [Rect] {
    let items = arranged
    guard !items.isEmpty else { return [] }
    let availMain = vertical ? content.height : content.width
    let availCross = vertical ? content.width : content.height
    let crossOffer: Double? = availCross.isFinite ? availCross : nil
    var sizes = items.map { measure($0, cross: vertical ? crossOffer : nil) }
    let n = Double(items.count)
    let gaps = spacing * (n - 1)
    var gap = spacing
    var centers: [Double]?
    var mains = sizes.map(\.main)
    if availMain.isFinite {
      switch distribution {
      case "fillEqually":
        mains = Array(repeating: max(0, (availMain - gaps) / n), count: items.count)
      case "fillProportionally":
        let total = mains.reduce(0, +)
        if total > 0 { mains = mains.map { $0 / total * max(0, availMain - gaps) } }
      case "equalCentering":
        // Centers equally apart, the first child at the start and the last at the end.
        if items.count > 1 {
          let step = (availMain - mains[0] / 2 - mains[mains.count - 1] / 2) / (n - 1)
          centers = (0..<items.count).map { mains[0] / 2 + Double($0) * step }
        }
      case "equalSpacing":
        if items.count > 1 {
          gap = max(spacing, (availMain - mains.reduce(0, +)) / (n - 1))
        }
      default:
        let extra = availMain - mains.reduce(0, +) - gaps
        // A switch keeps its fixed size (UISwitch ignores the frame it is given).
        let flexible = items.indices.filter {
          fixed(items[$0]).main == nil && items[$0].kind != .switch
        }
        if extra > 0,
          let i = flexible.min(by: { hugging(items[$0]) < hugging(items[$1]) })
        {
          mains[i] += extra
        } else if extra < 0 {
          let shrinkable = flexible.filter {
            items[$0].kind == .label || items[$0].kind == .stackView
          }
          let total = shrinkable.map { mains[$0] }.reduce(0, +)
          if total > 0 {
            for i in shrinkable { mains[i] = max(0, mains[i] + extra * mains[i] / total) }
          }
        }
      }
      // Children whose main size changed in a horizontal stack re-measure their height.
      if !vertical {
        for i in items.indices where mains[i] != sizes[i].main && fixed(items[i]).cross == nil {
          sizes[i].cross = layout.fittingSize(items[i], width: mains[i]).height
        }
      }
    }
    var frames: [Rect] = []
    var pos = 0.0
    for i in items.indices {
      let crossSize: Double
      let fixedCross = fixed(items[i]).cross
      if alignment == "fill", fixedCross == nil, availCross.isFinite {
        crossSize = availCross
      } else {
        crossSize = availCross.isFinite ? min(sizes[i].cross, availCross) : sizes[i].cross
      }
      var crossPos = 0.0
      if availCross.isFinite {
        switch alignment {
        case "center": crossPos = ((availCross - crossSize) / 2).rounded()
        case "trailing", "bottom": crossPos = availCross - crossSize
        default: crossPos = 0
        }
      }
      let main = mains[i]
      if let centers { pos = centers[i] - main / 2 }
      let r =
        vertical
        ? Rect(x: content.x + crossPos, y: content.y + pos, width: crossSize, height: main)
        : Rect(x: content.x + pos, y: content.y + crossPos, width: main, height: crossSize)
      frames.append(r)
      pos += main + gap
    }
    return frames
  }
}
