import Primitives
import Raster
import Testing
import Themes

@testable import Widgets

/// Where the UIKit families of issue 10 go, with iOS 17's figures (docs/render.md).
@Suite struct UIKitLayoutTests {
  let measurer = ApproximateTextMeasurer()
  var layout: Layout { Layout(text: measurer) }
  let phone = Size(width: 393, height: 852)

  func cell(_ text: String) -> Widget { Widget.make(.tableViewCell).prop("text", .string(text)) }

  /// UINavigationController: the bar at the top of the safe area (59 pt on iPhone 15),
  /// 44 pt high, 96 pt with a large title; the content below it; a tab bar at the bottom,
  /// 49 pt plus the 34 pt home indicator.
  @Test func barsSitInTheSafeArea() {
    let bar = Widget.make(.navigationBar)
    let content = Widget.view()
    let tabs = Widget.make(.tabBar) {
      Widget.make(.tabBarItem)
      Widget.make(.tabBarItem)
    }
    let root = Widget.make(.navigationController) {
      bar
      content
      tabs
    }
    layout.layout(root, in: phone)
    #expect(bar.layoutFrame == Rect(x: 0, y: 59, width: 393, height: 44))
    #expect(tabs.layoutFrame == Rect(x: 0, y: 852 - 83, width: 393, height: 83))
    #expect(content.layoutFrame == Rect(x: 0, y: 103, width: 393, height: 852 - 83 - 103))
    #expect(tabs.children[1].layoutFrame == Rect(x: 196.5, y: 0, width: 196.5, height: 49))
    bar.prop("prefersLargeTitles", .bool(true))
    layout.layout(root, in: phone)
    #expect(bar.layoutFrame.height == 96)
    #expect(content.layoutFrame.y == 59 + 96)
  }

  /// Without a status bar the safe area has no top inset (small golden canvases).
  @Test func noStatusBarNoTopInset() {
    #expect(SafeArea.insets(for: phone, statusBar: false).top == 0)
    #expect(SafeArea.insets(for: phone).top == 59)
    #expect(SafeArea.insets(for: Size(width: 375, height: 667)).bottom == 0)
  }

  /// Inset-grouped sections: 16 pt from the sides on a 393 pt phone (20 pt from 414 pt),
  /// 35 pt above the first untitled section, 44 pt rows, 18 + 17 pt between sections.
  @Test func insetGroupedSections() {
    let first = Widget.make(.tableSection) {
      cell("a")
      cell("b")
    }
    let second = Widget.make(.tableSection) { cell("c") }
    let table = Widget.make(.tableView) {
      first
      second
    }
    table.prop("tableStyle", .string("insetGrouped"))
    // No unsafe area above the table: no content inset adjustment (tested below).
    layout.layout(table, in: phone, safeArea: .zero)
    #expect(first.layoutFrame == Rect(x: 16, y: 35, width: 361, height: 88))
    #expect(first.children[1].layoutFrame == Rect(x: 0, y: 44, width: 361, height: 44))
    #expect(second.layoutFrame.y == 35 + 88 + 18 + 17)
    layout.layout(table, in: Size(width: 430, height: 932))
    #expect(first.layoutFrame.x == 20)
  }

  /// A plain table's rows start at its top, full width; `rowHeight` fixes their height;
  /// `contentOffset` scrolls them.
  @Test func plainRowsAndOffset() {
    let table = Widget.make(.tableView) {
      cell("a")
      cell("b")
    }
    table.prop("rowHeight", .number(60)).prop("contentOffset", .point(Point(x: 0, y: 10)))
    layout.layout(table, in: phone, safeArea: .zero)
    #expect(table.children[0].layoutFrame == Rect(x: 0, y: -10, width: 393, height: 60))
    #expect(table.children[1].layoutFrame.y == 50)
  }

  /// Subtitle cells fit their two lines; rows are never shorter than 44 pt.
  @Test func rowsFitTheirContent() {
    let plain = cell("a")
    let subtitle = cell("a").prop("cellStyle", .string("subtitle"))
      .prop("detailTextLabel.text", .string("b"))
    let table = Widget.make(.tableView) {
      plain
      subtitle
    }
    layout.layout(table, in: phone)
    #expect(plain.layoutFrame.height == 44)
    #expect(subtitle.layoutFrame.height > 44)
  }

  /// Flow layout: items left to right, wrapping, with the spacing and insets set.
  @Test func flowLayoutWraps() {
    let items = (0..<3).map { _ in Widget.view() }
    let collection = Widget.make(.collectionView) {
      items[0]
      items[1]
      items[2]
    }
    collection.prop("itemSize", .size(Size(width: 40, height: 30)))
      .prop("minimumInteritemSpacing", .number(10)).prop("minimumLineSpacing", .number(5))
      .prop("sectionInset", .insets(EdgeInsets(all: 5)))
    layout.layout(
      Widget.view { collection.frame(x: 0, y: 0, width: 100, height: 200) }, in: phone,
      safeArea: .zero)
    #expect(items[0].layoutFrame == Rect(x: 5, y: 5, width: 40, height: 30))
    #expect(items[1].layoutFrame == Rect(x: 55, y: 5, width: 40, height: 30))
    #expect(items[2].layoutFrame == Rect(x: 5, y: 40, width: 40, height: 30))
  }

  /// UIScrollView.contentInsetAdjustmentBehavior: a table reaching under the status bar
  /// (59 pt on iPhone 15) starts its rows below it (`automatic`, UIKit's default); `never`
  /// leaves them under it; a table below a navigation bar is not adjusted.
  @Test func contentInsetAdjustsForTheUnsafeTop() {
    let safe = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    for (behavior, y) in [(nil, 59.0), ("automatic", 59), ("always", 59), ("never", 0)] {
      let table = Widget.make(.tableView) { cell("a") }
      if let behavior { table.prop("contentInsetAdjustmentBehavior", .string(behavior)) }
      layout.layout(table, in: phone, safeArea: safe)
      #expect(table.children[0].layoutFrame.y == y, "\(behavior ?? "default")")
    }
    let table = Widget.make(.tableView) { cell("a") }
    let nav = Widget.make(.navigationController) {
      Widget.make(.navigationBar)
      table
    }
    layout.layout(nav, in: phone, safeArea: safe)
    #expect(table.screenFrame.y == 59 + 44)
    #expect(table.children[0].layoutFrame.y == 0)
  }

  /// Full-height capture grows the canvas by what a scroll view's content overflows.
  @Test func fullHeightCaptureGrowsTheCanvas() {
    let rows = (0..<30).map { _ in cell("row") }
    let table = Widget.make(.tableView)
    for r in rows { table.addChild(r) }
    let size = layout.layoutFullHeight(
      Widget.view { table }, in: Size(width: 393, height: 400), safeArea: .zero)
    #expect(size == Size(width: 393, height: 30 * 44))
    #expect(table.layoutFrame.height == 30 * 44)
  }

  /// Rows from a template and data: one cell per item, `{{name}}` filled in, and a
  /// located error for a missing field.
  @Test func templateRowsFromData() throws {
    let screen = try ScreenFile.parse(
      """
      root:
        type: UITableView
        template:
          type: UITableViewCell
          props: {text: "{{name}}", rowHeight: "{{h}}"}
        data:
          - {name: Alice, h: 50}
          - {name: Bob, h: 60}
      """, file: "s.yml", name: "s")
    let cells = screen.root.children
    #expect(cells.map { $0.string("text") } == ["Alice", "Bob"])
    #expect(cells[1].value("rowHeight") == .number(60))
    #expect(throws: DiagnosticError.self) {
      try ScreenFile.parse(
        """
        root:
          type: UITableView
          template: {type: UITableViewCell, props: {text: "{{nope}}"}}
          data: [{name: A}]
        """, file: "s.yml", name: "s")
    }
  }
}

/// UIKit's defaults from issue 11 and the chrome the new widgets draw.
@Suite struct UIKitDefaultsTests {
  let measurer = ApproximateTextMeasurer()

  func ops(_ root: Widget, appearance: Appearance = .light, scale: Double = 1) -> [DisplayOp] {
    let size = Size(width: 200, height: 200)
    Layout(text: measurer).layout(root, in: size, safeArea: .zero)
    return Emitter(text: measurer, appearance: appearance).displayList(
      root, size: size, scale: scale, background: nil
    ).ops
  }

  /// CALayer.shadowColor is opaque black unless set: an opacity alone casts a shadow.
  @Test func layerShadowIsBlackUnlessSet() {
    let v = Widget.view().frame(x: 0, y: 0, width: 10, height: 10)
      .prop("layer.shadowOpacity", .number(0.5))
    let shadows = ops(Widget.view { v }).compactMap { op -> Color? in
      if case .shadow(_, _, let c, _, _) = op { return c }
      return nil
    }
    #expect(shadows == [Color(red: 0, green: 0, blue: 0, alpha: 128)])
  }

  /// UIButton's title is the system font at 15 pt, not an ancestor's font.
  @Test func buttonTitleIsSystem15() {
    let b = Widget.button("Go")
    _ = Widget.view { b }.prop("font", .font(FontSpec(name: "Georgia", size: 30)))
    #expect(b.titleFont == FontSpec.system(size: 15))
  }

  /// UIKit resolves a button's title colour from `titleColor(for:)` first: a colour set
  /// for the state beats `titleLabel.textColor`.
  @Test func stateTitleColorBeatsTitleLabelTextColor() {
    let b = Widget.button("Go").prop("titleLabel.textColor", .color(.black))
    b.styled.set("titleColor", .color(.white), state: .highlighted)
    b.states = [.highlighted]
    #expect(b.titleColor == .white)
  }

  /// UILabel's text shadow: drawn first, at `shadowOffset` (UIKit's default (0, -1)).
  @Test func labelTextShadow() {
    let red = Color(red: 255, green: 0, blue: 0)
    let label = Widget.label("Hi").frame(x: 0, y: 0, width: 100, height: 20)
      .prop("shadowColor", .color(red))
    let texts = ops(Widget.view { label }).compactMap { op -> TextOp? in
      if case .text(let t) = op { return t }
      return nil
    }
    #expect(texts.count == 2)
    #expect(texts[0].color == red)
    #expect(texts[0].origin.y == texts[1].origin.y - 1)
  }

  /// A segmented control's own tintColor fills the selected segment.
  @Test func segmentedControlHonoursTint() {
    let tint = Color(red: 255, green: 149, blue: 0)
    let seg = Widget.make(.segmentedControl).frame(x: 0, y: 0, width: 120, height: 32)
      .prop("segments", .array([.string("A"), .string("B")]))
      .prop("selectedSegmentIndex", .number(0)).prop("tintColor", .color(tint))
    #expect(
      ops(Widget.view { seg }).contains {
        if case .fillRoundedRect(_, _, .color(let c)) = $0 { return c == tint }
        return false
      })
  }

  /// Default chrome resolves in the render's appearance: a grouped table's background is
  /// systemGroupedBackground, light and dark.
  @Test func chromeFollowsTheAppearance() {
    for appearance in [Appearance.light, .dark] {
      let table = Widget.make(.tableView).prop("tableStyle", .string("grouped"))
      let fills = ops(table, appearance: appearance).compactMap { op -> Color? in
        if case .fillRect(_, .color(let c)) = op { return c }
        return nil
      }
      #expect(fills.first == SystemColor.systemGroupedBackground.resolved(in: appearance))
    }
  }

  /// Chrome glyphs are vector shapes rasterized on the pixel grid at the device scale.
  @Test func accessoryGlyphsAreCrispAtEveryScale() {
    let cell = Widget.make(.tableViewCell).prop("accessoryType", .string("disclosureIndicator"))
    let table = Widget.make(.tableView) { cell }
    for scale in [1.0, 3.0] {
      let images = ops(table, scale: scale).compactMap { op -> ImageOp? in
        if case .image(let i) = op { return i }
        return nil
      }
      #expect(images.count == 1)
      guard case .bitmap(let b)? = images.first?.source else { continue }
      #expect(Double(b.width) == (8 * scale).rounded(.up))
      #expect((images[0].rect.x * scale).rounded() == images[0].rect.x * scale)
      #expect(images[0].tint == SystemColor.tertiaryLabel.resolved(in: .light))
    }
  }
}
