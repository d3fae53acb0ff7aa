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
  static func storyboard(edges: String, width: String) -> OneSceneStoryboard {
    OneSceneStoryboard(
      subviews: """
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
        """,
      constraints: """
        <constraint firstItem="scroll" firstAttribute="top" secondItem="sa" secondAttribute="top" id="k1"/>
        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k2"/>
        <constraint firstItem="root" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="k3"/>
        <constraint firstItem="root" firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="k4"/>
        """)
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

  func laidOut(_ storyboard: OneSceneStoryboard) throws -> (scroll: Widget, stack: Widget) {
    let scroll = try #require(storyboard.views(on: "iPhone SE").first)
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
