/// Why a PNG could not be read or written.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be opened or read.
  case unreadable(path: String, reason: String)
  /// The bytes are not a PNG libpng can decode (bad signature, corrupt or truncated data).
  /// `reason` is libpng's own message.
  case corrupt(path: String?, reason: String)
  /// The declared size is over the configured limit; refused before allocating pixels.
  case tooLarge(path: String?, width: Int, height: Int, limit: Int)
  /// libpng refused to encode (its message).
  case encodingFailed(reason: String)
  /// The output file could not be written; nothing was left behind.
  case unwritable(path: String, reason: String)

  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      return "\(path): error: cannot read PNG: \(reason)"
    case .corrupt(let path, let reason):
      return "\(path ?? "<memory>"): error: not a valid PNG: \(reason)"
    case .tooLarge(let path, let w, let h, let limit):
      return
        "\(path ?? "<memory>"): error: PNG is \(w)×\(h) (\(w * h) pixels), over the limit of \(limit) pixels"
    case .encodingFailed(let reason):
      return "error: cannot encode PNG: \(reason)"
    case .unwritable(let path, let reason):
      return "\(path): error: cannot write PNG: \(reason)"
    }
  }
}
