import Dispatch
import Primitives
import Synchronization
import Text

/// Does a display list's slowest preparation on a second core while the preparer walks
/// the list: first it blurs the shadows (from the first), then it places the text (from
/// the last op back), each result landing in its cache (``Shadow/cache``, the font
/// library's glyph cache). The preparer waits for a shadow being blurred and finds the
/// glyphs placed, and the two meet in the middle of the text. Rendering glyphs and blurring
/// shadows were most of a one-image check's preparation.
///
/// Nothing drawn depends on it: a cache hit is the very result a miss makes (a glyph asked
/// for on a face another thread is rendering on is rendered on a spare face of the same
/// file), and it only reads the list. It stops where the preparer has got to, or when
/// told; it may prepare what the preparer culls (it ignores clips), which costs time only.
final class PrepareAhead: Sendable {
  /// The index of the op the preparer is at.
  private let reached = Atomic<Int>(0)
  private let stopped = Atomic<Bool>(false)

  init(_ list: DisplayList, fonts: FontLibrary, scale: Double, canvas: PixelBox) {
    SpareCore.shared.async(urgent: true) { [self] in
      place(list, fonts: fonts, scale: scale, canvas: canvas)
    }
  }

  /// The preparer is at op `index`.
  func reach(_ index: Int) { reached.store(index, ordering: .relaxed) }

  /// The preparer is done: stop after the op in hand.
  func stop() { stopped.store(true, ordering: .relaxed) }

  private func place(_ list: DisplayList, fonts: FontLibrary, scale: Double, canvas: PixelBox) {
    for (i, op) in list.ops.enumerated() {
      if stopped.load(ordering: .relaxed) { return }
      guard i > reached.load(ordering: .relaxed),
        case .shadow(let rect, let radii, let color, let blur, let offset) = op,
        case .blur(let shape, let sigma, _) = ShadowPlan(
          rect.offsetBy(dx: offset.x, dy: offset.y), radii, color, blur, scale: scale,
          canvas: list.pixelSize),
        !ShadowPlan.reach(shape, sigma: sigma).intersection(canvas).isEmpty
      else { continue }
      _ = Shadow.cachedMask(ShadowPlan.local(shape), sigma: sigma)
    }
    var resolved: [FontKey: ResolvedFont] = [:]
    for i in list.ops.indices.reversed() {
      if stopped.load(ordering: .relaxed) || i <= reached.load(ordering: .relaxed) { return }
      guard case .text(let t) = list.ops[i], Preparer.drawsText(t, scale: scale),
        let request = list.fonts[t.font], !Preparer.outOfReach(t, scale: scale, visible: canvas)
      else { continue }
      let key = FontKey(request: request, size: t.size)
      guard let font = resolved[key] ?? (try? fonts.resolve(request: request, size: t.size))
      else { continue }
      resolved[key] = font
      _ = fonts.placeGlyphs(
        fonts.shape(t.text, font: font), origin: t.origin, scale: scale,
        within: (canvas.x0, canvas.y0, canvas.x1, canvas.y1))
    }
  }
}
