import Primitives

/// A 128-bit fingerprint of bytes, written out as 32 lowercase hex digits (h1 then h2, each
/// big-endian): MurmurHash3 x64_128 (Austin Appleby, public domain), seed 0, for PNG files
/// and sidecar formats 1 and 2; XXH3-128 (the system's xxHash) for format 3's pixels.
///
/// Why such a hash: a passing check compares a fresh render with its reference by hashing
/// the render's pixels, so the hash must cost far less than a PNG decode (≈ 12 MB per 3×
/// phone screen), and its 128 bits make an accidental collision between two renders
/// negligible. It is not cryptographic: someone who can edit the references can also edit
/// the sidecar, so a keyed or cryptographic hash would protect nothing here.
public struct PixelHash: Hashable, Sendable, CustomStringConvertible {
  public var h1: UInt64
  public var h2: UInt64

  /// The hash a sidecar records of a bitmap's premultiplied RGBA bytes (``Scheme/current``).
  /// PNG encode ∘ decode is lossless on premultiplied pixels (see PNGEncoder), so a decoded
  /// reference hashes as its render did.
  public init(_ bitmap: Bitmap) {
    self.init(bitmap, scheme: .current)
  }

  public init(h1: UInt64, h2: UInt64) {
    self.h1 = h1
    self.h2 = h2
  }

  /// The hash of a byte sequence (a PNG file's bytes, for the sidecar's file hash).
  public init(_ bytes: [UInt8]) {
    self = bytes.withUnsafeBytes { PixelHash(bytes: $0) }
  }

  /// Parses the 32-hex-digit form; nil for anything else.
  public init?(hex: String) {
    let chars = Array(hex.utf8)
    guard chars.count == 32, let a = UInt64(String(hex.prefix(16)), radix: 16),
      let b = UInt64(String(hex.suffix(16)), radix: 16)
    else { return nil }
    h1 = a
    h2 = b
  }

  public var description: String {
    func hex(_ v: UInt64) -> String {
      let s = String(v, radix: 16)
      return String(repeating: "0", count: 16 - s.count) + s
    }
    return hex(h1) + hex(h2)
  }

  init(bytes: UnsafeRawBufferPointer) {
    let c1: UInt64 = 0x87c3_7b91_1142_53d5
    let c2: UInt64 = 0x4cf5_ad43_2745_937f
    var h1: UInt64 = 0
    var h2: UInt64 = 0
    let count = bytes.count
    let blocks = count / 16
    for i in 0..<blocks {
      var k1 = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i * 16, as: UInt64.self))
      var k2 = UInt64(
        littleEndian: bytes.loadUnaligned(fromByteOffset: i * 16 + 8, as: UInt64.self))
      k1 = rotl(k1 &* c1, 31) &* c2
      h1 ^= k1
      h1 = (rotl(h1, 27) &+ h2) &* 5 &+ 0x52dc_e729
      k2 = rotl(k2 &* c2, 33) &* c1
      h2 ^= k2
      h2 = (rotl(h2, 31) &+ h1) &* 5 &+ 0x3849_5ab5
    }
    // The tail: up to 15 bytes, little-endian into k1 (bytes 0–7) and k2 (8–14).
    var k1: UInt64 = 0
    var k2: UInt64 = 0
    let tail = blocks * 16
    for j in stride(from: count - tail - 1, through: 0, by: -1) {
      let byte = UInt64(bytes[tail + j])
      if j >= 8 { k2 ^= byte << UInt64((j - 8) * 8) } else { k1 ^= byte << UInt64(j * 8) }
    }
    if count - tail > 8 {
      k2 = rotl(k2 &* c2, 33) &* c1
      h2 ^= k2
    }
    if count - tail > 0 {
      k1 = rotl(k1 &* c1, 31) &* c2
      h1 ^= k1
    }
    h1 ^= UInt64(count)
    h2 ^= UInt64(count)
    h1 &+= h2
    h2 &+= h1
    h1 = fmix(h1)
    h2 = fmix(h2)
    h1 &+= h2
    h2 &+= h1
    self.h1 = h1
    self.h2 = h2
  }
}

@inline(__always) private func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 {
  (x << r) | (x >> (64 - r))
}

@inline(__always) private func fmix(_ value: UInt64) -> UInt64 {
  var k = value
  k ^= k >> 33
  k &*= 0xff51_afd7_ed55_8ccd
  k ^= k >> 33
  k &*= 0xc4ce_b9fe_1a85_ec53
  k ^= k >> 33
  return k
}
