import Primitives
import TestSupport
import Testing

@testable import Raster

/// The packed two-channel formulas against the plain per-channel definition.
@Suite struct BlendTests {
  /// Plain twin: round(c × a / 255) per channel.
  static func scalePlain(_ c: UInt32, _ a: UInt32) -> UInt32 {
    var out: UInt32 = 0
    for shift in stride(from: 0, to: 32, by: 8) {
      let v = (c >> UInt32(shift)) & 0xFF
      let r = (Double(v * a) / 255).rounded(.toNearestOrAwayFromZero)
      out |= UInt32(r) << UInt32(shift)
    }
    return out
  }

  /// Plain twin of source-over.
  static func overPlain(_ s: UInt32, _ d: UInt32) -> UInt32 {
    let inv = 255 - (s >> 24)
    var out: UInt32 = 0
    for shift in stride(from: 0, to: 32, by: 8) {
      let sv = (s >> UInt32(shift)) & 0xFF
      let dv = (d >> UInt32(shift)) & 0xFF
      out |=
        (sv + UInt32((Double(dv * inv) / 255).rounded(.toNearestOrAwayFromZero))) << UInt32(shift)
    }
    return out
  }

  static func premultiplied(_ rng: inout SplitMix) -> UInt32 {
    let c = Color(
      red: UInt8(rng.int(256)), green: UInt8(rng.int(256)), blue: UInt8(rng.int(256)),
      alpha: UInt8(rng.int(256)))
    return PremultipliedPixel(c).word
  }

  @Test func scaleMatchesPlainForEveryAlpha() {
    var rng = SplitMix(seed: 1)
    for a in UInt32(0)...255 {
      for _ in 0..<64 {
        let c = UInt32(truncatingIfNeeded: rng.next())
        #expect(Blend.scale(c, a) == BlendTests.scalePlain(c, a))
      }
    }
  }

  @Test func mul255IsExactForAllPairs() {
    for a in 0...255 {
      for b in 0...255 {
        #expect(mul255(a, b) == Int((Double(a * b) / 255).rounded(.toNearestOrAwayFromZero)))
      }
    }
  }

  /// The multiply-high division against the shift-and-add form and the rounded quotient,
  /// for every product of two bytes (and every value up to them).
  @Test func div255IsExactUpTo255Squared() {
    var mismatches = 0
    var x = 0
    while x <= 255 * 255 {
      let lanes = Blend.Lanes((0..<8).map { UInt16(min(x + $0, 255 * 255)) })
      let fast = Blend.div255(lanes)
      let plain = Blend.div255Plain(lanes)
      for i in 0..<8 {
        let v = Int(lanes[i])
        let rounded = UInt16((Double(v) / 255).rounded(.toNearestOrAwayFromZero))
        if fast[i] != plain[i] || fast[i] != rounded { mismatches += 1 }
      }
      x += 8
    }
    #expect(mismatches == 0)
  }

  @Test func spanBlendsMatchPerPixelOver() {
    var rng = SplitMix(seed: 2)
    let n = 37
    for _ in 0..<50 {
      let color = BlendTests.premultiplied(&rng)
      let dst = (0..<n).map { _ in BlendTests.premultiplied(&rng) }
      let src = (0..<n).map { _ in BlendTests.premultiplied(&rng) }
      let mask = (0..<n).map { _ in UInt8(rng.int(256)) }
      var a = dst
      a.withUnsafeMutableBufferPointer { Blend.blendSolid($0.baseAddress!, n, color) }
      #expect(a == dst.map { BlendTests.overPlain(color, $0) })
      var b = dst
      b.withUnsafeMutableBufferPointer { d in
        mask.withUnsafeBufferPointer { Blend.blendMask(d.baseAddress!, $0.baseAddress!, n, color) }
      }
      #expect(
        b
          == zip(dst, mask).map {
            BlendTests.overPlain(BlendTests.scalePlain(color, UInt32($1)), $0)
          })
      var c = dst
      c.withUnsafeMutableBufferPointer { d in
        src.withUnsafeBufferPointer { s in
          mask.withUnsafeBufferPointer {
            Blend.blendPixels(d.baseAddress!, s.baseAddress!, $0.baseAddress!, n)
          }
        }
      }
      #expect(
        c
          == (0..<n).map {
            BlendTests.overPlain(BlendTests.scalePlain(src[$0], UInt32(mask[$0])), dst[$0])
          })
      let cov = UInt32(rng.int(256))
      var e = dst
      e.withUnsafeMutableBufferPointer { d in
        src.withUnsafeBufferPointer {
          Blend.blendPixels(d.baseAddress!, $0.baseAddress!, n, coverage: cov)
        }
      }
      #expect(
        e == (0..<n).map { BlendTests.overPlain(BlendTests.scalePlain(src[$0], cov), dst[$0]) })
    }
  }

  /// Every run length (the two-quad steps, a lone quad, the last pixels) and offset.
  @Test func solidBlendMatchesPerPixelOverAtEveryLength() {
    var rng = SplitMix(seed: 4)
    for n in 0...40 {
      for offset in 0..<4 {
        let color = BlendTests.premultiplied(&rng)
        let dst = (0..<(n + offset)).map { _ in BlendTests.premultiplied(&rng) }
        var a = dst
        a.withUnsafeMutableBufferPointer { Blend.blendSolid($0.baseAddress! + offset, n, color) }
        #expect(a == dst.enumerated().map { $0 < offset ? $1 : BlendTests.overPlain(color, $1) })
      }
    }
  }

  /// An edge pixel drawn with `over` (``BandRenderer/span``) is what the run kernels
  /// draw on one pixel: any color, opaque and clear ones included.
  @Test func onePixelOverIsTheSolidKernel() {
    var rng = SplitMix(seed: 5)
    for i in 0..<3000 {
      var color = BlendTests.premultiplied(&rng)
      if i % 7 == 0 { color |= 0xFF00_0000 }
      if i % 11 == 0 { color = 0 }
      var d = [BlendTests.premultiplied(&rng)]
      let expected = Blend.over(color, d[0])
      d.withUnsafeMutableBufferPointer { Blend.blendSolid($0.baseAddress!, 1, color) }
      #expect(d[0] == expected)
    }
  }

  /// The AVX2 kernels (CRasterKernels) against their SSE2 twins: every length to 80 at every
  /// offset, colors clear, translucent and opaque, masks of empty, full and mixed bytes.
  @Test func avx2KernelsMatchTheSSE2Twins() {
    #if arch(x86_64)
      guard Blend.avx2 else { return }
    #endif
    var rng = SplitMix(seed: 6)
    var compared = 0
    for n in 0...80 {
      for offset in 0..<8 {
        for kind in 0..<4 {
          var color = BlendTests.premultiplied(&rng)
          if kind == 1 { color |= 0xFF00_0000 }
          if kind == 2 && n % 3 == 0 { color = 0 }
          let dst = (0..<(n + offset)).map { _ in BlendTests.premultiplied(&rng) }
          // Runs of 0, 255 and random bytes, so whole vectors of each occur.
          var mask = [UInt8]()
          while mask.count < n + offset {
            let run = Int(rng.next() % 12) + 1
            let mode = rng.next() % 3
            for _ in 0..<run {
              mask.append(mode == 0 ? 0 : mode == 1 ? 255 : UInt8(truncatingIfNeeded: rng.next()))
            }
          }
          var fast = dst
          var plain = dst
          fast.withUnsafeMutableBufferPointer {
            Blend.blendSolidAVX2($0.baseAddress! + offset, n, color)
          }
          plain.withUnsafeMutableBufferPointer {
            Blend.blendSolidSSE2($0.baseAddress! + offset, n, color)
          }
          #expect(fast == plain)
          fast = dst
          plain = dst
          mask.withUnsafeBufferPointer { m in
            fast.withUnsafeMutableBufferPointer {
              Blend.blendMaskAVX2($0.baseAddress! + offset, m.baseAddress! + offset, n, color)
            }
            plain.withUnsafeMutableBufferPointer {
              Blend.blendMaskSSE2($0.baseAddress! + offset, m.baseAddress! + offset, n, color)
            }
          }
          #expect(fast == plain)
          compared += 2
        }
      }
    }
    #expect(compared == 81 * 8 * 4 * 2)
  }

  @Test func opaqueOverAnythingIsTheSource() {
    let red = PremultipliedPixel(Color(red: 255, green: 0, blue: 0)).word
    #expect(Blend.over(red, 0x8040_2010) == red)
    #expect(Blend.over(0, 0x8040_2010) == 0x8040_2010)
  }
}

/// Sparse coverage rows combined against the same operation on dense arrays.
@Suite struct CoverageRowTests {
  static func random(_ rng: inout SplitMix, width: Int) -> CoverageRow {
    var row = CoverageRow(width: width)
    var x = rng.int(4) - 2
    while x < width {
      let len = 1 + rng.int(8)
      if rng.int(3) == 0 {
        for i in max(x, 0)..<max(0, min(x + len, width)) { row.mask[i] = UInt8(rng.int(256)) }
        row.addMask(x, x + len)
      } else {
        row.addSolid(x, x + len, rng.int(3) == 0 ? 255 : rng.int(256))
      }
      x += len + rng.int(4)
    }
    return row
  }

  @Test func intersectAndSubtractMatchDenseTwins() {
    var rng = SplitMix(seed: 3)
    for _ in 0..<300 {
      let a = CoverageRowTests.random(&rng, width: 50)
      let b = CoverageRowTests.random(&rng, width: 50)
      var out = CoverageRow(width: 50)
      defer {
        a.deallocate()
        b.deallocate()
        out.deallocate()
      }
      let da = a.dense()
      let db = b.dense()
      CoverageRow.intersect(a, b, into: &out)
      #expect(out.dense() == zip(da, db).map { UInt8(mul255(Int($0), Int($1))) })
      CoverageRow.subtract(a, b, into: &out)
      #expect(out.dense() == zip(da, db).map { UInt8(max(0, Int($0) - Int($1))) })
    }
  }
}
