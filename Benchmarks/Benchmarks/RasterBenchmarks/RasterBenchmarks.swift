import Benchmark
import Foundation
import PNG
import Raster
import Text

/// The peers' standard scenes (`../shared/peers/gen_scene.py`): `THEMESHOT_SCENES`, or the
/// first of the usual places that holds them.
let sceneFolder: String? = {
  let env = ProcessInfo.processInfo.environment["THEMESHOT_SCENES"]
  let candidates = [
    env, "../shared/peers/scenes", "../../shared/peers/scenes", "/work/shared/peers/scenes",
  ]
  return candidates.compactMap { $0 }.first {
    FileManager.default.fileExists(atPath: $0 + "/cards.json")
  }
}()

/// Renders cards, stress and rects with one and two threads (the peers' Blend2D mark is
/// one thread), and encodes cards to PNG. Run from the package root:
/// `swift package --package-path Benchmarks benchmark --target RasterBenchmarks`.
let benchmarks: @Sendable () -> Void = {
  guard let folder = sceneFolder else {
    print("RasterBenchmarks: no scenes; run ../shared/peers/setup.sh or set THEMESHOT_SCENES")
    return
  }
  let fonts = try? FontLibrary()
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], warmupIterations: 2, maxDuration: .seconds(5),
    maxIterations: 30)
  for name in ["cards", "stress", "rects"] {
    guard let list = try? SceneFile.read(path: "\(folder)/\(name).json") else { continue }
    for threads in [1, 2] {
      let rasterizer = Rasterizer(threads: threads, fonts: fonts)
      Benchmark("render \(name) \(threads)t", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try rasterizer.render(list)) }
      }
    }
    if name == "cards", let bitmap = try? Rasterizer(fonts: fonts).render(list) {
      Benchmark("png-encode cards", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try PNGEncoder().encode(bitmap)) }
      }
    }
  }
}
