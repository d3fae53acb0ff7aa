import Primitives
import Testing

@testable import Text

/// The shape cache is bounded by glyphs held, not by lines: a screen of more lines than
/// the old 4,096 keeps them all (drawing reuses what layout shaped), and past its budget
/// it starts over without changing a result. A cache of its own, since the library's is
/// shared by every test.
@Suite struct ShapeCacheTests {
  let library = TestFonts.library

  func shape(_ cache: ShapeCache, _ text: String, _ font: ResolvedFont) -> ShapedLine {
    cache.line(ShapeCache.key(text, font), font: font) { library.shapeUncached(text, font: font) }
  }

  @Test func keepsMoreThan4096ShortLinesAndStaysWithinItsBudget() throws {
    let cache = ShapeCache()
    let font = try library.resolve(FontSpec(name: "DejaVu Sans", size: 17))
    let texts = (0..<6000).map { "Row \($0)" }
    let first = texts.map { shape(cache, $0, font) }
    #expect(cache.usage.lines == texts.count)
    #expect(cache.usage.cost <= ShapeCache.capacity)
    // A hit gives what shaping gives.
    #expect(texts.map { shape(cache, $0, font) } == first)
    #expect(first == texts.map { library.shapeUncached($0, font: font) })
  }

  @Test func startsOverPastItsBudgetWithTheSameResults() throws {
    let cache = ShapeCache()
    let font = try library.resolve(FontSpec(name: "DejaVu Sans", size: 17))
    // Lines of about 1,000 glyphs: the budget holds about 260 of them.
    let texts = (0..<400).map { String(repeating: "x", count: 996) + String($0) }
    for text in texts { _ = shape(cache, text, font) }
    #expect(cache.usage.lines < texts.count)
    #expect(cache.usage.cost <= ShapeCache.capacity)
    #expect(shape(cache, texts[0], font) == library.shapeUncached(texts[0], font: font))
  }
}
