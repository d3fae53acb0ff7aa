import Primitives
import Testing
import Text
import Themes

@testable import Widgets

/// An A_StyleInjection font whose name iOS lacks: DefaultStyleDecoder.m `__convertFont:`
/// asks `[UIFont fontWithName:size:]`, and when that is nil returns
/// `[UIFont systemFontOfSize:]` at the written size, so the label shows the regular system
/// font at that size. themeshot draws the same and says so once, at the theme's line.
@Suite struct FontWarningLocationTests {
  static let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>@UILabel</key>
    \t<dict>
    \t\t<key>font</key>
    \t\t<string>$"No Such Font-Bold":30</string>
    \t</dict>
    </dict>
    </plist>
    """

  static let fonts = Result { try FontLibrary() }

  @Test func unknownStyleInjectionFontIsTheRegularSystemFontAtItsSize() throws {
    let theme = try ThemeLoader.load(sources: [
      ThemeSource(path: "StyleSheet.plist", text: Self.plist)
    ])
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    let first = Widget.label("Hello").frame(x: 0, y: 0, width: 300, height: 40)
    let second = Widget.label("Again").frame(x: 0, y: 40, width: 300, height: 40)
    let root = Widget.view {
      first
      second
    }
    #expect(Cascade().apply(ThemeStyleSheet(theme), to: root).isEmpty)
    let measurer = FontLibraryMeasurer(library: try Self.fonts.get())
    Layout(text: measurer).layout(root, in: Size(width: 300, height: 80), safeArea: .zero)
    let spec = first.font
    let resolved = try #require(measurer.resolve(spec))
    let system = try #require(measurer.resolve(FontSpec.system(size: 30)))
    #expect(resolved.source == .fallback)
    #expect(resolved.file == system.file && resolved.weight == system.weight)
    #expect(resolved.size == 30)
    // One warning for the two labels, at the theme's line.
    let warnings = root.locatingFontWarnings(measurer.diagnostics)
    #expect(warnings.count == 1, "\(warnings)")
    #expect(warnings.first?.location?.file == "StyleSheet.plist")
    #expect(warnings.first?.location?.line == 6, "\(warnings)")  // `<key>font</key>`
    #expect(warnings.first?.message.hasPrefix("unknown font 'No Such Font-Bold'") == true)
  }

  /// The measurer is shared by a run's screens: a warning about a font this screen does not
  /// name is another screen's, and that screen reports it.
  @Test func anotherScreensFontIsLeftToIt() {
    let label = Widget.label("x").prop("font", .font(FontSpec(name: "Known", size: 12)))
    let other = Diagnostic.warning("unknown font 'Elsewhere'; using the system font")
    let unrelated = Diagnostic.warning("something else")
    #expect(label.locatingFontWarnings([other, unrelated]) == [unrelated])
  }

  @Test func theNameIsReadFromEitherMessageForm() {
    #expect(
      Widget.unknownFontName(in: "unknown font 'A B' (did you mean 'AB'?); using the system font")
        == "A B")
    #expect(Widget.unknownFontName(in: "unknown font 'It's'; using the system font") == "It's")
    #expect(Widget.unknownFontName(in: "unknown text style 'x'") == nil)
  }

  /// Every name's location from the one walk is the plain search's (the first widget in
  /// tree order, then pinned, styled, literal, keys in order, states in order), for names
  /// written and names with the measurer's weight words, set in several places.
  @Test func oneWalkFindsWhatEachSearchFinds() {
    var widgets: [Widget] = []
    for i in 0..<40 {
      let spec = FontSpec(name: "Face\(i % 7)", size: 12, weight: i % 3 == 0 ? 700 : nil)
      let w = Widget.label("\(i)").prop("font", .font(spec))
      if i % 5 == 0 { w.pin("titleFont", .font(FontSpec(name: "Face\(i % 4)", size: 9))) }
      widgets.append(w)
    }
    let root = Widget.view()
    for w in widgets { root.addChild(w) }
    let map = root.fontLocations()
    var names = Set(map.keys)
    names.insert("Absent")
    for name in names.sorted() {
      #expect(map[name] == root.fontLocation(named: name), "\(name)")
    }
    #expect(map.count > 7)
  }
}
