import Foundation
import PNG
import Primitives

/// One stored reference: a PNG and its sidecar JSON beside it.
///
/// Verifying a render reads the PNG's bytes and hashes them (no decode): when they match
/// the sidecar's file hash, the sidecar's pixel hash stands for the reference's pixels and
/// is compared with the render's. Only a mismatch, a reference without hashes, or a file
/// that changed since it was recorded is decoded. A PNG that no longer decodes, or decodes
/// to pixels other than the recorded ones, is corrupt: reported, never trusted.
public struct Reference: Sendable {
  public var path: String

  public init(path: String) {
    self.path = path
  }

  public var sidecarPath: String { Sidecar.path(forImage: path) }

  public enum Verdict: Sendable {
    /// No reference file.
    case missing
    /// Same pixels; `byHash` when no PNG was decoded.
    case matched(byHash: Bool)
    /// Different pixels: `expected` holds the reference's PNG bytes for the diff.
    case differs(expected: [UInt8])
    /// The reference cannot be trusted; `expected` holds its bytes when they decode.
    case corrupt(reason: String, expected: [UInt8]?)
  }

  /// Compares `bitmap` with the stored reference.
  public func verify(_ bitmap: Bitmap) -> Verdict {
    verify(RenderedPixels(bitmap))
  }

  /// Compares a render's pixels with the stored reference. A match by a format-3 or
  /// format-2 hash draws and hashes the render band by band (no bitmap); a format-1 hash,
  /// which runs over the whole buffer, still verifies, from the whole bitmap.
  public func verify(_ pixels: RenderedPixels) -> Verdict {
    verify(pixels, read: read())
  }

  /// What `verify(_:)` reads of the stored files before it looks at the
  /// render: the PNG's bytes, its sidecar's hashes and whether the bytes still hash to the
  /// recorded file hash. A check of one image reads it on the second core while the render
  /// is drawn (`CheckRun`); `verify(_:read:)` of it is `verify(_:)`.
  struct Read: Sendable {
    enum File: Sendable {
      case missing
      case unreadable
      case bytes([UInt8])
    }
    var file: File
    var sidecar: Sidecar? = nil
    /// Whether the bytes hash to the sidecar's file hash (nil: no complete sidecar).
    var fileHashMatches: Bool? = nil
  }

  /// Reads the PNG and its sidecar as `verify(_:)` does.
  func read() -> Read {
    var info = stat()
    guard lstat(path, &info) == 0 else { return Read(file: .missing) }
    guard info.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG),
      let data = FileManager.default.contents(atPath: path)
    else {
      return Read(file: .unreadable)
    }
    let bytes = [UInt8](data)
    let sidecar = Sidecar.readHashes(sidecarPath)
    var matches: Bool?
    if let sidecar, sidecar.pixelHash != nil, sidecar.pixelHashScheme != nil,
      let fileHash = sidecar.pngHash, sidecar.pixels != nil
    {
      matches = PixelHash(bytes) == fileHash
    }
    return Read(file: .bytes(bytes), sidecar: sidecar, fileHashMatches: matches)
  }

  /// `verify(_:)` with the stored files as `read` found them.
  func verify(_ pixels: RenderedPixels, read: Read) -> Verdict {
    let bytes: [UInt8]
    switch read.file {
    case .missing: return .missing
    case .unreadable: return .corrupt(reason: "cannot be read as a file", expected: nil)
    case .bytes(let b): bytes = b
    }
    let sidecar = read.sidecar
    let sidecarName = (sidecarPath as NSString).lastPathComponent
    if let sidecar, let recorded = sidecar.pixelHash, let scheme = sidecar.pixelHashScheme,
      let matches = read.fileHashMatches, let size = sidecar.pixels
    {
      if matches {
        let same =
          size.width == pixels.size.width && size.height == pixels.size.height
          && pixels.hash(scheme) == recorded
        return same ? .matched(byHash: true) : .differs(expected: bytes)
      }
      // The file changed since it was recorded: only its pixels can tell whether it is sound.
      let decoded: Bitmap
      switch decode(bytes) {
      case .failure(let failure):
        return .corrupt(reason: failure.reason, expected: nil)
      case .success(let image):
        decoded = image
      }
      guard PixelHash(decoded, scheme: scheme) == recorded else {
        return .corrupt(
          reason: "its pixels no longer match the hash recorded in \(sidecarName)",
          expected: bytes)
      }
      return decoded == pixels.bitmap ? .matched(byHash: false) : .differs(expected: bytes)
    }
    switch decode(bytes) {
    case .failure(let failure):
      return .corrupt(reason: failure.reason, expected: nil)
    case .success(let decoded):
      return decoded == pixels.bitmap ? .matched(byHash: false) : .differs(expected: bytes)
    }
  }

  private func decode(_ bytes: [UInt8]) -> Result<Bitmap, DecodeFailure> {
    do {
      return .success(try PNGDecoder().decode(bytes, path: path))
    } catch {
      switch error {
      case .corrupt(_, let reason):
        return .failure(DecodeFailure("not a whole PNG (\(reason))"))
      default:
        return .failure(DecodeFailure("cannot be decoded (\(error))"))
      }
    }
  }

  /// Writes the PNG (encoded from `bitmap` unless `png` is given) and then its sidecar with
  /// both hashes, each atomically. A run killed between the two leaves a whole PNG whose
  /// sidecar disagrees: the next check reports it corrupt and `--record failed` rewrites it.
  public func record(_ bitmap: Bitmap, png: [UInt8]? = nil, sidecar: Sidecar = Sidecar())
    throws
  {
    let bytes = try png ?? PNGEncoder().encode(bitmap)
    var side = sidecar
    side.fingerprint(bitmap, png: bytes)
    try AtomicFile.write(bytes, to: path)
    try AtomicFile.write(side.json, to: sidecarPath)
  }

  /// Removes the PNG and its sidecar.
  public func remove() throws {
    try FileManager.default.removeItem(atPath: path)
    if FileManager.default.fileExists(atPath: sidecarPath) {
      try FileManager.default.removeItem(atPath: sidecarPath)
    }
  }
}

private struct DecodeFailure: Error {
  var reason: String
  init(_ reason: String) { self.reason = reason }
}
