import Primitives

/// Pixels to compare: RGBA8 rows without padding, either premultiplied (a themeshot
/// ``Bitmap``) or straight (as a PNG file stores them and pixelmatch reads them).
///
/// Colour maths works on straight colours; premultiplied pixels that are not opaque are
/// un-premultiplied first, which is exact for every pixel themeshot's renderer can produce.
/// To match pixelmatch's counts on PNG files with semi-transparent pixels, pass the straight
/// pixels the file holds.
public struct RGBAImage: Hashable, Sendable {
  /// How colour and alpha are stored.
  public enum Alpha: Hashable, Sendable {
    /// Colour channels independent of alpha (PNG, pixelmatch).
    case straight
    /// Colour channels already multiplied by alpha (``Bitmap``).
    case premultiplied
  }

  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// `width × height × 4` bytes, R, G, B, A.
  public let pixels: [UInt8]
  /// How the bytes store alpha.
  public let alpha: Alpha

  /// Wraps RGBA bytes; returns nil when the byte count does not match the size.
  public init?(width: Int, height: Int, pixels: [UInt8], alpha: Alpha) {
    guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
    self.width = width
    self.height = height
    self.pixels = pixels
    self.alpha = alpha
  }

  /// A premultiplied bitmap, without copying its pixels.
  public init(_ bitmap: Bitmap) {
    width = bitmap.width
    height = bitmap.height
    pixels = bitmap.pixels
    alpha = .premultiplied
  }

  /// Width and height.
  public var size: PixelSize { PixelSize(width: width, height: height) }
}
