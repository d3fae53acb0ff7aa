import Primitives
import Raster
import Testing
import Themes

@testable import Widgets

/// Giotto's UISegmentedControl+ThemeManager.m sets `backgroundImageWithColor` (a 1×1 image
/// of the colour, UIImage+Giotto.m `imageWithColor:`) and `backgroundImage` with
/// `setBackgroundImage:forState:barMetrics:`, for the state a `normal:`, `selected:`,
/// `disabled:` or `highlighted:` prefix names. With background images UIKit draws each
/// segment with its state's image (the normal one when its state has none), stretched,
/// instead of iOS 13's track and sliding selection.
@Suite struct GiottoSegmentBackgroundsTests {
  let measurer = ApproximateTextMeasurer()
  static let red = Color(red: 255, green: 0, blue: 0)
  static let green = Color(red: 0, green: 255, blue: 0)
  static let blue = Color(red: 0, green: 0, blue: 255)

  func sheet(_ style: String) throws -> ThemeStyleSheet {
    ThemeStyleSheet(
      try ThemeLoader.load(
        sources: [
          ThemeSource(
            path: "g.json", text: #"{"formatVersion": 2, "Styles": {"S": {"# + style + "}}}")
        ]))
  }

  /// A 300 × 32 control of three segments, the middle one selected.
  func segments(_ states: Set<ControlState> = []) -> Widget {
    let seg = Widget.make(.segmentedControl).apply("S")
      .prop("segments", .array([.string("A"), .string("B"), .string("C")]))
      .prop("selectedSegmentIndex", .number(1))
      .frame(x: 0, y: 0, width: 300, height: 32)
    seg.states = states
    return seg
  }

  /// The colour filling each segment's whole rectangle, left to right (nil: none).
  func segmentFills(_ style: String, states: Set<ControlState> = []) throws -> [Color?] {
    let seg = segments(states)
    let root = Widget.view { seg }
    let found = Cascade().apply(try sheet(style), to: root)
    #expect(found.isEmpty, "\(found)")
    let size = Size(width: 300, height: 40)
    Layout(text: measurer).layout(root, in: size, safeArea: .zero)
    let ops = Emitter(text: measurer, appearance: .light).displayList(
      root, size: size, scale: 1, background: nil
    ).ops
    return (0..<3).map { i in
      let r = Rect(x: Double(i) * 100, y: 0, width: 100, height: 32)
      return ops.compactMap { op -> Color? in
        if case .fillRect(let rect, .color(let c)) = op, rect == r { return c }
        return nil
      }.last
    }
  }

  @Test func selectedPrefixSetsTheSelectedSegmentsBackground() throws {
    let fills = try segmentFills(
      #""backgroundImageWithColor": "color:FF0000", "selected:backgroundImageWithColor": "color:00FF00""#
    )
    #expect(fills == [Self.red, Self.green, Self.red])
  }

  /// `normal:` names the normal state, like no prefix; the selected segment falls back to it.
  @Test func normalPrefixIsTheNormalStateAndTheFallback() throws {
    let fills = try segmentFills(#""normal:backgroundImageWithColor": "color:0000FF""#)
    #expect(fills == [Self.blue, Self.blue, Self.blue])
  }

  /// A disabled control shows the disabled state's image in every segment.
  @Test func disabledControlShowsTheDisabledBackground() throws {
    let fills = try segmentFills(
      #""backgroundImageWithColor": "color:FF0000", "disabled:backgroundImageWithColor": "color:0000FF""#,
      states: [.disabled])
    #expect(fills == [Self.blue, Self.blue, Self.blue])
  }

  /// Without background images the control keeps iOS 13's rounded track: no segment is
  /// filled edge to edge.
  @Test func withoutBackgroundsTheTrackStays() throws {
    let fills = try segmentFills(#""tintColor": "color:FF0000""#)
    #expect(fills == [nil, nil, nil])
  }

  /// `selected:backgroundImage` is stored for the selected state, on a segmented control
  /// as on a button, and drawn over the selected segment.
  @Test func selectedBackgroundImageIsThatStatesImage() throws {
    let seg = segments()
    let found = Cascade().apply(
      try sheet(#""selected:backgroundImage": "/no/such/seg.png""#), to: Widget.view { seg })
    #expect(found.isEmpty, "\(found)")
    #expect(seg.value("backgroundImage", in: .selected) == .image("/no/such/seg.png"))
    #expect(seg.value("backgroundImage", in: .normal) == nil)
  }

  /// Giotto passes `selected:tintColor` whole to KVC on a segmented control, which raises:
  /// the control draws as if the key were not there.
  @Test func selectedTintColorDrawsNothing() throws {
    let measured = { (style: String) throws -> DisplayList in
      let seg = self.segments()
      let root = Widget.view { seg }
      _ = Cascade().apply(try self.sheet(style), to: root)
      let size = Size(width: 300, height: 40)
      Layout(text: self.measurer).layout(root, in: size, safeArea: .zero)
      return Emitter(text: self.measurer, appearance: .light).displayList(
        root, size: size, scale: 1, background: nil)
    }
    let with = try measured(#""alpha": 1, "selected:tintColor": "color:FF0000""#)
    let without = try measured(#""alpha": 1"#)
    #expect(with.ops == without.ops)
  }
}
