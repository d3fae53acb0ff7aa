import Primitives
import Raster

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
  public func displayList(_ root: Widget, size: Size, scale: Double, background: Color? = .white)
    -> DisplayList
  {
    var list = DisplayList(size: size, scale: scale, background: background)
    var fonts = FontTable()
    emit(root, origin: .zero, into: &list, fonts: &fonts)
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
    if let bg = w.color("backgroundColor"), bg.alpha > 0 {
      list.append(
        radii.isZero ? .fillRect(frame, .color(bg)) : .fillRoundedRect(frame, radii, .color(bg)))
    }
    var painter = ContentPainter(emitter: self, widget: w, frame: frame, list: list, fonts: fonts)
    painter.paint()
    list = painter.list
    fonts = painter.fonts
    let clip = w.clipsToBounds && !w.children.isEmpty
    if clip {
      list.append(radii.isZero ? .pushClipRect(frame) : .pushClipRoundedRect(frame, radii))
    }
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

  /// The display-list key for `font`: its name, with the weight when one is given.
  mutating func key(for font: FontSpec) -> String {
    if let k = keys[font] { return k }
    var name = font.name
    if let weight = font.weight { name += ":weight=\(weight)" }
    if font.italic { name += ":italic" }
    keys[font] = name
    names[name] = name
    return name
  }
}
