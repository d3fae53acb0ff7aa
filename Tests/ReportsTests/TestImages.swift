import PNG
import Primitives
import Reports

/// Small PNGs for report tests: a phone-like mock screen, a changed version, and a
/// pixelmatch-style diff of the two, encoded with the PNG stage.
enum TestImages {
  /// A mock settings screen: status bar, title, list rows, a button. `variant` 1 moves
  /// a row, recolours the button and adds a badge; `extraHeight` makes the screen taller.
  static func screen(width: Int = 180, height: Int = 320, variant: Int = 0, dark: Bool = false)
    -> Canvas
  {
    var px = Canvas(
      width: width, height: height, fill: dark ? (0x1C, 0x1C, 0x1E) : (0xF2, 0xF2, 0xF7))
    let text: (UInt8, UInt8, UInt8) = dark ? (0xEB, 0xEB, 0xF5) : (0x1C, 0x1C, 0x1E)
    let row: (UInt8, UInt8, UInt8) = dark ? (0x2C, 0x2C, 0x2E) : (0xFF, 0xFF, 0xFF)
    px.fill(x: 12, y: 6, w: 30, h: 6, text)  // clock
    px.fill(x: width - 34, y: 6, w: 22, h: 6, text)  // battery
    px.fill(x: 12, y: 30, w: 90, h: 14, text)  // title
    let shift = variant == 1 ? 6 : 0
    for i in 0..<4 {
      let y = 60 + i * 34 + (i >= 2 ? shift : 0)
      px.fill(x: 8, y: y, w: width - 16, h: 30, row)
      px.fill(
        x: 16, y: y + 8, w: 14, h: 14,
        [(0xFF, 0x95, 0x00), (0x34, 0xC7, 0x59), (0x00, 0x7A, 0xFF), (0xAF, 0x52, 0xDE)][i])
      px.fill(x: 38, y: y + 12, w: 60 + i * 9, h: 6, text)
    }
    let button: (UInt8, UInt8, UInt8) = variant == 1 ? (0x58, 0x56, 0xD6) : (0x00, 0x7A, 0xFF)
    px.fill(x: 20, y: height - 60, w: width - 40, h: 36, button)
    px.fill(x: width / 2 - 24, y: height - 45, w: 48, h: 6, (0xFF, 0xFF, 0xFF))
    if variant == 1 { px.fill(x: width - 40, y: 68, w: 16, h: 14, (0xFF, 0x3B, 0x30)) }
    return px
  }

  /// A diff image the way pixelmatch draws it: unchanged pixels faded gray, changed red.
  /// Takes the two screens' parameters and compares over the shared area.
  static func diff(_ a: Canvas, _ b: Canvas) -> (
    png: [UInt8], mismatched: Int, ratio: Double, regions: [PixelRect]
  ) {
    let w = min(a.width, b.width)
    let h = min(a.height, b.height)
    var out = Canvas(width: w, height: h, fill: (0, 0, 0))
    var count = 0
    var rowSpans: [(Int, Int)?] = []
    for y in 0..<h {
      var span: (Int, Int)?
      for x in 0..<w {
        let pa = a.pixel(x, y)
        if pa == b.pixel(x, y) {
          let gray = UInt8(255 - (255 - Int(pa.0)) / 10)
          out.set(x, y, (gray, gray, gray))
        } else {
          out.set(x, y, (255, 0, 0))
          count += 1
          span = (min(span?.0 ?? x, x), x)
        }
      }
      rowSpans.append(span)
    }
    // Regions: runs of rows with changes, each as wide as its changes.
    var regions: [PixelRect] = []
    var y = 0
    while y < h {
      guard let first = rowSpans[y] else {
        y += 1
        continue
      }
      var (x0, x1, y1) = (first.0, first.1, y)
      while y1 + 1 < h, let next = rowSpans[y1 + 1] {
        (x0, x1, y1) = (min(x0, next.0), max(x1, next.1), y1 + 1)
      }
      regions.append(PixelRect(x: x0, y: y, width: x1 - x0 + 1, height: y1 - y + 1))
      y = y1 + 1
    }
    return (out.png, count, Double(count) / Double(w * h), regions)
  }
}

/// An opaque RGB drawing surface for the mock screens.
struct Canvas {
  let width: Int
  let height: Int
  private(set) var rgba: [UInt8]

  init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8)) {
    self.width = width
    self.height = height
    rgba = [UInt8](repeating: 255, count: width * height * 4)
    self.fill(x: 0, y: 0, w: width, h: height, fill)
  }

  mutating func fill(x: Int, y: Int, w: Int, h: Int, _ c: (UInt8, UInt8, UInt8)) {
    let (x0, x1, y0, y1) = (max(0, x), min(width, x + w), max(0, y), min(height, y + h))
    guard x0 < x1, y0 < y1 else { return }
    for yy in y0..<y1 {
      for xx in x0..<x1 { set(xx, yy, c) }
    }
  }

  mutating func set(_ x: Int, _ y: Int, _ c: (UInt8, UInt8, UInt8)) {
    let i = (y * width + x) * 4
    (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3]) = (c.0, c.1, c.2, 255)
  }

  /// Opaque pixels, so straight and premultiplied RGBA are the same bytes.
  var png: [UInt8] { try! PNGEncoder().encode(Bitmap(width: width, height: height, pixels: rgba)) }

  func pixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
    let i = (y * width + x) * 4
    return (rgba[i], rgba[i + 1], rgba[i + 2])
  }
}
