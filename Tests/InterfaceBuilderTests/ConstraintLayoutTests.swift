import Foundation
import Primitives
import Testing
import Themes
import Widgets

@testable import InterfaceBuilder
@testable import Themeshot

/// IB constraints solved per device (Login.storyboard's constraints, worked by hand).
@Suite struct ConstraintLayoutTests {
  static let renderer = Result { try Renderer(threads: 2) }

  func laidOut(_ scene: String, on device: String) throws -> (Screen, [Diagnostic]) {
    let s = try ImporterTests.doc("Login.storyboard").screen(named: scene)
    let d = try #require(Device.named(device))
    let (_, diagnostics) = try Self.renderer.get().displayList(s, sheet: nil, device: d)
    return (s, diagnostics)
  }

  @Test(arguments: ["iPhone SE", "iPhone 15", "iPad Pro 13"])
  func pinnedViewsFollowTheDeviceWidthAndSafeArea(_ device: String) throws {
    let (s, _) = try laidOut("Login", on: device)
    let d = try #require(Device.named(device))
    let view = s.root.children[0]
    let title = view.children[0]
    // title.leading = safeArea.leading + 20, safeArea.trailing = title.trailing + 20.
    #expect(title.layoutFrame.x == 20)
    #expect(title.layoutFrame.width == d.size.width - 40)
    // title.top = safeArea.top + 40: 20 + 40 on a phone with a home button, 59 + 40 on
    // an iPhone 15, 24 + 40 on a current iPad.
    let top: Double = device == "iPhone SE" ? 20 : device == "iPhone 15" ? 59 : 24
    #expect(title.layoutFrame.y == top + 40)
    // The field, button and stack hang below, each 20 pt apart, at the title's width.
    let field = view.children[1]
    #expect(field.layoutFrame.minY == title.layoutFrame.maxY + 20)
    #expect(field.layoutFrame.width == title.layoutFrame.width)
    #expect(view.children[2].layoutFrame.minY == field.layoutFrame.maxY + 20)
    // The footer: bottom-pinned, full width, a tenth of the view's height (multiplier 1:10).
    let footer = view.children[4]
    #expect(abs(footer.layoutFrame.height - d.size.height / 10) <= 0.5)
    #expect(abs(footer.layoutFrame.maxY - d.size.height) <= 0.5)
    #expect(footer.layoutFrame.width == d.size.width)
  }

  @Test func conflictingAndAmbiguousConstraintsAreNamed() throws {
    let (s, warnings) = try laidOut("Cfl-vc-001", on: "iPhone 15")
    let messages = warnings.map(\.message)
    // k-width (100) and k-width-again (150) both require the width: the later one breaks.
    let conflict = try #require(warnings.first { $0.message.contains("conflicting constraint") })
    #expect(conflict.message.contains("'k-width-again'"))
    #expect(conflict.location?.line == 116)
    #expect(s.root.children[0].children[0].layoutFrame.width == 100)
    // The blue box has a top and a height but nothing horizontal.
    let ambiguous = try #require(messages.first { $0.contains("ambiguous layout") })
    #expect(ambiguous.contains("Cfl-bx-002"))
    #expect(ambiguous.contains("x position, width"))
    #expect(ambiguous.contains("k-loose-top, k-loose-height"))
    // An ambiguous view stays where IB drew it.
    #expect(
      s.root.children[0].children[1].layoutFrame == Rect(x: 20, y: 200, width: 100, height: 50))
  }

  @Test func autoresizingMasksStretchWithTheParent() throws {
    // Card.xib's progress bar is width-sizable: 16 pt margins kept at any width.
    let d = try ImporterTests.doc("Card.xib")
    let s = try d.screen(named: "CardView", autoLayout: false)
    #expect(s.constrain == nil)
    let plan = IBAutoLayoutProbe.plan(d, "CardView")
    let root = plan.0.root
    _ = plan.1.solve(
      root: root.children[0],
      device: Device(name: "w", size: Size(width: 400, height: 120), scale: 1)
    ) { _, _ in nil }
    let bar = root.children[0].children[2]
    #expect(bar.frame == Rect(x: 16, y: 80, width: 368, height: 4))
    let tag = root.children[0].children[1]
    #expect(tag.frame == Rect(x: 128, y: 16, width: 96, height: 32))
  }
}

/// Builds a scene's widgets and Auto Layout plan directly (no device chosen yet).
enum IBAutoLayoutProbe {
  static func plan(_ d: IBDocument, _ scene: String) -> (Screen, IBAutoLayout) {
    let builder = IBViewBuilder(file: d.file, named: [:], registry: .standard)
    let e = d.find(d.scene(named: scene)!.id)!
    let root = Widget(.viewController)
    root.addChild(builder.view(e))
    return (Screen(name: scene, root: root), IBAutoLayout(builder: builder))
  }
}

/// A prototype cell whose subviews are pinned to its content view's margins (the shape of
/// A_StyleInjection's TableViewDemo cell in its Main.storyboard) is fully constrained:
/// the table places the cell, and the content is placed within it.
@Suite struct CellContentConstraintTests {
  @Test func marginPinnedCellContentIsNotAmbiguous() throws {
    let s = try ImporterTests.doc("MarginCell.storyboard").screen(named: "Margins")
    let d = try #require(Device.named("iPhone SE"))
    let (_, diagnostics) = try ConstraintLayoutTests.renderer.get().displayList(
      s, sheet: nil, device: d)
    #expect(!diagnostics.contains { $0.message.contains("ambiguous") })
    let content = s.root.children[0].children[0].children[0].children[0]
    let label = content.children[0]
    let box = content.children[1]
    // leadingMargin: the label starts at the content view's left margin, 16 pt on a
    // compact phone (UIKit's cell contentView.layoutMargins {11, 16, 11, 16}); the box
    // 30 pt after the label, both from the top margin (11) down to the bottom margin.
    #expect(label.layoutFrame.x == 16)
    #expect(label.layoutFrame.y == 11)
    #expect(box.layoutFrame.x == label.layoutFrame.maxX + 30)
    #expect(box.layoutFrame.width == 40)
    #expect(label.layoutFrame.y == box.layoutFrame.y)
    #expect(label.layoutFrame.maxY == box.layoutFrame.maxY)
  }
}
