import Benchmark
import Diff
import Foundation
import PNG
import Primitives

// Phone-sized pairs (1170×2532, 2.96 Mpx) from `python3 docs/diff-pairs.py`, read from
// $THEMESHOT_DIFF_PAIRS (default /tmp/themeshot-diff-pairs): identical, a few widgets changed,
// heavily changed. The same files go through ../shared/peers/diff_bench.py for pixelmatch-fast.
// Decoding happens once, outside the measured loop: these time the comparison alone.

let pairsFolder =
  ProcessInfo.processInfo.environment["THEMESHOT_DIFF_PAIRS"] ?? "/tmp/themeshot-diff-pairs"

func loadPair(_ name: String) -> (Bitmap, Bitmap)? {
  let decoder = PNGDecoder()
  guard let a = try? decoder.decode(contentsOf: "\(pairsFolder)/\(name)-a.png"),
    let b = try? decoder.decode(contentsOf: "\(pairsFolder)/\(name)-b.png")
  else { return nil }
  return (a, b)
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal], warmupIterations: 2,
    scalingFactor: .one, maxDuration: .seconds(4), maxIterations: 40)

  for name in ["identical", "widgets", "heavy"] {
    guard let (a, b) = loadPair(name) else {
      print("DiffBenchmarks: no pair '\(name)' in \(pairsFolder); run docs/diff-pairs.py")
      continue
    }
    let expected = RGBAImage(a)
    let actual = RGBAImage(b)
    let count = PixelDiff.compare(expected, actual).mismatched
    print("DiffBenchmarks: \(name) \(a.width)x\(a.height) mismatched \(count)")

    Benchmark("\(name) count+regions") { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(PixelDiff.compare(expected, actual))
      }
    }
    Benchmark("\(name) with diff image") { benchmark in
      let options = DiffOptions(diffImage: .standard)
      for _ in benchmark.scaledIterations {
        blackHole(PixelDiff.compare(expected, actual, options: options))
      }
    }
    Benchmark("\(name) includeAA") { benchmark in
      let options = DiffOptions(includeAA: true)
      for _ in benchmark.scaledIterations {
        blackHole(PixelDiff.compare(expected, actual, options: options))
      }
    }
    Benchmark("\(name) count+regions 1 thread") { benchmark in
      let options = DiffOptions(threads: 1)
      for _ in benchmark.scaledIterations {
        blackHole(PixelDiff.compare(expected, actual, options: options))
      }
    }
  }
}
