import Foundation
import Primitives

/// Why a JPEG could not be read.
public enum JPEGError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be opened or read.
  case unreadable(path: String, reason: String)
  /// libjpeg could not decode the bytes (its own message: bad marker, unsupported colour
  /// conversion for CMYK, …).
  case corrupt(path: String?, reason: String)
  /// The declared size is over the limit; refused before allocating pixels.
  case tooLarge(path: String?, width: Int, height: Int, limit: Int)

  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      return "\(path): error: cannot read JPEG: \(reason)"
    case .corrupt(let path, let reason):
      return "\(path ?? "<memory>"): error: not a valid JPEG: \(reason)"
    case .tooLarge(let path, let w, let h, let limit):
      return
        "\(path ?? "<memory>"): error: JPEG is \(w)×\(h) (\(w * h) pixels), over the limit of \(limit) pixels"
    }
  }
}

/// Reads baseline and progressive JPEGs (grey, YCbCr, RGB) into an opaque ``Bitmap`` with
/// libjpeg-turbo. JPEG has no alpha, so the pixels are premultiplied as they are.
public struct JPEGDecoder: Sendable {
  /// Images with more pixels than this are refused after reading the header, before any
  /// pixel memory is allocated (the same budget as PNG).
  public var maximumPixels: Int

  public init(maximumPixels: Int = PNGDecoder.defaultMaximumPixels) {
    self.maximumPixels = maximumPixels
  }

  /// Decodes JPEG bytes. `path` only labels errors.
  public func decode(_ bytes: [UInt8], path: String? = nil) throws(JPEGError) -> Bitmap {
    let limit = maximumPixels
    let result = bytes.withUnsafeBytes { raw in
      Result { () throws(JPEGError) in
        let header = try LibJPEG.header(raw)
        guard header.width > 0, header.height > 0 else {
          throw .corrupt(path: path, reason: "the image has no pixels")
        }
        if header.width * header.height > limit {
          throw .tooLarge(path: path, width: header.width, height: header.height, limit: limit)
        }
        return (header, try LibJPEG.decodeRGBA(raw, header))
      }
    }
    switch result {
    case .failure(.corrupt(_, let reason)): throw .corrupt(path: path, reason: reason)
    case .failure(let error): throw error
    case .success(let (header, pixels)):
      return Bitmap(width: header.width, height: header.height, pixels: pixels)
    }
  }

  /// Reads and decodes a JPEG file.
  public func decode(contentsOf path: String) throws(JPEGError) -> Bitmap {
    // As PNGDecoder.fileBytes: a regular file of bounded size, checked before reading.
    let bytes: [UInt8]?
    do throws(InputFile.Refusal) {
      bytes = try InputFile.contents(path, limit: PNGDecoder.maximumFileBytes)
    } catch {
      throw .unreadable(path: path, reason: "the file \(error.reason)")
    }
    guard let bytes else { throw .unreadable(path: path, reason: "no such file") }
    return try decode(bytes, path: path)
  }
}
