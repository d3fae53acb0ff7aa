import Testing

@testable import Text

/// A strike's pages of mask numbers answer exactly as a dictionary of `(glyph, phase)` to
/// mask would: stores, repeated stores, look-ups of glyphs never stored, on pages near and
/// far (glyph ids up to 70,000).
@Suite struct GlyphStrikeTests {
  struct Key: Hashable {
    var glyph: UInt32
    var phase: Int
  }

  @Test func pagesAnswerAsADictionary() {
    var rng = SystemRandomNumberGenerator()
    let strike = GlyphStrike()
    var model: [Key: GlyphMask] = [:]
    for round in 0..<3_000 {
      let glyph = UInt32.random(in: round % 3 == 0 ? 0...70_000 : 0...600, using: &rng)
      let phase = Int.random(in: 0..<SubpixelGrid.phases, using: &rng)
      let width = Int.random(in: 0...3, using: &rng)
      let mask = GlyphMask(
        width: width, height: 1, left: round, top: Int(glyph),
        coverage: (0..<width).map { _ in UInt8.random(in: 0...255, using: &rng) })
      strike.store(mask, glyph: glyph, phase: phase)
      model[Key(glyph: glyph, phase: phase)] = mask
      let probes =
        (0..<8).map { _ in
          (
            glyph: UInt32.random(in: 0...70_100, using: &rng),
            phase: Int.random(in: 0..<SubpixelGrid.phases, using: &rng)
          )
        } + [(glyph: glyph, phase: phase)]
      #expect(strike.lookUp(probes) == probes.map { model[Key(glyph: $0.glyph, phase: $0.phase)] })
    }
    #expect(strike.count == model.count)
    let all = model.keys.map { (glyph: $0.glyph, phase: $0.phase) }
    #expect(strike.lookUp(all) == all.map { model[Key(glyph: $0.glyph, phase: $0.phase)] })
    _ = strike.withLookUp { find in
      for (key, mask) in model { #expect(find(key.glyph, key.phase) == mask) }
      return true
    }
  }
}
