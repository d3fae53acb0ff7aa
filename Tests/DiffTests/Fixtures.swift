import Diff
import Foundation
import PNG
import Primitives

/// Fixture loading and seeded images shared by the Diff tests.
enum Fixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Fixtures__")

  /// An opaque fixture: premultiplied and straight bytes are the same.
  static func bitmap(_ name: String) throws -> Bitmap {
    try PNGDecoder().decode(contentsOf: folder.appendingPathComponent(name).path)
  }

  static func pair(_ name: String) throws -> (RGBAImage, RGBAImage) {
    (RGBAImage(try bitmap("\(name)-a.png")), RGBAImage(try bitmap("\(name)-b.png")))
  }

  /// The straight pixels of `translucent-a/b.png`, built as make_fixtures.py builds them (the
  /// PNG decoder premultiplies, which would round semi-transparent colours).
  static func translucent(variant: Bool) -> RGBAImage {
    var bytes: [UInt8] = []
    for y in 0..<16 {
      for x in 0..<24 {
        var r = (x * 11 + y * 3) % 256
        let g = (x * 5 + y * 17) % 256
        var b = (x * 23 + y * 7) % 256
        var a = (x * 13 + y * 29) % 256
        if variant && (x + y) % 3 == 0 {
          r = (r + 60) % 256
          b = (b + 90) % 256
        }
        if variant && (x * y) % 7 == 1 { a = (a + 40) % 256 }
        bytes += [UInt8(r), UInt8(g), UInt8(b), UInt8(a)]
      }
    }
    return RGBAImage(width: 24, height: 16, pixels: bytes, alpha: .straight)!
  }
}

/// A small deterministic generator (SplitMix64), so random tests repeat exactly.
struct SeededRandom: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension RGBAImage {
  /// A UI-like random image: flat blocks (so anti-aliasing detection has flat areas to find),
  /// some soft edges and some translucency; and a copy with random edits.
  static func randomPair(
    width: Int, height: Int, seed: UInt64, edits: Int, alpha: Alpha = .straight
  ) -> (RGBAImage, RGBAImage) {
    var rng = SeededRandom(seed: seed)
    var a = [UInt8](repeating: 255, count: width * height * 4)
    for _ in 0..<12 {
      let x0 = Int.random(in: 0..<width, using: &rng)
      let y0 = Int.random(in: 0..<height, using: &rng)
      let w = Int.random(in: 1...max(1, width / 2), using: &rng)
      let h = Int.random(in: 1...max(1, height / 2), using: &rng)
      let color: [UInt8] = [
        .random(in: 0...255, using: &rng), .random(in: 0...255, using: &rng),
        .random(in: 0...255, using: &rng), [255, 255, 200, 0].randomElement(using: &rng)!,
      ]
      for y in y0..<min(height, y0 + h) {
        for x in x0..<min(width, x0 + w) {
          let i = (y * width + x) * 4
          let edge = x == x0 || y == y0 || x == x0 + w - 1 || y == y0 + h - 1
          for k in 0..<4 {
            a[i + k] = edge ? UInt8((Int(a[i + k]) + Int(color[k])) / 2) : color[k]
          }
        }
      }
    }
    if alpha == .premultiplied {
      for i in stride(from: 0, to: a.count, by: 4) {
        let p = PremultipliedPixel(
          Color(red: a[i], green: a[i + 1], blue: a[i + 2], alpha: a[i + 3]))
        (a[i], a[i + 1], a[i + 2]) = (p.r, p.g, p.b)
      }
    }
    var b = a
    for _ in 0..<edits {
      let x = Int.random(in: 0..<width, using: &rng)
      let y = Int.random(in: 0..<height, using: &rng)
      let n = Int.random(in: 1...6, using: &rng)
      for dx in 0..<n where x + dx < width {
        let i = (y * width + x + dx) * 4
        let k = Int.random(in: 0..<3, using: &rng)
        b[i + k] = b[i + k] &+ UInt8.random(in: 1...200, using: &rng)
        if alpha == .premultiplied { b[i + k] = min(b[i + k], b[i + 3]) }
      }
    }
    return (
      RGBAImage(width: width, height: height, pixels: a, alpha: alpha)!,
      RGBAImage(width: width, height: height, pixels: b, alpha: alpha)!
    )
  }
}
