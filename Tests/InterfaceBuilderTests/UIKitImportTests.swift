import Foundation
import Primitives
import TestSupport
import Testing
import Widgets

@testable import InterfaceBuilder
@testable import Themeshot

/// IB's UIKit families (issue 10's kinds) read from `__Fixtures__/Settings.storyboard`, a
/// tab bar controller → navigation controller → static table, and a controls scene.
@Suite struct UIKitImportTests {
  static func settings(autoLayout: Bool = false) throws -> Screen {
    try ImporterTests.doc("Settings.storyboard").screen(
      named: "Settings", autoLayout: autoLayout)
  }

  @Test func staticTableBecomesTableSectionsAndStyledCells() throws {
    let vc = try Self.settings().root
    let table = try #require(vc.children.first)
    #expect(table.kind == .tableView)
    #expect(table.initial.value("tableStyle") == .string("insetGrouped"))
    #expect(table.initial.value("separatorColor") == .color(Color(red: 204, green: 51, blue: 51)))
    // IB's rowHeight -1 is UITableView.automaticDimension: no fixed height.
    #expect(table.initial.value("rowHeight") == nil)
    #expect(table.children.map(\.kind) == [.tableSection, .tableSection])
    let network = table.children[0]
    #expect(network.initial.value("headerTitle") == .string("Network"))
    #expect(network.initial.value("footerTitle") == .string("Cellular data is off while roaming."))
    let wifi = network.children[0]
    #expect(wifi.kind == .tableViewCell)
    #expect(wifi.initial.value("cellStyle") == .string("value1"))
    #expect(wifi.initial.value("accessoryType") == .string("disclosureIndicator"))
    // The system labels and image view become the cell's own values, not subviews.
    #expect(wifi.initial.value("text") == .string("Wi-Fi"))
    #expect(wifi.initial.value("detailTextLabel.text") == .string("Home"))
    #expect(wifi.initial.value("image") == .image("systemName:wifi"))
    #expect(wifi.children.isEmpty)
    let roaming = network.children[1]
    #expect(roaming.initial.value("cellStyle") == .string("subtitle"))
    #expect(roaming.initial.value("detailTextLabel.font") == .font(.system(size: 12)))
    // A custom cell keeps its content view and the slider inside it.
    let custom = table.children[1].children[0]
    #expect(custom.initial.value("cellStyle") == nil)
    let slider = try #require(custom.children.first?.children.first)
    #expect(slider.kind == .slider)
    #expect(slider.initial.value("value") == .number(75))
    #expect(slider.initial.value("maximumValue") == .number(100))
    #expect(slider.initial.value("minimumTrackTintColor") != nil)
  }

  @Test func embeddedControllerGetsItsNavigationAndTabBars() throws {
    let vc = try Self.settings().root
    #expect(vc.children.map(\.kind) == [.tableView, .navigationBar, .tabBar])
    let nav = vc.children[1]
    #expect(nav.initial.value("title") == .string("Settings"))
    // The navigation controller's bar has large titles.
    #expect(nav.initial.value("prefersLargeTitles") == .bool(true))
    #expect(nav.initial.value("rightBarButtonItems") == .array([.string("systemName:plus")]))
    #expect(nav.initial.value("leftBarButtonItems") == .array([.string("Edit")]))
    // The table fills the space between the bars (no stored frame).
    #expect(vc.children[0].frame == nil)
    let tabs = vc.children[2]
    #expect(
      tabs.children.map { $0.initial.value("title") } == [
        .string("Settings"), .string("Favorites"),
      ])
    #expect(tabs.children[0].initial.value("image") == .image("systemName:gear"))
    #expect(tabs.children[0].initial.value("badgeValue") == .string("2"))
    #expect(tabs.initial.value("selectedIndex") == .number(0))
  }

  @Test func secondTabWithSimulatedNavigationBarSelectsItsTab() throws {
    let vc = try ImporterTests.doc("Settings.storyboard").screen(named: "Controls").root
    #expect(vc.children.map(\.kind) == [.view, .navigationBar, .tabBar])
    #expect(vc.children[1].initial.value("title") == .string("Controls"))
    #expect(vc.children[2].initial.value("selectedIndex") == .number(1))
    let kinds = vc.children[0].children.map(\.kind)
    #expect(kinds == [.stepper, .pageControl, .activityIndicator, .imageView, .textView])
    let view = vc.children[0]
    #expect(view.children[0].initial.value("value") == .number(3))
    #expect(view.children[1].initial.value("numberOfPages") == .number(4))
    #expect(view.children[1].initial.value("currentPage") == .number(1))
    #expect(view.children[2].initial.value("activityIndicatorViewStyle") == .string("large"))
    #expect(view.children[3].initial.value("image") == .image("systemName:checkmark"))
    #expect(view.children[4].initial.value("text") != nil)
  }

  @Test func barsNarrowTheSafeAreaForAutoLayout() throws {
    // The slider's cell is laid out by constraints; the scene's bars (96 pt large-title
    // navigation bar, 49 pt tab bar) are what Auto Layout sees as the safe area.
    let doc = try ImporterTests.doc("Settings.storyboard")
    let b = IBViewBuilder(file: doc.file, named: [:], registry: .standard)
    b.graph = IBStoryboardGraph(doc.root)
    _ = b.controller(try #require(doc.find("Set-vc-001")))
    #expect(b.barInsets == EdgeInsets(top: 96, left: 0, bottom: 49, right: 0))
  }

  @Test func containerScenesShowTheirBarsAsXcodesCanvasDoes() throws {
    let doc = try ImporterTests.doc("Settings.storyboard")
    let nav = try doc.screen(named: "Nav-nc-001").root
    #expect(nav.children.map(\.kind) == [.navigationBar])
    // Placed by the bar layout under the status bar, not at IB's stored frame.
    #expect(nav.children[0].frame == nil)
    #expect(nav.children[0].initial.value("title") == .string("Settings"))
    let tabs = try doc.screen(named: "Tab-tc-001").root
    #expect(tabs.children.map(\.kind) == [.tabBar])
    #expect(tabs.children[0].children.count == 2)
  }

  @Test func simulatedToolbarShowsTheControllersToolbarItems() throws {
    let sb = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes>
          <scene sceneID="s1">
            <objects>
              <viewController id="vc1" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="v1">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                </view>
                <toolbarItems>
                  <barButtonItem title="Share" id="b1"/>
                  <barButtonItem style="plain" systemItem="flexibleSpace" id="b2"/>
                  <barButtonItem systemItem="trash" id="b3"/>
                </toolbarItems>
                <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
              </viewController>
            </objects>
          </scene>
        </scenes>
      </document>
      """
    let doc = try IBDocument(data: Data(sb.utf8), file: "Tools.storyboard")
    let root = try doc.screen(doc.scenes[0]).root
    #expect(root.children.map(\.kind) == [.view, .toolbar])
    #expect(
      root.children[1].initial.value("toolbarItems")
        == .array([.string("Share"), .string("flexibleSpace"), .string("systemName:trash")]))
    #expect(doc.diagnostics.isEmpty)
  }

  @Test func visualEffectViewKeepsItsBlurStyle() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
          <visualEffectView opaque="NO" contentMode="scaleToFill" id="fx1">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <view key="contentView" opaque="NO" id="fx2">
              <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            </view>
            <blurEffect style="systemThinMaterial"/>
          </visualEffectView>
        </objects>
      </document>
      """
    let doc = try IBDocument(data: Data(xib.utf8), file: "Blur.xib")
    let root = try doc.screen(doc.scenes[0]).root
    #expect(root.type.name == "UIVisualEffectView")
    #expect(root.initial.value("effect") == .string("systemThinMaterial"))
    #expect(root.children.map(\.key) == ["contentView"])
    #expect(doc.diagnostics.isEmpty)
  }

  @Test func noUnknownElementsOrAttributesInTheFixture() throws {
    let d = try ImporterTests.doc("Settings.storyboard")
    #expect(d.diagnostics.map(\.message) == [])
  }
}
