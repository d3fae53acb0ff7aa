import Foundation
import Primitives
import Testing
import Widgets

@testable import InterfaceBuilder

/// A scene whose constraints cost the solver more than its work budget keeps IB's frames.
@Suite struct SolverBudgetLayoutTests {
  /// A XIB of `n` views, every pair related by an optional inequality: 60 such views (a
  /// 430 KB file) took 134 s of a debug build, where 500 chained views take 1.4 s.
  static func dense(_ n: Int) -> String {
    var views = ""
    var constraints = ""
    for i in 0..<n {
      views += """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="w\(i)">
        <rect key="frame" x="\(i)" y="\(2 * i)" width="7" height="5"/></view>
        """
      for j in 0..<n where j != i {
        constraints += """
          <constraint firstItem="w\(i)" firstAttribute="width" relation="greaterThanOrEqual" \
          secondItem="w\(j)" secondAttribute="height" constant="\((i * 7 + j) % 13)" \
          priority="\(500 + (i * j) % 400)" id="d\(i)-\(j)"/>
          """
      }
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
      useAutolayout="YES">
      <objects>
      <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Dense"/>
      <view contentMode="scaleToFill" id="root">
      <rect key="frame" x="0.0" y="0.0" width="240" height="240"/>
      <subviews>\(views)</subviews>
      <constraints>\(constraints)</constraints>
      </view>
      </objects>
      </document>
      """
  }

  // Found by the hostile pass (session 13): under the 500-view budget, 60 densely related
  // views ran for minutes. The solver now counts its work and gives up past a budget.
  @Test func aSceneOverTheSolverBudgetKeepsIBsFrames() throws {
    let d = try IBDocument(data: Data(Self.dense(12).utf8), file: "Dense.xib")
    let (screen, plan) = IBAutoLayoutProbe.plan(d, "Dense")
    plan.solverWorkLimit = 2_000
    let device = Device(name: "w", size: Size(width: 240, height: 240), scale: 1)
    let warnings = plan.solve(root: screen.root.children[0], device: device) { _, _ in nil }
    let budget = try #require(warnings.first { $0.message.contains("steps of the solver") })
    #expect(budget.location?.file == "Dense.xib")
    #expect(!warnings.contains { $0.message.contains("conflicting") })
    // Frames stay as IB stored them.
    let views = screen.root.children[0].children
    #expect(views[3].frame == Rect(x: 3, y: 6, width: 7, height: 5))
  }

  @Test func withinTheBudgetTheSameSceneIsSolved() throws {
    let d = try IBDocument(data: Data(Self.dense(6).utf8), file: "Dense.xib")
    let (screen, plan) = IBAutoLayoutProbe.plan(d, "Dense")
    let device = Device(name: "w", size: Size(width: 240, height: 240), scale: 1)
    let warnings = plan.solve(root: screen.root.children[0], device: device) { _, _ in nil }
    #expect(!warnings.contains { $0.message.contains("steps of the solver") })
  }
}
