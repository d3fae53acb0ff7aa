// Opacity groups: a layer per group, composited when it ends.

extension BandRenderer {
  func beginGroup(_ opacity: UInt32, _ bounds: PixelBox) {
    if opacity == 0 || hiddenDepth > 0 {
      hiddenDepth += 1
      layers.append((nil, opacity, target, true))
      return
    }
    let box = drawBox(bounds)
    guard opacity < 255, !box.isEmpty else {
      layers.append((nil, opacity, target, false))
      return
    }
    let w = box.x1 - box.x0
    let count = w * (box.y1 - box.y0)
    let base = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
    base.initialize(repeating: 0, count: count)
    let layer = Surface(base: base, stride: w, box: box)
    layers.append((layer, opacity, target, false))
    target = layer
  }

  func endGroup() {
    guard let (layer, opacity, parent, hides) = layers.popLast() else { return }
    if hides { hiddenDepth -= 1 }
    target = parent
    guard let layer else { return }
    let b = layer.box
    for y in b.y0..<b.y1 {
      Blend.blendPixels(
        parent.pointer(x: b.x0, y: y), layer.pointer(x: b.x0, y: y), b.x1 - b.x0,
        coverage: opacity)
    }
    layer.base.deallocate()
  }
}
