import Dispatch
import Primitives
import Synchronization
import Text

/// Places a display list's text on a second core, from the list's last op back, while the
/// preparer walks it from the first: each glyph mask either makes lands in the font
/// library's glyph cache, so the two meet in the middle and the preparer finds the rest
/// cached. Rendering a screen's glyphs was most of a one-image check's preparation.
///
/// Nothing drawn depends on it: a cache hit is the very mask a miss renders (a glyph asked
/// for on a face another thread is rendering on is rendered on a spare face of the same
/// file), and it only reads the list. It stops where the preparer has got to, or when
/// told; it may place text the preparer culls (it ignores clips), which costs time only.
final class TextAhead: Sendable {
  /// The index of the op the preparer is at.
  private let reached = Atomic<Int>(0)
  private let stopped = Atomic<Bool>(false)

  init(_ list: DisplayList, fonts: FontLibrary, scale: Double, canvas: PixelBox) {
    DispatchQueue.global(qos: .userInitiated).async { [self] in
      place(list, fonts: fonts, scale: scale, canvas: canvas)
    }
  }

  /// The preparer is at op `index`.
  func reach(_ index: Int) { reached.store(index, ordering: .relaxed) }

  /// The preparer is done: stop after the op in hand.
  func stop() { stopped.store(true, ordering: .relaxed) }

  private func place(_ list: DisplayList, fonts: FontLibrary, scale: Double, canvas: PixelBox) {
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
