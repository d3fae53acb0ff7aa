import Primitives
import Raster
import Text

/// The iOS status bar drawn over a screen: "9:41", cellular bars and the battery, in the
/// screen's text color (black on light themes, white on dark ones), as in Apple's marketing
/// screenshots. Phones with a Dynamic Island put the items in the two "ears" of a 54 pt
/// bar; other devices use a 20 pt bar (24 pt on iPad).
struct StatusBar {
  let size: Size
  let color: Color

  var isPad: Bool { Device(name: "", size: size, scale: 1).isPad }
  var height: Double { isPad ? 24 : (size.height >= 812 ? 54 : 20) }

  func append(to list: inout DisplayList, fonts: inout FontTable, text: any TextMeasuring) {
    let font = FontSpec(name: "SFProText-Semibold", size: isPad ? 12 : (height > 20 ? 17 : 12))
    let mid = height > 20 ? height / 2 + 3 : height / 2
    let timeBox = Rect(
      x: isPad ? 20 : 0, y: mid - 11, width: isPad ? 60 : size.width * 0.33, height: 22)
    let block = text.layout("9:41", font: font, maxWidth: nil, maxLines: 1, lineBreak: .byClipping)
    let x = isPad ? timeBox.x : timeBox.midX - block.size.width / 2
    list.append(
      .text(
        TextOp(
          origin: Point(
            x: x,
            y: timeBox.y + (timeBox.height - block.size.height) / 2
              + (block.lines.first?.baseline ?? 0)),
          size: font.size, font: fonts.key(for: font), color: color, text: "9:41")))
    // Battery: a 25 × 12 outline at 35 % opacity, its nub, and the charge inside.
    let right = size.width - (height > 20 ? 33 : 14)
    let battery = Rect(x: right - 25, y: mid - 6, width: 25, height: 12)
    let faint = color.withAlphaMultiplied(by: 0.35)
    list.append(.strokeRoundedRect(battery, CornerRadii(all: 3.5), width: 1, color: faint))
    list.append(
      .fillRoundedRect(
        Rect(x: battery.maxX + 1, y: mid - 2, width: 1.5, height: 4),
        CornerRadii(topLeft: 0, topRight: 1, bottomRight: 1, bottomLeft: 0), .color(faint)))
    list.append(
      .fillRoundedRect(battery.insetBy(dx: 2, dy: 2), CornerRadii(all: 1.5), .color(color)))
    // Cellular: four bars 3 pt wide, rising.
    var bx = battery.x - 7 - 4 * 3 - 3 * 1.5
    for i in 0..<4 {
      let h = 4 + Double(i) * 2.2
      list.append(
        .fillRoundedRect(
          Rect(x: bx, y: mid + 5.5 - h, width: 3, height: h), CornerRadii(all: 1),
          .color(color)))
      bx += 4.5
    }
  }
}
