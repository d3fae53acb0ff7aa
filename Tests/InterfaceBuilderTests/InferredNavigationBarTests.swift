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
  static func storyboard(item: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" useSafeAreas="YES">
      <scenes>
        <scene sceneID="s1">
          <objects>
            <viewController id="vc1" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0" y="0" width="375" height="100"/>
                  </view>
                </subviews>
                <constraints>
                  <constraint firstItem="box" firstAttribute="top" secondItem="sa" secondAttribute="top" id="k1"/>
                  <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k2"/>
                  <constraint firstItem="root" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="k3"/>
                  <constraint firstItem="box" firstAttribute="height" constant="100" id="k4"/>
                </constraints>
                <viewLayoutGuide key="safeArea" id="sa"/>
              </view>
              \(item)
            </viewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """
  }

  func laidOut(_ xml: String) throws -> Widget {
    let doc = try IBDocument(data: Data(xml.utf8), file: "Pushed.storyboard")
    let screen = try doc.screen(doc.scenes[0])
    _ = try Renderer(threads: 1).displayList(
      screen, sheet: nil, device: try #require(Device.named("iPhone SE")))
    return screen.root
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
