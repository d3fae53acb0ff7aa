import Primitives

extension ReportItem {
  /// The folder part of `name` (`Dark/Settings` for `Dark/Settings/list.png`), empty at the
  /// top level. Backslashes count as separators too, for names made on Windows.
  public var folder: String {
    guard let slash = name.lastIndex(where: { $0 == "/" || $0 == "\\" }) else { return "" }
    return String(name[..<slash])
  }

  /// The last path component of `name` (`list.png`).
  public var fileName: String {
    guard let slash = name.lastIndex(where: { $0 == "/" || $0 == "\\" }) else { return name }
    return String(name[name.index(after: slash)...])
  }

  /// `expectedSize`, or else the size read from `expectedPNG`'s header.
  public var resolvedExpectedSize: PixelSize? {
    expectedSize ?? expectedPNG.flatMap(PNGHeader.size(of:))
  }

  /// `actualSize`, or else the size read from `actualPNG`'s header.
  public var resolvedActualSize: PixelSize? {
    actualSize ?? actualPNG.flatMap(PNGHeader.size(of:))
  }

  /// True when both sizes are known and differ: a layout change.
  public var sizeChanged: Bool {
    guard let e = resolvedExpectedSize, let a = resolvedActualSize else { return false }
    return e != a
  }
}

/// Reads an image's size from a PNG's IHDR chunk, without decoding (Reports does not
/// depend on the PNG stage).
enum PNGHeader {
  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The width and height from the IHDR chunk, or nil when the bytes are not a PNG.
  static func size(of bytes: [UInt8]) -> PixelSize? {
    // Signature (8), chunk length (4), "IHDR" (4), width (4), height (4).
    guard bytes.count >= 24, bytes[0..<8].elementsEqual(signature),
      bytes[12..<16].elementsEqual(Array("IHDR".utf8))
    else { return nil }
    func u32(_ at: Int) -> Int {
      bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    let (w, h) = (u32(16), u32(20))
    guard w > 0, h > 0, w <= Int(Int32.max), h <= Int(Int32.max) else { return nil }
    return PixelSize(width: w, height: h)
  }
}
