import Primitives
import Raster

/// UISlider and UIStepper as iOS 17 draws them (figures in docs/render.md): a 4 pt
/// rounded track with the minimum side in the tint and a 28 pt white thumb with its soft
/// shadow; a 94 × 32 pt stepper of two halves, minus and plus, on a fill with 8 pt corners.
extension ContentPainter {
  /// `value` within `minimumValue…maximumValue` as a fraction (UIKit clamps the value).
  func fraction(default lower: Double = 0, _ upper: Double = 1) -> Double {
    let lo = widget.number("minimumValue") ?? lower
    let hi = widget.number("maximumValue") ?? upper
    let v = widget.number("value") ?? lo
    guard lo.isFinite, hi.isFinite, v.isFinite, hi > lo else { return 0 }
    return min(max((v - lo) / (hi - lo), 0), 1)
  }

  mutating func paintSlider() {
    let thumb = 28.0
    let track = Rect(x: frame.x, y: frame.midY - 2, width: frame.width, height: 4)
    let r = CornerRadii(all: 2)
    let travel = max(0, frame.width - thumb)
    let cx = frame.x + thumb / 2 + travel * fraction()
    let maxColor =
      widget.color("maximumTrackTintColor") ?? SystemColor.systemFill.resolved(in: appearance)
    list.append(.fillRoundedRect(track, r, .color(maxColor)))
    var minTrack = track
    minTrack.size.width = max(0, cx - track.x)
    if minTrack.width > 0 {
      list.append(
        .fillRoundedRect(
          minTrack, r, .color(widget.color("minimumTrackTintColor") ?? tint)))
    }
    let knob = Rect(x: cx - thumb / 2, y: frame.midY - thumb / 2, width: thumb, height: thumb)
    if let image = widget.value("thumbImage")?.image, let source = imageSource(image) {
      list.append(.image(ImageOp(rect: knob, source: source, contentMode: .scaleAspectFit)))
      return
    }
    let round = CornerRadii(all: thumb / 2)
    list.append(
      .shadow(
        knob, round, color: Color(red: 0, green: 0, blue: 0, alpha: 38), blur: 8,
        offset: Point(x: 0, y: 3)))
    list.append(
      .shadow(
        knob, round, color: Color(red: 0, green: 0, blue: 0, alpha: 15), blur: 1,
        offset: Point(x: 0, y: 0.5)))
    list.append(.fillRoundedRect(knob, round, .color(widget.color("thumbTintColor") ?? .white)))
  }

  mutating func paintStepper() {
    let box = Rect(x: frame.x, y: frame.y, width: 94, height: 32)
    let fill =
      widget.color("backgroundColor") ?? SystemColor.tertiarySystemFill.resolved(in: appearance)
    list.append(.fillRoundedRect(box, CornerRadii(all: 8), .color(fill)))
    list.append(
      .fillRect(
        Rect(x: box.midX - 0.5, y: box.midY - 9, width: 1, height: 18),
        .color(SystemColor.separator.resolved(in: appearance))))
    let lo = widget.number("minimumValue") ?? 0
    let hi = widget.number("maximumValue") ?? 100
    let v = widget.number("value") ?? lo
    let on = widget.value("tintColor")?.color ?? SystemColor.label.resolved(in: appearance)
    let off = SystemColor.tertiaryLabel.resolved(in: appearance)
    drawGlyph(
      .minus, centeredAt: Point(x: box.x + box.width / 4, y: box.midY), color: v <= lo ? off : on)
    drawGlyph(
      .plus, centeredAt: Point(x: box.x + box.width * 3 / 4, y: box.midY), color: v >= hi ? off : on
    )
  }
}
