import Foundation
import Primitives
import Testing
import Widgets

@testable import InterfaceBuilder

/// Reading storyboards and XIBs written for these tests (`__Fixtures__/`).
@Suite struct ImporterTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Fixtures__").path

  static func doc(_ name: String) throws -> IBDocument {
    try IBDocument.load(fixtures + "/" + name)
  }

  @Test func storyboardScenesAreAddressedByIdentifierOrObjectID() throws {
    let d = try Self.doc("Login.storyboard")
    #expect(d.isStoryboard)
    #expect(d.scenes.map(\.name) == ["Login", "Cfl-vc-001"])
    #expect(d.scene(named: "LgN-vc-001")?.name == "Login")
    #expect(d.scenes[0].className == "LoginViewController")
    #expect(d.scenes[0].title == "Sign In")
    #expect(d.canvas?.size == Size(width: 375, height: 667))
    #expect(throws: DiagnosticError.self) { try d.screen(named: "Nope") }
  }

  @Test func framesAsStoredWithoutAutoLayout() throws {
    let s = try Self.doc("Login.storyboard").screen(named: "Login", autoLayout: false)
    #expect(s.size == Size(width: 375, height: 667))
    // The project's device chooses the scale; the canvas only the size.
    #expect(s.scale == nil)
    let vc = s.root
    #expect(vc.kind == .viewController)
    #expect(vc.controllerClass == "LoginViewController")
    let view = try #require(vc.children.first)
    #expect(view.key == "view")
    #expect(
      view.children.map(\.type.name) == [
        "UILabel", "UITextField", "UIButton", "UIStackView", "SparkleView",
      ])
    #expect(view.children[2].frame == Rect(x: 20, y: 163, width: 335, height: 44))
  }

  @Test func attributesBecomeInitialValues() throws {
    let view = try Self.doc("Login.storyboard").screen(named: "Login").root.children[0]
    let (title, field, button) = (view.children[0], view.children[1], view.children[2])
    #expect(title.initial.value("text") == .string("Welcome back"))
    #expect(title.initial.value("font") == .font(.system(size: 24, weight: 700)))
    #expect(title.initial.value("textAlignment") == .string("center"))
    #expect(field.initial.value("placeholder") == .string("Email"))
    #expect(field.initial.value("borderStyle") == .string("roundedRect"))
    // Per-state titles (UIButton's setTitle(_:for:)).
    #expect(button.initial.value("title") == .string("Sign In"))
    #expect(button.initial.value("title", in: .highlighted) == .string("Signing In…"))
    // The A_StyleInjection style identifier is the view's identifier (seed 001).
    #expect(button.id == "primaryButton")
    #expect(button.initial.value("layer.cornerRadius") == .number(8))
    // Dynamic Type: UICTFontTextStyleBody is 17 pt regular at the default size.
    let stackLabel = view.children[3].children[0]
    #expect(stackLabel.initial.value("font")?.font?.textStyle == "body")
    #expect(stackLabel.initial.value("font")?.font?.size == 17)
    #expect(view.children[3].initial.value("spacing") == .number(12))
  }

  @Test func colorsAreConvertedToSRGB() throws {
    let view = try Self.doc("Login.storyboard").screen(named: "Login").root.children[0]
    // systemBackgroundColor and labelColor in light mode (HIG).
    #expect(view.initial.value("backgroundColor") == .color(.white))
    // A named colour from <resources>: sRGB (0.1, 0.1, 0.2) → #1A1A33.
    let ink = view.children[3].children[0].initial.value("textColor")?.color
    #expect(ink == Color(red: 26, green: 26, blue: 51))
    // calibratedWhite 1 stays white; generic RGB keeps white white and turns mid grey
    // lighter: 0.5^1.8 = 0.287 linear → sRGB 0.572 → 146.
    let white = IBElement(
      name: "color", attributes: ["white": "1", "colorSpace": "calibratedWhite"], line: 1, column: 1
    )
    #expect(try IBColor.color(white, named: [:]).get() == .white)
    let grey = IBElement(
      name: "color",
      attributes: ["red": "0.5", "green": "0.5", "blue": "0.5", "colorSpace": "calibratedRGB"],
      line: 1, column: 1)
    #expect(try IBColor.color(grey, named: [:]).get() == Color(red: 146, green: 146, blue: 146))
    let rgbWhite = IBElement(
      name: "color",
      attributes: ["red": "1", "green": "1", "blue": "1", "colorSpace": "calibratedRGB"],
      line: 1, column: 1)
    #expect(try IBColor.color(rgbWhite, named: [:]).get() == .white)
    // Display P3 pure red lies outside sRGB: clipped to full red, a little green-free.
    let p3 = IBElement(
      name: "color",
      attributes: [
        "red": "1", "green": "0", "blue": "0", "colorSpace": "custom",
        "customColorSpace": "displayP3",
      ],
      line: 1, column: 1)
    #expect(try IBColor.color(p3, named: [:]).get().red == 255)
  }

  @Test func outletsAndCollectionsAreReachableByName() throws {
    let vc = try Self.doc("Login.storyboard").screen(named: "Login").root
    #expect(
      vc.outlets(forKey: "titleLabel").first?.initial.value("text") == .string("Welcome back"))
    #expect(vc.outlets(forKey: "emailField").first?.kind == .textField)
    #expect(vc.outlets["buttons"]?.map(\.id) == ["primaryButton"])
    let card = try Self.doc("Card.xib").screen(named: "CardView").root
    #expect(card.outlets["tags"]?.count == 2)
  }

  @Test func xibFilesOwnerWrapsTheMainView() throws {
    let d = try Self.doc("Card.xib")
    #expect(!d.isStoryboard)
    #expect(d.scenes.map(\.name) == ["CardView"])
    let s = try d.screen(named: "CardView")
    #expect(s.root.controllerClass == "CardView")
    #expect(s.size == Size(width: 240, height: 120))
    #expect(s.statusBar == false)
    let view = s.root.children[0]
    #expect(view.initial.value("layer.borderWidth") == .number(1))
    #expect(view.children[2].initial.value("progress") == .number(0.65))
  }

  @Test func skippedThingsAreListedOncePerFileWithTheirLine() throws {
    let d = try Self.doc("Login.storyboard")
    let messages = d.diagnostics.map(\.message)
    #expect(messages.contains("skipped element <sparkleEffect>"))
    let sparkle = d.diagnostics.first { $0.message.contains("sparkleEffect") }
    #expect(sparkle?.location?.line == 62)
    #expect(d.diagnostics.allSatisfy { $0.severity == .warning })
    #expect(Set(messages).count == messages.count)
    #expect(d.stats.understoodElements < d.stats.elements)
    #expect(d.stats.understoodAttributes > d.stats.attributes * 9 / 10)
  }

  @Test func constraintMultipliersAcceptRatiosAndFractions() throws {
    // Motif's example launch screen writes `multiplier="1/3"`; IB writes `16:9` today.
    let doc = Data(
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" useAutolayout="YES"><objects>
      <view id="a"><rect key="frame" x="0" y="0" width="300" height="300"/><subviews>
      <view id="b" translatesAutoresizingMaskIntoConstraints="NO">
      <rect key="frame" x="0" y="0" width="10" height="10"/></view></subviews>
      <constraints>
      <constraint firstItem="b" firstAttribute="width" secondItem="a" secondAttribute="width" multiplier="1/3" id="w"/>
      <constraint firstItem="b" firstAttribute="height" secondItem="b" secondAttribute="width" multiplier="16:9" id="h"/>
      <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="top" multiplier="x" id="bad"/>
      </constraints></view></objects></document>
      """.utf8)
    let d = try IBDocument(data: doc, file: "m.xib")
    let (screen, plan) = IBAutoLayoutProbe.plan(d, "a")
    let device = Device(name: "t", size: Size(width: 300, height: 300), scale: 1)
    _ = plan.solve(root: screen.root.children[0], device: device) { _, _ in nil }
    let b = screen.root.children[0].children[0]
    #expect(b.frame?.width == 100)
    #expect(abs((b.frame?.height ?? 0) - 1600 / 9) <= 0.5)
    let s = try d.screen(named: "a")
    #expect(s.diagnostics.contains { $0.message.contains("constraint multiplier 'x'") })
  }

  @Test func malformedAndHostileDocumentsGiveLocatedErrors() throws {
    let bad = Data("<document><scenes><scene></scenes>".utf8)
    let e = try #require(throws: DiagnosticError.self) {
      try IBDocument(data: bad, file: "x.storyboard")
    }
    #expect(e.diagnostics.first?.location?.file == "x.storyboard")
    #expect(e.diagnostics.first?.location?.line ?? 0 >= 1)
    let notIB = Data("<plist/>".utf8)
    #expect(throws: DiagnosticError.self) { try IBDocument(data: notIB, file: "y.xib") }
    let deep = Data(
      (String(repeating: "<view>", count: 500) + String(repeating: "</view>", count: 500)).utf8)
    #expect(throws: DiagnosticError.self) { try IBDocument(data: deep, file: "z.xib") }
    // A frame with a huge number is skipped, not converted.
    let huge = Data(
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
      <view id="a"><rect key="frame" x="1e300" y="0" width="10" height="10"/></view>
      </objects></document>
      """.utf8)
    let d = try IBDocument(data: huge, file: "h.xib")
    let s = try d.screen(named: "a")
    #expect(s.root.frame == nil)
    #expect(s.diagnostics.contains { $0.message.contains("within ±100000") })
  }
}
