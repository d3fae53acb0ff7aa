import Primitives
import TestSupport
import Testing

@testable import Raster

/// The backdrop blur (UIVisualEffectView, issue 10) against a plain reference: three box
/// passes per axis, each output the rounded mean of the 2r + 1 clamped neighbours, summed
/// directly rather than with the sliding sum.
@Suite struct BackdropBlurTests {
  /// The oracle: blurs `box` of an RGBA byte image `width` wide, channel by channel.
  static func reference(_ pixels: [UInt8], width: Int, box: PixelBox, radius r: Int) -> [UInt8] {
    var p = pixels
    func blurLine(_ get: (Int) -> [UInt8], _ set: (Int, [UInt8]) -> Void, count n: Int) {
      var line = (0..<n).map(get)
      for _ in 0..<3 {
        line = (0..<n).map { i in
          (0..<4).map { c in
            var sum = 0
            for k in -r...r { sum += Int(line[min(max(i + k, 0), n - 1)][c]) }
            return UInt8((sum + (2 * r + 1) / 2) / (2 * r + 1))
          }
        }
      }
      for i in 0..<n { set(i, line[i]) }
    }
    func px(_ x: Int, _ y: Int) -> [UInt8] {
      Array(p[(y * width + x) * 4..<(y * width + x) * 4 + 4])
    }
    func put(_ x: Int, _ y: Int, _ v: [UInt8]) {
      p.replaceSubrange((y * width + x) * 4..<(y * width + x) * 4 + 4, with: v)
    }
    for y in box.y0..<box.y1 {
      blurLine({ px(box.x0 + $0, y) }, { put(box.x0 + $0, y, $1) }, count: box.x1 - box.x0)
    }
    for x in box.x0..<box.x1 {
      blurLine({ px(x, box.y0 + $0) }, { put(x, box.y0 + $0, $1) }, count: box.y1 - box.y0)
    }
    return p
  }

  @Test func slidingSumMatchesTheDirectReference() {
    var rng = SplitMix(seed: 7)
    let (w, h) = (23, 17)
    let bytes = (0..<(w * h * 4)).map { _ in UInt8(rng.int(256)) }
    for (box, r) in [
      (PixelBox(x0: 0, y0: 0, x1: w, y1: h), 3), (PixelBox(x0: 4, y0: 2, x1: 15, y1: 16), 1),
      (PixelBox(x0: 5, y0: 5, x1: 9, y1: 8), 6),
    ] {
      var words: [UInt32] = []
      for i in 0..<(w * h) {
        var v: UInt32 = 0
        for c in 0..<4 { v |= UInt32(bytes[i * 4 + c]) << UInt32(8 * c) }
        words.append(v)
      }
      words.withUnsafeMutableBufferPointer { buf in
        let s = Surface(
          base: buf.baseAddress!, stride: w, box: PixelBox(x0: 0, y0: 0, x1: w, y1: h))
        BackdropBlur.apply(s, box: box, radius: r)
      }
      var got: [UInt8] = []
      for v in words {
        for c in 0..<4 { got.append(UInt8((v >> UInt32(8 * c)) & 0xFF)) }
      }
      #expect(got == Self.reference(bytes, width: w, box: box, radius: r))
    }
  }

  /// Black left half, white right half; the blur box straddles the edge, and a red square
  /// drawn after the blur stays sharp.
  static func scene(blur: Bool, after: Bool = true) -> DisplayList {
    var list = DisplayList(size: Size(width: 100, height: 150), scale: 1, background: .white)
    list.append(.fillRect(Rect(x: 0, y: 0, width: 50, height: 150), .color(.black)))
    if blur {
      list.append(.backdropBlur(Rect(x: 20, y: 40, width: 60, height: 90), .zero, radius: 5))
    }
    if after {
      list.append(
        .fillRect(
          Rect(x: 30, y: 100, width: 10, height: 10), .color(Color(red: 255, green: 0, blue: 0))))
    }
    return list
  }

  @Test func rasterizerBlursWhatIsDrawnBeforeAcrossBands() throws {
    let before = try Rasterizer(threads: 1).render(Self.scene(blur: false, after: false))
    let blurred = try Rasterizer(threads: 1).render(Self.scene(blur: true, after: false))
    let box = PixelBox(x0: 20, y0: 40, x1: 80, y1: 130)
    // The box spans two 64-row bands: the blur still reads rows of both.
    #expect(blurred.pixels == Self.reference(before.pixels, width: 100, box: box, radius: 5))
    // A grey ramp across the edge, not the hard step.
    #expect(blurred[50, 80].r > 0 && blurred[50, 80].r < 255)
    #expect(blurred[10, 80] == before[10, 80])
  }

  @Test func opsAfterTheBlurDrawOverItAndThreadsDoNotChangeBytes() throws {
    let one = try Rasterizer(threads: 1).render(Self.scene(blur: true))
    #expect(try Rasterizer(threads: 3).render(Self.scene(blur: true)) == one)
    #expect(one[35, 105] == PremultipliedPixel(Color(red: 255, green: 0, blue: 0)))
  }

  @Test func roundedCornersKeepTheirBackdropOutsideTheCurve() throws {
    var list = Self.scene(blur: false, after: false)
    var squareList = list
    // The top-left corner sits on the black/white edge, where the blur changes pixels.
    let rect = Rect(x: 45, y: 40, width: 50, height: 90)
    list.append(.backdropBlur(rect, CornerRadii(all: 20), radius: 5))
    squareList.append(.backdropBlur(rect, .zero, radius: 5))
    let before = try Rasterizer(threads: 1).render(Self.scene(blur: false, after: false))
    let out = try Rasterizer(threads: 1).render(list)
    let square = try Rasterizer(threads: 1).render(squareList)
    // The corner pixel (outside the 20 px curve) is untouched; inside, the rounded blur
    // is the square one.
    #expect(out[45, 40] == before[45, 40])
    #expect(square[45, 40] != before[45, 40])
    #expect(out[50, 85] == square[50, 85])
    #expect(out[50, 85] != before[50, 85])
  }

  @Test func blurInsideAClipIsSkipped() throws {
    var list = Self.scene(blur: false, after: false)
    list.append(.pushClipRect(Rect(x: 0, y: 0, width: 100, height: 150)))
    list.append(.backdropBlur(Rect(x: 20, y: 40, width: 60, height: 90), .zero, radius: 5))
    list.append(.popClip)
    #expect(
      try Rasterizer(threads: 1).render(list)
        == Rasterizer(threads: 1).render(Self.scene(blur: false, after: false)))
  }
}
