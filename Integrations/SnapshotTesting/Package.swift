// swift-tools-version: 6.0
import PackageDescription

// A separate package so that swift-snapshot-testing (and the swift-syntax it resolves) stays
// out of themeshot's own build: only teams that already use pointfreeco's library pay for it.
let package = Package(
  name: "themeshot-snapshot-testing",
  products: [
    .library(name: "ThemeshotSnapshotTesting", targets: ["ThemeshotSnapshotTesting"])
  ],
  dependencies: [
    .package(name: "themeshot", path: "../.."),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
  ],
  targets: [
    .target(
      name: "ThemeshotSnapshotTesting",
      dependencies: [
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        .product(name: "Themeshot", package: "themeshot"),
        .product(name: "Themes", package: "themeshot"),
        .product(name: "Widgets", package: "themeshot"),
        .product(name: "PNG", package: "themeshot"),
        .product(name: "Diff", package: "themeshot"),
        .product(name: "Primitives", package: "themeshot"),
      ]),
    .testTarget(
      name: "ThemeshotSnapshotTestingTests",
      dependencies: [
        "ThemeshotSnapshotTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
