import Benchmark
import Primitives
import Synchronization
import Text

// The Text stage's hot paths: placing cached glyphs, shaping new and repeated lines,
// laying out a paragraph.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal])
  guard let library = try? FontLibrary(),
    let font = try? library.resolve(FontSpec(name: "system", size: 15))
  else { return }
  let line = "The quick brown fox jumps"
  let shaped = library.shape(line, font: font)
  _ = library.placeGlyphs(shaped, origin: Point(x: 3.3, y: 20), scale: 3)

  Benchmark("place 25 cached glyphs") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(library.placeGlyphs(shaped, origin: Point(x: 3.3, y: 20), scale: 3))
    }
  }
  Benchmark("shape a repeated 25-character line") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(library.shape(line, font: font)) }
  }
  // Each iteration shapes a string not seen before (the shape cache holds 4096 lines).
  let distinct = (0..<200_000).map { "Item \($0) of the quick list" }
  let next = Mutex(0)
  Benchmark("shape a new 25-character line") { benchmark in
    for _ in benchmark.scaledIterations {
      let i = next.withLock { n in
        n += 1
        return n
      }
      blackHole(library.shape(distinct[i % distinct.count], font: font))
    }
  }
  let paragraph = String(
    repeating: "Themes name iOS fonts that Linux lacks, so themeshot draws open fonts. ", count: 3)
  Benchmark("layout 216 characters in 3 lines") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(library.layout(paragraph, font: font, width: 300, maxLines: 3))
    }
  }
  Benchmark("open a library (shares the first scan of its configuration)") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(try? FontLibrary()) }
  }
}
