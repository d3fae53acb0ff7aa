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

  func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    guard width > 0, height > 0 else {
      out.update(repeating: 0, count: count)
      return
    }
    let sx = Double(width) / (frame.x1 - frame.x0)
    let sy = Double(height) / (frame.y1 - frame.y0)
    let v = (Double(y) + 0.5 - frame.y0) * sy - 0.5
    let vf = v.rounded(.down)
    let wy = UInt32(min(max((v - vf) * 256, 0), 256))
    let vi = Int(min(max(vf, -1), Double(height)))
    let r0 = min(max(vi, 0), height - 1) * width
    let r1 = min(max(vi + 1, 0), height - 1) * width
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
