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
  static func storyboard(_ subviews: String, stack: String, constraints: String)
    -> OneSceneStoryboard
  {
    OneSceneStoryboard(
      subviews: """
        <stackView opaque="NO" axis="vertical" \(stack) translatesAutoresizingMaskIntoConstraints="NO" id="stack">
          <rect key="frame" x="0" y="0" width="10" height="10"/>
          <subviews>\(subviews)</subviews>
          <constraints>\(constraints)</constraints>
        </stackView>
        """,
      constraints: """
        <constraint firstItem="stack" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="k1"/>
        <constraint firstItem="stack" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="k2"/>
        """)
  }

  static func field(_ id: String) -> String {
    """
    <textField opaque="NO" borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
      <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
      <fontDescription key="fontDescription" type="system" pointSize="14"/>
    </textField>
    """
  }

  func stack(_ storyboard: OneSceneStoryboard) throws -> Widget {
    try #require(storyboard.views(on: "iPhone SE").first)
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
