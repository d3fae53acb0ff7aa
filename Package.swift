// swift-tools-version: 6.0
import PackageDescription

// One target per pipeline stage (see DESIGN.md): data flows one way, no stage reaches back.
let stages: [String] = [
  "Primitives", "Themes", "Text", "Raster", "PNG", "Diff", "Reports", "Widgets", "Themeshot",
]

let package = Package(
  name: "themeshot",
  products: [
    .executable(name: "themeshot", targets: ["ThemeshotCLI"]),
    .library(name: "ThemeshotTesting", targets: ["ThemeshotTesting"]),
  ] + stages.map { .library(name: $0, targets: [$0]) },
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
  ],
  targets: [
    // C libraries: a module map and a shim header each, nothing else.
    .systemLibrary(
      name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
    .systemLibrary(
      name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
    .systemLibrary(
      name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),

    .target(name: "Primitives"),
    .target(
      name: "Themes",
      dependencies: [
        "Primitives", .product(name: "Yams", package: "Yams"),
        .product(name: "Collections", package: "swift-collections"),
      ]),
    .target(name: "Text", dependencies: ["Primitives", "CFreeType", "CHarfBuzz", "CFontconfig"]),
    .target(name: "Raster", dependencies: ["Primitives", "Text"]),
    .target(name: "PNG", dependencies: ["Primitives", "CPNG", "CDeflate"]),
    .target(name: "Diff", dependencies: ["Primitives"]),
    .target(name: "Reports", dependencies: ["Primitives", "Diff"]),
    .target(
      name: "Widgets",
      dependencies: [
        "Primitives", "Themes", "Text", "Raster", .product(name: "Yams", package: "Yams"),
      ]),
    .target(
      name: "Themeshot",
      dependencies: ["Primitives", "Themes", "Text", "Raster", "PNG", "Diff", "Reports", "Widgets"]),
    .target(name: "ThemeshotTesting", dependencies: ["Primitives", "Widgets", "Themeshot"]),
    .executableTarget(
      name: "ThemeshotCLI",
      dependencies: [
        "Themeshot", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),

    // Stage timings for Scripts/bench.sh (release builds only; not part of the products).
    .executableTarget(
      name: "themeshot-bench", dependencies: ["PNG", "Primitives"], path: "Benchmarks/StageBench"),

    // Shared test helpers: golden PNG comparison and recording.
    .target(name: "TestSupport", dependencies: ["Primitives", "PNG"], path: "Tests/TestSupport"),
    .testTarget(name: "PrimitivesTests", dependencies: ["Primitives"]),
    .testTarget(
      name: "ThemesTests", dependencies: ["Themes", "TestSupport"],
      exclude: ["__Fixtures__"]),
    .testTarget(
      name: "TextTests", dependencies: ["Text", "TestSupport"],
      exclude: ["__Goldens__", "__Fixtures__"]),
    .testTarget(
      name: "RasterTests", dependencies: ["Raster", "PNG", "TestSupport"],
      exclude: ["__Goldens__", "__Fixtures__"]),
    .testTarget(
      name: "PNGTests", dependencies: ["PNG", "TestSupport"], exclude: ["__Fixtures__"]),
    .testTarget(
      name: "DiffTests", dependencies: ["Diff", "PNG", "TestSupport"],
      exclude: ["__Fixtures__"]),
    .testTarget(
      name: "ReportsTests", dependencies: ["Reports", "PNG", "TestSupport"],
      exclude: ["__Fixtures__"]),
    .testTarget(
      name: "WidgetsTests",
      dependencies: ["Widgets", "Themes", "Text", "Raster", "PNG", "TestSupport"],
      exclude: ["__Goldens__", "__Fixtures__"]),
    .testTarget(
      name: "ThemeshotTests",
      dependencies: [
        "Themeshot", "Themes", "Text", "Widgets", "Reports", "Diff", "PNG", "TestSupport",
      ],
      exclude: ["__Goldens__", "__Fixtures__"]),
    .testTarget(
      name: "ThemeshotTestingTests", dependencies: ["ThemeshotTesting", "Widgets", "PNG"]),
    .testTarget(
      name: "ThemeshotCLITests", dependencies: ["ThemeshotCLI", "TestSupport"],
      exclude: ["__Fixtures__"]),
  ],
  swiftLanguageModes: [.v6]
)
