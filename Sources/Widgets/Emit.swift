import Primitives
import Raster
import Text

/// Turns a laid-out widget tree into a ``DisplayList``, in UIKit's drawing order for each
/// view: shadow, background, content, children (clipped to the rounded bounds when
/// `clipsToBounds`), then the border on top (CALayer draws it above sublayers). A view's
/// alpha below 1 makes its whole subtree one opacity group.
public struct Emitter {
  public let text: any TextMeasuring
  /// Folder that relative image paths are read from.
  public var imageRoot: String

  public init(text: any TextMeasuring, imageRoot: String = "") {
    self.text = text
    self.imageRoot = imageRoot
  }

  /// The display list for `root`, already laid out, on a canvas of `size` at `scale`.
  public func displayList(
    _ root: Widget, size: Size, scale: Double, background: Color? = .white,
    statusBar: Bool = false
  ) -> DisplayList {
    var list = DisplayList(size: size, scale: scale, background: background)
    var fonts = FontTable()
    emit(root, origin: .zero, into: &list, fonts: &fonts)
    if statusBar {
      StatusBar(size: size, color: root.textColor).append(to: &list, fonts: &fonts, text: text)
    }
    list.fonts = fonts.names
    return list
  }

  func emit(_ w: Widget, origin: Point, into list: inout DisplayList, fonts: inout FontTable) {
    guard !w.isHidden, w.alpha > 0 else { return }
    let frame = w.layoutFrame.offsetBy(dx: origin.x, dy: origin.y)
    let radii = w.cornerRadii
    let group = w.alpha < 1
    if group { list.append(.beginGroup(opacity: w.alpha)) }
    if let shadow = w.color("layer.shadowColor"), let opacity = w.number("layer.shadowOpacity"),
      opacity > 0
    {
      let offset = w.value("layer.shadowOffset")?.size ?? Size(width: 0, height: -3)
      list.append(
        .shadow(
          frame, radii, color: shadow.withAlphaMultiplied(by: opacity),
          blur: w.number("layer.shadowRadius") ?? 3,
          offset: Point(x: offset.width, y: offset.height)))
    }
    // A segmented control draws its own rounded track (ContentPainter).
    if w.kind != .segmentedControl, let bg = w.color("backgroundColor"), bg.alpha > 0 {
      list.append(
        radii.isZero ? .fillRect(frame, .color(bg)) : .fillRoundedRect(frame, radii, .color(bg)))
    }
    // clipsToBounds clips the view's own content (an aspect-filled image) and its children
    // to the rounded bounds, as CALayer's masksToBounds does.
    let clip = w.clipsToBounds
    if clip {
      list.append(radii.isZero ? .pushClipRect(frame) : .pushClipRoundedRect(frame, radii))
    }
    var painter = ContentPainter(emitter: self, widget: w, frame: frame, list: list, fonts: fonts)
    // One owner of the op array at a time (ours is dropped, the painter's swapped back):
    // a second reference made every append copy it, quadratic in widget count.
    list.ops = []
    painter.paint()
    swap(&list, &painter.list)
    fonts = painter.fonts
    for c in w.children { emit(c, origin: frame.origin, into: &list, fonts: &fonts) }
    if clip { list.append(.popClip) }
    if let width = w.number("layer.borderWidth"), width > 0,
      let color = w.color("layer.borderColor") ?? Optional(.black), color.alpha > 0
    {
      list.append(.strokeRoundedRect(frame, radii, width: width, color: color))
    }
    if group { list.append(.endGroup) }
  }
}

/// Short names for the fonts a display list uses, in order of first use.
struct FontTable {
  var names: [String: String] = [:]
  var keys: [FontSpec: String] = [:]

  /// The display-list key for `font`: its name, with a style word for a weight given
  /// apart from the name (`system` at 600 is `systemSemibold`, as iOS names faces).
  mutating func key(for font: FontSpec) -> String {
    if let k = keys[font] { return k }
    let name = Self.request(font).name
    keys[font] = name
    names[name] = name
    return name
  }

  /// `font` with its weight and italic folded into the name, for the Text stage.
  static func request(_ font: FontSpec) -> FontSpec {
    var out = font
    if let weight = font.weight {
      let words = [
        100: "Thin", 200: "ExtraLight", 300: "Light", 400: "", 500: "Medium", 600: "Semibold",
        700: "Bold", 800: "ExtraBold", 900: "Black",
      ]
      out.name += words[min(900, max(100, (weight + 50) / 100 * 100))] ?? ""
      out.weight = nil
    }
    if font.italic {
      out.name += "Italic"
      out.italic = false
    }
    return out
  }
}
