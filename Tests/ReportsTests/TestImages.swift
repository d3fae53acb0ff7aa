import Primitives
import Reports

/// Small PNGs for report tests, encoded here (stored zlib blocks, no compression) so the
/// tests need nothing but the bytes: a phone-like mock screen, a changed version, and a
/// pixelmatch-style diff of the two.
enum TestImages {
  /// RGBA8 (straight alpha) → PNG bytes.
  static func png(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
    precondition(rgba.count == width * height * 4)
    var raw: [UInt8] = []
    raw.reserveCapacity(height * (width * 4 + 1))
    for y in 0..<height {
      raw.append(0)  // filter: none
      raw += rgba[(y * width * 4)..<((y + 1) * width * 4)]
    }
    var zlib: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let n = min(65_535, raw.count - offset)
      let last: UInt8 = offset + n == raw.count ? 1 : 0
      zlib += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
      zlib += raw[offset..<offset + n]
      offset += n
    } while offset < raw.count
    zlib += be32(adler32(raw))
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    out += chunk("IHDR", be32(UInt32(width)) + be32(UInt32(height)) + [8, 6, 0, 0, 0])
    out += chunk("IDAT", zlib)
    out += chunk("IEND", [])
    return out
  }

  /// A mock settings screen: status bar, title, list rows, a button. `variant` 1 moves
  /// a row, recolours the button and adds a badge; `extraHeight` makes the screen taller.
  static func screen(width: Int = 180, height: Int = 320, variant: Int = 0, dark: Bool = false)
    -> Canvas
  {
    var px = Canvas(width: width, height: height, fill: dark ? (0x1C, 0x1C, 0x1E) : (0xF2, 0xF2, 0xF7))
    let text: (UInt8, UInt8, UInt8) = dark ? (0xEB, 0xEB, 0xF5) : (0x1C, 0x1C, 0x1E)
    let row: (UInt8, UInt8, UInt8) = dark ? (0x2C, 0x2C, 0x2E) : (0xFF, 0xFF, 0xFF)
    px.fill(x: 12, y: 6, w: 30, h: 6, text)  // clock
    px.fill(x: width - 34, y: 6, w: 22, h: 6, text)  // battery
    px.fill(x: 12, y: 30, w: 90, h: 14, text)  // title
    let shift = variant == 1 ? 6 : 0
    for i in 0..<4 {
      let y = 60 + i * 34 + (i >= 2 ? shift : 0)
      px.fill(x: 8, y: y, w: width - 16, h: 30, row)
      px.fill(x: 16, y: y + 8, w: 14, h: 14, [(0xFF, 0x95, 0x00), (0x34, 0xC7, 0x59), (0x00, 0x7A, 0xFF), (0xAF, 0x52, 0xDE)][i])
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

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return be32(UInt32(data.count)) + body + be32(crc32(body))
  }

  private static func be32(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
  }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes {
      c ^= UInt32(b)
      for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
    return ~c
  }

  private static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for x in bytes {
      a = (a + UInt32(x)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
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
    for yy in max(0, y)..<min(height, y + h) {
      for xx in max(0, x)..<min(width, x + w) { set(xx, yy, c) }
    }
  }

  mutating func set(_ x: Int, _ y: Int, _ c: (UInt8, UInt8, UInt8)) {
    let i = (y * width + x) * 4
    (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3]) = (c.0, c.1, c.2, 255)
  }

  var png: [UInt8] { TestImages.png(width: width, height: height, rgba: rgba) }

  func pixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
    let i = (y * width + x) * 4
    return (rgba[i], rgba[i + 1], rgba[i + 2])
  }
}
