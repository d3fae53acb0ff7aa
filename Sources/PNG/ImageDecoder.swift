import Foundation
import Primitives

/// Decodes an image file by its contents, not its name: PNG (signature `89 50 4E 47`) or
/// JPEG (`FF D8 FF`), as UIImage does.
public enum ImageDecoder {
  /// The file's pixels, premultiplied. Throws ``PNGError`` or ``JPEGError``; an image of
  /// more than `maximumPixels` is refused before it is decoded.
  public static func decode(
    contentsOf path: String, maximumPixels: Int = PNGDecoder.defaultMaximumPixels
  ) throws -> Bitmap {
    let bytes = try PNGDecoder.fileBytes(path)
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
      return try JPEGDecoder(maximumPixels: maximumPixels).decode(bytes, path: path)
    }
    return try PNGDecoder(maximumPixels: maximumPixels).decode(bytes, path: path)
  }
}
