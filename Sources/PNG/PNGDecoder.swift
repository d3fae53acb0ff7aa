import Foundation
import Primitives

/// Reads any valid PNG (palette, gray, 16-bit, interlaced, with or without alpha) into a
/// premultiplied ``Bitmap``.
public struct PNGDecoder: Sendable {
  /// Images with more pixels than this are refused before any pixel memory is allocated.
  public var maximumPixels: Int

  /// 100 megapixels by default: far above any device screen, far below what would exhaust
  /// memory on a CI machine.
  public static let defaultMaximumPixels = 100_000_000

  /// The largest PNG file read (256 MB): a 100-megapixel image compresses to far less.
  public static let maximumFileBytes = 256 << 20
  /// Off only in tests: every file then goes through libpng, the plain twin of
  /// ``PNGReader`` (libdeflate and our own unfilter, for 8-bit RGB and RGBA).
  var direct = true

  public init(maximumPixels: Int = PNGDecoder.defaultMaximumPixels) {
    self.maximumPixels = maximumPixels
  }

  /// Decodes PNG bytes. `path` only labels errors.
  public func decode(_ bytes: [UInt8], path: String? = nil) throws(PNGError) -> Bitmap {
    var (size, pixels, opaque) = try decodeWithOpacity(bytes, path: path)
    // An RGB file has no alpha to multiply by: a screen-sized pass saved.
    if !opaque { Self.premultiply(&pixels) }
    return Bitmap(width: size.width, height: size.height, pixels: pixels)
  }

  /// Decodes PNG bytes to straight (not premultiplied) sRGB RGBA, as the file stores them:
  /// what pixelmatch compares, so translucent pixels are not rounded by premultiplication.
  public func decodeStraight(_ bytes: [UInt8], path: String? = nil) throws(PNGError) -> (
    size: PixelSize, pixels: [UInt8]
  ) {
    let (size, pixels, _) = try decodeWithOpacity(bytes, path: path)
    return (size, pixels)
  }

  /// As ``decodeStraight(_:path:)``, and whether every pixel is known opaque (an RGB file
  /// read directly) without looking.
  func decodeWithOpacity(_ bytes: [UInt8], path: String? = nil) throws(PNGError) -> (
    size: PixelSize, pixels: [UInt8], opaque: Bool
  ) {
    let limit = maximumPixels
    // Chunk lengths are checked against the file before libpng allocates for them.
    if case .failure(.corrupt(_, let reason)) = PNGChunks.walk(bytes) {
      throw .corrupt(path: path, reason: reason)
    }
    let direct = self.direct
    let result = bytes.withUnsafeBytes { raw in
      Result { () throws(PNGError) in
        let check = { (header: LibPNG.Header) throws(PNGError) in
          if header.width * header.height > limit {
            throw .tooLarge(path: path, width: header.width, height: header.height, limit: limit)
          }
        }
        if direct, let decoded = try PNGReader.decode(raw, header: check) { return decoded }
        let (header, pixels) = try LibPNG.decode(raw, header: check)
        return (header, pixels, false)
      }
    }
    switch result {
    case .failure(.corrupt(_, let reason)): throw .corrupt(path: path, reason: reason)
    case .failure(let error): throw error
    case .success(let (header, straight, opaque)):
      return (PixelSize(width: header.width, height: header.height), straight, opaque)
    }
  }

  /// Reads and decodes a PNG file.
  public func decode(contentsOf path: String) throws(PNGError) -> Bitmap {
    try decode(Self.fileBytes(path), path: path)
  }

  /// The bytes of an image file: only a regular file of at most ``maximumFileBytes``, so
  /// a device or FIFO named as an image (`/dev/zero`, a link to it) is refused before any
  /// read instead of being read without end or blocking.
  public static func fileBytes(_ path: String) throws(PNGError) -> [UInt8] {
    let bytes: [UInt8]?
    do throws(InputFile.Refusal) {
      bytes = try InputFile.contents(path, limit: maximumFileBytes)
    } catch {
      throw .unreadable(path: path, reason: "the file \(error.reason)")
    }
    guard let bytes else { throw .unreadable(path: path, reason: "no such file") }
    return bytes
  }

  /// Straight → premultiplied, in place (no copy of a screen-sized buffer); opaque pixels,
  /// most of a screen, are left as they are.
  static func premultiply(_ out: inout [UInt8]) {
    out.withUnsafeMutableBytes { raw in
      let px = raw.bindMemory(to: UInt32.self)
      for i in px.indices {
        let w = px[i]
        let a = w >> 24
        if a == 255 { continue }
        if a == 0 {
          px[i] = 0
          continue
        }
        let r = ((w & 0xFF) * a + 127) / 255
        let g = (((w >> 8) & 0xFF) * a + 127) / 255
        let b = (((w >> 16) & 0xFF) * a + 127) / 255
        px[i] = r | g << 8 | b << 16 | a << 24
      }
    }
  }
}
