import Foundation
import PNG
import Primitives
import Testing
import Themes
import Widgets

@testable import Themeshot

/// `__Fixtures__/catalog/Assets.xcassets`, laid out as Xcode writes a catalog (Apple's
/// "Asset Catalog Format Reference"): `star` in 1x (red), 2x (green), 3x (blue) and a dark
/// 2x (yellow), a high-contrast 2x (magenta) and a dark high-contrast 2x (orange); `Icons/gear` in a namespace group; `Brand` with any, dark and
/// high-contrast values in the three component notations Xcode writes; `Broken` with a
/// component that is not a finite number.
@Suite struct AssetCatalogTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Fixtures__/catalog/Assets.xcassets").path
  static let catalog = AssetCatalog(path: fixture)

  static func file(_ name: String?) -> String? {
    name.map { ($0 as NSString).lastPathComponent }
  }

  @Test func readsImageSetsColourSetsAndNamespacedGroups() {
    #expect(Self.catalog.images.keys.sorted() == ["Icons/gear", "plain", "star"])
    #expect(Self.catalog.colors.keys.sorted() == ["Brand"])
  }

  @Test func picksTheVariantForTheDeviceScale() {
    func pick(_ scale: Double, _ a: Appearance = .light) -> String? {
      Self.file(Self.catalog.image(named: "star", scale: scale, appearance: a)?.file)
    }
    #expect(pick(1) == "star.png")
    #expect(pick(2) == "star@2x.png")
    #expect(pick(3) == "star@3x.png")
    #expect(pick(2, .dark) == "star-dark@2x.png")
    // Increased contrast ("appearances": [{"appearance": "contrast", "value": "high"}]).
    #expect(pick(2, Appearance(style: .light, contrast: .high)) == "star-high@2x.png")
    #expect(pick(2, Appearance(style: .dark, contrast: .high)) == "star-dark-high@2x.png")
    // No high-contrast 3x: the nearest high-contrast one beats a normal 3x.
    #expect(pick(3, Appearance(style: .light, contrast: .high)) == "star-high@2x.png")
    // No 3x-only slot for gear: a 3x device takes the largest there is.
    #expect(
      Self.file(Self.catalog.image(named: "Icons/gear", scale: 3)?.file) == "gear.png")
    #expect(Self.catalog.image(named: "gear", scale: 1) == nil)
  }

  @Test func colourSetResolvesInEachAppearance() throws {
    let brand = try #require(Self.catalog.colors["Brand"])
    #expect(brand.resolved(in: .light) == Color(red: 0xFF, green: 0x7A, blue: 0x00))
    #expect(brand.resolved(in: .dark) == Color(red: 51, green: 102, blue: 153))
    #expect(
      brand.resolved(in: Appearance(style: .light, contrast: .high))
        == Color(red: 10, green: 20, blue: 30))
    // No dark high-contrast value: the dark one.
    #expect(
      brand.resolved(in: Appearance(style: .dark, contrast: .high))
        == Color(red: 51, green: 102, blue: 153))
  }

  @Test func unreadableColourIsSkippedWithALocatedWarning() throws {
    let d = try #require(Self.catalog.diagnostics.first)
    #expect(Self.catalog.diagnostics.count == 1)
    #expect(d.severity == .warning)
    #expect(d.location?.file.hasSuffix("Broken.colorset/Contents.json") == true)
    #expect(d.location?.keyPath == "colors[0].color")
    #expect(d.message.contains("green"))
  }

  @Test func componentNotationsAndRanges() {
    #expect(AssetCatalog.componentValue("0xFF", alpha: false) == 1)
    #expect(AssetCatalog.componentValue("51", alpha: false) == 0.2)
    #expect(AssetCatalog.componentValue("0.5", alpha: false) == 0.5)
    #expect(AssetCatalog.componentValue("1", alpha: true) == 1)
    #expect(AssetCatalog.componentValue("256", alpha: false) == nil)
    #expect(AssetCatalog.componentValue("nan", alpha: false) == nil)
    #expect(AssetCatalog.componentValue("0x1FF", alpha: false) == nil)
  }

  /// A project holding the fixture catalog, a theme and a screen naming `Brand`, and drawing
  /// `image: star` centred (its natural size shows the variant's scale was honoured).
  static func render(
    scale: Double, style: Appearance.Style? = nil, contrast: Appearance.Contrast? = nil
  ) throws -> Bitmap {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("themeshot-assets-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/App/screens", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: fixture, toPath: root + "/App/Assets.xcassets")
    try ".Card:\n  backgroundColor: Brand\n".write(
      toFile: root + "/theme.yaml", atomically: true, encoding: .utf8)
    try """
    size: [80, 20]
    scale: \(scale)
    statusBar: false
    root:
      type: UIView
      children:
        - {type: UIImageView, frame: [0, 0, 20, 20], props: {image: star, contentMode: center}}
        - {type: UIView, apply: Card, frame: [20, 0, 20, 20]}
        - {type: UIView, frame: [40, 0, 20, 20], props: {backgroundColor: Brand}}
        - {type: UIImageView, frame: [60, 0, 20, 20], props: {image: plain, contentMode: center}}
    """.write(toFile: root + "/App/screens/icons.yml", atomically: true, encoding: .utf8)
    try "themes:\n  T: [theme.yaml]\nscreens: [App/screens]\n".write(
      toFile: root + "/themeshot.yml", atomically: true, encoding: .utf8)
    let p = try Project.load(root: root)
    #expect(p.assetCatalogs == [root + "/App/Assets.xcassets"])
    let run = try RenderRun(
      project: p, themes: ["T"], output: root + "/out", style: style, contrast: contrast)
    _ = try run.run(renderer: try Renderer(threads: 1, assetCatalogs: p.assetCatalogs)) {
      ThemeStyleSheet(try ThemeLoader.load(files: $0.files))
    }
    return try ImageDecoder.decode(contentsOf: run.items[0].output)
  }

  @Test func imageNameDrawsTheScaleVariantAtItsPointSize() throws {
    let b = try Self.render(scale: 2)
    // star@2x is 8 px = 4 pt, centred in 20 pt: pixels 16..<24 at 2x.
    #expect(b[20, 20].color == Color(red: 0, green: 255, blue: 0))
    #expect(b[14, 20].color == .white)
    #expect(b[24, 20].color == .white)
    // plain-retina.png sits in the 2x slot without an @2x name: still 4 pt, not 8.
    #expect(b[140, 20].color == Color(red: 0, green: 255, blue: 255))
    #expect(b[134, 20].color == .white)
    #expect(b[145, 20].color == .white)
    let three = try Self.render(scale: 3)
    #expect(three[30, 30].color == Color(red: 0, green: 0, blue: 255))
  }

  @Test func namedColourInAThemeResolvesInTheRendersAppearance() throws {
    #expect(try Self.render(scale: 1)[30, 10].color == Color(red: 0xFF, green: 0x7A, blue: 0))
    let dark = try Self.render(scale: 2, style: .dark)
    #expect(dark[60, 20].color == Color(red: 51, green: 102, blue: 153))
    #expect(dark[20, 20].color == Color(red: 255, green: 255, blue: 0))
    // Named in a screen's props too.
    #expect(dark[100, 20].color == Color(red: 51, green: 102, blue: 153))
  }

  /// An increased-contrast image variant is drawn when the render's contrast is high, as
  /// colour sets already resolve.
  @Test func highContrastDrawsTheHighContrastImage() throws {
    let high = try Self.render(scale: 2, contrast: .high)
    #expect(high[20, 20].color == Color(red: 255, green: 0, blue: 255))
    let darkHigh = try Self.render(scale: 2, style: .dark, contrast: .high)
    #expect(darkHigh[20, 20].color == Color(red: 255, green: 128, blue: 0))
    // Normal contrast keeps the normal variant.
    #expect(try Self.render(scale: 2)[20, 20].color == Color(red: 0, green: 255, blue: 0))
  }
}
