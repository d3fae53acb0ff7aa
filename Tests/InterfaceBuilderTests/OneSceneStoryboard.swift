import Foundation
import Primitives
import Testing
import Widgets

@testable import InterfaceBuilder
@testable import Themeshot

/// A storyboard of one scene for layout tests: a controller (`vc1`) whose view (`root`,
/// safe-area guide `sa`, stored 375 × 667) holds `subviews` under `constraints`;
/// `controller` adds elements to the controller (a `navigationItem`), `resources` to the
/// document.
struct OneSceneStoryboard {
  var subviews: String
  var constraints = ""
  var controller = ""
  var resources = ""

  var xml: String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" useSafeAreas="YES">
      <scenes>
        <scene sceneID="s1">
          <objects>
            <viewController id="vc1" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>\(subviews)</subviews>
                <constraints>\(constraints)</constraints>
                <viewLayoutGuide key="safeArea" id="sa"/>
              </view>
              \(controller)
            </viewController>
          </objects>
        </scene>
      </scenes>
      <resources>\(resources)</resources>
    </document>
    """
  }

  /// The scene laid out on `device` (its display list made, so styling and the constraints
  /// ran), with the screen's and the layout's diagnostics.
  func laidOut(on device: String) throws -> (screen: Screen, diagnostics: [Diagnostic]) {
    let doc = try IBDocument(data: Data(xml.utf8), file: "Scene.storyboard")
    let screen = try doc.screen(doc.scenes[0])
    let (_, diagnostics) = try Renderer(threads: 1).displayList(
      screen, sheet: nil, device: try #require(Device.named(device)))
    return (screen, screen.diagnostics + diagnostics)
  }

  /// The controller view's subviews, laid out on `device`.
  func views(on device: String) throws -> [Widget] {
    try #require(laidOut(on: device).screen.root.children.first).children
  }
}
