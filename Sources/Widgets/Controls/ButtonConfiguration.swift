import Primitives
import Raster
import Text

/// UIButton.Configuration (iOS 15+): `plain`, `gray`, `tinted`, `filled`, `borderless`,
/// `bordered`, `borderedTinted`, `borderedProminent`, with `subtitle`, `imagePlacement`
/// (`leading`, `trailing`, `top`, `bottom`), `cornerStyle` (`fixed`, `dynamic`, `small`,
/// `medium`, `large`, `capsule`), `baseBackgroundColor` and `baseForegroundColor`.
/// Titles are 17 pt, subtitles 15 pt, content insets 7 × 12 pt, image padding 6 pt.
struct ButtonConfiguration {
  let style: String
  let title: String
  let subtitle: String
  let image: String?
  let placement: String
  let cornerStyle: String

  static let titleFont = FontSpec.system(size: 17)
  static let subtitleFont = FontSpec.system(size: 15)
  static let insets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
  static let imageSide = 20.0
  static let imagePadding = 6.0

  init?(_ w: Widget) {
    guard let style = w.string("configuration") else { return nil }
    self.style = style
    title = w.string("title") ?? ""
    subtitle = w.string("subtitle") ?? ""
    image = w.value("image")?.image
    placement = w.string("imagePlacement") ?? "leading"
    cornerStyle = w.string("cornerStyle") ?? "dynamic"
  }

  var vertical: Bool { placement == "top" || placement == "bottom" }

  /// The title and subtitle block's size.
  func textSize(_ text: any TextMeasuring, maxWidth: Double?) -> Size {
    var s = Size.zero
    for (t, f) in [(title, Self.titleFont), (subtitle, Self.subtitleFont)] where !t.isEmpty {
      let b = text.size(
        of: t, font: f, maxWidth: maxWidth, maxLines: 1, lineBreak: .byTruncatingTail)
      s.width = max(s.width, b.width)
      s.height += b.height
    }
    return s
  }

  /// The button's fitting size: text, image and padding, and the content insets.
  func size(_ text: any TextMeasuring) -> Size {
    let t = textSize(text, maxWidth: nil)
    var s = t
    if image != nil {
      let pad = t.width > 0 ? Self.imagePadding : 0
      if vertical {
        s.width = max(s.width, Self.imageSide)
        s.height += Self.imageSide + pad
      } else {
        s.width += Self.imageSide + pad
        s.height = max(s.height, Self.imageSide)
      }
    }
    return Size(
      width: (s.width + Self.insets.horizontal).rounded(.up),
      height: (s.height + Self.insets.vertical).rounded(.up))
  }

  func radius(height: Double) -> Double {
    switch cornerStyle {
    case "fixed", "small": 4
    case "large": 10
    case "capsule": height / 2
    default: 6
    }
  }
}

extension ContentPainter {
  /// Draws a button with a configuration: its background by style, then the image and
  /// the title over the subtitle, laid out by `imagePlacement` and centred.
  mutating func paintConfiguredButton(_ c: ButtonConfiguration) {
    let base = widget.color("baseBackgroundColor") ?? tint
    let foreground: Color
    var background: Color?
    switch c.style {
    case "filled", "borderedProminent":
      background = base
      foreground = widget.color("baseForegroundColor") ?? .white
    case "tinted", "borderedTinted":
      background = base.withAlphaMultiplied(by: 0.15)
      foreground = widget.color("baseForegroundColor") ?? tint
    case "gray", "bordered":
      background = SystemColor.secondarySystemFill.resolved(in: appearance)
      foreground = widget.color("baseForegroundColor") ?? tint
    default:
      foreground = widget.color("baseForegroundColor") ?? tint
    }
    if let background, widget.color("backgroundColor") == nil {
      list.append(
        .fillRoundedRect(
          frame, CornerRadii(all: c.radius(height: frame.height)), .color(background)))
    }
    let box = frame.inset(by: ButtonConfiguration.insets)
    let text = c.textSize(emitter.text, maxWidth: box.width)
    let hasText = text.width > 0
    let side = c.image == nil ? 0 : ButtonConfiguration.imageSide
    let pad = c.image != nil && hasText ? ButtonConfiguration.imagePadding : 0
    let total =
      c.vertical
      ? Size(width: max(text.width, side), height: text.height + side + pad)
      : Size(width: text.width + side + pad, height: max(text.height, side))
    var origin = Point(x: box.midX - total.width / 2, y: box.midY - total.height / 2)
    var textOrigin = origin
    if let image = c.image {
      var r = Rect(x: origin.x, y: box.midY - side / 2, width: side, height: side)
      switch c.placement {
      case "trailing":
        r.origin.x = origin.x + text.width + pad
      case "top":
        r.origin = Point(x: box.midX - side / 2, y: origin.y)
        textOrigin.y = origin.y + side + pad
      case "bottom":
        r.origin = Point(x: box.midX - side / 2, y: origin.y + text.height + pad)
      default:
        textOrigin.x = origin.x + side + pad
      }
      drawImage(image, in: r, color: foreground)
    }
    if c.vertical { textOrigin.x = box.midX - text.width / 2 }
    if !c.vertical { textOrigin.y = box.midY - text.height / 2 }
    origin = textOrigin
    let alignment: Text.TextAlignment = c.vertical ? .center : .left
    let titleHeight =
      c.title.isEmpty ? 0 : emitter.text.lineHeight(ButtonConfiguration.titleFont)
    drawText(
      c.title, font: ButtonConfiguration.titleFont, color: foreground,
      in: Rect(x: origin.x, y: origin.y, width: text.width + 1, height: titleHeight),
      alignment: alignment, maxLines: 1, lineBreak: .byTruncatingTail)
    drawText(
      c.subtitle, font: ButtonConfiguration.subtitleFont,
      color: foreground.withAlphaMultiplied(by: 0.85),
      in: Rect(
        x: origin.x, y: origin.y + titleHeight, width: text.width + 1,
        height: max(0, text.height - titleHeight)),
      alignment: alignment, maxLines: 1, lineBreak: .byTruncatingTail)
  }
}
