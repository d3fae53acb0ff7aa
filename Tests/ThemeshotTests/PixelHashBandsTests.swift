import Foundation
import PNG
import Primitives
import Raster
import TestSupport
import Testing

@testable import Themeshot

/// Sidecar formats 3 and 2's pixel hashes (band by band) against their plain twin and
/// against the whole bitmap, and format 1 and 2's references, which must still verify by
/// their own hash.
@Suite struct PixelHashBandsTests {
  let root =
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "themeshot-bands-\(UUID().uuidString)"
    ).path

  static func noise(width: Int, height: Int, seed: UInt64) -> Bitmap {
    var rng = SplitMix(seed: seed)
    return Bitmap(
      width: width, height: height,
      pixels: (0..<width * height * 4).map { _ in UInt8(truncatingIfNeeded: rng.next()) })
  }

  /// Opaque and smooth: survives PNG round trips unchanged and compresses.
  static func ramp(width: Int, height: Int) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        bitmap[x, y] = PremultipliedPixel(
          r: UInt8(x * 20 % 256), g: UInt8(y * 3 % 256), b: UInt8((x + y) * 5 % 256), a: 255)
      }
    }
    return bitmap
  }

  @Test func bandsHashMatchesItsPlainTwinOnGeneratedBitmaps() {
    var rng = SplitMix(seed: 15)
    var sizes = [(0, 0), (0, 5), (5, 0), (1, 1), (3, 63), (3, 64), (3, 65), (2, 129), (9, 640)]
    for _ in 0..<40 {
      sizes.append((Int.random(in: 1...50, using: &rng), Int.random(in: 1...400, using: &rng)))
    }
    for (i, (w, h)) in sizes.enumerated() {
      let bitmap = Self.noise(width: w, height: h, seed: UInt64(i))
      for scheme in [PixelHash.Scheme.bands, .xxh3Bands] {
        let plain = PixelHash.bandsPlain(bitmap, scheme: scheme)
        #expect(PixelHash(bands: bitmap, scheme: scheme, threads: 1) == plain, "\(w)×\(h)")
        #expect(PixelHash(bands: bitmap, scheme: scheme, threads: 4) == plain, "\(w)×\(h)")
        #expect(PixelHash(bitmap, scheme: scheme) == plain, "\(w)×\(h)")
      }
      #expect(PixelHash(bitmap) == PixelHash.bandsPlain(bitmap, scheme: .xxh3Bands))
    }
  }

  /// The format's values written down, so a change to it cannot pass unnoticed; computed
  /// independently with Python's mmh3 (each band's 128 bits, then `<QQ` width, height and
  /// every band's h1, h2, hashed again).
  @Test func bandsHashIsPinned() {
    let bitmap = Bitmap(
      width: 2, height: 130, pixels: (0..<1040).map { UInt8($0 % 251) })
    #expect("\(PixelHash(bitmap, scheme: .bands))" == "3fc82f814d614b7f5d54f0b0f249df80")
    #expect(
      "\(PixelHash(Bitmap(width: 0, height: 0), scheme: .bands))"
        == "4bbd1bf27da918d6b465a9eccd791cb6")
    #expect(PixelHash(bitmap, scheme: .whole) == PixelHash(bitmap.pixels))
  }

  /// Format 3's values, computed with `xxhsum -H2` (each band's XXH3-128, then `<QQ`
  /// width, height and every band's high and low 64 bits, hashed again).
  @Test func xxh3BandsHashIsPinned() {
    let bitmap = Bitmap(
      width: 2, height: 130, pixels: (0..<1040).map { UInt8($0 % 251) })
    #expect("\(PixelHash(bitmap, scheme: .xxh3Bands))" == "fad8592406feec196884846455c8e6da")
    #expect("\(PixelHash(bitmap))" == "fad8592406feec196884846455c8e6da")
    #expect(
      "\(PixelHash(Bitmap(width: 0, height: 0), scheme: .xxh3Bands))"
        == "e5189a9599e3f86205ea23ef06e28b2d")
    func xxh3(_ bytes: [UInt8]) -> String {
      bytes.withUnsafeBytes { "\(PixelHash(xxh3: $0))" }
    }
    #expect(xxh3([]) == "99aa06d3014798d86001c324468d497f")
    #expect(xxh3(Array("hello".utf8)) == "b5e9c1ad071b3e7fc779cfaa5e523818")
    #expect(xxh3((0..<33).map(UInt8.init)) == "02175c3aabb00637e08d84951339de86")
    #expect(
      xxh3((0..<300).map { UInt8(truncatingIfNeeded: $0 * 7) })
        == "366a6c90343f6288e2558afb5598da2a")
  }

  @Test func oneBitChangesTheBandsHash() {
    let bitmap = Self.noise(width: 7, height: 150, seed: 3)
    for i in [0, 7 * 4 * 64 - 1, 7 * 4 * 64, bitmap.pixels.count - 1] {
      var changed = bitmap
      changed.pixels[i] ^= 1
      for scheme in [PixelHash.Scheme.bands, .xxh3Bands] {
        #expect(
          PixelHash(changed, scheme: scheme) != PixelHash(bitmap, scheme: scheme), "byte \(i)")
      }
    }
  }

  /// Hashed while the raster draws band by band, the pixels hash as their bitmap does.
  @Test(arguments: [1, 2, 3] as [Int])
  func aDrawingHashesAsItsBitmap(threads: Int) throws {
    var rng = SplitMix(seed: UInt64(threads))
    var list = DisplayList(size: Size(width: 90, height: 150), scale: 2, background: .white)
    for _ in 0..<60 {
      let rect = Rect(
        x: Double.random(in: -10...90, using: &rng), y: Double.random(in: -10...150, using: &rng),
        width: Double.random(in: 0...50, using: &rng),
        height: Double.random(in: 0...50, using: &rng))
      let color = Color(
        red: UInt8.random(in: 0...255, using: &rng), green: 40, blue: 200,
        alpha: UInt8.random(in: 0...255, using: &rng))
      list.append(
        .fillRoundedRect(
          rect, CornerRadii(all: Double.random(in: 0...12, using: &rng)), .color(color)))
    }
    let drawing = try Rasterizer(threads: threads).prepare(list)
    let pixels = RenderedPixels(drawing)
    #expect(pixels.hash(.xxh3Bands) == PixelHash(drawing.render()))
    #expect(pixels.hash(.bands) == PixelHash(drawing.render(), scheme: .bands))
    #expect(!pixels.hasBitmap)
    #expect(pixels.hash(.whole) == PixelHash(drawing.render().pixels))
    #expect(pixels.hasBitmap)
  }

  /// A passing check of a format-3 reference hashes the render band by band: the whole
  /// bitmap is never drawn.
  @Test func aPassingCheckDrawsNoWholeBitmap() throws {
    var list = DisplayList(size: Size(width: 40, height: 100), scale: 3, background: .white)
    list.append(
      .fillRoundedRect(Rect(x: 5, y: 5, width: 30, height: 60), CornerRadii(all: 8), .color(.black))
    )
    let drawing = try Rasterizer(threads: 2).prepare(list)
    try Reference(path: root + "/Snapshots/a.png").record(drawing.render())
    defer { try? FileManager.default.removeItem(atPath: root) }
    let pixels = RenderedPixels(drawing)
    let checked = try CheckRun(snapshots: root + "/Snapshots", mode: .never).check(
      pixels, name: "a.png", actualPath: root + "/out/a.png", sidecar: Sidecar())
    #expect(checked.item.status == .unchanged)
    #expect(checked.byHash)
    #expect(!pixels.hasBitmap)
    let sidecar = try #require(Sidecar.read(root + "/Snapshots/a.json"))
    #expect(sidecar.version == 3)
    #expect(sidecar.pixels?.hash.hasPrefix("xxh3-128-rows64:") == true)
    #expect(sidecar.pixelHashScheme == .xxh3Bands)
  }

  /// `png` with a `tEXt` chunk before its last chunk (IEND): the same pixels, other bytes.
  static func withTextChunk(_ png: [UInt8]) -> [UInt8] {
    func crc32(_ bytes: [UInt8]) -> UInt32 {
      var c: UInt32 = 0xFFFF_FFFF
      for b in bytes {
        c ^= UInt32(b)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
      }
      return ~c
    }
    let body = Array("tEXtComment\0rewritten".utf8)
    let length = UInt32(body.count - 4)
    let chunk =
      withUnsafeBytes(of: length.bigEndian, Array.init) + body
      + withUnsafeBytes(of: crc32(body).bigEndian, Array.init)
    return Array(png[..<(png.count - 12)]) + chunk + Array(png[(png.count - 12)...])
  }

  /// Writes the format-1 sidecar an earlier version recorded beside `a.png`.
  func downgrade(_ bitmap: Bitmap) throws {
    let path = root + "/Snapshots/a.json"
    var old = try #require(Sidecar.read(path))
    old.version = nil
    old.pixels?.hash = "murmur3-128:\(PixelHash(bitmap, scheme: .whole))"
    try old.json.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(Sidecar.readHashes(path)?.pixelHashScheme == .whole)
  }

  /// Writes the format-2 sidecar the previous version recorded beside `a.png`.
  func downgradeToFormatTwo(_ bitmap: Bitmap) throws {
    let path = root + "/Snapshots/a.json"
    var old = try #require(Sidecar.read(path))
    old.version = 2
    old.pixels?.hash = "murmur3-128-rows64:\(PixelHash(bitmap, scheme: .bands))"
    try old.json.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(Sidecar.readHashes(path)?.pixelHashScheme == .bands)
  }

  /// A format-2 reference verifies by its own hash, band by band as before (no bitmap);
  /// a change is still found, and a rewritten PNG whose pixels left the hash is corrupt.
  @Test func formatTwoReferencesStillVerifyByTheirHashBandByBand() throws {
    var list = DisplayList(size: Size(width: 30, height: 90), scale: 2, background: .white)
    list.append(
      .fillRoundedRect(Rect(x: 4, y: 6, width: 20, height: 70), CornerRadii(all: 5), .color(.black))
    )
    let drawing = try Rasterizer(threads: 2).prepare(list)
    let image = drawing.render()
    let reference = Reference(path: root + "/Snapshots/a.png")
    try reference.record(image)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try downgradeToFormatTwo(image)
    let pixels = RenderedPixels(drawing)
    guard case .matched(byHash: true) = reference.verify(pixels) else {
      Issue.record("a format-2 reference did not verify by hash")
      return
    }
    #expect(!pixels.hasBitmap)
    var changed = image
    changed.pixels[4 * 60 * 70] ^= 4
    guard case .differs = reference.verify(changed) else {
      Issue.record("a change against a format-2 reference was not found")
      return
    }
    try Data(Self.withTextChunk(PNGEncoder().encode(changed))).write(
      to: URL(fileURLWithPath: reference.path))
    guard case .corrupt = reference.verify(image) else {
      Issue.record("a format-2 reference whose pixels left its hash was trusted")
      return
    }
  }

  /// Nothing a user recorded is lost: a reference whose sidecar holds format 1's hash
  /// verifies by that hash, and a change is still found.
  @Test func formatOneReferencesStillVerifyByTheirHash() throws {
    let image = Self.ramp(width: 20, height: 70)
    let reference = Reference(path: root + "/Snapshots/a.png")
    try reference.record(image)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try downgrade(image)
    guard case .matched(byHash: true) = reference.verify(image) else {
      Issue.record("a format-1 reference did not verify by hash")
      return
    }
    var changed = image
    changed.pixels[4 * 20 * 65] ^= 4
    guard case .differs = reference.verify(changed) else {
      Issue.record("a change against a format-1 reference was not found")
      return
    }
    let checked = try CheckRun(snapshots: root + "/Snapshots", mode: .never).check(
      image, name: "a.png", actualPath: root + "/out/a.png", sidecar: Sidecar())
    #expect(checked.item.status == .unchanged)
    #expect(checked.byHash)
  }

  /// A format-1 reference whose PNG was rewritten (same pixels, other bytes) is decoded and
  /// its pixels checked against format 1's hash; pixels that no longer match it are corrupt.
  @Test func aRewrittenFormatOneReferenceIsCheckedByItsOldHash() throws {
    let image = Self.ramp(width: 9, height: 70)
    let reference = Reference(path: root + "/Snapshots/a.png")
    try reference.record(image)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try downgrade(image)
    // The same pixels with a text chunk added: other bytes, so the file hash no longer
    // vouches for them.
    let recorded = try [UInt8](Data(contentsOf: URL(fileURLWithPath: reference.path)))
    try Data(Self.withTextChunk(recorded)).write(to: URL(fileURLWithPath: reference.path))
    guard case .matched(byHash: false) = reference.verify(image) else {
      Issue.record("a rewritten format-1 reference with the same pixels did not match")
      return
    }
    var other = image
    other.pixels[0] ^= 1
    try Data(Self.withTextChunk(PNGEncoder().encode(other))).write(
      to: URL(fileURLWithPath: reference.path))
    guard case .corrupt = reference.verify(image) else {
      Issue.record("a format-1 reference whose pixels left its hash was trusted")
      return
    }
  }
}
