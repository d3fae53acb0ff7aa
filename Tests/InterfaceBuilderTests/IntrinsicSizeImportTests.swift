import Foundation
import Primitives
import Testing
import Widgets

@testable import InterfaceBuilder
@testable import Themeshot

/// Sizes UIKit gives storyboard views that have no size constraints: a button without a
/// configuration is its title plus 6 points above and below (no side insets), a stack is
/// as big as its arranged views' content (not IB's frames for them), and an image view is
/// its image's size, which the document's `<resources>` records in points even when the
/// image file is not beside it.
@Suite struct IntrinsicSizeImportTests {
  static let storyboard = OneSceneStoryboard(
    subviews: """
      <stackView opaque="NO" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
        <rect key="frame" x="160" y="300" width="40" height="30"/>
        <subviews>
          <label opaque="NO" text="Auth" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="0.0" y="0.0" width="40" height="10"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
          </label>
          <button opaque="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
            <rect key="frame" x="0.0" y="10" width="40" height="10"/>
            <state key="normal" title="SignUp"/>
          </button>
          <button opaque="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="configured">
            <rect key="frame" x="0.0" y="20" width="40" height="10"/>
            <buttonConfiguration key="configuration" style="filled" title="Go"/>
          </button>
        </subviews>
      </stackView>
      <imageView contentMode="scaleToFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="photo" translatesAutoresizingMaskIntoConstraints="NO" id="image">
        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
      </imageView>
      """,
    constraints: """
      <constraint firstItem="stack" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="k1"/>
      <constraint firstItem="stack" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="k2"/>
      <constraint firstItem="image" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="k3"/>
      <constraint firstItem="image" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="k4"/>
      """,
    resources: """
      <image name="photo" width="150" height="120"/>
      """)

  func laidOut() throws -> (view: Widget, diagnostics: [Diagnostic]) {
    let (screen, diagnostics) = try Self.storyboard.laidOut(on: "iPhone SE")
    return (try #require(screen.root.children.first), diagnostics)
  }

  @Test func aButtonWithoutAConfigurationHasUIKitsInsets() throws {
    let stack = try laidOut().view.children[0]
    let (label, plain, configured) = (stack.children[0], stack.children[1], stack.children[2])
    #expect(plain.contentEdgeInsets == EdgeInsets(top: 6, left: 0, bottom: 6, right: 0))
    // A configuration's own insets stay (UIButton.Configuration's 7 × 12).
    #expect(configured.contentEdgeInsets == EdgeInsets(top: 7, left: 12, bottom: 7, right: 12))
    // The 15-point title: about 18 points of text and 12 of insets (IB stores 30).
    #expect((29...32).contains(plain.layoutFrame.height))
    // "SignUp" at 15 points (about 50 wide, as IB stores it) is the widest content and
    // sets the stack's width: with 12-point side insets it was 74.
    #expect((44...56).contains(stack.layoutFrame.width))
    #expect(label.layoutFrame.width == stack.layoutFrame.width)
  }

  @Test func aStackIsAsBigAsItsArrangedViewsContent() throws {
    let stack = try laidOut().view.children[0]
    let label = stack.children[0]
    // IB stored the label 10 points tall: a 17-point line is about 20.
    #expect(label.layoutFrame.height >= 20)
    let heights = stack.children.map(\.layoutFrame.height).reduce(0, +)
    #expect(abs(stack.layoutFrame.height - heights) < 0.01)
  }

  @Test func anImageViewIsItsResourceImagesSize() throws {
    let (view, diagnostics) = try laidOut()
    let image = view.children[1]
    #expect(image.layoutFrame.size == Size(width: 150, height: 120))
    #expect(image.layoutFrame.minX == 112.5)
    #expect(!diagnostics.contains { $0.message.contains("ambiguous layout") })
  }
}
