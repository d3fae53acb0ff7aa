import Foundation
import Primitives

/// Decodes an image file by its contents, not its name: PNG (signature `89 50 4E 47`) or
/// JPEG (`FF D8 FF`), as UIImage does.
public enum ImageDecoder {
  /// The file's pixels, premultiplied. Throws ``PNGError`` or ``JPEGError``.
  public static func decode(contentsOf path: String) throws -> Bitmap {
    let bytes: [UInt8]
    do {
      bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw PNGError.unreadable(path: path, reason: (error as NSError).localizedDescription)
    }
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
      return try JPEGDecoder().decode(bytes, path: path)
    }
    return try PNGDecoder().decode(bytes, path: path)
  }
}
