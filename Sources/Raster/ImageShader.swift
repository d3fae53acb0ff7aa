import Primitives

/// An image mapped onto a device-pixel frame, sampled bilinearly at pixel centers with
/// edges clamped (Skia's `FilterMode.kLinear`). A template image keeps only its alpha,
/// filled with the tint.
final class ImageShader: Sendable {
  let pixels: [UInt32]
  let width: Int
  let height: Int
  let frame: PixelShape
  let tint: UInt32?

  init(_ bitmap: Bitmap, frame: PixelShape, tint: Color?) {
    width = bitmap.width
    height = bitmap.height
    pixels = bitmap.pixels.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
    self.frame = frame
    self.tint = tint.map { PremultipliedPixel($0).word }
  }

  /// `a` to `b` by w/256 per channel.
  @inline(__always) static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
    let iw = 256 &- w
    let rb = (((a & 0x00FF_00FF) &* iw &+ (b & 0x00FF_00FF) &* w) >> 8) & 0x00FF_00FF
    let ag = (((a >> 8) & 0x00FF_00FF) &* iw &+ ((b >> 8) & 0x00FF_00FF) &* w) & 0xFF00_FF00
    return rb | ag
  }

  /// The rows pixel row `y` samples (offsets of their first pixel) and its weight between
  /// them.
  @inline(__always) private func rows(_ y: Int) -> (r0: Int, r1: Int, wy: UInt32) {
    let sy = Double(height) / (frame.y1 - frame.y0)
    let v = (Double(y) + 0.5 - frame.y0) * sy - 0.5
    let vf = v.rounded(.down)
    let wy = UInt32(min(max((v - vf) * 256, 0), 256))
    let vi = Int(min(max(vf, -1), Double(height)))
    return (min(max(vi, 0), height - 1) * width, min(max(vi + 1, 0), height - 1) * width, wy)
  }

  /// ``shade(y:x:count:into:)`` with the columns of a run looked up in `columns` (made
  /// once per run start and length, by the very same steps): the rows of an image are
  /// runs of a few shapes, so each pixel costs four reads and three blends.
  func shade(
    y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>, columns: ImageColumns
  ) {
    guard width > 0, height > 0 else {
      out.update(repeating: 0, count: count)
      return
    }
    let (r0, r1, wy) = rows(y)
    let run = columns.run(of: self, x: x, count: count)
    let tint = self.tint
    pixels.withUnsafeBufferPointer { p in
      @inline(__always) func sample(_ i: Int) -> UInt32 {
        let (c0, c1, wx) = (run.c0[i], run.c1[i], run.wx[i])
        let top = ImageShader.lerp(p[r0 + c0], p[r0 + c1], wx)
        let bottom = ImageShader.lerp(p[r1 + c0], p[r1 + c1], wx)
        return ImageShader.lerp(top, bottom, wy)
      }
      if let tint {
        for i in 0..<count { out[i] = Blend.scale(tint, sample(i) >> 24) }
      } else {
        for i in 0..<count { out[i] = sample(i) }
      }
    }
  }

  /// The columns and weights of pixels `[x, x + count)`, stepping the sample position as
  /// ``shade(y:x:count:into:)`` does.
  func columns(x: Int, count: Int, into run: ImageColumns.Run) {
    let sx = Double(width) / (frame.x1 - frame.x0)
    var u = (Double(x) + 0.5 - frame.x0) * sx - 0.5
    for i in 0..<count {
      let uf = u.rounded(.down)
      run.wx[i] = UInt32(min(max((u - uf) * 256, 0), 256))
      let ui = Int(min(max(uf, -1), Double(width)))
      run.c0[i] = min(max(ui, 0), width - 1)
      run.c1[i] = min(max(ui + 1, 0), width - 1)
      u += sx
    }
  }

  /// The plain twin of ``shade(y:x:count:into:columns:)``: every column worked out per
  /// pixel.
  func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    guard width > 0, height > 0 else {
      out.update(repeating: 0, count: count)
      return
    }
    let sx = Double(width) / (frame.x1 - frame.x0)
    let (r0, r1, wy) = rows(y)
    var u = (Double(x) + 0.5 - frame.x0) * sx - 0.5
    let tint = self.tint
    pixels.withUnsafeBufferPointer { p in
      for i in 0..<count {
        let uf = u.rounded(.down)
        let wx = UInt32(min(max((u - uf) * 256, 0), 256))
        let ui = Int(min(max(uf, -1), Double(width)))
        let c0 = min(max(ui, 0), width - 1)
        let c1 = min(max(ui + 1, 0), width - 1)
        let top = ImageShader.lerp(p[r0 + c0], p[r0 + c1], wx)
        let bottom = ImageShader.lerp(p[r1 + c0], p[r1 + c1], wx)
        let c = ImageShader.lerp(top, bottom, wy)
        if let tint {
          out[i] = Blend.scale(tint, c >> 24)
        } else {
          out[i] = c
        }
        u += sx
      }
    }
  }
}

/// A band renderer's recent image runs (start, length and shader), each with its columns:
/// one per drawing thread, so it needs no lock.
final class ImageColumns {
  final class Run {
    let shader: ImageShader
    let x: Int
    let count: Int
    let c0: UnsafeMutablePointer<Int>
    let c1: UnsafeMutablePointer<Int>
    let wx: UnsafeMutablePointer<UInt32>

    init(_ shader: ImageShader, x: Int, count: Int) {
      self.shader = shader
      self.x = x
      self.count = count
      c0 = .allocate(capacity: count)
      c1 = .allocate(capacity: count)
      wx = .allocate(capacity: count)
      shader.columns(x: x, count: count, into: self)
    }

    deinit {
      c0.deallocate()
      c1.deallocate()
      wx.deallocate()
    }
  }

  /// A row meets an image in up to three runs (its left edge, inside, its right edge).
  private var runs: [Run] = []
  private var next = 0
  static let kept = 4

  func run(of shader: ImageShader, x: Int, count: Int) -> Run {
    for r in runs where r.shader === shader && r.x == x && r.count == count { return r }
    let made = Run(shader, x: x, count: count)
    if runs.count < Self.kept {
      runs.append(made)
    } else {
      runs[next] = made
      next = (next + 1) % Self.kept
    }
    return made
  }
}
