// swift-tools-version: 6.1
// Release-mode benchmarks, in a package of their own so `swift build` and `swift test`
// never build the harness. Run: swift package --package-path Benchmarks benchmark
import Foundation
import PackageDescription

// A path dependency is named after its folder, and a clone may have any name.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent
// benchmark's default trait pulls in swift-runtime-interposer, which this machine lacks;
// MallocInterposer alone keeps the allocation counters.
let benchmark = Package.Dependency.package(
  url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"])

func suite(_ name: String, _ stages: [String]) -> Target {
  .executableTarget(
    name: name,
    dependencies: stages.map { .product(name: $0, package: root) } + [
      .product(name: "Benchmark", package: "benchmark")
    ],
    path: "Benchmarks/\(name)",
    plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")])
}

let package = Package(
  name: "themeshot-benchmarks",
  dependencies: [.package(path: "../"), benchmark],
  targets: [
    suite("ThemesBenchmarks", ["Themes"]),
    suite("TextBenchmarks", ["Text", "Primitives"]),
    suite("RasterBenchmarks", ["Raster", "Text", "PNG"]),
    suite("DiffBenchmarks", ["Diff", "PNG", "Primitives"]),
    suite("WidgetsBenchmarks", ["Widgets", "Themes", "Raster", "Primitives"]),
  ],
  swiftLanguageModes: [.v6]
)
