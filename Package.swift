// swift-tools-version: 6.0
import PackageDescription

// One target per pipeline stage (see DESIGN.md): data flows one way, no stage reaches back.
let stages: [String] = [
  "Primitives", "Documents", "Themes", "Text", "Raster", "PNG", "Diff", "Reports", "Widgets",
  "Themeshot",
]

let package = Package(
  name: "themeshot",
  products: [
    .executable(name: "themeshot", targets: ["ThemeshotCLI"]),
    .library(name: "ThemeshotTesting", targets: ["ThemeshotTesting"]),
    .plugin(name: "ThemeshotPlugin", targets: ["ThemeshotPlugin"]),
    .plugin(name: "ThemeshotSymbols", targets: ["ThemeshotSymbols"]),
  ] + stages.map { .library(name: $0, targets: [$0]) },
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    // Only for `swift package generate-documentation` (DocC); nothing links it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    // C libraries: a module map and a shim header each, nothing else.
    .systemLibrary(
      name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
    .systemLibrary(
      name: "CFontconfig", pkgConfig: "fontconfig",
      providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]),
    .systemLibrary(
      name: "CJPEG", pkgConfig: "libjpeg",
      providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]),
    .systemLibrary(
      name: "CDeflate", pkgConfig: "libdeflate",
      providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
    // libyaml's events for composing YAML without Yams' per-event objects (Documents). Yams
    // builds its own copy as `CYaml`; this is the system's.
    .systemLibrary(
      name: "CLibYAML", pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
    // XXH3-128 for the sidecars' pixel hashes (format 3): a passing check hashes 12 MB.
    .systemLibrary(
      name: "CXXHash", pkgConfig: "libxxhash",
      providers: [.apt(["libxxhash-dev"]), .brew(["xxhash"])]),

    .target(name: "Primitives"),
    .target(
      name: "Documents",
      dependencies: ["Primitives", "CLibYAML", .product(name: "Yams", package: "Yams")]),
    .target(
      name: "Themes",
      dependencies: [
        "Primitives", "Documents",
        .product(name: "OrderedCollections", package: "swift-collections"),
      ]),
    .target(name: "Text", dependencies: ["Primitives", "CFreeType", "CHarfBuzz", "CFontconfig"]),
    // Raster's AVX2 span kernels, chosen at run time (no compiler flags).
    .target(name: "CRasterKernels"),
    .target(name: "Raster", dependencies: ["Primitives", "Documents", "Text", "CRasterKernels"]),
    .target(name: "PNG", dependencies: ["Primitives", "CPNG", "CJPEG", "CDeflate"]),
    .target(name: "Diff", dependencies: ["Primitives"]),
    .target(name: "Reports", dependencies: ["Primitives", "Diff"]),
    .target(
      name: "Widgets",
      dependencies: [
        "Primitives", "Documents", "Themes", "Text", "Raster",
        .product(name: "Yams", package: "Yams"),
      ]),
    // Interface Builder documents into widget trees, laid out by their constraints.
    .target(name: "AutoLayout"),
    .target(
      name: "InterfaceBuilder",
      dependencies: ["Primitives", "Themes", "Text", "Widgets", "AutoLayout"]),
    .target(
      name: "Themeshot",
      dependencies: [
        "Primitives", "Documents", "Themes", "Text", "Raster", "PNG", "Diff", "Reports", "Widgets",
        "InterfaceBuilder", "CXXHash", .product(name: "Yams", package: "Yams"),
      ]),
    .target(
      name: "ThemeshotTesting", dependencies: ["Primitives", "Themes", "Widgets", "Themeshot"]),
    .executableTarget(
      name: "ThemeshotCLI",
      dependencies: [
        "Themeshot", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),

    // `swift package themeshot check|record|review`: the CLI without a separate install.
    .plugin(
      name: "ThemeshotPlugin",
      capability: .command(
        intent: .custom(
          verb: "themeshot", description: "Render, check, record and review themeshot snapshots"),
        permissions: [
          .writeToPackageDirectory(reason: "Writes references to Snapshots/ and renders to out/")
        ]),
      dependencies: []),
    // Generates `ThemeSymbols` from a target's theme files on every build (`themeshot symbols`).
    .plugin(
      name: "ThemeshotSymbols", capability: .buildTool(), dependencies: ["ThemeshotSymbolsTool"]),
    .executableTarget(
      name: "ThemeshotSymbolsTool", dependencies: ["Primitives", "Themes", "Themeshot"]),
    // Stage timings for Scripts/bench.sh (release builds only; not part of the products).
    .executableTarget(
      name: "themeshot-bench", dependencies: ["PNG", "Primitives", "Themes", "Widgets"],
      path: "Benchmarks/StageBench"),

    // Shared test helpers: golden PNG comparison and recording.
    .target(name: "TestSupport", dependencies: ["Primitives", "PNG"], path: "Tests/TestSupport"),
    .testTarget(name: "PrimitivesTests", dependencies: ["Primitives"]),
    .testTarget(
      name: "DocumentsTests",
      dependencies: [
        "Documents", "Primitives", "TestSupport", .product(name: "Yams", package: "Yams"),
      ]),
    .testTarget(
      name: "ThemesTests", dependencies: ["Primitives", "Themes", "TestSupport"],
      exclude: ["__Fixtures__"]),
    .testTarget(
      name: "TextTests", dependencies: ["Primitives", "Text", "PNG", "TestSupport"],
      exclude: ["__Goldens__", "__Fixtures__"]),
    .testTarget(
      name: "RasterTests", dependencies: ["Primitives", "Text", "Raster", "PNG", "TestSupport"],
      exclude: ["__Goldens__", "__Fixtures__"]),
    .testTarget(
      name: "PNGTests", dependencies: ["Primitives", "PNG", "TestSupport"],
      exclude: ["__Fixtures__"]),
    .testTarget(
      name: "DiffTests", dependencies: ["Primitives", "Diff", "PNG", "TestSupport"],
      exclude: ["__Fixtures__"]),
    .testTarget(
      name: "ReportsTests", dependencies: ["Primitives", "Reports", "PNG", "TestSupport"],
      exclude: ["__Fixtures__"]),
    .testTarget(
      name: "WidgetsTests",
      dependencies: ["Primitives", "Widgets", "Themes", "Text", "Raster", "PNG", "TestSupport"],
      exclude: ["__Goldens__", "__Fixtures__"]),
    .testTarget(
      name: "ThemeshotTests",
      dependencies: [
        "Primitives", "Themeshot", "Themes", "Text", "Widgets", "Reports", "Diff", "PNG", "Raster",
        "TestSupport",
      ],
      exclude: ["__Goldens__", "__Fixtures__"]),
    .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "TestSupport"]),
    .testTarget(
      name: "InterfaceBuilderTests",
      dependencies: [
        "Primitives", "InterfaceBuilder", "Widgets", "Themes", "Themeshot", "PNG", "TestSupport",
      ],
      exclude: ["__Goldens__", "__Fixtures__"]),
    .testTarget(
      name: "SymbolsPluginTests", resources: [.process("Themes")], plugins: ["ThemeshotSymbols"]),
    .testTarget(
      name: "ThemeshotTestingTests",
      dependencies: ["Primitives", "Themeshot", "ThemeshotTesting", "Widgets", "PNG"]),
    // Hostile input (issue 17): crashers, budgets, paths, and a fuzz target per parser.
    .testTarget(
      name: "FuzzTests",
      dependencies: [
        "Primitives", "ThemeshotCLI", "Themeshot", "Themes", "Widgets", "Text", "PNG",
        "InterfaceBuilder", "Reports",
      ],
      exclude: ["Corpus"]),
    .testTarget(
      name: "ThemeshotCLITests",
      dependencies: [
        "Primitives", "Themes", "PNG", "Reports", "Themeshot", "ThemeshotCLI", "TestSupport",
      ],
      exclude: ["__Fixtures__"]),
  ],
  swiftLanguageModes: [.v6]
)
