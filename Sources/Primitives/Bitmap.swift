/// A raster image: premultiplied sRGB RGBA, 8 bits per channel, rows top to bottom,
/// no padding (stride = width × 4). Byte order in memory is R, G, B, A.
public struct Bitmap: Hashable, Sendable {
  public let width: Int
  public let height: Int
  /// `width * height * 4` bytes, premultiplied RGBA.
  public var pixels: [UInt8]

  /// A bitmap filled with one color (transparent by default).
  public init(width: Int, height: Int, fill: Color = .clear) {
    precondition(width >= 0 && height >= 0, "negative bitmap size")
    self.width = width
    self.height = height
    let p = PremultipliedPixel(fill)
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    if fill.alpha != 0 {
      bytes.withUnsafeMutableBytes { raw in
        raw.bindMemory(to: UInt32.self).initialize(repeating: p.word)
      }
    }
    self.pixels = bytes
  }

  /// Wraps existing premultiplied RGBA bytes.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(pixels.count == width * height * 4, "pixel buffer size does not match")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  public var size: PixelSize { PixelSize(width: width, height: height) }

  /// The pixel at (x, y), premultiplied.
  public subscript(x: Int, y: Int) -> PremultipliedPixel {
    get {
      let i = (y * width + x) * 4
      return PremultipliedPixel(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
    }
    set {
      let i = (y * width + x) * 4
      pixels[i] = newValue.r
      pixels[i + 1] = newValue.g
      pixels[i + 2] = newValue.b
      pixels[i + 3] = newValue.a
    }
  }
}

/// One premultiplied RGBA pixel.
public struct PremultipliedPixel: Hashable, Sendable {
  public var r: UInt8
  public var g: UInt8
  public var b: UInt8
  public var a: UInt8

  public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  /// Premultiplies a straight color, rounding to nearest.
  public init(_ c: Color) {
    func mul(_ v: UInt8) -> UInt8 { UInt8((UInt32(v) * UInt32(c.alpha) + 127) / 255) }
    self.init(r: mul(c.red), g: mul(c.green), b: mul(c.blue), a: c.alpha)
  }

  /// The straight color, rounding to nearest (exact inverse of `init(_:)` for every pixel
  /// that `init(_:)` can produce).
  public var color: Color {
    guard a != 0 else { return .clear }
    func div(_ v: UInt8) -> UInt8 { UInt8(min(255, (UInt32(v) * 255 + UInt32(a) / 2) / UInt32(a))) }
    return Color(red: div(r), green: div(g), blue: div(b), alpha: a)
  }

  /// The four bytes as one little-endian word, as they lie in ``Bitmap/pixels``.
  public var word: UInt32 {
    UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
  }
}
