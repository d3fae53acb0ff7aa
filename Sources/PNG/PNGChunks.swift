/// Walks a PNG's chunks before libpng sees the bytes, so a chunk that claims more bytes
/// than the file holds is refused without allocating anything (a chunk claiming 2 GB made
/// the reader allocate 2 GB, issue 17). Structure only: CRCs and chunk contents are left
/// to libpng.
///
/// PNG specification (ISO/IEC 15948, W3C PNG 3rd edition), section 5: an 8-byte signature,
/// then chunks of a 4-byte big-endian length (at most 2^31 − 1), a 4-byte type of ASCII
/// letters, the data and a 4-byte CRC; IHDR comes first and IEND last.
public enum PNGChunks {
  /// One chunk's place in the file.
  public struct Chunk: Equatable, Sendable {
    /// The four-letter type (`IHDR`, `IDAT`, …).
    public var type: String
    /// Offset of the chunk's data in the file.
    public var offset: Int
    /// Length of the chunk's data.
    public var length: Int
  }

  /// The PNG signature: `\x89PNG\r\n\x1a\n`.
  public static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  /// Most chunks a file may have. A real image has tens; a file of millions of empty
  /// chunks is an attack on time, not an image.
  public static let maximumChunks = 1 << 20

  /// The chunks of `bytes` up to IEND, or the reason the structure is broken. Runs in time
  /// linear in the number of chunks and allocates only the list it returns.
  public static func walk(_ bytes: UnsafeRawBufferPointer) -> Result<[Chunk], PNGError> {
    func fail(_ reason: String) -> Result<[Chunk], PNGError> {
      .failure(.corrupt(path: nil, reason: reason))
    }
    guard bytes.count >= signature.count, zip(bytes, signature).allSatisfy({ $0 == $1 }) else {
      return fail("no PNG signature")
    }
    var chunks: [Chunk] = []
    var at = signature.count
    while true {
      guard bytes.count - at >= 8 else {
        return fail(chunks.isEmpty ? "no IHDR chunk" : "file ends before the IEND chunk")
      }
      var length = 0
      for i in 0..<4 { length = length << 8 | Int(bytes[at + i]) }
      let typeBytes = (4..<8).map { bytes[at + $0] }
      guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
        return fail("chunk at byte \(at) has a type that is not four letters")
      }
      let type = String(decoding: typeBytes, as: UTF8.self)
      guard length <= Int(Int32.max) else {
        return fail("chunk '\(type)' at byte \(at) claims \(length) bytes, over 2^31 − 1")
      }
      // Length, type, data and CRC must all be inside the file.
      guard length + 12 <= bytes.count - at else {
        return fail(
          "chunk '\(type)' at byte \(at) claims \(length) bytes but the file has only "
            + "\(bytes.count - at - 12 > 0 ? bytes.count - at - 12 : 0) left")
      }
      if chunks.isEmpty, type != "IHDR" { return fail("the first chunk is '\(type)', not IHDR") }
      guard chunks.count < maximumChunks else {
        return fail("more than \(maximumChunks) chunks")
      }
      chunks.append(Chunk(type: type, offset: at + 8, length: length))
      at += length + 12
      if type == "IEND" { return .success(chunks) }
    }
  }

  /// ``walk(_:)`` over an array.
  public static func walk(_ bytes: [UInt8]) -> Result<[Chunk], PNGError> {
    bytes.withUnsafeBytes { walk($0) }
  }
}
