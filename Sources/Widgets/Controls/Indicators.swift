import Primitives
import Raster
import Text

/// UIPageControl: 7 pt dots 16 pt apart, the current page's in the label colour, the
/// others in its 30 % tint (iOS 14+ defaults); a 26 pt tall control.
enum PageControl {
  static func pages(_ w: Widget) -> Int {
    guard let n = w.number("numberOfPages"), n.isFinite, n >= 0 else { return 0 }
    return Int(min(n, 200))
  }

  static func width(_ w: Widget) -> Double { Double(pages(w)) * 16 + 16 }
}

/// UIActivityIndicatorView frozen in one frame (deterministic): medium 20 pt, large 37 pt.
enum ActivityIndicator {
  static func size(_ w: Widget) -> Size {
    let d = w.string("activityIndicatorViewStyle") == "large" ? 37.0 : 20.0
    return Size(width: d, height: d)
  }
}

/// UITextView: text from the top, wrapped, inside `textContainerInset` (8 pt top and
/// bottom) and the 5 pt line-fragment padding; 12 pt system text when no font is set
/// (UIKit's default for a text view).
enum TextViewMetrics {
  static let padding = 5.0

  static func insets(_ w: Widget) -> EdgeInsets {
    var i =
      w.value("textContainerInset")?.insets ?? EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    i.left += padding
    i.right += padding
    return i
  }

  static func font(_ w: Widget) -> FontSpec { w.inherited("font")?.font ?? .system(size: 12) }

  static func fittingSize(_ w: Widget, width: Double, text: any TextMeasuring) -> Size {
    let i = insets(w)
    let s = w.text
    let h =
      s.isEmpty
      ? text.lineHeight(font(w))
      : text.layout(
        s, font: font(w), maxWidth: max(1, width - i.horizontal), maxLines: 0,
        lineBreak: .byWordWrapping
      ).size.height
    return Size(width: width, height: (h + i.vertical).rounded(.up))
  }
}

extension ContentPainter {
  mutating func paintPageControl() {
    let n = PageControl.pages(widget)
    guard n > 0 else { return }
    let current = Int(min(max(widget.number("currentPage") ?? 0, 0), Double(n - 1)))
    let label = SystemColor.label.resolved(in: appearance)
    let on = widget.color("currentPageIndicatorTintColor") ?? label
    let off = widget.color("pageIndicatorTintColor") ?? label.withAlphaMultiplied(by: 0.3)
    let total = Double(n) * 16
    var x = frame.midX - total / 2 + 4.5
    for i in 0..<n {
      let dot = Rect(x: x, y: frame.midY - 3.5, width: 7, height: 7)
      list.append(.fillRoundedRect(dot, CornerRadii(all: 3.5), .color(i == current ? on : off)))
      x += 16
    }
  }

  mutating func paintActivityIndicator() {
    let s = ActivityIndicator.size(widget)
    let color = widget.color("color") ?? SystemColor.systemGray.resolved(in: appearance)
    drawGlyph(
      .spokes(diameter: s.width), centeredAt: Point(x: frame.midX, y: frame.midY), color: color)
  }

  mutating func paintTextView() {
    let box = frame.inset(by: TextViewMetrics.insets(widget))
    let color = widget.inherited("textColor")?.color ?? SystemColor.label.resolved(in: appearance)
    drawText(
      widget.text, font: TextViewMetrics.font(widget), color: color, in: box,
      alignment: widget.textAlignment, maxLines: 0, lineBreak: .byWordWrapping, topAligned: true)
  }
}
