import Foundation
import Primitives
import Testing
import Widgets

@testable import InterfaceBuilder
@testable import Themeshot

/// How a storyboard stack sizes its arranged views, checked against the frames Xcode
/// stored for the same layouts in public storyboards: a stack with room to spare
/// stretches the view whose `verticalHuggingPriority` is lowest (a button at 245 under
/// three text fields at IB's default 250), a constraint on an arranged view's width or
/// height holds (`width = stack.width`, `height = 200`), and an empty text field is as
/// narrow as its padding, so a label sets the stack's width.
@Suite struct ArrangedSizeImportTests {
  static func storyboard(_ subviews: String, stack: String, constraints: String) -> String {
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
                  <stackView opaque="NO" axis="vertical" \(stack) translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                    <subviews>\(subviews)</subviews>
                    <constraints>\(constraints)</constraints>
                  </stackView>
                </subviews>
                <constraints>
                  <constraint firstItem="stack" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="k1"/>
                  <constraint firstItem="stack" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="k2"/>
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

  static func field(_ id: String) -> String {
    """
    <textField opaque="NO" borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
      <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
      <fontDescription key="fontDescription" type="system" pointSize="14"/>
    </textField>
    """
  }

  func stack(_ xml: String) throws -> Widget {
    let doc = try IBDocument(data: Data(xml.utf8), file: "Arranged.storyboard")
    let screen = try doc.screen(doc.scenes[0])
    let device = try #require(Device.named("iPhone SE"))
    _ = try Renderer(threads: 1).displayList(screen, sheet: nil, device: device)
    return try #require(screen.root.children.first?.children.first)
  }

  @Test func theViewThatHugsLeastTakesTheRoomToSpare() throws {
    let button = """
      <button opaque="NO" verticalHuggingPriority="245" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="go">
        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        <state key="normal" title="Sign Up"/>
      </button>
      """
    let s = try stack(
      Self.storyboard(
        Self.field("a") + Self.field("b") + Self.field("c") + button, stack: "",
        constraints: """
          <constraint firstAttribute="height" constant="150" id="h"/>
          <constraint firstAttribute="width" constant="300" id="w"/>
          """))
    #expect(s.children.map(\.layoutFrame.height) == [34, 34, 34, 48])
  }

  @Test func constraintsOnArrangedViewsHold() throws {
    let image = """
      <imageView contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="img">
        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        <constraints><constraint firstAttribute="height" constant="200" id="ih"/></constraints>
      </imageView>
      """
    let s = try stack(
      Self.storyboard(
        image, stack: #"alignment="center""#,
        constraints: """
          <constraint firstAttribute="width" constant="300" id="w"/>
          <constraint firstItem="img" firstAttribute="width" secondItem="stack" secondAttribute="width" id="iw"/>
          """))
    #expect(s.children[0].layoutFrame.size == Size(width: 300, height: 200))
    #expect(s.layoutFrame.size == Size(width: 300, height: 200))
  }

  @Test func anEmptyTextFieldIsAsNarrowAsItsPadding() throws {
    let label = """
      <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Description" translatesAutoresizingMaskIntoConstraints="NO" id="l">
        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
      </label>
      """
    let s = try stack(Self.storyboard(label + Self.field("f"), stack: "", constraints: ""))
    // "Description" at 17 points is about 88 wide (as Xcode stored it); the field follows.
    #expect((80...96).contains(s.layoutFrame.width))
    #expect(s.children[1].layoutFrame.width == s.layoutFrame.width)
  }
}
