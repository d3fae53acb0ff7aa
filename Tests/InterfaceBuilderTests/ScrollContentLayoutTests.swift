import Foundation
import Primitives
import Testing
import Widgets

@testable import InterfaceBuilder
@testable import Themeshot

/// A scroll view's content in a storyboard. UIKit: constraints between a scroll view's
/// edges and a view inside it attach to its content area, its width, height and centers
/// to its frame (and iOS 11's `contentLayoutGuide` and `frameLayoutGuide` name the two).
/// So a stack pinned to the edges with `width = scrollView.width` is as tall as its
/// content, taller than the scroll view here, and a wrapping label in it is as tall as
/// its lines at the width it gets. Xcode stored the same for a public storyboard: a
/// content view 861 points tall in a 647-point scroll view.
@Suite struct ScrollContentLayoutTests {
  static func storyboard(edges: String, width: String) -> String {
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
                  <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                    <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                    <subviews>
                      <stackView opaque="NO" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                        <subviews>
                          <label opaque="NO" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="20"/>
                            <string key="text">A scroll view's content is as tall as the constraints from inside make it: this label wraps onto several lines at the width the stack gets, and the view below it is three hundred points tall.</string>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                          </label>
                          <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="0.0" y="20" width="375" height="80"/>
                            <constraints><constraint firstAttribute="height" constant="600" id="bh"/></constraints>
                          </view>
                        </subviews>
                      </stackView>
                    </subviews>
                    <constraints>\(edges)\(width)</constraints>
                    <viewLayoutGuide key="contentLayoutGuide" id="content"/>
                    <viewLayoutGuide key="frameLayoutGuide" id="frame"/>
                  </scrollView>
                </subviews>
                <constraints>
                  <constraint firstItem="scroll" firstAttribute="top" secondItem="sa" secondAttribute="top" id="k1"/>
                  <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k2"/>
                  <constraint firstItem="root" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="k3"/>
                  <constraint firstItem="root" firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="k4"/>
                </constraints>
                <viewLayoutGuide key="safeArea" id="sa"/>
              </view>
            </viewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """
  }

  static func edges(to item: String) -> String {
    """
    <constraint firstItem="stack" firstAttribute="top" secondItem="\(item)" secondAttribute="top" id="e1"/>
    <constraint firstItem="stack" firstAttribute="leading" secondItem="\(item)" secondAttribute="leading" id="e2"/>
    <constraint firstItem="\(item)" firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="e3"/>
    <constraint firstItem="\(item)" firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="e4"/>
    """
  }

  static func width(of item: String) -> String {
    #"<constraint firstItem="stack" firstAttribute="width" secondItem="\#(item)" secondAttribute="width" id="w"/>"#
  }

  func laidOut(_ xml: String) throws -> (scroll: Widget, stack: Widget) {
    let doc = try IBDocument(data: Data(xml.utf8), file: "Scroll.storyboard")
    let screen = try doc.screen(doc.scenes[0])
    _ = try Renderer(threads: 1).displayList(
      screen, sheet: nil, device: try #require(Device.named("iPhone SE")))
    let scroll = try #require(screen.root.children.first?.children.first)
    return (scroll, try #require(scroll.children.first))
  }

  func expectContentSized(_ scroll: Widget, _ stack: Widget) {
    let label = stack.children[0]
    #expect(scroll.layoutFrame.height == 647)
    #expect(stack.layoutFrame.width == 375)
    // Several lines at 375 points, not one line measured with no width, nor squeezed.
    #expect(label.layoutFrame.height > 60)
    #expect(stack.layoutFrame.height == label.layoutFrame.height + 600)
    #expect(stack.layoutFrame.minY == 0)
  }

  @Test func edgesAttachToTheContentAndTheWidthToTheFrame() throws {
    let (scroll, stack) = try laidOut(
      Self.storyboard(edges: Self.edges(to: "scroll"), width: Self.width(of: "scroll")))
    expectContentSized(scroll, stack)
  }

  @Test func theContentAndFrameLayoutGuidesNameTheTwo() throws {
    let (scroll, stack) = try laidOut(
      Self.storyboard(edges: Self.edges(to: "content"), width: Self.width(of: "frame")))
    expectContentSized(scroll, stack)
  }
}
