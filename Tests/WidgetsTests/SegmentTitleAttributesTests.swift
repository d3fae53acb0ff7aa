import Primitives
import Raster
import Testing
import Text
import Themes

@testable import Widgets

/// A segmented control's title text attributes (`setTitleTextAttributes(_:for:)`), as
/// Motif's DynamicThemingExample sets them: UISegmentedControl+Theming.m registers `text`,
/// takes a class, and sets the normal state's attributes from the class's `fontName` +
/// `fontSize` and `color` (UILabel+Theming.m `mtf_textAttributesForThemeClass:`).
@Suite struct SegmentTitleAttributesTests {
  /// ControlsTheme.yaml's shape: a segmented-control class whose `text` is a text class.
  static let theme = """
    .SegmentText:
        fontName: Menlo
        fontSize: 20
        color: '#FF0000'
    .Segmented:
        text: .SegmentText
    """

  static func registry() -> PropertyRegistry {
    var r = PropertyRegistry.standard
    r.declare(CustomProperty(name: "color", type: .color, sets: ["textColor"], on: ["UILabel"]))
    r.declare(
      CustomProperty(
        name: "text", type: .style, subObject: "titleTextAttributes", on: ["UISegmentedControl"]))
    return r
  }

  static func segments(selected: Int = 1) -> Widget {
    Widget.make(.segmentedControl).frame(x: 0, y: 0, width: 160, height: 32)
      .prop("segments", .array([.string("WW"), .string("WW")]))
      .prop("selectedSegmentIndex", .number(Double(selected)))
  }

  @Test func aClassSetsTheTitleFontAndColour() throws {
    let registry = Self.registry()
    let theme = try ThemeLoader.load(
      sources: [ThemeSource(path: "ControlsTheme.yaml", text: Self.theme)],
      options: ThemeLoadOptions(catalog: registry.catalog))
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    let seg = Self.segments().apply("Segmented")
    let found = Cascade(registry: registry).apply(ThemeStyleSheet(theme), to: Widget.view { seg })
    #expect(found.isEmpty, "\(found)")
    #expect(seg.value("titleTextAttributes.font") == .font(FontSpec(name: "Menlo", size: 20)))
    #expect(seg.value("titleTextAttributes.textColor") == .color(Color(hexString: "#FF0000")!))
    // The normal state's attributes serve the selected segment too.
    #expect(
      seg.value("titleTextAttributes.textColor", in: .selected)
        == .color(Color(hexString: "#FF0000")!))
  }

  /// Attribute names as UIKit spells them, per state, in a screen or theme.
  @Test func perStateAttributesByTheirUIKitNames() {
    let registry = PropertyRegistry.standard
    let seg = Self.segments()
    var found: [Diagnostic] = []
    registry.apply(
      [
        Declaration(
          "titleTextAttributes.NSForegroundColorAttributeName",
          .color(Color(red: 0, green: 0, blue: 255)))
      ], to: seg, state: .selected, diagnostics: &found)
    registry.apply(
      [Declaration("titleTextAttributes.font", .font(FontSpec(name: "Menlo", size: 11)))],
      to: seg, diagnostics: &found)
    #expect(found.isEmpty, "\(found)")
    #expect(
      seg.value("titleTextAttributes.textColor", in: .selected)
        == .color(Color(red: 0, green: 0, blue: 255)))
    #expect(seg.value("titleTextAttributes.textColor", in: .normal) == nil)
    #expect(
      seg.value("titleTextAttributes.font", in: .selected)
        == .font(FontSpec(name: "Menlo", size: 11)))
  }

  static let fonts = Result { try FontLibrary() }

  static func render(_ widget: Widget) throws -> Bitmap {
    let measurer = FontLibraryMeasurer(library: try fonts.get())
    let size = Size(width: 160, height: 32)
    let root = Widget.view { widget }
    Layout(text: measurer).layout(root, in: size, safeArea: .zero)
    let list = Emitter(text: measurer, appearance: .light).displayList(
      root, size: size, scale: 1, background: .white)
    return try Rasterizer(threads: 1, fonts: try fonts.get()).render(list)
  }

  static func close(_ a: Color, _ b: Color) -> Bool {
    let dr = abs(Int(a.red) - Int(b.red))
    let dg = abs(Int(a.green) - Int(b.green))
    let db = abs(Int(a.blue) - Int(b.blue))
    return max(dr, dg, db) < 60
  }

  /// Pixels of each half (segment) whose colour is close to `color`, and the height of the
  /// rows they span.
  static func ink(_ bitmap: Bitmap, near color: Color) -> [(count: Int, rows: Int)] {
    var out: [(count: Int, rows: Int)] = []
    let half = bitmap.width / 2
    for start in [0, half] {
      var count = 0
      var rows = Set<Int>()
      for y in 0..<bitmap.height {
        for x in start..<(start + half) where close(bitmap[x, y].color, color) {
          count += 1
          rows.insert(y)
        }
      }
      out.append((count, rows.count))
    }
    return out
  }

  /// The titles are drawn in the attributes' colour and font, per state: red normal and
  /// blue selected titles, in a 20 pt font taller than the default 13 pt.
  @Test func titlesAreDrawnWithTheirStatesAttributes() throws {
    let red = Color(red: 255, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 255)
    let plain = try Self.render(Self.segments())
    #expect(Self.ink(plain, near: red).allSatisfy { $0.count == 0 })
    let seg = Self.segments()
    var found: [Diagnostic] = []
    let registry = PropertyRegistry.standard
    registry.apply(
      [
        Declaration("titleTextAttributes.textColor", .color(red)),
        Declaration("titleTextAttributes.font", .font(FontSpec(name: "system", size: 20))),
      ], to: seg, diagnostics: &found)
    registry.apply(
      [Declaration("titleTextAttributes.textColor", .color(blue))], to: seg, state: .selected,
      diagnostics: &found)
    #expect(found.isEmpty, "\(found)")
    let styled = try Self.render(seg)
    let reds = Self.ink(styled, near: red)
    let blues = Self.ink(styled, near: blue)
    // Segment 0 is normal (red), segment 1 selected (blue).
    #expect(reds[0].count > 20 && reds[1].count == 0, "\(reds)")
    #expect(blues[1].count > 20 && blues[0].count == 0, "\(blues)")
    // A 20 pt "WW" is taller than the default 13 pt one.
    let defaultRows = Self.ink(plain, near: .black)[0].rows
    #expect(reds[0].rows > defaultRows + 2, "\(reds[0].rows) vs \(defaultRows)")
  }

  /// With the control's own tint (the look before iOS 13, which DynamicThemingExample's
  /// ControlsTheme.yaml was written for: `tintColor` and a `text` colour both its primary
  /// colour), the selected segment is filled with the tint and its title stays white; the
  /// normal titles take the attributes' colour.
  @Test func theTintedSelectedTitleStaysWhite() throws {
    let tint = Color(red: 0, green: 0, blue: 255)
    let seg = Self.segments(selected: 0).prop("tintColor", .color(tint))
      .prop("titleTextAttributes.textColor", .color(tint))
    let bitmap = try Self.render(seg)
    let whites = Self.ink(bitmap, near: .white)
    let blues = Self.ink(bitmap, near: tint)
    // Segment 0: white title on the blue fill; segment 1: a blue title on grey.
    #expect(whites[0].count > 20, "\(whites)")
    #expect(blues[1].count > 20 && blues[1].count < 400, "\(blues)")
    seg.set("titleTextAttributes.textColor", .color(.black), ApplyContext(state: .selected))
    #expect(Self.ink(bitmap, near: .black)[0].count == 0)
    let recoloured = try Self.render(seg)
    #expect(Self.ink(recoloured, near: .black)[0].count > 20)
    #expect(Self.ink(recoloured, near: .white)[0].count < whites[0].count)
  }
}
