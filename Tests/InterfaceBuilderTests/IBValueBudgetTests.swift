import Foundation
import Primitives
import Testing
import Widgets

@testable import InterfaceBuilder

/// IB's values meet the budgets a screen's values meet.
@Suite struct IBValueBudgetTests {
  static func xib(text: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
    <objects>
    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Long"/>
    <view contentMode="scaleToFill" id="root">
    <rect key="frame" x="0.0" y="0.0" width="240" height="120"/>
    <subviews>
    <label text="\(text)" id="l1"><rect key="frame" x="0" y="0" width="100" height="20"/></label>
    </subviews>
    </view>
    </objects>
    </document>
    """
  }

  // Found by the hostile pass (session 13): a label of 300,000 bytes in a XIB was stored
  // and laid out past the 100,000-byte text budget that screens and themes meet.
  @Test func textOverTheBudgetIsSkippedWithAWarning() throws {
    let long = String(repeating: "x", count: Limits.textBytes + 1)
    let d = try IBDocument(data: Data(Self.xib(text: long).utf8), file: "Long.xib")
    let s = try d.screen(named: "Long")
    let label = try #require(s.root.children.first?.children.first)
    #expect(label.initial.value("text") == nil)
    let warning = try #require(s.diagnostics.first { $0.message.contains("skipped text") })
    #expect(warning.message.contains("over the limit of \(Limits.textBytes)"))
    #expect(warning.location?.file == "Long.xib" && (warning.location?.line ?? 0) > 0)
  }

  @Test func textWithinTheBudgetIsKept() throws {
    let d = try IBDocument(data: Data(Self.xib(text: "Hello").utf8), file: "Long.xib")
    let s = try d.screen(named: "Long")
    let label = try #require(s.root.children.first?.children.first)
    #expect(label.initial.value("text") == .string("Hello"))
  }
}
