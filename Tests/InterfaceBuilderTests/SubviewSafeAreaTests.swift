import Foundation
import Primitives
import Testing
import Widgets

@testable import InterfaceBuilder
@testable import Themeshot

/// A subview's safe area (its own `<viewLayoutGuide key="safeArea">`) is inset by the part
/// of the controller view's safe-area insets it covers: a view pinned to the top of the
/// screen keeps its safe content below the status bar, one pinned to the bottom above the
/// home indicator. Xcode stored exactly that in a public storyboard (a view under a
/// status bar and a navigation bar: its child pinned 20 below the view's safe area sits
/// at y 84 = 20 + 44 + 20; the view above a tab bar: 49 + 20 below).
@Suite struct SubviewSafeAreaTests {
  static let storyboard = OneSceneStoryboard(
    subviews: """
      <view translatesAutoresizingMaskIntoConstraints="NO" id="top">
        <rect key="frame" x="0" y="0" width="375" height="200"/>
        <subviews>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="topChild">
            <rect key="frame" x="20" y="20" width="335" height="160"/>
          </view>
        </subviews>
        <constraints>
          <constraint firstItem="topChild" firstAttribute="top" secondItem="topSafe" secondAttribute="top" constant="20" id="t1"/>
          <constraint firstItem="topChild" firstAttribute="leading" secondItem="topSafe" secondAttribute="leading" constant="20" id="t2"/>
          <constraint firstItem="topSafe" firstAttribute="trailing" secondItem="topChild" secondAttribute="trailing" constant="20" id="t3"/>
          <constraint firstItem="topSafe" firstAttribute="bottom" secondItem="topChild" secondAttribute="bottom" constant="20" id="t4"/>
        </constraints>
        <viewLayoutGuide key="safeArea" id="topSafe"/>
      </view>
      <view translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
        <rect key="frame" x="0" y="467" width="375" height="200"/>
        <subviews>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="bottomChild">
            <rect key="frame" x="20" y="20" width="335" height="160"/>
          </view>
        </subviews>
        <constraints>
          <constraint firstItem="bottomChild" firstAttribute="top" secondItem="bottomSafe" secondAttribute="top" constant="20" id="b1"/>
          <constraint firstItem="bottomChild" firstAttribute="leading" secondItem="bottomSafe" secondAttribute="leading" constant="20" id="b2"/>
          <constraint firstItem="bottomSafe" firstAttribute="trailing" secondItem="bottomChild" secondAttribute="trailing" constant="20" id="b3"/>
          <constraint firstItem="bottomSafe" firstAttribute="bottom" secondItem="bottomChild" secondAttribute="bottom" constant="20" id="b4"/>
        </constraints>
        <viewLayoutGuide key="safeArea" id="bottomSafe"/>
      </view>
      """,
    constraints: """
      <constraint firstItem="top" firstAttribute="top" secondItem="root" secondAttribute="top" id="k1"/>
      <constraint firstItem="top" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k2"/>
      <constraint firstItem="root" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="k3"/>
      <constraint firstItem="top" firstAttribute="height" constant="200" id="k4"/>
      <constraint firstItem="root" firstAttribute="bottom" secondItem="bottom" secondAttribute="bottom" id="k5"/>
      <constraint firstItem="bottom" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k6"/>
      <constraint firstItem="root" firstAttribute="trailing" secondItem="bottom" secondAttribute="trailing" id="k7"/>
      <constraint firstItem="bottom" firstAttribute="height" constant="200" id="k8"/>
      """)

  func children(on device: String) throws -> (top: Rect, bottom: Rect) {
    let views = try Self.storyboard.views(on: device)
    return (views[0].children[0].layoutFrame, views[1].children[0].layoutFrame)
  }

  @Test func aViewUnderTheStatusBarKeepsItsSafeContentBelowIt() throws {
    // iPhone SE: a 20-point status bar and no home indicator.
    let (top, bottom) = try children(on: "iPhone SE")
    #expect(top == Rect(x: 20, y: 40, width: 335, height: 140))
    #expect(bottom == Rect(x: 20, y: 20, width: 335, height: 160))
  }

  @Test func aViewOverTheHomeIndicatorKeepsItsSafeContentAboveIt() throws {
    // iPhone 15: 59 points above, 34 below.
    let (top, bottom) = try children(on: "iPhone 15")
    #expect(top == Rect(x: 20, y: 79, width: 353, height: 101))
    #expect(bottom == Rect(x: 20, y: 20, width: 353, height: 126))
  }
}
