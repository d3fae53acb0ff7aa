import Foundation
import Primitives
import Testing
import Themes
import Widgets

@testable import InterfaceBuilder

/// Storyboard bar button items that are no title or image (issue 10): a fixed space keeps
/// its `width` attribute, and a `customView` becomes the bar's child, named by the item.
@Suite struct BarItemSpacesImportTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <scenes>
        <scene sceneID="s1">
          <objects>
            <viewController id="vc1" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="v1">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
              </view>
              <toolbarItems>
                <barButtonItem title="Share" id="b1"/>
                <barButtonItem width="42" style="plain" systemItem="fixedSpace" id="b2"/>
                <barButtonItem style="plain" id="b3">
                  <switch key="customView" opaque="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="sw1">
                    <rect key="frame" x="120" y="6" width="51" height="31"/>
                  </switch>
                </barButtonItem>
                <barButtonItem systemItem="fixedSpace" id="b4"/>
              </toolbarItems>
              <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
            </viewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  @Test func fixedSpacesAndCustomViewsAreKept() throws {
    let doc = try IBDocument(data: Data(Self.storyboard.utf8), file: "Tools.storyboard")
    let root = try doc.screen(doc.scenes[0]).root
    let toolbar = try #require(root.children.first { $0.kind == .toolbar })
    guard case .array(let items)? = toolbar.initial.value("toolbarItems") else {
      Issue.record("no toolbarItems")
      return
    }
    #expect(items.count == 4)
    #expect(items[0] == .string("Share"))
    #expect(items[1].fields["fixedSpace"] == .number(42))
    #expect(items[2].fields["customView"] == .string("sw1"))
    // No width attribute: IB's fixed space of 0 pt.
    #expect(items[3].fields["fixedSpace"] == .number(0))
    // The switch is the bar's child, sized by its frame and placed by the bar.
    let view = try #require(toolbar.children.first { $0.id == "sw1" })
    #expect(view.kind == .switch)
    #expect(doc.diagnostics.isEmpty, "\(doc.diagnostics)")
  }
}

extension ThemeValue {
  /// A mapping item's values by key.
  fileprivate var fields: [String: ThemeValue] {
    guard case .style(let s) = self else { return [:] }
    var out: [String: ThemeValue] = [:]
    for name in s.properties.names { out[name] = s.properties[name] }
    return out
  }
}
