import Foundation
import Primitives
import Testing
import Widgets

@testable import InterfaceBuilder
@testable import Themeshot

/// A controller with a `navigationItem` of its own but no navigation controller in its
/// storyboard is pushed onto one by the app (from code, or from another storyboard, as
/// IQKeyboardManager's demo does with its SpecialCase.storyboard): on the device it shows
/// a navigation bar with that item's title, and its safe area starts below the bar.
@Suite struct InferredNavigationBarTests {
  static func storyboard(item: String) -> OneSceneStoryboard {
    OneSceneStoryboard(
      subviews: """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
          <rect key="frame" x="0" y="0" width="375" height="100"/>
        </view>
        """,
      constraints: """
        <constraint firstItem="box" firstAttribute="top" secondItem="sa" secondAttribute="top" id="k1"/>
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k2"/>
        <constraint firstItem="root" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="k3"/>
        <constraint firstItem="box" firstAttribute="height" constant="100" id="k4"/>
        """,
      controller: """
        \(item)
        """)
  }

  func laidOut(_ storyboard: OneSceneStoryboard) throws -> Widget {
    try storyboard.laidOut(on: "iPhone SE").screen.root
  }

  @Test func aNavigationItemOfItsOwnShowsANavigationBar() throws {
    let root = try laidOut(
      Self.storyboard(item: #"<navigationItem key="navigationItem" title="Stack" id="ni"/>"#))
    let bar = try #require(root.children.first { $0.kind == .navigationBar })
    #expect(bar.initial.value("title") == .string("Stack"))
    // The status bar's 20 points and the bar's 44.
    #expect(root.children[0].children[0].layoutFrame.minY == 64)
  }

  @Test func withoutOneThereIsNoBar() throws {
    let root = try laidOut(Self.storyboard(item: ""))
    #expect(!root.children.contains { $0.kind == .navigationBar })
    #expect(root.children[0].children[0].layoutFrame.minY == 20)
  }
}
