import Foundation
import Primitives
import Testing
import Widgets

@testable import InterfaceBuilder
@testable import Themeshot

/// A storyboard stack view's layout margins. Xcode 9 and later write a view's margins as
/// `directionalLayoutMargins` (leading, trailing) and, on a stack view, no
/// `layoutMarginsRelativeArrangement` flag: IB lays the arranged views out inside them (a
/// public Xcode 10 storyboard stores a label at x 8, y 8 in a stack whose directional
/// margins are 8, and the stack 16 points wider than the label). Xcode 7 and 8 wrote the
/// flag; with no margins written the arrangement is inside UIView's default 8 points.
@Suite struct StackMarginsImportTests {
  static let storyboard = OneSceneStoryboard(
    subviews: """
      <stackView opaque="NO" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="directional">
        <rect key="frame" x="20" y="100" width="100" height="40"/>
        <subviews>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
            <rect key="frame" x="0.0" y="0.0" width="60" height="30"/>
            <constraints>
              <constraint firstAttribute="width" constant="60" id="aw"/>
              <constraint firstAttribute="height" constant="30" id="ah"/>
            </constraints>
          </view>
        </subviews>
        <directionalEdgeInsets key="directionalLayoutMargins" top="4" leading="10" bottom="6" trailing="2"/>
      </stackView>
      <stackView opaque="NO" axis="vertical" layoutMarginsRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="flagged">
        <rect key="frame" x="20" y="200" width="100" height="40"/>
        <subviews>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
            <rect key="frame" x="0.0" y="0.0" width="60" height="30"/>
            <constraints>
              <constraint firstAttribute="width" constant="60" id="bw"/>
              <constraint firstAttribute="height" constant="30" id="bh"/>
            </constraints>
          </view>
        </subviews>
      </stackView>
      <stackView opaque="NO" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
        <rect key="frame" x="20" y="300" width="100" height="40"/>
        <subviews>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="c">
            <rect key="frame" x="0.0" y="0.0" width="60" height="30"/>
            <constraints>
              <constraint firstAttribute="width" constant="60" id="cw"/>
              <constraint firstAttribute="height" constant="30" id="ch"/>
            </constraints>
          </view>
        </subviews>
      </stackView>
      """,
    constraints: """
      <constraint firstItem="directional" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
      <constraint firstItem="directional" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="k2"/>
      <constraint firstItem="flagged" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k3"/>
      <constraint firstItem="flagged" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="k4"/>
      <constraint firstItem="plain" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k5"/>
      <constraint firstItem="plain" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="k6"/>
      """)

  /// The three stack views by their IB ids (which are not style ids: in order).
  func stacks() throws -> [String: Widget] {
    let v = try Self.storyboard.views(on: "iPhone 15")
    try #require(v.count == 3)
    return ["directional": v[0], "flagged": v[1], "plain": v[2]]
  }

  @Test func directionalMarginsInsetTheArrangedViews() throws {
    let stack = try #require(stacks()["directional"])
    #expect(stack.layoutMargins == EdgeInsets(top: 4, left: 10, bottom: 6, right: 2))
    #expect(stack.children[0].layoutFrame == Rect(x: 10, y: 4, width: 60, height: 30))
    #expect(stack.layoutFrame.size == Size(width: 72, height: 40))
  }

  @Test func theFlagAloneInsetsByUIViewsDefaultMargins() throws {
    let stack = try #require(stacks()["flagged"])
    #expect(stack.children[0].layoutFrame == Rect(x: 8, y: 8, width: 60, height: 30))
    #expect(stack.layoutFrame.size == Size(width: 76, height: 46))
  }

  @Test func aStackWithNeitherArrangesFromItsEdges() throws {
    let stack = try #require(stacks()["plain"])
    #expect(stack.children[0].layoutFrame == Rect(x: 0, y: 0, width: 60, height: 30))
    #expect(stack.layoutFrame.size == Size(width: 60, height: 30))
  }
}
