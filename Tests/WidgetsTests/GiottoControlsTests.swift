import Primitives
import Raster
import Testing
import Themes

@testable import Widgets

/// Giotto's per-control appliers (Giotto/Classes/*+ThemeManager.m): keys with a state
/// prefix (`selected:`, `highlighted:`, `disabled:`) set that state's value.
@Suite struct GiottoControlsTests {
  let measurer = ApproximateTextMeasurer()

  func sheet(_ styles: String) throws -> ThemeStyleSheet {
    ThemeStyleSheet(
      try ThemeLoader.load(
        sources: [
          ThemeSource(path: "t.json", text: #"{"formatVersion": 2, "Styles": {"# + styles + "}}")
        ]))
  }

  func fills(_ root: Widget) -> [Color] {
    let size = Size(width: 200, height: 100)
    Layout(text: measurer).layout(root, in: size, safeArea: .zero)
    return Emitter(text: measurer).displayList(root, size: size, scale: 1, background: nil).ops
      .compactMap { op -> Color? in
        if case .fillRect(_, .color(let c)) = op { return c }
        return nil
      }
  }

  /// UIButton+ThemeManager.m: `backgroundImageWithColor` sets `[UIImage imageWithColor:]`
  /// (a 1×1 image, UIImage+Giotto.m) as the state's background image, which fills the
  /// button; `highlighted:` sets the highlighted one.
  @Test func buttonBackgroundImageWithColorFillsTheButtonPerState() throws {
    let s = try sheet(
      #""B": {"backgroundImageWithColor": "color:FF0000", "highlighted:backgroundImageWithColor": "color:00FF00"}"#
    )
    let red = Color(red: 255, green: 0, blue: 0)
    let green = Color(red: 0, green: 255, blue: 0)
    let normal = Widget.button("Go").apply("B").frame(x: 0, y: 0, width: 80, height: 40)
    let pressed = Widget.button("Go").apply("B").frame(x: 0, y: 50, width: 80, height: 40)
    pressed.states = [.highlighted]
    let root = Widget.view {
      normal
      pressed
    }
    #expect(Cascade().apply(s, to: root).isEmpty)
    #expect(fills(root) == [red, green])
  }

  /// UISegmentedControl+ThemeManager.m: `font` sets the titles' font through
  /// `setTitleTextAttributes:forState:`, which the selected segment shows too (UIKit falls
  /// back to the normal state's attributes), instead of its default semibold.
  @Test func segmentedControlFontIsTheTitlesFont() throws {
    let s = try sheet(#""S": {"font": "font:Menlo,11"}"#)
    let seg = Widget.make(.segmentedControl).apply("S")
      .prop("segments", .array([.string("A"), .string("B")]))
    let found = Cascade().apply(s, to: Widget.view { seg })
    #expect(found.isEmpty, "\(found)")
    for state in [ControlState.normal, .selected] {
      #expect(
        seg.value("titleTextAttributes.font", in: state)
          == .font(FontSpec(name: "Menlo", size: 11)))
    }
  }
}
