import Foundation
import Primitives
import Testing
import Widgets

@testable import InterfaceBuilder
@testable import Themeshot

/// Two rules Xcode's stored frames in public storyboards follow. A view's margins are
/// inset by the safe-area insets it has (`insetsLayoutMarginsFromSafeArea`, on by default):
/// a view pinned to the margins of a full-screen view sits 8 points inside the status
/// bar's 20 (y 28), and 8 from the other edges. A view IB left without constraints
/// (`fixedFrame="YES"`) stays where IB drew it, whatever its image's size.
@Suite struct MarginsAndFixedFramesTests {
  static func storyboard(redAttributes: String = "") -> OneSceneStoryboard {
    OneSceneStoryboard(
      subviews: """
        <view translatesAutoresizingMaskIntoConstraints="NO" \(redAttributes) id="red">
          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="yellow">
              <rect key="frame" x="8" y="28" width="359" height="631"/>
            </view>
            <imageView fixedFrame="YES" image="star" translatesAutoresizingMaskIntoConstraints="NO" id="star">
              <rect key="frame" x="137" y="45" width="100" height="100"/>
              <autoresizingMask key="autoresizingMask"/>
            </imageView>
          </subviews>
          <constraints>
            <constraint firstItem="yellow" firstAttribute="leading" secondItem="red" secondAttribute="leadingMargin" id="m1"/>
            <constraint firstItem="yellow" firstAttribute="top" secondItem="red" secondAttribute="topMargin" id="m2"/>
            <constraint firstAttribute="trailingMargin" secondItem="yellow" secondAttribute="trailing" id="m3"/>
            <constraint firstAttribute="bottomMargin" secondItem="yellow" secondAttribute="bottom" id="m4"/>
          </constraints>
        </view>
        """,
      constraints: """
        <constraint firstItem="red" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k1"/>
        <constraint firstItem="red" firstAttribute="top" secondItem="root" secondAttribute="top" id="k2"/>
        <constraint firstAttribute="trailing" secondItem="red" secondAttribute="trailing" id="k3"/>
        <constraint firstAttribute="bottom" secondItem="red" secondAttribute="bottom" id="k4"/>
        """,
      resources: """
        <image name="star" width="56" height="55"/>
        """)
  }

  func red(_ storyboard: OneSceneStoryboard) throws -> Widget {
    try #require(storyboard.views(on: "iPhone SE").first)
  }

  @Test func marginsTakeTheSafeAreaIn() throws {
    let yellow = try red(Self.storyboard()).children[0]
    #expect(yellow.layoutFrame == Rect(x: 8, y: 28, width: 359, height: 631))
  }

  @Test func marginsLeaveTheSafeAreaOutWhenIBSaysSo() throws {
    let yellow = try red(Self.storyboard(redAttributes: #"insetsLayoutMarginsFromSafeArea="NO""#))
      .children[0]
    #expect(yellow.layoutFrame == Rect(x: 8, y: 8, width: 359, height: 651))
  }

  @Test func aFixedFrameStaysWhereIBDrewIt() throws {
    let star = try red(Self.storyboard()).children[1]
    #expect(star.layoutFrame == Rect(x: 137, y: 45, width: 100, height: 100))
  }
}
