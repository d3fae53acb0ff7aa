import CJPEG

/// libjpeg-turbo through the shim's two setjmp-holding calls: the only file importing CJPEG.
/// Each call makes and destroys its own decompressor, so calls are safe from any thread.
enum LibJPEG {
  struct Header {
    var width: Int
    var height: Int
    var components: Int
  }

  /// The frame header: size and colour components. Throws libjpeg's message.
  static func header(_ data: UnsafeRawBufferPointer) throws(JPEGError) -> Header {
    var width: Int32 = 0
    var height: Int32 = 0
    var components: Int32 = 0
    var message = [CChar](repeating: 0, count: Int(JMSG_LENGTH_MAX))
    let status = themeshot_jpeg_header(
      data.bindMemory(to: UInt8.self).baseAddress, UInt(data.count), &width, &height,
      &components, &message)
    guard status == 0 else { throw .corrupt(path: nil, reason: text(message)) }
    return Header(width: Int(width), height: Int(height), components: Int(components))
  }

  /// Decodes into opaque RGBA, `header.width * 4` bytes a row.
  static func decodeRGBA(_ data: UnsafeRawBufferPointer, _ header: Header) throws(JPEGError)
    -> [UInt8]
  {
    var out = [UInt8](repeating: 0, count: header.width * header.height * 4)
    var message = [CChar](repeating: 0, count: Int(JMSG_LENGTH_MAX))
    let status = out.withUnsafeMutableBufferPointer { pixels in
      themeshot_jpeg_decode_rgba(
        data.bindMemory(to: UInt8.self).baseAddress, UInt(data.count), pixels.baseAddress,
        Int32(header.width), Int32(header.height), &message)
    }
    guard status == 0 else { throw .corrupt(path: nil, reason: text(message)) }
    return out
  }

  private static func text(_ message: [CChar]) -> String {
    let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    let s = String(decoding: bytes, as: UTF8.self)
    return s.isEmpty ? "libjpeg gave no reason" : s
  }
}
