import Dispatch
import Primitives
import Raster

extension PixelHash {
  /// How a sidecar's pixel hash was taken; its prefix says which (``Sidecar/pixelHashScheme``).
  public enum Scheme: Hashable, Sendable {
    /// Sidecar format 1, `murmur3-128:`: one MurmurHash3 over every byte, in order. Read
    /// and verified still; no longer written.
    case whole
    /// Sidecar format 2, `murmur3-128-rows64:`: each band of 64 rows (the last may be
    /// shorter) hashed on its own with MurmurHash3, then width, height and the bands'
    /// hashes hashed together. Bands are hashed in parallel, and while the raster's band is
    /// still in the core's cache, so a passing check never makes the whole bitmap. Read and
    /// verified (band by band) still; no longer written.
    case bands
    /// Sidecar format 3, `xxh3-128-rows64:`: ``bands`` with XXH3-128 in place of
    /// MurmurHash3 (docs/ci.md says why).
    case xxh3Bands

    /// The scheme a sidecar records today.
    public static let current = Scheme.xxh3Bands

    /// Whether the pixels are hashed band by band (so a drawing can be hashed as it draws).
    public var isBanded: Bool { self != .whole }

    /// The hash of one run of bytes in this scheme: a band, the bands' hashes, or (format
    /// 1) the whole buffer.
    func hash(_ bytes: UnsafeRawBufferPointer) -> PixelHash {
      switch self {
      case .whole, .bands: PixelHash(bytes: bytes)
      case .xxh3Bands: PixelHash(xxh3: bytes)
      }
    }
  }

  /// Rows per band of the ``Scheme/bands`` hash. Part of the format: changing it changes
  /// every recorded hash.
  public static let bandRows = 64

  /// The hash of a bitmap's premultiplied RGBA bytes in `scheme`.
  public init(_ bitmap: Bitmap, scheme: Scheme) {
    switch scheme {
    case .whole: self = bitmap.pixels.withUnsafeBytes { PixelHash(bytes: $0) }
    case .bands, .xxh3Bands: self = PixelHash(bands: bitmap, scheme: scheme)
    }
  }

  /// The banded `scheme`'s hash of a bitmap, its bands hashed on up to `threads` threads.
  init(
    bands bitmap: Bitmap, scheme: Scheme = .current, threads: Int = Rasterizer.defaultThreads
  ) {
    let (width, height) = (bitmap.width, bitmap.height)
    let count = Self.bandCount(height: height)
    let slots = BandSlots(count: count)
    defer { slots.deallocate() }
    bitmap.pixels.withUnsafeBytes { all in
      let shared = SharedBytes(bytes: all)
      let work: @Sendable (Int) -> Void = { b in
        let lo = b * Self.bandRows * width * 4
        let hi = min(height, (b + 1) * Self.bandRows) * width * 4
        slots.set(b, scheme.hash(UnsafeRawBufferPointer(rebasing: shared.bytes[lo..<hi])))
      }
      if threads <= 1 || count < 4 {
        for b in 0..<count { work(b) }
      } else {
        DispatchQueue.concurrentPerform(iterations: count, execute: work)
      }
    }
    self.init(width: width, height: height, bands: slots.hashes, scheme: scheme)
  }

  /// The banded `scheme`'s hash of what `drawing` draws, each band hashed by the worker
  /// that drew it, right after drawing it: no canvas-sized bitmap is made.
  public init(drawing: Drawing, scheme: Scheme = .current) {
    let slots = BandSlots(count: Self.bandCount(height: drawing.height))
    defer { slots.deallocate() }
    drawing.forEachBand(rows: Self.bandRows) { b, bytes in
      slots.set(b, scheme.hash(bytes))
    }
    self.init(width: drawing.width, height: drawing.height, bands: slots.hashes, scheme: scheme)
  }

  /// The plain twin of ``init(bands:scheme:threads:)``: each band copied out and hashed in
  /// turn.
  static func bandsPlain(_ bitmap: Bitmap, scheme: Scheme = .current) -> PixelHash {
    let rowBytes = bitmap.width * 4
    let bands = stride(from: 0, to: bitmap.height, by: bandRows).map { y in
      Array(bitmap.pixels[y * rowBytes..<min(bitmap.height, y + bandRows) * rowBytes])
        .withUnsafeBytes { scheme.hash($0) }
    }
    return bands.withUnsafeBufferPointer {
      PixelHash(width: bitmap.width, height: bitmap.height, bands: $0, scheme: scheme)
    }
  }

  static func bandCount(height: Int) -> Int {
    (max(0, height) + bandRows - 1) / bandRows
  }

  /// Width and height (64-bit little-endian each), then every band's h1 and h2 (the same),
  /// hashed as one byte sequence with `scheme`'s hash.
  init(width: Int, height: Int, bands: UnsafeBufferPointer<PixelHash>, scheme: Scheme) {
    var words: [UInt64] = [UInt64(width).littleEndian, UInt64(height).littleEndian]
    words.reserveCapacity(2 + 2 * bands.count)
    for band in bands {
      words.append(band.h1.littleEndian)
      words.append(band.h2.littleEndian)
    }
    self = words.withUnsafeBytes { scheme.hash($0) }
  }
}

/// One hash per band, written by whichever worker hashed the band (each slot by one).
private struct BandSlots: @unchecked Sendable {
  let base: UnsafeMutablePointer<PixelHash>
  let count: Int

  init(count: Int) {
    self.count = count
    base = .allocate(capacity: max(1, count))
    base.initialize(repeating: PixelHash(h1: 0, h2: 0), count: max(1, count))
  }

  func set(_ band: Int, _ hash: PixelHash) { base[band] = hash }

  var hashes: UnsafeBufferPointer<PixelHash> { UnsafeBufferPointer(start: base, count: count) }

  func deallocate() { base.deallocate() }
}

/// A bitmap's bytes read by several workers at once.
private struct SharedBytes: @unchecked Sendable {
  let bytes: UnsafeRawBufferPointer
}
